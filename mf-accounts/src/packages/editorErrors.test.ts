import { editorErrors } from './editorErrors';

const t = (key: string) => `T:${key}`;

it('places each check of the editor on its field, translated', () => {
  expect(
    editorErrors(
      {
        name: 'detail.nameRequired',
        'B.betRate': 'detail.betAboveBase',
        '4A.payout.0': 'detail.invalidPayout',
      },
      t,
    ),
  ).toEqual({
    name: 'T:detail.nameRequired',
    rows: { B: { betRate: 'T:detail.betAboveBase' }, '4A': { payouts: ['T:detail.invalidPayout'] } },
  });
});

it('keeps "no code in use" apart from the rows', () => {
  expect(editorErrors({ codes: 'detail.noCodes' }, t)).toEqual({ codes: 'T:detail.noCodes' });
  expect(editorErrors({}, t)).toEqual({});
});
