import { Formik, useFormikContext, type FormikErrors, type FormikProps, type FormikValues } from 'formik';
import { useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { AnyObject, ObjectSchema } from 'yup';
import type { FormRules } from '../../domain';
import { FormActions as PlainFormActions, type FormActionsProps } from '..';
import { formSchema } from './schema';
import { withServerError, type FormStatus } from './serverErrors';

/** What `onSubmit` may do besides reading the values. */
export interface FormSubmitHelpers<V> {
  /** Show a server error on a field ('upline', 'items[1].rate') until that field changes. */
  setFieldError: (name: string, message: string) => void;
  /** New starting values (default: the initial ones), nothing touched, no submit tried. */
  resetForm: (values?: V) => void;
}

/** An unsuccessful API reply (the envelope's shape): its message may name a field. */
interface FailedReply {
  success: false;
  message: string | null;
}
const isFailedReply = (value: unknown): value is FailedReply =>
  typeof value === 'object' && value !== null && (value as { success?: unknown }).success === false;

export interface FormProps<V extends FormikValues> {
  initialValues: V;
  /** The SPEC 5 rules of the fields (domain rule descriptions); become the form's yup schema. */
  rules?: FormRules;
  /** A ready yup schema instead of (or besides, merged with) `rules`. */
  schema?: ObjectSchema<AnyObject>;
  /** Checks the rules cannot say (across rows, against loaded data); merged with the rules' errors. */
  validate?: (values: V) => FormikErrors<V> | Promise<FormikErrors<V>>;
  /**
   * Called with the values once they pass; the form is busy (submit disabled, a second submit
   * ignored) until it settles. Returning an unsuccessful API reply whose message `errorField` maps
   * to a field shows that message on the field.
   */
  onSubmit: (values: V, helpers: FormSubmitHelpers<V>) => unknown;
  /** Which field an unsuccessful reply's message is about (undefined: none, the dialog says it). */
  errorField?: (message: string) => string | undefined;
  /** Start over when `initialValues` changes (a form showing a record that reloads). */
  enableReinitialize?: boolean;
  /** Accessible name of the form. */
  label?: string;
  style?: CSSProperties;
  children: ReactNode | ((form: FormikProps<V>) => ReactNode);
}

/**
 * A form of the kit on formik: values, touched fields and errors live in formik; the SPEC 5 rules
 * (`rules`) are its yup schema. Enter in a field submits (a grid's Enter moves between cells
 * instead); an invalid submit shows every error and focuses the first invalid control.
 */
export function Form<V extends FormikValues>({
  initialValues,
  rules,
  schema,
  validate,
  onSubmit,
  errorField,
  enableReinitialize,
  label,
  style,
  children,
}: FormProps<V>) {
  const validationSchema = useMemo(() => {
    if (!rules) return schema;
    const fromRules = formSchema(rules);
    return schema ? fromRules.concat(schema) : fromRules;
  }, [rules, schema]);
  const busy = useRef(false);
  return (
    <Formik<V>
      initialValues={initialValues}
      validationSchema={validationSchema}
      {...(validate ? { validate } : {})}
      enableReinitialize={enableReinitialize ?? false}
      onSubmit={async (values, formik) => {
        if (busy.current) return;
        busy.current = true;
        let status: FormStatus = {};
        formik.setStatus(status);
        const showOnField = (name: string, message: string) => {
          status = withServerError(status, name, message);
          formik.setStatus(status);
        };
        try {
          const reply = await onSubmit(values, {
            setFieldError: showOnField,
            resetForm: (next) => formik.resetForm(next === undefined ? undefined : { values: next }),
          });
          const field = isFailedReply(reply) && reply.message ? errorField?.(reply.message) : undefined;
          if (field && isFailedReply(reply) && reply.message) showOnField(field, reply.message);
        } finally {
          busy.current = false;
        }
      }}
    >
      {(formik) => (
        <FormElement formik={formik} label={label} style={style}>
          {typeof children === 'function' ? children(formik) : children}
        </FormElement>
      )}
    </Formik>
  );
}

function FormElement<V extends FormikValues>({
  formik,
  label,
  style,
  children,
}: {
  formik: FormikProps<V>;
  label: string | undefined;
  style: CSSProperties | undefined;
  children: ReactNode;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);
  return (
    <form
      ref={formRef}
      aria-label={label}
      style={style}
      noValidate
      onReset={formik.handleReset}
      onSubmit={(e) => {
        e.preventDefault();
        if (formik.isSubmitting) return;
        void formik.submitForm().then(() =>
          // After the errors of this submit rendered: move to the first invalid control, if any.
          setFocusRequest((n) => n + 1),
        );
      }}
    >
      {children}
    </form>
  );
}

/** Cancel and submit of a <Form>: disabled while it submits (see the kit's FormActions). */
export function FormActions(props: FormActionsProps) {
  const { isSubmitting } = useFormikContext<unknown>();
  return <PlainFormActions {...props} submitting={props.submitting ?? isSubmitting} />;
}
