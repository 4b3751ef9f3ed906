import { useMemo, useState } from 'react';
import { businessDate, formatAmount, POOLS } from '@drawdesk/shared-kernel/domain';
import { BET_CODES } from '@drawdesk/shared-kernel/domain/betting';
import {
  Form,
  GridField,
  SelectField,
  TextAreaField,
  TextField,
  useFormContext,
} from '@drawdesk/shared-kernel/forms/formik';
import { TextArea } from '@drawdesk/shared-kernel/forms';
import { useApiQuery } from '@drawdesk/shared-kernel/query';
import { useSearchParams } from '@drawdesk/shared-kernel/routing';
import { Button, confirmDialog, ControlBar, FieldGrid, Hint, Page, Panel } from '@drawdesk/shared-kernel/ui';
import { postingApi, postingKeys, type DoDistributeData, type PostingRemoteAgentRow } from './api';
import { Actions, RowLink, showRefusal, Warning } from './components/bits';
import { useCompanyChoice } from './components/useCompanyChoice';
import { registerPostingTranslations, usePostingT } from './i18n';
import {
  emptyManualLine,
  invoiceHref,
  isDate,
  isPoolId,
  manualBody,
  manualErrors,
  manualRequest,
  readId,
  sameRequest,
  type ManualRequest,
  type ManualValues,
} from './model';

registerPostingTranslations();

/** What the last preview showed: the request it was made of and the bet string. */
interface Preview {
  request: ManualRequest;
  betString: string;
}

/**
 * /posting/ManualDistribute (super admin and company): the user picks the draw, the pool and a
 * remote agent (GetRemoteAgents) and gives amounts per number and code or types a bet string;
 * "Preview" shows the bet string that would be sent (TranslateToBetString for amounts); "Send"
 * (after a confirmation) places it (DoManualDistribute) only while the form still says what was
 * previewed. The result lists the invoices with links to their detail.
 */
export default function ManualDistributeScreen() {
  const { t } = usePostingT();
  const [params] = useSearchParams();
  const company = useCompanyChoice();
  const [preview, setPreview] = useState<Preview | null>(null);
  const [result, setResult] = useState<{ data: DoDistributeData; agents: PostingRemoteAgentRow[] } | null>(
    null,
  );
  const text = params.toString();
  const initial = useMemo<ManualValues>(() => {
    const q = new URLSearchParams(text);
    const drawDate = q.get('drawDate');
    const poolId = readId(q.get('poolId'));
    return {
      drawDate: isDate(drawDate) ? drawDate : businessDate(new Date()),
      poolId: poolId !== undefined && isPoolId(poolId) ? poolId : 1,
      agentId: readId(q.get('agentId')) ?? 0,
      companyId: company.superAdmin ? (readId(q.get('companyId')) ?? 0) : 0,
      mode: 'items',
      items: [emptyManualLine()],
      betString: '',
    };
  }, [text, company.superAdmin]);

  return (
    <Page titleKey="MANUAL_DISTRIBUTE">
      <Panel>
        <Form<ManualValues>
          label={t('MANUAL_DISTRIBUTE', { ns: ['common'] })}
          initialValues={initial}
          enableReinitialize
          validate={(v) => {
            const errors = manualErrors(v);
            // The kit translates 'common' keys only: this feature's own message goes translated.
            return errors.items === 'manual.noLines' ? { ...errors, items: t('manual.noLines') } : errors;
          }}
          onSubmit={async (v) => {
            // Enter and "Preview" submit: the form is valid here.
            const request = manualRequest(v);
            if (!request) return;
            if (request.mode === 'betString') {
              setPreview({ request, betString: request.betString });
              return;
            }
            const reply = await postingApi.translate({
              drawDate: request.drawDate,
              poolId: request.poolId,
              items: request.items,
            });
            if (reply.success && reply.data) setPreview({ request, betString: reply.data.betString });
            else await showRefusal(reply);
            return reply;
          }}
        >
          <ManualFields
            superAdmin={company.superAdmin}
            companyOptions={company.ready ? company.options : null}
            preview={preview}
            onSent={(data, agents) => {
              setResult({ data, agents });
              setPreview(null);
            }}
          />
        </Form>
        {result && <ManualResult data={result.data} agents={result.agents} />}
      </Panel>
    </Page>
  );
}

function ManualFields({
  superAdmin,
  companyOptions,
  preview,
  onSent,
}: {
  superAdmin: boolean;
  /** The super admin's companies (null while they load). */
  companyOptions: { value: number; label: string }[] | null;
  preview: Preview | null;
  onSent: (data: DoDistributeData, agents: PostingRemoteAgentRow[]) => void;
}) {
  const { t } = usePostingT();
  const { values, isSubmitting } = useFormContext<ManualValues>();
  const [sending, setSending] = useState(false);
  const companyId = superAdmin && values.companyId ? values.companyId : undefined;
  const agents = useApiQuery(
    postingKeys.agents(companyId),
    (signal) => postingApi.remoteAgents(companyId, signal),
    { enabled: !superAdmin || companyId !== undefined },
  );
  const agentRows = useMemo(() => agents.data?.rows ?? [], [agents.data]);
  const agentOptions = [
    { value: 0, label: t('manual.chooseAgent') },
    ...agentRows.map((a) => ({
      value: a.agentId,
      label: a.postEnabled && a.status === 1 ? a.name : t('manual.disabled', { name: a.name }),
    })),
  ];
  const pools = POOLS.map((p) => ({ value: p.id as number, label: p.displayName }));
  const codes = BET_CODES.map((c) => ({ value: c as string, label: c }));
  const now = manualRequest(values);
  const current = sameRequest(preview?.request ?? null, now);
  const agentName = agentRows.find((a) => a.agentId === values.agentId)?.name ?? '';

  const send = async () => {
    if (!preview || !current || !now) return;
    if (!(await confirmDialog(t('manual.confirm', { agent: agentName })))) return;
    setSending(true);
    try {
      const reply = await postingApi.doManualDistribute(manualBody(now, companyId));
      if (reply.success && reply.data) onSent(reply.data, agentRows);
      else await showRefusal(reply);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <FieldGrid>
        {superAdmin && companyOptions && (
          <SelectField<number> name="companyId" label={t('filter.company')} options={companyOptions} />
        )}
        <TextField name="drawDate" type="date" label={t('manual.drawDate')} required />
        <SelectField<number> name="poolId" label={t('manual.pool')} options={pools} required />
        <SelectField<number> name="agentId" label={t('manual.agent')} options={agentOptions} required />
        <SelectField<string>
          name="mode"
          label={t('manual.mode')}
          options={[
            { value: 'items', label: t('manual.modeItems') },
            { value: 'betString', label: t('manual.modeBetString') },
          ]}
        />
      </FieldGrid>
      {agents.isSuccess && agentRows.length === 0 && <Warning role="alert">{t('manual.noAgents')}</Warning>}
      {values.mode === 'items' ? (
        <GridField
          name="items"
          label={t('manual.items')}
          columns={[
            { name: 'number', label: t('col.number'), maxLength: 6 },
            { name: 'code', label: t('col.code'), kind: 'select', options: codes },
            { name: 'amount', label: t('col.amount'), kind: 'amount' },
          ]}
          newRow={emptyManualLine}
          removable
          minRows={1}
          maxRows={500}
          addLabel={t('manual.addRow')}
          removeLabel={t('manual.removeRow')}
        />
      ) : (
        <TextAreaField name="betString" label={t('manual.betString')} rows={8} required />
      )}
      <ControlBar>
        <Button type="submit" disabled={isSubmitting || sending}>
          {t('manual.preview')}
        </Button>
        <Button variant="primary" disabled={!current || sending} onClick={() => void send()}>
          {t('manual.send')}
        </Button>
      </ControlBar>
      {preview && (
        <>
          <TextArea
            label={t('manual.previewTitle')}
            value={preview.betString}
            onChange={() => undefined}
            readOnly
            rows={Math.min(12, preview.betString.split('\n').length + 1)}
          />
          {!current && <Hint role="status">{t('manual.changed')}</Hint>}
        </>
      )}
    </>
  );
}

function ManualResult({ data, agents }: { data: DoDistributeData; agents: PostingRemoteAgentRow[] }) {
  const { t } = usePostingT();
  const nameOf = (id: number) => agents.find((a) => a.agentId === id)?.name ?? String(id);
  return (
    <section aria-label={t('manual.result')} data-testid="manual-result">
      <h2>{t('manual.result')}</h2>
      {data.invoices.length === 0 ? (
        <Hint>{t('manual.noInvoice')}</Hint>
      ) : (
        <table>
          <thead>
            <tr>
              <th>{t('col.invoiceId')}</th>
              <th>{t('col.agent')}</th>
              <th>{t('col.remoteTicketNo')}</th>
              <th>{t('col.gross')}</th>
              <th>{t('col.net')}</th>
            </tr>
          </thead>
          <tbody>
            {data.invoices.map((inv) => (
              <tr key={inv.invoiceId}>
                <td>
                  <RowLink to={invoiceHref(inv.invoiceId)}>{inv.invoiceId}</RowLink>
                </td>
                <td>{nameOf(inv.agentId)}</td>
                <td>{inv.remoteTicketNo ?? ''}</td>
                <td style={{ textAlign: 'right' }}>{formatAmount(inv.gross)}</td>
                <td style={{ textAlign: 'right' }}>{formatAmount(inv.net)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Actions>
        <Hint>{t('manual.undistributed', { amount: formatAmount(data.undistributed) })}</Hint>
      </Actions>
    </section>
  );
}
