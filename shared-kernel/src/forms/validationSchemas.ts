/**
 * yup schemas for formik (`validationSchema`) built from the SPEC 5 rules of validation.ts.
 * Error messages are i18n keys of the 'common' namespace; the form field translates them.
 * Imports yup but no React or DOM.
 */
import { mixed, object, ref, string, type MixedSchema, type ObjectSchema } from 'yup';
import { validate, type ChangePasswordValues, type Rule } from '../domain/validation';

/** A yup schema running `validate(value, rules)`: the failing rule's key becomes the error message. */
export function yupFromRules(rules: readonly Rule[]): MixedSchema {
  return mixed().test({
    name: 'drawdesk-rules',
    test(value, ctx) {
      const key = validate(value, rules);
      return key ? ctx.createError({ message: key }) : true;
    },
  });
}

/** An object schema from field name -> rules, for a whole formik form. */
export function yupObjectFromRules<F extends string>(
  rulesByField: Readonly<Record<F, readonly Rule[]>>,
): ObjectSchema<Record<F, unknown>> {
  const shape = {} as Record<F, MixedSchema>;
  for (const field of Object.keys(rulesByField) as F[]) shape[field] = yupFromRules(rulesByField[field]);
  return object(shape) as unknown as ObjectSchema<Record<F, unknown>>;
}

/** Change password (SPEC 5). */
export const changePasswordSchema: ObjectSchema<ChangePasswordValues> = object({
  oldPassword: string().required('REQUIRED_FIELD'),
  newPassword: string().required('REQUIRED_FIELD'),
  confirmPassword: string()
    .required('REQUIRED_FIELD')
    .oneOf([ref('newPassword')], 'CONFIRM_PASSWORD_AND_PASSWORD_IS_NOT_TALLY'),
});

/** Secondary-password prompt (SPEC 5). */
export const secondaryPasswordSchema: ObjectSchema<{ password: string }> = object({
  password: string().required('REQUIRED_FIELD'),
});
