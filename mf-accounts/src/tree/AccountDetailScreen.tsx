/** /account/detail: create (?uplineId=&role=) or edit (?userId=) an account, every SPEC 3 field. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { UserDetailInit } from '@drawdesk/shared-kernel/contract';
import { creditRefresh$ } from '@drawdesk/shared-kernel/bus';
import { PATHS } from '@drawdesk/shared-kernel/routes';
import { useNavigate, useSearchParams } from '@drawdesk/shared-kernel/routing';
import { Role } from '@drawdesk/shared-kernel/domain';
import {
  AmountInput,
  CheckboxInput,
  FormActions,
  SelectInput,
  TextInput,
  amountText,
  useForm,
  type FormState,
} from '@drawdesk/shared-kernel/forms';
import {
  AmountText,
  FieldGrid,
  Page,
  Panel,
  confirmDialog,
  showDialog,
  theme,
} from '@drawdesk/shared-kernel/ui';
import { AccountPackagePickers, type PackageIds } from '../packages/components/AccountPackagePickers';
import { treeApi } from './api';
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
import { roleLabel, statusOptions, type Status } from './model';

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
  const [init, setInit] = useState<UserDetailInit | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    setInit(null);
    void treeApi.init({ userId, uplineId: userId ? undefined : uplineId }).then((reply) => {
      if (!live) return;
      if (reply.success && reply.data) setInit(reply.data);
      else setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [userId, uplineId]);

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
  const [packageIds, setPackageIds] = useState<PackageIds>(init.user?.settings.packageIds ?? {});

  const form = useForm<AccountValues>({
    initialValues: () => initialValues(init, presetRole),
    validate: (values) => validateAccount(values, isNew, maxCredit),
    onSubmit: async (values) => {
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
      const reply = await treeApi.save({ ...toBody(values, init), packageIds });
      if (!reply.success) return;
      creditRefresh$.next();
      await showDialog(
        'success',
        isNew
          ? t('detail.created', { username: values.username })
          : t('detail.updated', { username: values.username }),
      );
      back();
    },
  });
  const { values, errors, setValue: set } = form;
  const statusChanged = !isNew && values.status !== init.user?.status;
  const isMultilevel = values.userRoleId === '4';
  const isCompany = values.userRoleId === String(Role.Company);
  const text = (
    name: keyof AccountValues & string,
    extra: { required?: boolean; type?: string; autoComplete?: string; disabled?: boolean } = {},
  ) => (
    <TextInput
      label={t(`field.${name}`)}
      value={values[name] as string}
      onChange={(v) => set(name, v as never)}
      error={errors[name]}
      {...extra}
    />
  );
  const amount = (name: keyof AccountValues & string, required = false) => (
    <AmountInput
      label={t(`field.${name}`)}
      value={values[name] as string}
      onChange={(v) => set(name, v as never)}
      error={errors[name]}
      required={required}
    />
  );
  const flag = (name: FlagName) => (
    <CheckboxInput
      key={name}
      label={t(`field.${name}`)}
      checked={values[name]}
      onChange={(v) => set(name, v)}
    />
  );

  return (
    <form
      {...form.formProps}
      aria-label={isNew ? t('detail.newTitle') : t('detail.editTitle', { username: init.user?.username })}
    >
      <Panel title={t('panel.identity')}>
        <FieldGrid>
          {text('username', { required: true, disabled: !isNew, autoComplete: 'off' })}
          {text('fullName', { required: true })}
          <SelectInput
            label={t('field.userRoleId')}
            value={values.userRoleId}
            onChange={(v) => set('userRoleId', v)}
            options={roleOptions(t, init)}
            disabled={!isNew}
          />
          {isMultilevel && (
            <SelectInput
              label={t('field.agentLevel')}
              value={values.agentLevel}
              onChange={(v) => set('agentLevel', v)}
              options={levelOptions(t, init)}
            />
          )}
          <Info>
            <span>{t('field.upline')}</span>
            <span data-testid="upline">
              {init.user?.uplineUsername ?? upline.username} (
              {roleLabel(t, upline.userRoleId, upline.agentLevel)})
            </span>
          </Info>
          <PasswordPair form={form} isNew={isNew} />
          {text('phone', { type: 'tel' })}
          {text('email', { type: 'email' })}
          <SelectInput
            label={t('field.status')}
            value={values.status}
            onChange={(v) => set('status', v as Status)}
            options={statusOptions(t)}
          />
          {init.currencies.length > 0 && (
            <SelectInput
              label={t('field.currency')}
              value={values.currency}
              onChange={(v) => set('currency', v)}
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
          <SelectInput
            label={t('field.creditType')}
            value={values.creditType}
            onChange={(v) => set('creditType', v as AccountValues['creditType'])}
            options={[
              { value: 'postpaid', label: t('option.postpaid') },
              { value: 'prepaid', label: t('option.prepaid') },
            ]}
          />
          <AmountInput
            label={t('field.creditLimit')}
            required
            value={values.creditLimit}
            onChange={(v) => set('creditLimit', v)}
            error={errors.creditLimit}
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
            <SelectInput
              label={t('field.autoTransferFrequency')}
              value={values.autoTransferFrequency}
              onChange={(v) => set('autoTransferFrequency', v as '0' | '1')}
              options={[
                { value: '0', label: t('option.weekly') },
                { value: '1', label: t('option.daily') },
              ]}
            />
          )}
          {values.autoTransfer && values.autoTransferFrequency === '0' && (
            <SelectInput
              label={t('field.autoTransferDay')}
              value={values.autoTransferDay}
              onChange={(v) => set('autoTransferDay', v)}
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
            <AmountInput
              label={t('field.positionTaking')}
              value={amountText(COMPANY_POSITION_TAKING)}
              onChange={() => undefined}
              disabled
            />
          ) : (
            amount('positionTaking')
          )}
          {amount('maxFightLimit')}
          <SelectInput
            label={t('field.eatSequence')}
            value={values.eatSequence}
            onChange={(v) => set('eatSequence', v as AccountValues['eatSequence'])}
            options={[
              { value: '*/**', label: '*/**' },
              { value: '**/*', label: '**/*' },
            ]}
          />
          {BETTING_FLAGS.map(flag)}
          <AccountPackagePickers value={packageIds} onChange={setPackageIds} userId={init.user?.userId} />
        </FieldGrid>
      </Panel>
      <Panel title={t('panel.receipt')}>
        <FieldGrid>
          <SelectInput
            label={t('field.receiptMode')}
            value={values.receiptMode}
            onChange={(v) => set('receiptMode', v as '1' | '2')}
            options={[
              { value: '1', label: t('option.normal') },
              { value: '2', label: t('option.reverse') },
            ]}
          />
          <SelectInput
            label={t('field.receiptFormat')}
            value={values.receiptFormat}
            onChange={(v) => set('receiptFormat', v)}
            options={init.receiptFormats.map((f) => ({ value: String(f.id), label: f.name }))}
          />
          {flag('smsEnabled')}
        </FieldGrid>
      </Panel>
      <Panel title={t('panel.flags')}>
        <FieldGrid>{PERMISSION_FLAGS.map(flag)}</FieldGrid>
      </Panel>
      <FormActions
        submitLabel={t('detail.save')}
        cancelLabel={t('detail.back')}
        onCancel={back}
        submitting={form.submitting}
      />
    </form>
  );
}

function PasswordPair({ form, isNew }: { form: FormState<AccountValues>; isNew: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <TextInput
        label={t('field.password')}
        type="password"
        autoComplete="new-password"
        required={isNew}
        hint={isNew ? undefined : t('field.passwordHint')}
        value={form.values.password}
        onChange={(v) => form.setValue('password', v)}
        error={form.errors.password}
      />
      <TextInput
        label={t('field.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required={isNew}
        value={form.values.confirmPassword}
        onChange={(v) => form.setValue('confirmPassword', v)}
        error={form.errors.confirmPassword}
      />
    </>
  );
}
