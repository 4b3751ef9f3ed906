// Public API of '@drawdesk/shared-kernel/forms': the one form kit of every app. Controlled fields
// and a small form state validated by the SPEC 5 rule engine (../domain/validation); no form library.
export { useForm, rulesValidator } from './useForm';
export type { FieldBinding, FormErrors, FormHelpers, FormState, UseFormOptions } from './useForm';
export { TextInput } from './TextInput';
export type { TextInputProps } from './TextInput';
export { AmountInput } from './AmountInput';
export type { AmountInputProps } from './AmountInput';
export { SelectInput } from './SelectInput';
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
export type { FieldChromeProps } from './FieldFrame';
export { toAmount, amountText } from './amount';
