import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { creditRefresh$ } from '@drawdesk/shared-kernel/bus';
import { rule, type FormRules } from '@drawdesk/shared-kernel/domain';
import { AmountField, Form, FormActions, amountText, toAmount } from '@drawdesk/shared-kernel/forms/formik';
import { useApiQuery } from '@drawdesk/shared-kernel/query';
import { AmountText, Modal, showDialog, theme } from '@drawdesk/shared-kernel/ui';
import { treeApi, treeKeys } from '../api';
import { NAMESPACE } from '../i18n';
import { AMOUNT_RE, type ActionModalProps } from '../model';

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
/**
 * Credit limit of a direct downline (UpdateUserCreditLimit), or of a company by the super admin
 * (AdminUpdateUserCreditLimit). Shows the upline's credit left; fires creditRefresh$ after.
 */
export function CreditLimitModal({
  target,
  onClose,
  onDone,
  admin = false,
}: ActionModalProps & { admin?: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const query = { userId: target.userId };
  const loaded = useApiQuery(treeKeys.detailInit(query), (signal) => treeApi.init(query, { signal }));
  const upline = loaded.data?.data?.upline;
  // DOMAIN 3: the downlines' limits may not exceed the upline's own limit (super admin unbounded).
  const max =
    upline && !upline.unlimited
      ? Math.round((upline.creditLeft + target.creditLimit) * 100) / 100
      : undefined;
  const rules = useMemo<FormRules>(
    () => ({
      creditLimit: [
        rule.required(),
        rule.pattern(AMOUNT_RE),
        rule.min(0),
        ...(max !== undefined ? [rule.max(max)] : []),
      ],
    }),
    [max],
  );
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
      <Form
        initialValues={{ creditLimit: amountText(target.creditLimit) }}
        rules={rules}
        onSubmit={async (values) => {
          const body = { userId: target.userId, creditLimit: toAmount(values.creditLimit) ?? 0 };
          const reply = admin
            ? await treeApi.adminUpdateCreditLimit(body)
            : await treeApi.updateCreditLimit(body);
          if (!reply.success) return;
          creditRefresh$.next();
          onDone();
          await showDialog('success', t('credit.saved'));
        }}
      >
        <AmountField name="creditLimit" label={t('credit.newLimit')} required autoFocus data-autofocus />
        <FormActions submitLabel={t('detail.save')} onCancel={onClose} />
      </Form>
    </Modal>
  );
}
