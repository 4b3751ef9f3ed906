import {
  emptyRedNumber,
  redNumberBody,
  redNumberValuesOf,
  validateRedNumber,
  type RedNumberValues,
} from './model';

const t = (key: string) => key;
const values: RedNumberValues = {
  number: '1234',
  permutationType: '24P',
  pools: [1, 2],
  dateFrom: '2040-01-01',
  dateTo: '2040-01-31',
  fightLimit: '',
  companyId: '',
};

describe('red number rules', () => {
  it('accepts a matching type and builds the body', () => {
    expect(validateRedNumber(values, t, false)).toEqual({});
    expect(redNumberBody({ ...values, fightLimit: '12.50', companyId: 10 })).toEqual({
      number: '1234',
      permutationType: '24P',
      pools: [1, 2],
      dateFrom: '2040-01-01',
      dateTo: '2040-01-31',
      fightLimit: 12.5,
      companyId: 10,
    });
    expect(redNumberBody(values).fightLimit).toBeNull();
  });
  it.each([
    [{ number: '' }, { number: 'REQUIRED_FIELD' }],
    [{ number: '12a4' }, { number: 'DIGIT_ONLY' }],
    [{ number: '1' }, { number: 'MIN_LENGTH_NO_MET' }],
    [
      { number: '1123' },
      {
        permutationType: 'Number 1123 has 12 permutations: type 24P needs four different digits (e.g. 1234).',
      },
    ],
    [{ pools: [] }, { pools: 'red.poolsRequired' }],
    [{ dateTo: '2039-12-31' }, { dateTo: 'red.dateOrder' }],
    [{ fightLimit: '1.234' }, { fightLimit: 'INVALID_FORMAT' }],
  ])('%p gives %p', (change, errors) => {
    expect(validateRedNumber({ ...values, ...change }, t, false)).toEqual(errors);
  });
  it('needs a company for the super admin', () => {
    expect(validateRedNumber(values, t, true)).toEqual({ companyId: 'REQUIRED_FIELD' });
  });
});

describe('red number values', () => {
  it('starts a new one as normal on three pools for 30 days from today', () => {
    const v = emptyRedNumber();
    expect(v).toMatchObject({
      number: '',
      permutationType: 'normal',
      pools: [1, 2, 3],
      fightLimit: '',
      companyId: '',
    });
    expect(v.dateTo > v.dateFrom).toBe(true);
    expect(v.id).toBeUndefined();
  });
  it('reads a stored one back (owner as company, fight limit as text)', () => {
    const v = redNumberValuesOf({
      id: 5,
      ownerId: 10,
      ownerName: 'demo_co',
      number: '9929',
      permutationType: 'normal',
      numbers: ['9929'],
      pools: [3, 1],
      dateFrom: '2040-01-01',
      dateTo: '2040-12-31',
      fightLimit: 50,
      status: 1,
      updatedBy: 'admin',
      updatedAt: '2026-11-22T08:00:00.000Z',
    });
    expect(v).toMatchObject({ id: 5, number: '9929', companyId: 10, pools: [3, 1], dateTo: '2040-12-31' });
    expect(redNumberBody(v)).toMatchObject({ id: 5, companyId: 10, pools: [1, 3], fightLimit: 50 });
  });
});
