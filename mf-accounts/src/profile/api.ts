/**
 * The calls of the profile screen, typed from the kernel contract. Types only are imported from the
 * contract, so TypeBox stays out of the bundle.
 */
import { api } from '@drawdesk/shared-kernel/api';
import type { UserDetail } from '@drawdesk/shared-kernel/contract';

/** Query keys of the profile screen's loads. */
export const profileKeys = {
  all: ['accounts', 'profile'] as const,
  userDetail: (userId: number) => ['accounts', 'profile', 'userDetail', { userId }] as const,
};

export const profileApi = {
  changePassword: (oldPassword: string, newPassword: string) =>
    api.call<null>('Account', 'ChangePassword', {
      method: 'POST',
      query: { oldPassword, newPassword },
    }),
  userDetail: (userId: number, options: { signal?: AbortSignal } = {}) =>
    api.get<{ agent: UserDetail } | null>('Account', 'GetUserDetailsById', { userId }, options),
};
