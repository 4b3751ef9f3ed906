import { checkRule, errorPaths, rows, rule, validate, validateFields, validateForm } from './ruleEngine';

describe('rule engine', () => {
  it('takes a rule its own message key instead of the default', () => {
    expect(validate('', [rule.required('SELECT_BET_DATE')])).toBe('SELECT_BET_DATE');
    expect(validate([], [rule.minLength(1, 'SELECT_AT_LEAST_ONE_POOL'), rule.required()])).toBe(
      'REQUIRED_FIELD',
    );
    expect(validate(['M', 'K'], [rule.maxLength(1, 'SELECT_ONLY_ONE_POOL')])).toBe('SELECT_ONLY_ONE_POOL');
    expect(validate('101', [rule.max(100, 'FILL_RUN_AMOUNT')])).toBe('FILL_RUN_AMOUNT');
    // A non-number is a format error whatever the bound's message is.
    expect(validate('x', [rule.max(100, 'FILL_RUN_AMOUNT')])).toBe('INVALID_FORMAT');
  });

  it('amount: at most the given places, commas and a leading minus allowed', () => {
    expect(validate('1,234.50', [rule.amount()])).toBeNull();
    expect(validate('-3', [rule.amount()])).toBeNull();
    expect(validate(12.5, [rule.amount()])).toBeNull();
    expect(validate('12.345', [rule.amount()])).toBe('INVALID_FORMAT');
    expect(validate('12.3', [rule.amount(0)])).toBe('INVALID_FORMAT');
    expect(validate('abc', [rule.amount()])).toBe('INVALID_FORMAT');
  });

  it('equalsField compares with a sibling and waits until the sibling is given', () => {
    const r = rule.equalsField('newPassword');
    expect(checkRule('a', r, { newPassword: 'a' })).toBeNull();
    expect(checkRule('b', r, { newPassword: 'a' })).toBe('CONFIRM_PASSWORD_AND_PASSWORD_IS_NOT_TALLY');
    expect(checkRule('b', r, { newPassword: '' })).toBeNull();
    expect(
      validateFields({ pin: '1', again: '2' }, { pin: [], again: [rule.equalsField('pin', 'Custom')] }),
    ).toEqual({ again: 'Custom' });
  });

  it('oneOf compares as text', () => {
    expect(validate('3', [rule.oneOf([1, 3])])).toBeNull();
    expect(validate(2, [rule.oneOf([1, 3])])).toBe('INVALID_FORMAT');
  });

  it('validateForm: nested rows, the array message first, errors shaped like the values', () => {
    const rules = {
      name: [rule.required()],
      items: rows({ code: [rule.required()], rate: [rule.required(), rule.max(99)] }, [rule.required()]),
    };
    expect(validateForm({ name: 'x', items: [] }, rules)).toEqual({ items: 'REQUIRED_FIELD' });
    const tree = validateForm(
      {
        name: '',
        items: [
          { code: 'B', rate: '1' },
          { code: '', rate: '100' },
        ],
      },
      rules,
    );
    expect(tree).toEqual({
      name: 'REQUIRED_FIELD',
      items: [undefined, { code: 'REQUIRED_FIELD', rate: 'MAX_ERROR' }],
    });
    expect(errorPaths(tree)).toEqual([
      ['name', 'REQUIRED_FIELD'],
      ['items[1].code', 'REQUIRED_FIELD'],
      ['items[1].rate', 'MAX_ERROR'],
    ]);
    expect(validateForm({ name: 'x', items: [{ code: 'B', rate: '2' }] }, rules)).toEqual({});
  });
});
