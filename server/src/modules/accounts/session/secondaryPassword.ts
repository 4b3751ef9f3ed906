import { recordSuccess, secondarySubject, type Attempt } from '../../../auth/rateLimit';
import { verifyPassword } from '../../../auth/passwords';
import type { AuthContext } from '../../../auth/sessionUser';
import type { AreaDeps } from '../../../areaDeps';
import { BusinessError } from '../../../http/errors';
import { beginPasswordCheck } from './passwordCheck';
import { findUserById } from './queries';

/** Checks the caller's secondary password (SPEC 2.7); wrong guesses are rate limited like logins. */
export async function verifySecondaryPassword(
  { db, clock }: AreaDeps,
  ctx: AuthContext,
  password: string,
  ip: string,
): Promise<void> {
  const attempt: Attempt = {
    kind: 'secondary',
    subject: secondarySubject(ctx.user.id),
    ip,
    now: clock.now(),
  };
  const row = await findUserById(db, ctx.user.id);
  // Nothing to guess without a secondary password: that answer does not count as a failure.
  if (!row?.secondary_password_hash)
    throw new BusinessError('No secondary password is set for this account.');
  await beginPasswordCheck(db, attempt);
  if (!(await verifyPassword(row.secondary_password_hash, password))) {
    throw new BusinessError('Invalid secondary password.');
  }
  await recordSuccess(db, attempt);
}
