/** /account/detail: create (?uplineId=&role=) or edit (?userId=) an account, every SPEC 3 field. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { UserDetailInit } from '@drawdesk/shared-kernel/contract';
import { creditRefresh$ } from '@drawdesk/shared-kernel/bus';
import { PATHS } from '@drawdesk/shared-kernel/routes';
import { useNavigate, useSearchParams } from '@drawdesk/shared-kernel/routing';
import { Role } from '@drawdesk/shared-kernel/domain';
import {
  AmountField,
  amountText,
  CheckboxField,
  Form,
  FormActions,
  SelectField,
  TextField,
  useFormContext,
} from '@drawdesk/shared-kernel/forms/formik';
import { useApiQuery } from '@drawdesk/shared-kernel/query';
import {
  AmountText,
  Button,
  FieldGrid,
  Page,
  Panel,
  confirmDialog,
  showDialog,
  theme,
  useCurrentUser,
} from '@drawdesk/shared-kernel/ui';
import {
  AccountPackagePickers,
  packageChoices,
  packageIdsFrom,
  type PackageChoices,
} from '../packages/components/AccountPackagePickers';
import { treeApi, treeKeys } from './api';
import { Warning } from './components/Warning';
import {
  BETTING_FLAGS,
  COMPANY_POSITION_TAKING,
  PERMISSION_FLAGS,
  initialValues,
  levelOptions,
  roleOptions,
  toBody,
  validateAccount,
  type AccountValues,
  type FlagName,
} from './accountForm';
import { NAMESPACE, ensureTreeResources } from './i18n';
import { roleLabel, statusOptions } from './model';
import { canUnlockLogins } from '@drawdesk/shared-kernel/domain/access';

ensureTreeResources();

const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: 3px;
  margin-bottom: ${theme.space.sm};
  span:first-child {
    font-size: ${theme.font.small};
    color: ${theme.colors.muted};
  }
  span:last-child {
    padding: 4px 0;
  }
`;

const positiveId = (text: string | null): number | undefined => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

export default function AccountDetailScreen() {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const userId = positiveId(params.get('userId'));
  const uplineId = positiveId(params.get('uplineId'));
  const presetRole = positiveId(params.get('role'));
  const query = { userId, uplineId: userId ? undefined : uplineId };
  // Each opening loads afresh (nothing kept once the screen closes), as before.
  const loaded = useApiQuery(treeKeys.detailInit(query), (signal) => treeApi.init(query, { signal }), {
    gcTime: 0,
  });
  const init = loaded.data?.data ?? null;
  const failed = loaded.isError || (loaded.isSuccess && !init);

  const title = init?.user ? t('detail.editTitle', { username: init.user.username }) : t('detail.newTitle');
  return (
    <Page titleKey={init ? title : 'ACCOUNT_DETAIL'}>
      {init ? (
        <AccountForm key={`${userId ?? 'new'}-${uplineId ?? ''}`} init={init} presetRole={presetRole} />
      ) : (
        !failed && <p role="status">{t('detail.loading')}</p>
      )}
    </Page>
  );
}

/** The account's fields and its package pickers' choices (sent as ids). */
type AccountFormValues = AccountValues & { packageIds: PackageChoices };

function AccountForm({ init, presetRole }: { init: UserDetailInit; presetRole?: number }) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const isNew = !init.user;
  const upline = init.upline;
  // DOMAIN 3: what the upline can still hand down, plus what this account already holds.
  const maxCredit = upline.unlimited
    ? undefined
    : Math.round((upline.creditLeft + (init.user?.creditLimit ?? 0)) * 100) / 100;
  const back = () => navigate(PATHS.accountManage);
  const [initial] = useState<AccountFormValues>(() => ({
    ...initialValues(init, presetRole),
    packageIds: packageChoices(init.user?.settings.packageIds ?? {}),
  }));

  const save = async ({ packageIds, ...values }: AccountFormValues) => {
    // SPEC 4: a status change cascades to every downline; ask before saving it.
    if (
      init.user &&
      values.status !== init.user.status &&
      !(await confirmDialog(
        t('statusChange.confirm', { username: init.user.username, status: t(`status.${values.status}`) }),
      ))
    ) {
      return;
    }
    const reply = await treeApi.save({ ...toBody(values, init), packageIds: packageIdsFrom(packageIds) });
    if (!reply.success) return;
    creditRefresh$.next();
    await showDialog(
      'success',
      isNew
        ? t('detail.created', { username: values.username })
        : t('detail.updated', { username: values.username }),
    );
    back();
  };

  return (
    <Form<AccountFormValues>
      label={isNew ? t('detail.newTitle') : t('detail.editTitle', { username: init.user?.username })}
      initialValues={initial}
      validate={(values) => validateAccount(values, isNew, maxCredit)}
      onSubmit={save}
    >
      <AccountFields init={init} maxCredit={maxCredit} />
      <FormActions submitLabel={t('detail.save')} cancelLabel={t('detail.back')} onCancel={back} />
    </Form>
  );
}

/** The account's fields, panel by panel; which show depends on the role and the auto transfer. */
function AccountFields({ init, maxCredit }: { init: UserDetailInit; maxCredit: number | undefined }) {
  const { t } = useTranslation(NAMESPACE);
  const { values } = useFormContext<AccountValues>();
  const isNew = !init.user;
  const upline = init.upline;
  const statusChanged = !isNew && values.status !== init.user?.status;
  const isMultilevel = values.userRoleId === '4';
  const isCompany = values.userRoleId === String(Role.Company);
  const text = (
    name: keyof AccountValues & string,
    extra: { required?: boolean; type?: string; autoComplete?: string; disabled?: boolean } = {},
  ) => <TextField name={name} label={t(`field.${name}`)} {...extra} />;
  const amount = (name: keyof AccountValues & string, required = false) => (
    <AmountField name={name} label={t(`field.${name}`)} required={required} />
  );
  const flag = (name: FlagName) => <CheckboxField key={name} name={name} label={t(`field.${name}`)} />;

  return (
    <>
      <Panel title={t('panel.identity')}>
        <FieldGrid>
          {text('username', { required: true, disabled: !isNew, autoComplete: 'off' })}
          {text('fullName', { required: true })}
          <SelectField
            name="userRoleId"
            label={t('field.userRoleId')}
            options={roleOptions(t, init)}
            disabled={!isNew}
          />
          {isMultilevel && (
            <SelectField name="agentLevel" label={t('field.agentLevel')} options={levelOptions(t, init)} />
          )}
          <Info>
            <span>{t('field.upline')}</span>
            <span data-testid="upline">
              {init.user?.uplineUsername ?? upline.username} (
              {roleLabel(t, upline.userRoleId, upline.agentLevel)})
            </span>
          </Info>
          <PasswordPair isNew={isNew} />
          {init.user && <UnlockLoginButton userId={init.user.userId} username={init.user.username} />}
          {text('phone', { type: 'tel' })}
          {text('email', { type: 'email' })}
          <SelectField name="status" label={t('field.status')} options={statusOptions(t)} />
          {init.currencies.length > 0 && (
            <SelectField
              name="currency"
              label={t('field.currency')}
              options={init.currencies.map((c) => ({ value: c, label: c }))}
            />
          )}
          {text('secondaryPassword', { type: 'password', autoComplete: 'new-password' })}
          {flag('isDemo')}
        </FieldGrid>
        {statusChanged && <Warning role="alert">{t('detail.statusCascade')}</Warning>}
      </Panel>
      <Panel title={t('panel.credit')}>
        <FieldGrid>
          <SelectField
            name="creditType"
            label={t('field.creditType')}
            options={[
              { value: 'postpaid', label: t('option.postpaid') },
              { value: 'prepaid', label: t('option.prepaid') },
            ]}
          />
          <AmountField
            name="creditLimit"
            label={t('field.creditLimit')}
            required
            hint={
              maxCredit !== undefined && (
                <>
                  {t('credit.uplineLeft', { username: upline.username })}:{' '}
                  <AmountText value={upline.creditLeft} />
                </>
              )
            }
          />
          {flag('autoTransfer')}
          {values.autoTransfer && (
            <SelectField
              name="autoTransferFrequency"
              label={t('field.autoTransferFrequency')}
              options={[
                { value: '0', label: t('option.weekly') },
                { value: '1', label: t('option.daily') },
              ]}
            />
          )}
          {values.autoTransfer && values.autoTransferFrequency === '0' && (
            <SelectField
              name="autoTransferDay"
              label={t('field.autoTransferDay')}
              options={['0', '1', '2', '3', '4', '5', '6'].map((d) => ({
                value: d,
                label: t(`option.day.${d}`),
              }))}
            />
          )}
        </FieldGrid>
      </Panel>
      <Panel title={t('panel.betting')}>
        <FieldGrid>
          {amount('discount')}
          {isCompany ? (
            // A company's position taking is fixed at 100 (DOMAIN 10): shown, not editable.
            <Info>
              <span>{t('field.positionTaking')}</span>
              <span data-testid="company-position-taking">{amountText(COMPANY_POSITION_TAKING)}</span>
            </Info>
          ) : (
            amount('positionTaking')
          )}
          {amount('maxFightLimit')}
          <SelectField
            name="eatSequence"
            label={t('field.eatSequence')}
            options={[
              { value: '*/**', label: '*/**' },
              { value: '**/*', label: '**/*' },
            ]}
          />
          {BETTING_FLAGS.map(flag)}
          <AccountPackagePickers name="packageIds" userId={init.user?.userId} />
        </FieldGrid>
      </Panel>
      <Panel title={t('panel.receipt')}>
        <FieldGrid>
          <SelectField
            name="receiptMode"
            label={t('field.receiptMode')}
            options={[
              { value: '1', label: t('option.normal') },
              { value: '2', label: t('option.reverse') },
            ]}
          />
          <SelectField
            name="receiptFormat"
            label={t('field.receiptFormat')}
            options={init.receiptFormats.map((f) => ({ value: String(f.id), label: f.name }))}
          />
          {flag('smsEnabled')}
        </FieldGrid>
      </Panel>
      <Panel title={t('panel.flags')}>
        <FieldGrid>{PERMISSION_FLAGS.map(flag)}</FieldGrid>
      </Panel>
    </>
  );
}

function PasswordPair({ isNew }: { isNew: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <TextField
        name="password"
        label={t('field.password')}
        type="password"
        autoComplete="new-password"
        required={isNew}
        hint={isNew ? undefined : t('field.passwordHint')}
      />
      <TextField
        name="confirmPassword"
        label={t('field.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required={isNew}
      />
    </>
  );
}

/**
 * Clears the account's failed password checks, so it is not slowed down anymore; the super admin's
 * own account only (the kernel rule the server applies too).
 */
function UnlockLoginButton({ userId, username }: { userId: number; username: string }) {
  const { t } = useTranslation(NAMESPACE);
  const user = useCurrentUser();
  const [busy, setBusy] = useState(false);
  if (!user || !canUnlockLogins(user)) return null;
  const unlock = async () => {
    setBusy(true);
    try {
      const reply = await treeApi.unlockLogin(userId);
      if (reply.success) await showDialog('success', t('detail.unlocked', { username }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Info>
      <span>{t('detail.loginFailures')}</span>
      <span>
        <Button type="button" variant="secondary" disabled={busy} onClick={() => void unlock()}>
          {t('detail.unlockLogin')}
        </Button>
      </span>
    </Info>
  );
}
