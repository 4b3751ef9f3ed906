/** /account/clone-account: a new account with the settings of a source account in scope (CloneAccount). */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { rule } from '@drawdesk/shared-kernel/domain';
import { PATHS } from '@drawdesk/shared-kernel/routes';
import { useNavigate } from '@drawdesk/shared-kernel/routing';
import { rulesValidator, type FormErrors } from '@drawdesk/shared-kernel/forms';
import { Form, FormActions, TextField } from '@drawdesk/shared-kernel/forms/formik';
import { useApiQuery } from '@drawdesk/shared-kernel/query';
import { Page, Panel, showDialog } from '@drawdesk/shared-kernel/ui';
import { treeApi, treeKeys } from './api';
import { NAMESPACE, ensureTreeResources } from './i18n';
import { PASSWORD_MIN, USERNAME_RE, roleLabel } from './model';

ensureTreeResources();

export interface CloneValues {
  source: string;
  username: string;
  fullName: string;
  password: string;
  confirmPassword: string;
}

const fieldRules = rulesValidator<CloneValues>({
  source: [rule.required(), rule.maxLength(20)],
  username: [rule.required(), rule.minLength(3), rule.maxLength(20), rule.pattern(USERNAME_RE)],
  fullName: [rule.maxLength(100)],
  password: [rule.required(), rule.minLength(PASSWORD_MIN), rule.maxLength(128)],
  confirmPassword: [rule.required()],
});
export function validateClone(values: CloneValues): FormErrors<CloneValues> {
  const errors = fieldRules(values);
  if (!errors.confirmPassword && values.password !== values.confirmPassword)
    errors.confirmPassword = 'CONFIRM_PASSWORD_AND_PASSWORD_IS_NOT_TALLY';
  return errors;
}

export default function CloneAccountScreen() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const listId = useId();
  const downlines =
    useApiQuery(treeKeys.directDownlines(), (signal) => treeApi.directDownlines(undefined, { signal })).data
      ?.data ?? [];
  const save = async (
    values: CloneValues,
    { setFieldError }: { setFieldError: (name: string, message: string) => void },
  ) => {
    const source = await treeApi.byUsername(values.source.trim());
    if (!source.success) return;
    if (!source.data) {
      setFieldError('source', t('move.notFound', { username: values.source }));
      return;
    }
    const reply = await treeApi.clone({
      sourceUserId: source.data.userId,
      username: values.username.trim(),
      ...(values.fullName.trim() ? { fullName: values.fullName.trim() } : {}),
      password: values.password,
      confirmPassword: values.confirmPassword,
    });
    if (!reply.success) return;
    await showDialog('success', t('clone.done', { username: values.username, source: source.data.username }));
    navigate(PATHS.accountManage);
  };
  return (
    <Page titleKey="CLONE_ACCOUNT">
      <Panel title={t('clone.intro')}>
        <Form<CloneValues>
          style={{ maxWidth: 420 }}
          initialValues={{ source: '', username: '', fullName: '', password: '', confirmPassword: '' }}
          validate={validateClone}
          onSubmit={save}
        >
          <TextField name="source" label={t('field.source')} required list={listId} autoComplete="off" />
          <datalist id={listId}>
            {downlines.map((d) => (
              <option key={d.userId} value={d.username}>
                {`${d.fullName} (${roleLabel(t, d.userRoleId, d.agentLevel)})`}
              </option>
            ))}
          </datalist>
          <TextField name="username" label={t('field.newUsername')} required autoComplete="off" />
          <TextField name="fullName" label={t('field.fullName')} />
          <TextField
            name="password"
            label={t('field.password')}
            type="password"
            autoComplete="new-password"
            required
          />
          <TextField
            name="confirmPassword"
            label={t('field.confirmPassword')}
            type="password"
            autoComplete="new-password"
            required
          />
          <FormActions submitLabel={t('clone.submit')} />
        </Form>
      </Panel>
    </Page>
  );
}
