import { poolLetters } from './pools';

describe('poolLetters', () => {
  it('gives the receipt letters in the order given, an unknown id as its number', () => {
    expect(poolLetters([1, 2, 3])).toBe('MPT');
    expect(poolLetters([9, 8, 1])).toBe('EHM');
    expect(poolLetters([1, 42])).toBe('M42');
    expect(poolLetters([])).toBe('');
  });
});
