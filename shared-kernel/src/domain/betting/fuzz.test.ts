import fc from 'fast-check';
import { ctx } from './fixtures.test-helper';
import { parseBetString } from './parse';

const ALPHABET = [
  '0',
  '1',
  '2',
  '3',
  '4',
  '5',
  '9',
  '*',
  '#',
  'D',
  'd',
  'B',
  'S',
  'A',
  'C',
  'E',
  '/',
  ',',
  '.',
  ' ',
  '\n',
  '\r',
  '-',
  'x',
  '\u00e9',
  '\u0000',
];

describe('parseBetString never throws', () => {
  it('on random garbage: ok:false with errors, or ok:true', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 200 }),
          fc.string({ unit: fc.constantFrom(...ALPHABET), maxLength: 200 }),
          fc.string({ unit: 'binary', maxLength: 50 }),
        ),
        (text) => {
          const r = parseBetString(text, ctx({ maxLines: 5 }));
          if (!r.ok) {
            expect(r.errors.length).toBeGreaterThan(0);
            for (const e of r.errors) expect(e.line).toBeGreaterThanOrEqual(0);
          } else {
            expect(r.order.lines.length).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('on garbage contexts (no open draws, odd formats)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...ALPHABET), maxLength: 80 }), (text) => {
        expect(() =>
          parseBetString(text, { today: 'garbage', openDraws: {}, betFormats: { 4: [] } }),
        ).not.toThrow();
      }),
      { numRuns: 500 },
    );
  });
});
