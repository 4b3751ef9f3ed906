import { useEffect, useRef, useState, type FormEvent } from 'react';
// Through the domain index: the page's one shared instance of the SPEC 5 rule engine (domain/validation).
import { validateFields, type Rule } from '../domain';

/**
 * Error message per field: an i18n key of 'common' (REQUIRED_FIELD...) or an already translated
 * text. `K` defaults to the value names; a form with nested fields ('amountBase.B') widens it.
 */
export type FormErrors<V, K extends string = keyof V & string> = Partial<Record<K, string>>;

/** What `onSubmit` may do besides reading the values: report a server-side error on a field. */
export interface FormHelpers<K extends string> {
  setError: (name: K, message: string) => void;
}

export interface UseFormOptions<V extends object, K extends string = keyof V & string> {
  initialValues: V | (() => V);
  /** Whole-form check: field rules (see rulesValidator) plus cross-field checks. */
  validate?: (values: V) => FormErrors<V, K>;
  /** Called with the values once they pass `validate`; `submitting` is true until it settles. */
  onSubmit: (values: V, helpers: FormHelpers<K>) => Promise<void> | void;
}

/** A field's value, change and blur handlers and visible error, for spreading into a kit input. */
export interface FieldBinding<T> {
  value: T;
  onChange: (value: T) => void;
  onBlur: () => void;
  error: string | undefined;
}

export interface FormState<V extends object, K extends string = keyof V & string> {
  values: V;
  /** Visible errors: of the fields left once (touched) or of every field after a submit was tried. */
  errors: FormErrors<V, K>;
  touched: Partial<Record<K, boolean>>;
  /** A submit was tried. */
  submitted: boolean;
  /** onSubmit is running; submit buttons are disabled meanwhile. */
  submitting: boolean;
  setValue: <F extends keyof V>(name: F, value: V[F]) => void;
  /** An error from outside the rules (server reply); cleared when the field changes or on submit. */
  setError: (name: K, message: string) => void;
  /** Mark a field as left, so its error shows. */
  touch: (name: K) => void;
  /** New values (default: the initial ones), no touched fields, no submit tried. */
  reset: (next?: V) => void;
  /** The <form> onSubmit: validates, focuses the first invalid field, or calls onSubmit. */
  handleSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** Spread on the <form>: `<form {...form.formProps}>`. */
  formProps: { noValidate: true; onSubmit: (event: FormEvent<HTMLFormElement>) => void };
  /** value, onChange, onBlur and error of one field. */
  field: <F extends keyof V & K>(name: F) => FieldBinding<V[F]>;
}

const hasErrors = (errors: Partial<Record<string, string>>): boolean => Object.values(errors).some(Boolean);

/**
 * The kit's controlled form state. Validation runs on every render (rules are cheap); errors show
 * per field once it was touched, and everywhere once a submit was tried. An invalid submit moves
 * the focus to the first invalid control of the form (`aria-invalid="true"`, in document order).
 *
 * @deprecated Kept with its behaviour for remotes built against kernel 1.x (docs/remote-contract.md);
 * removed in 2.0.0. New forms use `Form` of '@drawdesk/shared-kernel/forms/formik'.
 */
export function useForm<V extends object, K extends string = keyof V & string>({
  initialValues,
  validate,
  onSubmit,
}: UseFormOptions<V, K>): FormState<V, K> {
  const [initial] = useState<V>(initialValues);
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  const [outside, setOutside] = useState<FormErrors<V, K>>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const focusIn = useRef<HTMLFormElement | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    const form = focusIn.current;
    focusIn.current = null;
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const found: FormErrors<V, K> = validate ? validate(values) : {};
  const errors: FormErrors<V, K> = {};
  for (const name of Object.keys(found) as K[]) {
    if (found[name] && (submitted || touched[name])) errors[name] = found[name];
  }
  Object.assign(errors, outside);

  const setError = (name: K, message: string) => setOutside((e) => ({ ...e, [name]: message }));
  const setValue = <F extends keyof V>(name: F, value: V[F]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setOutside((e) => {
      if (!(name in e)) return e;
      const next = { ...e };
      delete next[name as unknown as K];
      return next;
    });
  };
  const touch = (name: K) => setTouched((t) => (t[name] ? t : { ...t, [name]: true }));

  const handleSubmit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (busy.current) return;
    setSubmitted(true);
    setOutside({});
    if (hasErrors(found)) {
      focusIn.current = event?.currentTarget ?? null;
      setFocusRequest((n) => n + 1);
      return;
    }
    busy.current = true;
    setSubmitting(true);
    const done = () => {
      busy.current = false;
      setSubmitting(false);
    };
    let pending: Promise<void> | void;
    try {
      pending = onSubmit(values, { setError });
    } catch (error) {
      done();
      throw error;
    }
    void Promise.resolve(pending).finally(done);
  };

  return {
    values,
    errors,
    touched,
    submitted,
    submitting,
    setValue,
    setError,
    touch,
    reset: (next) => {
      setValues(next ?? initial);
      setTouched({});
      setOutside({});
      setSubmitted(false);
    },
    handleSubmit,
    formProps: { noValidate: true, onSubmit: handleSubmit },
    field: (name) => ({
      value: values[name],
      onChange: (value) => setValue(name, value),
      onBlur: () => touch(name),
      error: errors[name],
    }),
  };
}

/**
 * A `validate` for useForm from the kernel's SPEC 5 rules by field (domain/validation).
 *
 * @deprecated Kept with its behaviour for remotes built against kernel 1.x (docs/remote-contract.md);
 * removed in 2.0.0. New forms use `Form` of '@drawdesk/shared-kernel/forms/formik'.
 */
export function rulesValidator<V extends object>(
  rulesByField: Partial<Record<keyof V & string, readonly Rule[]>>,
) {
  return (values: V): FormErrors<V> =>
    validateFields(
      values as Partial<Record<string, unknown>>,
      rulesByField as Readonly<Record<string, readonly Rule[]>>,
    ) as FormErrors<V>;
}
