// Public API of '@drawdesk/shared-kernel/forms': the controlled fields (value + onChange props) and
// the small useForm state, validated by the SPEC 5 rule engine (../domain/ruleEngine). No form
// library here, so the login page stays light; new forms use the formik-bound fields of
// '@drawdesk/shared-kernel/forms/formik' (docs/forms.md), which render these same controls.
export { useForm, rulesValidator } from './useForm';
export type { FieldBinding, FormErrors, FormHelpers, FormState, UseFormOptions } from './useForm';
export { TextInput } from './TextInput';
export type { TextInputProps } from './TextInput';
export { AmountInput } from './AmountInput';
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
