/**
 * /account/create-api-account (super admin): the API account of a company (name, url), and its
 * code: GenerateApiCode shows the opcode and the secret once, with a copy button.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ApiAccount, ApiCredentials } from '@drawdesk/shared-kernel/contract';
import { rule } from '@drawdesk/shared-kernel/domain';
import { FormActions, SelectInput, TextInput, rulesValidator, useForm } from '@drawdesk/shared-kernel/forms';
import { Button, Modal, Page, Panel, confirmDialog, showDialog, theme } from '@drawdesk/shared-kernel/ui';
import { treeApi } from './api';
import { Warning } from './components/Warning';
import { NAMESPACE, ensureTreeResources } from './i18n';
import { useCompanies } from './useCompanies';

ensureTreeResources();

export const URL_RE = /^https?:\/\/\S+$/;
const validateApi = rulesValidator<{ name: string; url: string }>({
  name: [rule.required(), rule.maxLength(100)],
  url: [rule.required(), rule.maxLength(500), rule.pattern(URL_RE)],
});

const Code = styled.code`
  display: block;
  padding: 6px 8px;
  background: ${theme.colors.headerBg};
  border-radius: ${theme.radius};
  word-break: break-all;
  margin: 4px 0 ${theme.space.sm};
`;

export default function ApiAccountScreen() {
  const { t } = useTranslation(NAMESPACE);
  const companies = useCompanies();
  const [companyId, setCompanyId] = useState('');
  const userId = Number(companyId || companies[0]?.userId || 0);
  const [account, setAccount] = useState<ApiAccount | null>(null);
  const [shown, setShown] = useState<ApiCredentials | null>(null);

  useEffect(() => {
    if (!userId) return undefined;
    let live = true;
    setAccount(null);
    void treeApi
      .apiAccount(userId)
      .then((reply) => live && reply.success && setAccount(reply.data?.apiAccount ?? null));
    return () => {
      live = false;
    };
  }, [userId]);

  return (
    <Page titleKey="API_ACCOUNT">
      <Panel title={t('apiAccount.form')}>
        <div style={{ maxWidth: 420 }}>
          <SelectInput
            label={t('field.company')}
            value={String(userId || '')}
            onChange={setCompanyId}
            options={companies.map((c) => ({ value: String(c.userId), label: c.username }))}
          />
          {userId > 0 && (
            <ApiForm
              key={`${userId}-${account?.updatedAt ?? 'none'}`}
              userId={userId}
              account={account}
              onSaved={(credentials) => {
                if (credentials?.secret) setShown(credentials);
                void treeApi
                  .apiAccount(userId)
                  .then((reply) => reply.success && setAccount(reply.data?.apiAccount ?? null));
              }}
            />
          )}
        </div>
      </Panel>
      {shown && <SecretModal credentials={shown} onClose={() => setShown(null)} />}
    </Page>
  );
}

function ApiForm({
  userId,
  account,
  onSaved,
}: {
  userId: number;
  account: ApiAccount | null;
  onSaved: (c: ApiCredentials | null) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const form = useForm({
    initialValues: { name: account?.name ?? '', url: account?.url ?? '' },
    validate: validateApi,
    onSubmit: async (values) => {
      const reply = await treeApi.saveApiAccount({
        userId,
        name: values.name.trim(),
        url: values.url.trim(),
      });
      if (!reply.success) return;
      onSaved(reply.data);
      if (!reply.data?.secret) await showDialog('success', t('apiAccount.saved'));
    },
  });
  const generate = async () => {
    if (account?.hasSecret && !(await confirmDialog(t('apiAccount.regenerateConfirm')))) return;
    const reply = await treeApi.generateApiCode(userId);
    if (reply.success) onSaved(reply.data);
  };
  return (
    <>
      <form {...form.formProps}>
        <TextInput
          label={t('field.name')}
          required
          value={form.values.name}
          onChange={(v) => form.setValue('name', v)}
          error={form.errors.name}
        />
        <TextInput
          label={t('field.url')}
          required
          type="url"
          value={form.values.url}
          onChange={(v) => form.setValue('url', v)}
          error={form.errors.url}
        />
        <FormActions submitLabel={t('apiAccount.save')} submitting={form.submitting} />
      </form>
      {account ? (
        <div>
          <div>{t('col.opcode')}</div>
          <Code data-testid="api-opcode">{account.opcode || '-'}</Code>
          <Button onClick={() => void generate()}>{t('apiAccount.generate')}</Button>
        </div>
      ) : (
        <p>{t('apiAccount.none')}</p>
      )}
    </>
  );
}

function SecretModal({ credentials, onClose }: { credentials: ApiCredentials; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(`${credentials.opcode}\n${credentials.secret ?? ''}`);
    setCopied(true);
  };
  return (
    <Modal
      open
      title={t('apiAccount.codeTitle')}
      onClose={onClose}
      footer={
        <Button variant="primary" onClick={onClose}>
          OK
        </Button>
      }
    >
      <Warning role="alert">{t('apiAccount.onceWarning')}</Warning>
      <div>{t('col.opcode')}</div>
      <Code data-testid="api-code-opcode">{credentials.opcode}</Code>
      <div>{t('apiAccount.secret')}</div>
      <Code data-testid="api-code-secret">{credentials.secret}</Code>
      <Button data-autofocus onClick={() => void copy()}>
        {copied ? t('apiAccount.copied') : t('apiAccount.copy')}
      </Button>
    </Modal>
  );
}
