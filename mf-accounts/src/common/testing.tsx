/** Test helpers more than one feature's tests use (Jest only; not imported by the screens). */
import type { LoginUserData } from '@drawdesk/shared-kernel/contract';
import { signIn } from '@drawdesk/shared-kernel/testing';

/** Signs in as demo_co (a company with downline and main-account rights), with `partial` over it. */
export const loginAs = (partial: Partial<LoginUserData> = {}): void =>
  signIn({
    userId: 10,
    username: 'demo_co',
    userRoleId: 3,
    accessString: 'Downline:1234;Main Account:123',
    ...partial,
  });
