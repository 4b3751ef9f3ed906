/** /account/clone-account: a new account with the settings of a source account in scope (CloneAccount). */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountOption } from '@drawdesk/shared-kernel/contract';
import { rule } from '@drawdesk/shared-kernel/domain';
import { PATHS } from '@drawdesk/shared-kernel/routes';
import { useNavigate } from '@drawdesk/shared-kernel/routing';
import {
  FormActions,
  TextInput,
  rulesValidator,
  useForm,
  type FormErrors,
} from '@drawdesk/shared-kernel/forms';
import { Page, Panel, showDialog } from '@drawdesk/shared-kernel/ui';
import { treeApi } from './api';
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
  const [downlines, setDownlines] = useState<AccountOption[]>([]);
  useEffect(() => {
    void treeApi.directDownlines().then((reply) => reply.success && setDownlines(reply.data ?? []));
  }, []);
  const form = useForm<CloneValues>({
    initialValues: { source: '', username: '', fullName: '', password: '', confirmPassword: '' },
    validate: validateClone,
    onSubmit: async (values, { setError }) => {
      const source = await treeApi.byUsername(values.source.trim());
      if (!source.success) return;
      if (!source.data) {
        setError('source', t('move.notFound', { username: values.source }));
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
      await showDialog(
        'success',
        t('clone.done', { username: values.username, source: source.data.username }),
      );
      navigate(PATHS.accountManage);
    },
  });
  const { values, errors, setValue: set } = form;
  return (
    <Page titleKey="CLONE_ACCOUNT">
      <Panel title={t('clone.intro')}>
        <form {...form.formProps} style={{ maxWidth: 420 }}>
          <TextInput
            label={t('field.source')}
            required
            list={listId}
            autoComplete="off"
            value={values.source}
            onChange={(v) => set('source', v)}
            error={errors.source}
          />
          <datalist id={listId}>
            {downlines.map((d) => (
              <option key={d.userId} value={d.username}>
                {`${d.fullName} (${roleLabel(t, d.userRoleId, d.agentLevel)})`}
              </option>
            ))}
          </datalist>
          <TextInput
            label={t('field.newUsername')}
            required
            autoComplete="off"
            value={values.username}
            onChange={(v) => set('username', v)}
            error={errors.username}
          />
          <TextInput
            label={t('field.fullName')}
            value={values.fullName}
            onChange={(v) => set('fullName', v)}
            error={errors.fullName}
          />
          <TextInput
            label={t('field.password')}
            type="password"
            autoComplete="new-password"
            required
            value={values.password}
            onChange={(v) => set('password', v)}
            error={errors.password}
          />
          <TextInput
            label={t('field.confirmPassword')}
            type="password"
            autoComplete="new-password"
            required
            value={values.confirmPassword}
            onChange={(v) => set('confirmPassword', v)}
            error={errors.confirmPassword}
          />
          <FormActions submitLabel={t('clone.submit')} submitting={form.submitting} />
        </form>
      </Panel>
    </Page>
  );
}
