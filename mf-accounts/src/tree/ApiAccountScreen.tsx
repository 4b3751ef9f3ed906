/**
 * /account/create-api-account (super admin): the API account of a company (name, url), and its
 * code: GenerateApiCode shows the opcode and the secret once, with a copy button.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ApiAccount, ApiCredentials } from '@drawdesk/shared-kernel/contract';
import { rule, type FormRules } from '@drawdesk/shared-kernel/domain';
import { SelectInput } from '@drawdesk/shared-kernel/forms';
import { Form, FormActions, TextField } from '@drawdesk/shared-kernel/forms/formik';
import { useApiQuery, useQueryClient } from '@drawdesk/shared-kernel/query';
import { Button, Modal, Page, Panel, confirmDialog, showDialog, theme } from '@drawdesk/shared-kernel/ui';
import { treeApi, treeKeys } from './api';
import { Warning } from './components/Warning';
import { NAMESPACE, ensureTreeResources } from './i18n';
import { useCompanies } from './useCompanies';

ensureTreeResources();

export const URL_RE = /^https?:\/\/\S+$/;
const API_RULES: FormRules = {
  name: [rule.required(), rule.maxLength(100)],
  url: [rule.required(), rule.maxLength(500), rule.pattern(URL_RE)],
};

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
  const [shown, setShown] = useState<ApiCredentials | null>(null);
  const queries = useQueryClient();
  const loaded = useApiQuery(
    treeKeys.apiAccount(userId),
    (signal) => treeApi.apiAccount(userId, { signal }),
    { enabled: userId > 0 },
  );
  const account = loaded.data?.data?.apiAccount ?? null;

  return (
    <Page titleKey="API_ACCOUNT">
      <Panel title={t('apiAccount.form')}>
        <div style={{ maxWidth: 420 }}>
          {/* Picks which company's API account the form below shows: a control, not a field of it. */}
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
                void queries.invalidateQueries({ queryKey: treeKeys.apiAccount(userId) });
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
  const save = async (values: { name: string; url: string }) => {
    const reply = await treeApi.saveApiAccount({
      userId,
      name: values.name.trim(),
      url: values.url.trim(),
    });
    if (!reply.success) return;
    onSaved(reply.data);
    if (!reply.data?.secret) await showDialog('success', t('apiAccount.saved'));
  };
  const generate = async () => {
    if (account?.hasSecret && !(await confirmDialog(t('apiAccount.regenerateConfirm')))) return;
    const reply = await treeApi.generateApiCode(userId);
    if (reply.success) onSaved(reply.data);
  };
  return (
    <>
      <Form
        initialValues={{ name: account?.name ?? '', url: account?.url ?? '' }}
        rules={API_RULES}
        onSubmit={save}
      >
        <TextField name="name" label={t('field.name')} required />
        <TextField name="url" label={t('field.url')} required type="url" />
        <FormActions submitLabel={t('apiAccount.save')} />
      </Form>
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
