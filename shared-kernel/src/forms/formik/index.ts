// Public API of '@drawdesk/shared-kernel/forms/formik': the kit's fields bound to formik by name,
// the <Form> that runs them with a yup schema built from the SPEC 5 rule descriptions of the
// domain, and the grid of rows for screens that key in many numbers. See docs/forms.md.
// formik and yup are shared singletons (one React context per page); this subpath is apart from
// './forms' so that pages without such a form (the login page) do not load them.
export { Form, FormActions } from './Form';
export type { FormProps, FormSubmitHelpers } from './Form';
export {
  AmountField,
  CheckboxField,
  CheckboxGroupField,
  SelectField,
  TextAreaField,
  TextField,
} from './fields';
export type {
  AmountFieldProps,
  CheckboxFieldProps,
  CheckboxGroupFieldProps,
  SelectFieldProps,
  TextAreaFieldProps,
  TextFieldProps,
} from './fields';
export { GridField, pastedCells } from './GridField';
export type { GridColumn, GridFieldProps } from './GridField';
export { useBoundField } from './useBoundField';
export type { BoundField } from './useBoundField';
export { fieldSchema, formSchema } from './schema';
export { useFormikContext as useFormContext } from 'formik';
export { toAmount, amountText } from '..';
