import { validateChangePassword, type ChangePasswordValues } from '@drawdesk/shared-kernel/domain';
import { Form, FormActions, TextField, type FormSubmitHelpers } from '@drawdesk/shared-kernel/forms/formik';
import { useApiQuery } from '@drawdesk/shared-kernel/query';
import { AmountText, Page, Panel, showDialog, useCurrentUser } from '@drawdesk/shared-kernel/ui';
import { Columns } from '../common/components/Columns';
import { Figures } from '../common/components/Figures';
import { profileApi, profileKeys } from './api';
import { ensureProfileResources, useProfileT } from './i18n';

ensureProfileResources();

/** SPEC 5 change password, plus the contract's minimum of 8 for the new one. */
export function validateProfilePassword(
  values: ChangePasswordValues,
): Partial<Record<keyof ChangePasswordValues, string>> {
  const errors = { ...validateChangePassword(values) };
  if (!errors.newPassword && values.newPassword.length < 8) errors.newPassword = 'MIN_LENGTH_NO_MET';
  return errors;
}

const EMPTY: ChangePasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Account/ChangePassword?oldPassword=&newPassword= */
export function ChangePasswordForm() {
  const { t } = useProfileT();
  const save = async (v: ChangePasswordValues, { resetForm }: FormSubmitHelpers<ChangePasswordValues>) => {
    const reply = await profileApi.changePassword(v.oldPassword, v.newPassword);
    if (!reply.success) return;
    resetForm(EMPTY);
    void showDialog('success', t('profile.passwordChanged'));
  };
  const field = (name: keyof ChangePasswordValues, label: string, autoComplete: string) => (
    <TextField name={name} type="password" label={label} required autoComplete={autoComplete} />
  );
  return (
    <Form<ChangePasswordValues>
      label={t('profile.passwordTitle')}
      initialValues={EMPTY}
      validate={validateProfilePassword}
      onSubmit={save}
    >
      {field('oldPassword', t('profile.oldPassword'), 'current-password')}
      {field('newPassword', t('profile.newPassword'), 'new-password')}
      {field('confirmPassword', t('profile.confirmPassword'), 'new-password')}
      <FormActions submitLabel={t('profile.changePassword')} />
    </Form>
  );
}

/**
 * /manage-profile: the own account read-only (CreateOrUpdateUser has no self-edit in its
 * contract), credit figures, and the change-password form.
 */
export default function ProfileScreen() {
  const { t } = useProfileT();
  const user = useCurrentUser();
  const userId = user?.userId ?? 0;
  const loaded = useApiQuery(
    profileKeys.userDetail(userId),
    (signal) => profileApi.userDetail(userId, { signal }),
    { enabled: userId > 0 },
  );
  const detail = loaded.data?.data?.agent ?? null;

  const money = (v: number) =>
    detail?.unlimited ? t('profile.unlimited') : <AmountText value={v} signed={false} />;

  return (
    <Page titleKey="MANAGE_PROFILE">
      <Columns>
        <Panel title={t('profile.detailsTitle')}>
          {detail && (
            <Figures data-testid="profile-details">
              <dt>{t('common.username')}</dt>
              <dd>{detail.username}</dd>
              <dt>{t('common.fullName')}</dt>
              <dd>{detail.fullName}</dd>
              <dt>{t('profile.role')}</dt>
              <dd>{t(`profile.roles.r${detail.userRoleId}`, { defaultValue: String(detail.userRoleId) })}</dd>
              <dt>{t('common.status')}</dt>
              <dd>{t(`common.${detail.status}`)}</dd>
              <dt>{t('profile.creditLimit')}</dt>
              <dd>{money(detail.creditLimit)}</dd>
              <dt>{t('profile.creditLeft')}</dt>
              <dd>{money(detail.creditLeft)}</dd>
              <dt>{t('profile.balance')}</dt>
              <dd>
                <AmountText value={detail.balance} />
              </dd>
              <dt>{t('profile.outstanding')}</dt>
              <dd>
                <AmountText value={detail.outstanding} signed={false} />
              </dd>
            </Figures>
          )}
        </Panel>
        <Panel title={t('profile.passwordTitle')}>
          <ChangePasswordForm />
        </Panel>
      </Columns>
    </Page>
  );
}
