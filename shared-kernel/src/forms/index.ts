// Public API of '@drawdesk/shared-kernel/forms': form fields on formik and the yup schemas of the
// SPEC 5 rules. A subpath of its own so that formik and yup stay out of the shell's first load.
export { TextField } from './TextField';
export type { TextFieldProps } from './TextField';
export { PasswordField } from './PasswordField';
export type { PasswordFieldProps } from './PasswordField';
export { NumberField } from './NumberField';
export type { NumberFieldProps } from './NumberField';
export { SelectField } from './SelectField';
export type { SelectFieldProps, SelectOption } from './SelectField';
export { CheckboxField } from './CheckboxField';
export type { CheckboxFieldProps } from './CheckboxField';
export { FormActions } from './FormActions';
export type { FormActionsProps } from './FormActions';
export * from './validationSchemas';
