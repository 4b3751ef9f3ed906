import { rule } from '../domain/validation';
import { changePasswordSchema, secondaryPasswordSchema, yupFromRules, yupObjectFromRules } from './validationSchemas';

describe('yup schemas', () => {
  const errorOf = async (p: Promise<unknown>): Promise<string[]> => {
    try {
      await p;
      return [];
    } catch (e) {
      return (e as { errors: string[] }).errors;
    }
  };

  it('yupFromRules reports the rule key', async () => {
    const s = yupFromRules([rule.required(), rule.digitsOnly(), rule.maxLength(3)]);
    await expect(errorOf(s.validate(''))).resolves.toEqual(['REQUIRED_FIELD']);
    await expect(errorOf(s.validate('1a'))).resolves.toEqual(['DIGIT_ONLY']);
    await expect(errorOf(s.validate('1234'))).resolves.toEqual(['MAX_LENGTH_EXCEEDED']);
    await expect(s.validate('123')).resolves.toBe('123');
  });

  it('yupObjectFromRules validates every field', async () => {
    const s = yupObjectFromRules({ email: [rule.required(), rule.email()], phone: [rule.mobile()] });
    expect(s.isValidSync({ email: 'a@b.co', phone: '' })).toBe(true);
    await expect(errorOf(s.validate({ email: 'bad', phone: '015' }, { abortEarly: false }))).resolves.toEqual([
      'INVALID_FORMAT',
      'INVALID_FORMAT',
    ]);
  });

  it('changePasswordSchema', async () => {
    await expect(errorOf(changePasswordSchema.validate({ oldPassword: '', newPassword: '', confirmPassword: '' }, { abortEarly: false }))).resolves.toEqual([
      'REQUIRED_FIELD',
      'REQUIRED_FIELD',
      'REQUIRED_FIELD',
    ]);
    await expect(errorOf(changePasswordSchema.validate({ oldPassword: 'o', newPassword: 'n1', confirmPassword: 'n2' }))).resolves.toEqual([
      'CONFIRM_PASSWORD_AND_PASSWORD_IS_NOT_TALLY',
    ]);
    expect(changePasswordSchema.isValidSync({ oldPassword: 'o', newPassword: 'n1', confirmPassword: 'n1' })).toBe(true);
  });

  it('secondaryPasswordSchema', () => {
    expect(secondaryPasswordSchema.isValidSync({ password: '' })).toBe(false);
    expect(secondaryPasswordSchema.isValidSync({ password: 'p' })).toBe(true);
  });
});
