/**
 * The calls of the fight limit screen, typed from the kernel contract. Types only are imported from
 * the contract, so TypeBox stays out of the bundle.
 */
import { api } from '@drawdesk/shared-kernel/api';
import type {
  AccountOption,
  EatSettings,
  FightLimitRelatedData,
  UpdateUserEatLimitBody,
} from '@drawdesk/shared-kernel/contract';

type ReadOptions = { signal?: AbortSignal };

/** Query keys of the fight limit screen's loads. */
export const fightLimitKeys = {
  all: ['accounts', 'fightLimit'] as const,
  directDownlines: () => ['accounts', 'fightLimit', 'directDownlines'] as const,
  /** The eat settings of the caller ('') or of a downline. */
  data: (userId: number | '') => ['accounts', 'fightLimit', 'data', { userId }] as const,
};

export const fightLimitApi = {
  /** The caller's direct downlines (the accounts whose limits can be set). */
  directDownlines: (options: ReadOptions = {}) =>
    api.get<AccountOption[] | null>('Account', 'GetDirectDownlines', undefined, options),
  fightLimitData: (userId: number | '', options: ReadOptions = {}) =>
    api.get<FightLimitRelatedData | null>(
      'Account',
      'GetFightLimitRelatedData',
      userId === '' ? {} : { userId },
      options,
    ),
  saveFightLimit: (body: UpdateUserEatLimitBody) =>
    api.post<EatSettings | null>('Account', 'UpdateUserEatLimit', body),
};
