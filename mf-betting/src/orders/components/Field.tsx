import type { ReactNode } from 'react';

/** A control with its label above it. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label style={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <span>{label}</span>
      {children}
    </label>
  );
}
