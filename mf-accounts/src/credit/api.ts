/**
 * The calls of the sub-account, fight limit, payment, resend order limit and profile screens, typed
 * from the kernel contract. Types only are imported from the contract, so TypeBox stays out of the
 * bundle.
 */
import { api, type Paging } from '@drawdesk/shared-kernel/api';
import type {
  AccountOption,
  Activity,
  CreateOrUpdateSubAccountBody,
  EatSettings,
  FightLimitRelatedData,
  MakePaymentBody,
  MakePaymentResult,
  PaymentHistoryOverall,
  PaymentHistoryRow,
  ResendOrderLimitRow,
  SubAccountRow,
  TargetLines,
  UpdateResendOrderLimitBody,
  UpdateUserEatLimitBody,
  UserDetail,
} from '@drawdesk/shared-kernel/contract';

/** Query keys of the credit screens' loads. */
export const creditKeys = {
  all: ['accounts', 'credit'] as const,
  userDetail: (userId: number) => ['accounts', 'credit', 'userDetail', { userId }] as const,
};

export const creditApi = {
  /** The caller's direct downlines (fight limit and payment targets). */
  directDownlines: () => api.get<AccountOption[] | null>('Account', 'GetDirectDownlines'),
  fightLimitData: (userId: number | '') =>
    api.get<FightLimitRelatedData | null>(
      'Account',
      'GetFightLimitRelatedData',
      userId === '' ? {} : { userId },
    ),
  saveFightLimit: (body: UpdateUserEatLimitBody) =>
    api.post<EatSettings | null>('Account', 'UpdateUserEatLimit', body),
  makePayment: (body: MakePaymentBody) => api.post<MakePaymentResult | null>('Payment', 'MakePayment', body),
  paymentHistory: (filter: { fromDate?: string; toDate?: string }, paging: Paging) =>
    api.fetchPage<PaymentHistoryRow, PaymentHistoryOverall>(
      'Payment',
      'GetPaymentHistory',
      { ...filter },
      paging,
    ),
  changePassword: (oldPassword: string, newPassword: string) =>
    api.call<null>('Account', 'ChangePassword', {
      method: 'POST',
      query: { oldPassword, newPassword },
    }),
  userDetail: (userId: number, options: { signal?: AbortSignal } = {}) =>
    api.get<{ agent: UserDetail } | null>('Account', 'GetUserDetailsById', { userId }, options),
  resendOrderLimits: (search: string | undefined, paging: Paging) =>
    api.fetchPage<ResendOrderLimitRow>('Account', 'GetResendOrderLimit', { search }, paging),
  saveResendOrderLimit: (body: UpdateResendOrderLimitBody) =>
    api.post<ResendOrderLimitRow | null>('Account', 'UpdateResendOrderLimit', body),
  subAccounts: (search: string | undefined, paging: Paging) =>
    api.fetchPage<SubAccountRow>('Account', 'GetSubAccountListing', { search }, paging),
  saveSubAccount: (body: CreateOrUpdateSubAccountBody) =>
    api.post<{ userId: number } | null>('Account', 'CreateOrUpdateSubAccount', body),
  /** The functions there are; the report ones can be granted to a sub-account. */
  activities: () => api.get<Activity[]>('Setting', 'GetActivities'),
  /** The lines a sub-account may act for, and those it has (when editing one). */
  targetLines: (subAccountId?: number) =>
    api.get<TargetLines | null>('Account', 'GetTargetLines', subAccountId ? { subAccountId } : {}),
};
