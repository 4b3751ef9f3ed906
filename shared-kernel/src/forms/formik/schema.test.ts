import fc from 'fast-check';
import { validateYupSchema, yupToFormErrors } from 'formik';
import { ValidationError } from 'yup';
import {
  CHANGE_PASSWORD_RULES,
  rows,
  rule,
  validate,
  validateChangePassword,
  validateForm,
  type FormRules,
  type Rule,
} from '../../domain';
import { fieldSchema, formSchema } from './schema';

/** The first message the yup schema of `rules` gives for `value`, or null. */
function yupMessage(rules: readonly Rule[], value: unknown): string | null {
  try {
    fieldSchema(rules).validateSync(value, { abortEarly: false });
    return null;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.errors[0] ?? null;
  }
}

/** What formik shows for a form validated by the rules' yup schema (its own '' -> undefined step included). */
async function formikErrors(values: Record<string, unknown>, rules: FormRules): Promise<unknown> {
  try {
    await validateYupSchema(values, formSchema(rules));
    return {};
  } catch (error) {
    return yupToFormErrors(error);
  }
}

const RULES: [name: string, rules: Rule[], valid: unknown[], invalid: [unknown, string][]][] = [
  [
    'required',
    [rule.required()],
    ['x', 0, ' a ', [1], false],
    [
      ['', 'REQUIRED_FIELD'],
      ['  ', 'REQUIRED_FIELD'],
      [null, 'REQUIRED_FIELD'],
      [undefined, 'REQUIRED_FIELD'],
      [[], 'REQUIRED_FIELD'],
      [Number.NaN, 'REQUIRED_FIELD'],
    ],
  ],
  ['required (own key)', [rule.required('SELECT_BET_DATE')], ['2026-01-01'], [['', 'SELECT_BET_DATE']]],
  [
    'maxLength',
    [rule.maxLength(3)],
    ['', 'abc', 123, [1, 2, 3]],
    [
      ['abcd', 'MAX_LENGTH_EXCEEDED'],
      [12345, 'MAX_LENGTH_EXCEEDED'],
      [[1, 2, 3, 4], 'MAX_LENGTH_EXCEEDED'],
    ],
  ],
  [
    'minLength',
    [rule.minLength(3)],
    ['', 'abc', [1, 2, 3]],
    [
      ['ab', 'MIN_LENGTH_NO_MET'],
      [[1], 'MIN_LENGTH_NO_MET'],
    ],
  ],
  ['minLength (pools)', [rule.minLength(1, 'SELECT_AT_LEAST_ONE_POOL')], [['M']], []],
  [
    'maxLength (one pool)',
    [rule.maxLength(1, 'SELECT_ONLY_ONE_POOL')],
    [['M']],
    [[['M', 'K'], 'SELECT_ONLY_ONE_POOL']],
  ],
  [
    'min',
    [rule.min(10)],
    ['10', 10, '1,000'],
    [
      [5, 'MIN_ERROR'],
      ['9.99', 'MIN_ERROR'],
      ['abc', 'INVALID_FORMAT'],
    ],
  ],
  [
    'max',
    [rule.max(10)],
    ['10', 10, -3],
    [
      ['10.01', 'MAX_ERROR'],
      ['1,000', 'MAX_ERROR'],
      ['x', 'INVALID_FORMAT'],
    ],
  ],
  ['email', [rule.email()], ['a@b.co'], [['a@b', 'INVALID_FORMAT']]],
  ['mobile', [rule.mobile()], ['012-3456789'], [['0153456789', 'INVALID_FORMAT']]],
  [
    'positiveInteger',
    [rule.positiveInteger()],
    ['1', '10'],
    [
      ['0', 'INVALID_FORMAT'],
      ['1.5', 'INVALID_FORMAT'],
    ],
  ],
  [
    'decimal2',
    [rule.decimal2()],
    ['0.5', '12.34'],
    [
      ['01', 'INVALID_FORMAT'],
      ['1.234', 'INVALID_FORMAT'],
    ],
  ],
  [
    'digitsOnly',
    [rule.digitsOnly()],
    ['0123'],
    [
      ['12a', 'DIGIT_ONLY'],
      ['1.0', 'DIGIT_ONLY'],
    ],
  ],
  [
    'twoDigitAmount',
    [rule.twoDigitAmount()],
    ['99.99', '0.01'],
    [
      ['0', 'INVALID_FORMAT'],
      ['100', 'INVALID_FORMAT'],
    ],
  ],
  ['pattern (own text)', [rule.pattern(/^\d{4}$/, 'Four digits')], ['0123'], [['123', 'Four digits']]],
  [
    'amount',
    [rule.amount()],
    ['12', '12.5', '1,234.50', '.5', '-3', 12.5],
    [
      ['12.345', 'INVALID_FORMAT'],
      ['1e3', 'INVALID_FORMAT'],
      ['12.', 'INVALID_FORMAT'],
      [0.125, 'INVALID_FORMAT'],
    ],
  ],
  ['amount 0 places', [rule.amount(0)], ['12', '-3'], [['12.5', 'INVALID_FORMAT']]],
  ['oneOf', [rule.oneOf(['M', 3])], ['M', 3, '3'], [['K', 'INVALID_FORMAT']]],
  [
    'order',
    [rule.digitsOnly(), rule.maxLength(3)],
    ['123'],
    [
      ['abcdef', 'DIGIT_ONLY'],
      ['1234', 'MAX_LENGTH_EXCEEDED'],
    ],
  ],
  [
    'required last',
    [rule.maxLength(2), rule.required()],
    ['ab'],
    [
      ['', 'REQUIRED_FIELD'],
      ['abc', 'MAX_LENGTH_EXCEEDED'],
    ],
  ],
];

describe('yup schemas from the rule engine agree with the plain checks', () => {
  describe.each(RULES)('%s', (_name, rules, valid, invalid) => {
    it.each(valid.map((v) => [v]))('accepts %p', (value) => {
      expect(validate(value, rules)).toBeNull();
      expect(yupMessage(rules, value)).toBeNull();
    });
    if (invalid.length > 0) {
      it.each(invalid)('refuses %p with %s', (value, key) => {
        expect(validate(value, rules)).toBe(key);
        expect(yupMessage(rules, value)).toBe(key);
      });
    }
  });

  const anyValue = fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.stringMatching(/^-?[0-9,]{0,6}(\.[0-9]{0,3})?$/),
    fc.double({ noNaN: false }),
    fc.integer(),
    fc.constantFrom(null, undefined, '', ' ', true),
    fc.array(fc.string({ maxLength: 2 }), { maxLength: 4 }),
  );
  it.each(RULES.map(([name, rules]) => [name, rules] as const))(
    '%s: the same message for any value',
    (_name, rules) => {
      fc.assert(fc.property(anyValue, (value) => yupMessage(rules, value) === validate(value, rules)));
    },
  );
});

describe('whole forms: formik with the yup schema shows what validateForm reports', () => {
  const PACKAGE: FormRules = {
    name: [rule.required(), rule.maxLength(20)],
    items: rows(
      {
        code: [rule.required(), rule.oneOf(['B', 'S', 'A'])],
        rate: [rule.required(), rule.twoDigitAmount()],
      },
      [rule.minLength(1, 'SELECT_AT_LEAST_ONE_POOL')],
    ),
  };
  const cases: Record<string, unknown>[] = [
    { name: 'P1', items: [{ code: 'B', rate: '12.5' }] },
    {
      name: '',
      items: [
        { code: 'B', rate: '' },
        { code: 'X', rate: '100' },
        { code: 'S', rate: '1' },
      ],
    },
    { name: 'P2', items: [] },
    { name: 'a'.repeat(21), items: [{ code: '', rate: '0' }] },
  ];
  it.each(cases)('%p', async (values) => {
    expect(await formikErrors(values, PACKAGE)).toEqual(validateForm(values, PACKAGE));
  });

  it('agrees on generated grids', async () => {
    const row = fc.record({
      code: fc.constantFrom('', 'B', 'S', 'X'),
      rate: fc.oneof(fc.stringMatching(/^[0-9]{0,3}(\.[0-9]{0,3})?$/), fc.constant('')),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.record({ name: fc.string({ maxLength: 22 }), items: fc.array(row, { maxLength: 4 }) }),
        async (values) => {
          expect(await formikErrors(values, PACKAGE)).toEqual(validateForm(values, PACKAGE));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('compares a confirm field with its sibling, like validateChangePassword', async () => {
    const values = { oldPassword: 'a', newPassword: 'Secret#1', confirmPassword: 'Secret#2' };
    expect(await formikErrors(values, CHANGE_PASSWORD_RULES)).toEqual(validateChangePassword(values));
    expect(validateChangePassword(values)).toEqual({
      confirmPassword: 'CONFIRM_PASSWORD_AND_PASSWORD_IS_NOT_TALLY',
    });
    const blank = { oldPassword: '', newPassword: '', confirmPassword: 'x' };
    expect(await formikErrors(blank, CHANGE_PASSWORD_RULES)).toEqual(validateChangePassword(blank));
  });
});
