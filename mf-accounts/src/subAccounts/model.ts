/** Pure rules of the sub-account screen: its values, checks and the CreateOrUpdateSubAccount body (no React, no I/O). */
import type { CreateOrUpdateSubAccountBody, SubAccountRow } from '@drawdesk/shared-kernel/contract';
import { rule, validate } from '@drawdesk/shared-kernel/domain';
import type { FunctionName } from '@drawdesk/shared-kernel/routes';
import { formatAccessString, parseAccessString } from '@drawdesk/shared-kernel/domain/access';

/** A sub-account's status. */
export type Status = SubAccountRow['status'];

export interface SubAccountFormValues {
  userId?: number;
  username: string;
  fullName: string;
  password: string;
  confirmPassword: string;
  status: Status;
  accessString: string;
  reportAccess: FunctionName[];
  targetLines: number[];
}

/** A new sub-account: active, no rights, no lines. */
export const EMPTY: SubAccountFormValues = {
  username: '',
  fullName: '',
  password: '',
  confirmPassword: '',
  status: 'active',
  accessString: '',
  reportAccess: [],
  targetLines: [],
};

/** Form rules: username of DOMAIN 2, password of the contract (8+), confirm equal (SPEC 5). Keys of 'common'. */
export function validateSubAccount(
  values: SubAccountFormValues,
): Partial<Record<keyof SubAccountFormValues, string>> {
  const errors: Partial<Record<keyof SubAccountFormValues, string>> = {};
  const username = validate(values.username, [
    rule.required(),
    rule.minLength(3),
    rule.maxLength(20),
    rule.pattern(/^[A-Za-z0-9_]+$/),
  ]);
  if (username) errors.username = username;
  const fullName = validate(values.fullName, [rule.maxLength(100)]);
  if (fullName) errors.fullName = fullName;
  const password = validate(
    values.password,
    values.userId
      ? [rule.minLength(8), rule.maxLength(256)]
      : [rule.required(), rule.minLength(8), rule.maxLength(256)],
  );
  if (password) errors.password = password;
  if (values.password) {
    if (!values.confirmPassword) errors.confirmPassword = 'REQUIRED_FIELD';
    else if (values.confirmPassword !== values.password)
      errors.confirmPassword = 'CONFIRM_PASSWORD_AND_PASSWORD_IS_NOT_TALLY';
  }
  return errors;
}

/** The CreateOrUpdateSubAccount body of the form (password left out when not given on edit). */
export function subAccountBody(values: SubAccountFormValues): CreateOrUpdateSubAccountBody {
  const body: CreateOrUpdateSubAccountBody = {
    username: values.username.trim(),
    fullName: values.fullName.trim(),
    status: values.status,
    accessString: formatAccessString(parseAccessString(values.accessString)),
    reportAccess: values.reportAccess,
    targetLines: values.targetLines,
  };
  if (values.userId) body.userId = values.userId;
  if (values.password) {
    body.password = values.password;
    body.confirmPassword = values.confirmPassword;
  }
  return body;
}
