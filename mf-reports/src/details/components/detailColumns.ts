import { poolById } from '@drawdesk/shared-kernel/domain';

/** A translate function (the frame's namespace for bet kinds, the details namespace for tiers). */
type T = (key: string) => string;

/** A pool id as shown in the detail tables: its letter and name ('T Toto'). */
export const poolText = (poolId: number): string => {
  const pool = poolById(poolId);
  return pool ? `${pool.receiptLetter} ${pool.displayName}` : String(poolId);
};

/** A bet kind (1-6) by its translated name; an unknown kind as its number. */
export const kindText = (t: T, kind: number): string =>
  kind >= 1 && kind <= 6 ? t(`kind.k${kind}`) : String(kind);

/** A 5D/6D prize tier (1-6) by its translated name. */
export const tierText = (t: T, code: string, tier: number): string =>
  `${code} ${tier >= 1 && tier <= 6 ? t(`tier.t${tier}`) : String(tier)}`;
