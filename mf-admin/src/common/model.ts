import { poolById, POOLS } from '@drawdesk/shared-kernel/domain';

/** The 9 pools as select or checkbox options (value id, label display name). */
export const POOL_OPTIONS: readonly { value: number; label: string }[] = POOLS.map((p) => ({
  value: p.id,
  label: p.displayName,
}));

/** A pool's display name (the id itself for an unknown pool). */
export const poolName = (id: number): string => poolById(id)?.displayName ?? String(id);
