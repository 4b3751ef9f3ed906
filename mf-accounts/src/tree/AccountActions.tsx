/** Modals of the downline list's row actions: credit limit, status and upline changes. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { creditRefresh$ } from '@drawdesk/shared-kernel/bus';
import { rule } from '@drawdesk/shared-kernel/domain';
import {
  AmountInput,
  FormActions,
  SelectInput,
  TextInput,
  amountText,
  rulesValidator,
  toAmount,
  useForm,
} from '@drawdesk/shared-kernel/forms';
import { AmountText, Modal, confirmDialog, showDialog, theme } from '@drawdesk/shared-kernel/ui';
import { identityBody, treeApi, type UserDetailInit } from './api';
import { TREE_NS } from './i18n';
import { AMOUNT_RE, statusOptions, type Status } from './shared';

export interface TargetAccount {
  userId: number;
  username: string;
  status: Status;
  creditLimit: number;
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px 16px;
  margin: 0 0 ${theme.space.md};
  dt {
    color: ${theme.colors.muted};
  }
  dd {
    margin: 0;
    text-align: right;
  }
`;
export const Warning = styled.p`
  color: ${theme.colors.warning};
  margin: 0 0 ${theme.space.md};
  font-weight: 600;
`;

interface ModalBase {
  target: TargetAccount;
  onClose: () => void;
  onDone: () => void;
}

/**
 * Credit limit of a direct downline (UpdateUserCreditLimit), or of a company by the super admin
 * (AdminUpdateUserCreditLimit). Shows the upline's credit left; fires creditRefresh$ after.
 */
export function CreditLimitModal({
  target,
  onClose,
  onDone,
  admin = false,
}: ModalBase & { admin?: boolean }) {
  const { t } = useTranslation(TREE_NS);
  const [init, setInit] = useState<UserDetailInit | null>(null);
  useEffect(() => {
    let live = true;
    void treeApi.init({ userId: target.userId }).then((reply) => {
      if (live && reply.success) setInit(reply.data);
    });
    return () => {
      live = false;
    };
  }, [target.userId]);
  const upline = init?.upline;
  // DOMAIN 3: the downlines' limits may not exceed the upline's own limit (super admin unbounded).
  const max =
    upline && !upline.unlimited
      ? Math.round((upline.creditLeft + target.creditLimit) * 100) / 100
      : undefined;
  const form = useForm({
    initialValues: { creditLimit: amountText(target.creditLimit) },
    validate: rulesValidator<{ creditLimit: string }>({
      creditLimit: [
        rule.required(),
        rule.pattern(AMOUNT_RE),
        rule.min(0),
        ...(max !== undefined ? [rule.max(max)] : []),
      ],
    }),
    onSubmit: async (values) => {
      const body = { userId: target.userId, creditLimit: toAmount(values.creditLimit) ?? 0 };
      const reply = admin
        ? await treeApi.adminUpdateCreditLimit(body)
        : await treeApi.updateCreditLimit(body);
      if (!reply.success) return;
      creditRefresh$.next();
      onDone();
      await showDialog('success', t('credit.saved'));
    },
  });
  return (
    <Modal open title={t('credit.title', { username: target.username })} onClose={onClose} width="420px">
      <Facts>
        <dt>{t('credit.current')}</dt>
        <dd>
          <AmountText value={target.creditLimit} signed={false} />
        </dd>
        {upline && !upline.unlimited && (
          <>
            <dt>{t('credit.uplineLeft', { username: upline.username })}</dt>
            <dd data-testid="upline-credit-left">
              <AmountText value={upline.creditLeft} />
            </dd>
          </>
        )}
      </Facts>
      <form {...form.formProps}>
        <AmountInput
          label={t('credit.newLimit')}
          required
          autoFocus
          data-autofocus
          value={form.values.creditLimit}
          onChange={(v) => form.setValue('creditLimit', v)}
          error={form.errors.creditLimit}
        />
        <FormActions submitLabel={t('detail.save')} onCancel={onClose} submitting={form.submitting} />
      </form>
    </Modal>
  );
}

/** Account status (SPEC 4): warns that every downline takes the same status, confirms, then saves. */
export function StatusModal({ target, onClose, onDone }: ModalBase) {
  const { t } = useTranslation(TREE_NS);
  const form = useForm({
    initialValues: { status: target.status },
    onSubmit: async ({ status }) => {
      const ok = await confirmDialog(
        t('statusChange.confirm', { username: target.username, status: t(`status.${status}`) }),
      );
      if (!ok) return;
      const loaded = await treeApi.init({ userId: target.userId });
      if (!loaded.success || !loaded.data?.user) return;
      const reply = await treeApi.save({ ...identityBody(loaded.data.user), status });
      if (!reply.success) return;
      onDone();
      await showDialog('success', t('statusChange.saved'));
    },
  });
  return (
    <Modal
      open
      title={t('statusChange.title', { username: target.username })}
      onClose={onClose}
      width="420px"
    >
      <Warning role="note">{t('statusChange.cascade')}</Warning>
      <form {...form.formProps}>
        <SelectInput
          label={t('statusChange.newStatus')}
          options={statusOptions(t)}
          value={form.values.status}
          onChange={(v) => form.setValue('status', v as Status)}
          data-autofocus
        />
        <FormActions
          submitLabel={t('detail.save')}
          onCancel={onClose}
          submitting={form.submitting}
          disabled={form.values.status === target.status}
        />
      </form>
    </Modal>
  );
}

/** Move an account under another upline of the caller's tree (SPEC 4: confirmed first). */
export function MoveUplineModal({ target, onClose, onDone }: ModalBase) {
  const { t } = useTranslation(TREE_NS);
  const form = useForm({
    initialValues: { upline: '' },
    validate: rulesValidator<{ upline: string }>({ upline: [rule.required(), rule.maxLength(20)] }),
    onSubmit: async ({ upline }, { setError }) => {
      const found = await treeApi.byUsername(upline.trim());
      if (!found.success) return;
      if (!found.data) {
        setError('upline', t('move.notFound', { username: upline }));
        return;
      }
      const ok = await confirmDialog(
        t('move.confirm', { username: target.username, upline: found.data.username }),
      );
      if (!ok) return;
      const reply = await treeApi.moveUpline(target.userId, found.data.userId);
      if (!reply.success) return;
      creditRefresh$.next();
      onDone();
      await showDialog('success', t('move.saved'));
    },
  });
  return (
    <Modal open title={t('move.title', { username: target.username })} onClose={onClose} width="420px">
      <form {...form.formProps}>
        <TextInput
          label={t('move.newUpline')}
          required
          data-autofocus
          autoComplete="off"
          value={form.values.upline}
          onChange={(v) => form.setValue('upline', v)}
          error={form.errors.upline}
        />
        <FormActions submitLabel={t('list.move')} onCancel={onClose} submitting={form.submitting} />
      </form>
    </Modal>
  );
}

/** Delete after a confirmation; the server refuses (with its message) when there are downlines or tickets. */
export async function deleteAccount(
  t: (key: string, o?: Record<string, unknown>) => string,
  target: TargetAccount,
): Promise<boolean> {
  const ok = await confirmDialog(t('remove.confirm', { username: target.username }));
  if (!ok) return false;
  const reply = await treeApi.deleteUser(target.userId);
  if (!reply.success) return false;
  creditRefresh$.next();
  await showDialog('success', t('remove.saved'));
  return true;
}
