/**
 * Validation rules of SPEC 5. Pure: no React, no DOM, no form library. The server checks with them,
 * and the form kit (../forms) builds its yup schemas from the same rule descriptions (ruleEngine.ts).
 * A rule check yields an i18n message key of the 'common' namespace, or null when the value passes.
 */
import { rule, validateFields, type FormRules } from './ruleEngine';

export * from './validationPatterns';
export * from './ruleEngine';

export interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}
/** SPEC 5: all three required; confirm must equal new (CONFIRM_PASSWORD_AND_PASSWORD_IS_NOT_TALLY). */
export const CHANGE_PASSWORD_RULES = {
  oldPassword: [rule.required()],
  newPassword: [rule.required()],
  confirmPassword: [rule.required(), rule.equalsField('newPassword')],
} as const satisfies FormRules;

export function validateChangePassword(
  values: Partial<ChangePasswordValues>,
): Partial<Record<keyof ChangePasswordValues, string>> {
  return validateFields<keyof ChangePasswordValues>(values, CHANGE_PASSWORD_RULES);
}

/** SPEC 5: secondary-password prompt, password required. */
export const SECONDARY_PASSWORD_RULES = { password: [rule.required()] } as const satisfies FormRules;

export function validateSecondaryPassword(values: { password?: string }): { password?: string } {
  return validateFields<'password'>(values, SECONDARY_PASSWORD_RULES);
}
