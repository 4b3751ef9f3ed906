import {
  BET_CODES,
  BET_CODE_INFO,
  DEFAULT_BET_FORMATS,
  OFFICIAL_PAYOUTS,
  codeFitsLength,
  codesForLength,
  isBetCode,
  poolOffersCode,
  poolsOffering,
} from './codes';

describe('bet codes (DOMAIN 5)', () => {
  it('lists the 21 codes with their digits and games', () => {
    expect(BET_CODES).toHaveLength(21);
    expect(BET_CODE_INFO.B).toEqual({ code: 'B', digits: 4, game: '4D', payoutLength: 5 });
    expect(BET_CODE_INFO.S).toEqual({ code: 'S', digits: 4, game: '4D', payoutLength: 3 });
    expect(BET_CODE_INFO['4SD'].digits).toBe(4);
    expect(BET_CODE_INFO['3C']).toEqual({ code: '3C', digits: 3, game: '3D', payoutLength: 1 });
    expect(BET_CODE_INFO['2SE']).toEqual({ code: '2SE', digits: 2, game: '2D', payoutLength: 1 });
    expect(BET_CODE_INFO['5D']).toEqual({ code: '5D', digits: 5, game: '5D', payoutLength: 6 });
    expect(BET_CODE_INFO['6D']).toEqual({ code: '6D', digits: 6, game: '6D', payoutLength: 5 });
  });

  it('payout tables have the lengths of DOMAIN 5 (Big 5, Small 3, 5D 6, 6D 5, others 1)', () => {
    for (const c of BET_CODES) expect(OFFICIAL_PAYOUTS[c]).toHaveLength(BET_CODE_INFO[c].payoutLength);
    expect(OFFICIAL_PAYOUTS.B).toEqual([250000, 100000, 50000, 18000, 6000]);
    expect(OFFICIAL_PAYOUTS.S).toEqual([350000, 200000, 100000]);
    expect(OFFICIAL_PAYOUTS['4A']).toEqual([600000]);
    expect(OFFICIAL_PAYOUTS['3A']).toEqual([66000]);
    expect(OFFICIAL_PAYOUTS['3C']).toEqual([25000]);
    expect(OFFICIAL_PAYOUTS['5D']).toEqual([1500000, 500000, 300000, 50000, 2000, 500]);
    expect(OFFICIAL_PAYOUTS['6D']).toEqual([10000000, 300000, 30000, 3000, 400]);
  });

  it('codes per number length: 4 digits also carry 3D and 2D codes; 3 digits only 3D', () => {
    expect(codesForLength(4)).toEqual(BET_CODES.filter((c) => c !== '5D' && c !== '6D'));
    expect(codesForLength(3)).toEqual(['3A', '3SB', '3SC', '3SD', '3SE', '3C']);
    expect(codesForLength(2)).toEqual(['2A', '2SB', '2SC', '2SD', '2SE']);
    expect(codesForLength(5)).toEqual(['5D']);
    expect(codesForLength(6)).toEqual(['6D']);
    expect(codeFitsLength('2A', 3)).toBe(false);
    expect(codeFitsLength('B', 3)).toBe(false);
  });

  it('5D and 6D only at Toto; every pool offers 4D, 3D, 2D', () => {
    expect(poolsOffering('5D')).toEqual([3]);
    expect(poolsOffering('6D')).toEqual([3]);
    expect(poolsOffering('B')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(poolsOffering('2SE')).toHaveLength(9);
    expect(poolOffersCode(1, '5D')).toBe(false);
    expect(poolOffersCode(3, '6D')).toBe(true);
    expect(poolOffersCode(9, '3A')).toBe(true);
  });

  it('default bet formats of DOMAIN 7', () => {
    expect(DEFAULT_BET_FORMATS[4]).toEqual(['B', 'S', '4A', '3C', '3A']);
    expect(DEFAULT_BET_FORMATS[3]).toEqual(['3C', '3A', '3SB', '3SC', '3SD', '3SE']);
    expect(DEFAULT_BET_FORMATS[2]).toEqual(['2A', '2SB', '2SC', '2SD', '2SE']);
    expect(DEFAULT_BET_FORMATS[5]).toEqual(['5D']);
    expect(DEFAULT_BET_FORMATS[6]).toEqual(['6D']);
  });

  it('isBetCode', () => {
    expect(isBetCode('4SD')).toBe(true);
    expect(isBetCode('4sd')).toBe(false);
    expect(isBetCode('2C')).toBe(false);
    expect(isBetCode('A')).toBe(false);
  });
});
