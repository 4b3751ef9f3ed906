import {
  DECIMAL_2_PATTERN,
  DIGITS_ONLY_PATTERN,
  EMAIL_PATTERN,
  MY_MOBILE_PATTERN,
  POSITIVE_INTEGER_PATTERN,
  TWO_DIGIT_AMOUNT_PATTERN,
  VALIDATION_MESSAGES,
  isEmptyValue,
  matches,
  rule,
  validate,
  validateChangePassword,
  validateFields,
  validateSecondaryPassword,
} from './validation';

describe('SPEC 5 message texts', () => {
  it.each([
    ['REQUIRED_FIELD', 'This field is required.'],
    ['MAX_LENGTH_EXCEEDED', 'This field maximum length exceeded.'],
    ['MIN_LENGTH_NO_MET', 'This field minimum length not met.'],
    ['MAX_ERROR', 'Input value has exceeded the maximum amount.'],
    ['MIN_ERROR', 'Input value must not less than the minimum amount.'],
    ['INVALID_FORMAT', 'Input value is invalid in format.'],
    ['DIGIT_ONLY', 'This field accepts only digit number.'],
    ['CONFIRM_PASSWORD_AND_PASSWORD_IS_NOT_TALLY', 'Confirm password and password do not match.'],
    ['EMPTY_RECEIPT_STRING', 'Empty receipt string is not allowed'],
    ['SELECT_AT_LEAST_ONE_POOL', 'Please select at least one pool'],
    ['SELECT_ONLY_ONE_POOL', 'Please Select Only One Pool'],
    ['SELECT_BET_DATE', 'Please Select a Bet Date'],
    ['SELECT_TICKET_TO_VOID', 'Please select at least one ticket to void'],
    ['SELECT_EAT_TYPE', 'Please Select Eat Type'],
    ['FILL_RUN_AMOUNT', 'Please fill up run amount'],
    ['AUTO_TICKET_ONE_DATE_ONLY', 'Auto Ticket cannot more than one selected date'],
  ])('%s = %p', (key, text) => {
    expect(VALIDATION_MESSAGES[key as keyof typeof VALIDATION_MESSAGES]).toBe(text);
  });
});

const samples = (pattern: RegExp, valid: string[], invalid: string[]) => {
  it.each(valid)('accepts %p', (s) => expect(matches(pattern, s)).toBe(true));
  it.each(invalid)('refuses %p', (s) => expect(matches(pattern, s)).toBe(false));
};

describe('EMAIL_PATTERN', () =>
  samples(
    EMAIL_PATTERN,
    [
      'a@b.co',
      'john.doe@example.com',
      'x_y+z@mail.example.org',
      'UPPER@EXAMPLE.MY',
      'a1-b@sub-domain.example.com.my',
      "o'neil@ex.io",
    ],
    [
      '',
      'plain',
      'a@b',
      '@example.com',
      'a@.com',
      'a@example.',
      'a@@b.com',
      'a b@c.com',
      '.a@b.com',
      'a..b@c.com',
      'a@-b.com',
      'a@b.c',
      'a@b.com ',
    ],
  ));

describe('MY_MOBILE_PATTERN', () =>
  samples(
    MY_MOBILE_PATTERN,
    [
      '0123456789',
      '01234567890',
      '012-3456789',
      '012-34567890',
      '+60123456789',
      '60123456789',
      '6012-3456789',
      '0191234567',
      '0111234567',
      '01112345678',
      '012--3456789',
      '+6012--34567890',
      '0161234567',
    ],
    [
      '',
      '0153456789',
      '6015-3456789',
      '012345678',
      '012345678901',
      '1123456789',
      '02123456789',
      '+6 0123456789',
      '012 3456789',
      '0123-456-789',
      '012-345678a',
      '+-60123456789',
      '012345678-9',
      '++60123456789',
    ],
  ));

describe('POSITIVE_INTEGER_PATTERN', () =>
  samples(
    POSITIVE_INTEGER_PATTERN,
    ['1', '9', '10', '123456', '1000000'],
    ['', '0', '00', '01', '-1', '+1', '1.0', '1.5', '1e3', ' 1', '1,000', 'abc'],
  ));

describe('DECIMAL_2_PATTERN', () =>
  samples(
    DECIMAL_2_PATTERN,
    ['1', '10', '0.5', '0.05', '0.50', '1.2', '12.34', '1000.01', '999999.99'],
    ['', '0', '00', '01', '01.5', '00.50', '1.', '.5', '1.234', '-1', '1,000.00', '1.2.3', 'abc', '0.', '+1'],
  ));

describe('DIGITS_ONLY_PATTERN', () =>
  samples(
    DIGITS_ONLY_PATTERN,
    ['0', '0000', '1234', '007', '9876543210'],
    ['', ' ', '12a', '1.0', '-1', '+1', '1 2', '１２'],
  ));

describe('TWO_DIGIT_AMOUNT_PATTERN', () =>
  samples(
    TWO_DIGIT_AMOUNT_PATTERN,
    ['1', '9', '10', '99', '0.5', '0.01', '1.5', '12.34', '99.99', '05', '0.10'],
    ['', '0', '00', '0.0', '0.00', '00.00', '100', '123.4', '1.234', '.5', '1.', '-1', 'a1', '99.999'],
  ));

describe('matches', () => {
  it('is not confused by a global regexp', () => {
    const g = /^\d+$/g;
    expect(matches(g, '12')).toBe(true);
    expect(matches(g, '12')).toBe(true);
    expect(g.lastIndex).toBe(0);
  });
});

describe('isEmptyValue', () => {
  it.each([null, undefined, '', '   ', [], Number.NaN])('%p is empty', (v) =>
    expect(isEmptyValue(v)).toBe(true),
  );
  it.each([0, '0', false, [1], 'a', ' a '])('%p is not empty', (v) => expect(isEmptyValue(v)).toBe(false));
});

describe('validate', () => {
  it('required', () => {
    expect(validate('', [rule.required()])).toBe('REQUIRED_FIELD');
    expect(validate('  ', [rule.required()])).toBe('REQUIRED_FIELD');
    expect(validate(null, [rule.required()])).toBe('REQUIRED_FIELD');
    expect(validate(undefined, [rule.required()])).toBe('REQUIRED_FIELD');
    expect(validate([], [rule.required()])).toBe('REQUIRED_FIELD');
    expect(validate(0, [rule.required()])).toBeNull();
    expect(validate('x', [rule.required()])).toBeNull();
    expect(validate([1], [rule.required()])).toBeNull();
  });

  it('skips the other rules on an empty optional value', () => {
    expect(validate('', [rule.minLength(3), rule.email(), rule.min(5)])).toBeNull();
    expect(validate(undefined, [rule.digitsOnly()])).toBeNull();
  });

  it('lengths', () => {
    expect(validate('abcd', [rule.maxLength(3)])).toBe('MAX_LENGTH_EXCEEDED');
    expect(validate('abc', [rule.maxLength(3)])).toBeNull();
    expect(validate('ab', [rule.minLength(3)])).toBe('MIN_LENGTH_NO_MET');
    expect(validate('abc', [rule.minLength(3)])).toBeNull();
    expect(validate(12345, [rule.maxLength(4)])).toBe('MAX_LENGTH_EXCEEDED');
    expect(validate([1, 2, 3], [rule.maxLength(2)])).toBe('MAX_LENGTH_EXCEEDED');
  });

  it('min and max', () => {
    expect(validate(5, [rule.min(10)])).toBe('MIN_ERROR');
    expect(validate('10', [rule.min(10)])).toBeNull();
    expect(validate('10.01', [rule.max(10)])).toBe('MAX_ERROR');
    expect(validate(10, [rule.max(10)])).toBeNull();
    expect(validate('1,234.5', [rule.max(1234.5)])).toBeNull();
    expect(validate('1,234.51', [rule.max(1234.5)])).toBe('MAX_ERROR');
    expect(validate(-1, [rule.min(0)])).toBe('MIN_ERROR');
    expect(validate('abc', [rule.min(0)])).toBe('INVALID_FORMAT');
    expect(validate('abc', [rule.max(0)])).toBe('INVALID_FORMAT');
  });

  it('pattern with default and supplied message', () => {
    expect(validate('x@', [rule.email()])).toBe('INVALID_FORMAT');
    expect(validate('12a', [rule.digitsOnly()])).toBe('DIGIT_ONLY');
    expect(validate('abc', [rule.pattern(/^\d$/, 'Custom text')])).toBe('Custom text');
    expect(validate('1', [rule.pattern(/^\d$/, 'Custom text')])).toBeNull();
    expect(validate('0123456789', [rule.mobile()])).toBeNull();
    expect(validate('0', [rule.positiveInteger()])).toBe('INVALID_FORMAT');
    expect(validate('0.5', [rule.decimal2()])).toBeNull();
    expect(validate('0', [rule.twoDigitAmount()])).toBe('INVALID_FORMAT');
  });

  it('returns the first failing rule in order', () => {
    expect(validate('abcdef', [rule.maxLength(3), rule.digitsOnly()])).toBe('MAX_LENGTH_EXCEEDED');
    expect(validate('abcdef', [rule.digitsOnly(), rule.maxLength(3)])).toBe('DIGIT_ONLY');
    expect(validate('', [rule.digitsOnly(), rule.required()])).toBe('REQUIRED_FIELD');
  });

  it('validateFields returns only failing fields', () => {
    expect(
      validateFields(
        { a: '', b: 'x', c: '123' },
        { a: [rule.required()], b: [rule.minLength(2)], c: [rule.digitsOnly()] },
      ),
    ).toEqual({ a: 'REQUIRED_FIELD', b: 'MIN_LENGTH_NO_MET' });
  });
});

describe('change password', () => {
  it('requires all three', () => {
    expect(validateChangePassword({})).toEqual({
      oldPassword: 'REQUIRED_FIELD',
      newPassword: 'REQUIRED_FIELD',
      confirmPassword: 'REQUIRED_FIELD',
    });
  });
  it('flags a confirm that differs', () => {
    expect(
      validateChangePassword({ oldPassword: 'a', newPassword: 'Secret#1', confirmPassword: 'Secret#2' }),
    ).toEqual({
      confirmPassword: 'CONFIRM_PASSWORD_AND_PASSWORD_IS_NOT_TALLY',
    });
  });
  it('passes when they match', () => {
    expect(
      validateChangePassword({ oldPassword: 'a', newPassword: 'Secret#1', confirmPassword: 'Secret#1' }),
    ).toEqual({});
  });
  it('secondary password is required', () => {
    expect(validateSecondaryPassword({})).toEqual({ password: 'REQUIRED_FIELD' });
    expect(validateSecondaryPassword({ password: 'x' })).toEqual({});
  });
});
