import type { CSSProperties, ReactNode } from 'react';

export interface SubmitFormProps {
  /** Accessible name of the form. */
  label?: string;
  /** Called on submit (Enter in a field or a submit button); the page never reloads. */
  onSubmit: () => unknown;
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * A form that hands its submit to `onSubmit` instead of the browser.
 *
 * @deprecated Kept with its behaviour for remotes built against kernel 1.x (docs/remote-contract.md);
 * removed in 2.0.0. New forms use `Form` of '@drawdesk/shared-kernel/forms/formik'.
 */
export function SubmitForm({ label, onSubmit, style, children }: SubmitFormProps) {
  return (
    <form
      aria-label={label}
      style={style}
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      {children}
    </form>
  );
}
