import type { PoolResult } from '@drawdesk/shared-kernel/contract';
import {
  draftErrors,
  draftToBody,
  emptyDraft,
  resultToDraft,
  TOTO_POOL_ID,
  validateDraft,
  type ResultDraft,
} from './model';

const nums = (start: number) => Array.from({ length: 10 }, (_, i) => String(start + i).padStart(4, '0'));
const full = (): ResultDraft => ({
  ...emptyDraft(),
  first: '1234',
  second: '5678',
  third: '9012',
  starters: nums(100),
  consolations: nums(200),
});

describe('result rules (as the server checks them)', () => {
  it('needs 23 numbers of 4 digits', () => {
    expect(validateDraft(full(), 1)).toEqual({});
    const d = full();
    d.first = '123';
    d.starters[4] = '12a4';
    d.consolations[9] = '';
    expect(validateDraft(d, 1)).toEqual({
      first: 'err.four',
      'starters.4': 'err.four',
      'consolations.9': 'err.four',
    });
  });

  it('needs 5D and 6D for Toto only, and sends them only there', () => {
    expect(validateDraft(full(), 3)).toEqual({
      fiveDFirst: 'err.five',
      fiveDSecond: 'err.five',
      fiveDThird: 'err.five',
      sixDFirst: 'err.six',
    });
    const toto = {
      ...full(),
      fiveDFirst: '12345',
      fiveDSecond: '23456',
      fiveDThird: '34567',
      sixDFirst: '123456',
    };
    expect(validateDraft(toto, 3)).toEqual({});
    expect(draftToBody(toto, '2031-06-01', 3)).toMatchObject({
      fiveD: { first: '12345', second: '23456', third: '34567' },
      sixD: { first: '123456' },
    });
    expect(draftToBody(toto, '2031-06-01', 1)).not.toHaveProperty('fiveD');
  });
});

describe('result draft', () => {
  it('starts blank with 10 starters and 10 consolations', () => {
    const d = emptyDraft();
    expect(d.starters).toEqual(Array(10).fill(''));
    expect(d.consolations).toEqual(Array(10).fill(''));
    expect(validateDraft(d, 1).first).toBe('err.four');
  });

  it('reads a stored result back into a draft (no 5D/6D: blank) and sends it unchanged', () => {
    const stored = {
      first: '1234',
      second: '5678',
      third: '9012',
      starters: nums(100),
      consolations: nums(200),
      fiveD: null,
      sixD: null,
    } as unknown as PoolResult;
    const d = resultToDraft(stored);
    expect(d).toEqual(full());
    expect(d.starters).not.toBe(stored.starters);
    expect(draftToBody(d, '2031-06-01', 1)).toEqual({
      drawDate: '2031-06-01',
      poolId: 1,
      first: '1234',
      second: '5678',
      third: '9012',
      starters: nums(100),
      consolations: nums(200),
    });
    const toto = resultToDraft({
      ...stored,
      fiveD: { first: '12345', second: '23456', third: '34567' },
      sixD: { first: '123456' },
    } as unknown as PoolResult);
    expect(toto).toMatchObject({
      fiveDFirst: '12345',
      fiveDSecond: '23456',
      fiveDThird: '34567',
      sixDFirst: '123456',
    });
  });
});

describe('draftErrors', () => {
  it('puts the message keys where the draft keeps the numbers', () => {
    const draft = { ...emptyDraft(), first: '1234', second: '12', third: '9999' };
    draft.starters = draft.starters.map(() => '1111');
    draft.consolations = draft.consolations.map(() => '2222');
    draft.starters[3] = '1';
    const errors = draftErrors(draft, 1);
    expect(errors.second).toBe('err.four');
    expect(errors.first).toBeUndefined();
    expect(errors.starters?.[3]).toBe('err.four');
    expect(errors.starters?.filter(Boolean)).toHaveLength(1);
    expect(errors.consolations).toBeUndefined();
    expect(errors.sixDFirst).toBeUndefined();
  });

  it('checks the 5D and 6D numbers of Toto', () => {
    expect(draftErrors(emptyDraft(), TOTO_POOL_ID).sixDFirst).toBe('err.six');
  });
});
