// Public API of '@drawdesk/shared-kernel/forms': the controls (value + onChange props) that the
// formik-bound fields of '@drawdesk/shared-kernel/forms/formik' render, for a plain control outside
// a form (a filter that writes the URL at once), and amount helpers. Every form is a formik Form
// (docs/forms.md); useForm, rulesValidator and SubmitForm stay, deprecated, for remotes built
// against kernel 1.x, and no app of this repository may import them (ESLint).
export { useForm, rulesValidator } from './useForm';
export type { FieldBinding, FormErrors, FormHelpers, FormState, UseFormOptions } from './useForm';
export { TextInput } from './TextInput';
export type { TextInputProps } from './TextInput';
export { AmountInput } from './AmountInput';
export { DateInput, dateRefusal, parseDateText } from './DateInput';
export type { DateInputProps } from './DateInput';
export type { AmountInputProps } from './AmountInput';
export { SelectInput, useSelectFallback } from './SelectInput';
export type { SelectInputProps, SelectOption } from './SelectInput';
export { CheckboxInput } from './CheckboxInput';
export type { CheckboxInputProps } from './CheckboxInput';
export { CheckboxGroup } from './CheckboxGroup';
export type { CheckboxGroupProps } from './CheckboxGroup';
export { FormActions } from './FormActions';
export { SubmitForm } from './SubmitForm';
export type { SubmitFormProps } from './SubmitForm';
export { useEditing } from './useEditing';
export type { FormActionsProps } from './FormActions';
export { FieldFrame, useFieldChrome, fieldControlCss } from './FieldFrame';
export type { FieldChrome, FieldChromeProps } from './FieldFrame';
export { TextArea } from './TextArea';
export type { TextAreaProps } from './TextArea';
export { toAmount, amountText, amountDraftPattern } from './amount';
