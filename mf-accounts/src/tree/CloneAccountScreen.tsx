/** /account/clone-account: a new account with the settings of a source account in scope (CloneAccount). */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { rule, validateForm, type FormRules } from '@drawdesk/shared-kernel/domain';
import { PATHS } from '@drawdesk/shared-kernel/routes';
import { useNavigate } from '@drawdesk/shared-kernel/routing';
import { Form, FormActions, TextField, type FormSubmitHelpers } from '@drawdesk/shared-kernel/forms/formik';
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

export const CLONE_RULES: FormRules = {
  source: [rule.required(), rule.maxLength(20)],
  username: [rule.required(), rule.minLength(3), rule.maxLength(20), rule.pattern(USERNAME_RE)],
  fullName: [rule.maxLength(100)],
  password: [rule.required(), rule.minLength(PASSWORD_MIN), rule.maxLength(128)],
  confirmPassword: [rule.required(), rule.equalsField('password')],
};
/** The clone form's errors (a message key per failing field), as its rules give them. */
export const validateClone = (values: CloneValues) => validateForm(values, CLONE_RULES);

export default function CloneAccountScreen() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const listId = useId();
  const downlines =
    useApiQuery(treeKeys.directDownlines(), (signal) => treeApi.directDownlines(undefined, { signal })).data
      ?.data ?? [];
  const save = async (values: CloneValues, { setFieldError }: FormSubmitHelpers<CloneValues>) => {
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
          rules={CLONE_RULES}
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
