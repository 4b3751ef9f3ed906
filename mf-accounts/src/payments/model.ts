/** Pure rules of the payment screen: its values, checks and the MakePayment body (no React, no I/O). */
import type { MakePaymentBody, MakePaymentResult, PaymentTypeId } from '@drawdesk/shared-kernel/contract';
import { hasAtMostTwoDecimals, PaymentType } from '@drawdesk/shared-kernel/domain';
import { toAmount } from '@drawdesk/shared-kernel/forms/formik';

export interface PaymentFormValues {
  targetUserId: number | undefined;
  paymentType: PaymentTypeId;
  amount: number | undefined;
}

/** A message key (of 'common') per invalid field. */
export type PaymentErrors = Partial<Record<keyof PaymentFormValues, string>>;

export function validatePayment(values: PaymentFormValues): PaymentErrors {
  const errors: PaymentErrors = {};
  if (values.targetUserId === undefined) errors.targetUserId = 'REQUIRED_FIELD';
  const a = values.amount;
  if (a === undefined) errors.amount = 'REQUIRED_FIELD';
  else if (a < 0.01) errors.amount = 'MIN_ERROR';
  else if (a > 999_999_999.99) errors.amount = 'MAX_ERROR';
  else if (!hasAtMostTwoDecimals(a)) errors.amount = 'INVALID_FORMAT';
  return errors;
}

/** The call's body; `paymentKey` names this one payment so that a retried request never pays twice. */
export function paymentBody(values: PaymentFormValues, paymentKey: string): MakePaymentBody {
  return {
    targetUserId: Number(values.targetUserId),
    paymentType: values.paymentType,
    amount: Number(values.amount),
    paymentKey,
  };
}

/** The form's own values: the amount as typed (see AmountField). */
export interface PaymentDraft extends Omit<PaymentFormValues, 'amount'> {
  amount: string;
}

export const fromDraft = (d: PaymentDraft): PaymentFormValues => ({ ...d, amount: toAmount(d.amount) });

export function validateDraft(d: PaymentDraft): PaymentErrors {
  const errors = validatePayment(fromDraft(d));
  if (d.amount.trim() !== '' && toAmount(d.amount) === undefined) errors.amount = 'INVALID_FORMAT';
  return errors;
}

/** A payment just made, as the screen shows it. */
export interface LastPayment extends MakePaymentResult {
  target: string;
  paymentType: PaymentTypeId;
  amount: number;
}

/** A new payment: transfer chosen, nothing else. */
export const EMPTY_DRAFT: PaymentDraft = {
  targetUserId: undefined,
  paymentType: PaymentType.TransferCredit,
  amount: '',
};
