/**
 * Errors the server gave for named fields, kept in formik's `status` (not in `errors`, which formik
 * rewrites on every validation): each shows on its field until that field changes or the form is
 * submitted again.
 */
export interface FormStatus {
  serverErrors?: Readonly<Record<string, string>>;
}

export function serverErrorOf(status: unknown, name: string): string | undefined {
  return (status as FormStatus | undefined)?.serverErrors?.[name];
}

export function withServerError(status: unknown, name: string, message: string): FormStatus {
  const current = (status as FormStatus | undefined) ?? {};
  return { ...current, serverErrors: { ...current.serverErrors, [name]: message } };
}

export function withoutServerError(status: unknown, name: string): FormStatus {
  const current = (status as FormStatus | undefined) ?? {};
  const { [name]: _cleared, ...rest } = current.serverErrors ?? {};
  return { ...current, serverErrors: rest };
}
