/** Pure rules of the result screen: the draft of a pool's numbers, its checks and its SavePoolResult body. */
import type { PoolResult, SavePoolResultBody } from '@drawdesk/shared-kernel/contract';

/** SPEC 2.8 / 9: the result screen refreshes itself every 10 seconds. */
export const RESULT_REFRESH_MS = 10_000;
export const TOTO_POOL_ID = 3;

export interface ResultDraft {
  first: string;
  second: string;
  third: string;
  starters: string[];
  consolations: string[];
  fiveDFirst: string;
  fiveDSecond: string;
  fiveDThird: string;
  sixDFirst: string;
}

const ten = () => Array.from({ length: 10 }, () => '');
export const emptyDraft = (): ResultDraft => ({
  first: '',
  second: '',
  third: '',
  starters: ten(),
  consolations: ten(),
  fiveDFirst: '',
  fiveDSecond: '',
  fiveDThird: '',
  sixDFirst: '',
});

export function resultToDraft(r: PoolResult): ResultDraft {
  return {
    first: r.first,
    second: r.second,
    third: r.third,
    starters: [...r.starters],
    consolations: [...r.consolations],
    fiveDFirst: r.fiveD?.first ?? '',
    fiveDSecond: r.fiveD?.second ?? '',
    fiveDThird: r.fiveD?.third ?? '',
    sixDFirst: r.sixD?.first ?? '',
  };
}

/**
 * The server's checks (DOMAIN 11), field by field: the 23 numbers 4 digits each; for Toto the 5D
 * (1st-3rd) 5 digits and the 6D 1st 6 digits. Keys: first, second, third, starters.N,
 * consolations.N, fiveDFirst..., sixDFirst; values are message keys.
 */
export function validateDraft(d: ResultDraft, poolId: number): Record<string, string> {
  const errors: Record<string, string> = {};
  const digits = (key: string, value: string, n: number, message: string) => {
    if (!new RegExp(`^\\d{${n}}$`).test(value)) errors[key] = message;
  };
  digits('first', d.first, 4, 'err.four');
  digits('second', d.second, 4, 'err.four');
  digits('third', d.third, 4, 'err.four');
  d.starters.forEach((v, i) => digits(`starters.${i}`, v, 4, 'err.four'));
  d.consolations.forEach((v, i) => digits(`consolations.${i}`, v, 4, 'err.four'));
  if (poolId === TOTO_POOL_ID) {
    digits('fiveDFirst', d.fiveDFirst, 5, 'err.five');
    digits('fiveDSecond', d.fiveDSecond, 5, 'err.five');
    digits('fiveDThird', d.fiveDThird, 5, 'err.five');
    digits('sixDFirst', d.sixDFirst, 6, 'err.six');
  }
  return errors;
}

/** Errors of a draft shaped like the draft itself (a form's errors): a message key per wrong number. */
export type DraftErrors = {
  [K in keyof ResultDraft]?: ResultDraft[K] extends string[] ? string[] : string;
};

/** validateDraft's errors in the draft's own shape ('starters.3' becomes `starters[3]`; other places left empty). */
export function draftErrors(d: ResultDraft, poolId: number): DraftErrors {
  const errors: DraftErrors = {};
  for (const [key, message] of Object.entries(validateDraft(d, poolId))) {
    const [field, index] = key.split('.') as [keyof ResultDraft, string | undefined];
    if (index === undefined) {
      (errors as Record<string, string>)[field] = message;
    } else {
      const list = ((errors as Record<string, string[]>)[field] ??= []);
      list[Number(index)] = message;
    }
  }
  return errors;
}

/** The SavePoolResult body of a draft: 5D and 6D are sent for Toto only. */
export function draftToBody(d: ResultDraft, drawDate: string, poolId: number): SavePoolResultBody {
  return {
    drawDate,
    poolId,
    first: d.first,
    second: d.second,
    third: d.third,
    starters: [...d.starters],
    consolations: [...d.consolations],
    ...(poolId === TOTO_POOL_ID
      ? {
          fiveD: { first: d.fiveDFirst, second: d.fiveDSecond, third: d.fiveDThird },
          sixD: { first: d.sixDFirst },
        }
      : {}),
  };
}
