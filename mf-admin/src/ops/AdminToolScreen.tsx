import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { api } from '@drawdesk/shared-kernel/api';
import type {
  CommStatus,
  ManageRemoteBetAgentBody,
  RemoteAgentStatus,
  JobOutcomeData,
  JobRun,
  MaintenanceJob,
  RemoteBetAgent,
  RemoteVersions,
  RolloutRule,
} from '@drawdesk/shared-kernel/contract';
import { formatDateTime } from '@drawdesk/shared-kernel/domain';
import {
  CheckboxGroup,
  CheckboxInput,
  FormActions,
  SelectInput,
  TextInput,
  useEditing,
  useForm,
  type FormErrors,
  type SelectOption,
} from '@drawdesk/shared-kernel/forms';
import {
  Button,
  confirmDialog,
  DataTable,
  Modal,
  Page,
  Panel,
  showDialog,
  Hint,
  theme,
  type DataTableColumn,
  type DataTableHandle,
  type FetchPage,
} from '@drawdesk/shared-kernel/ui';
import { useCompanyOptions } from '../common/companies';
import { Filters } from './ApiLogScreen';
import { NAMESPACE, NAMESPACES } from './i18n';

const ROLE_IDS = [1, 2, 3, 4, 5, 6] as const;

const Stack = styled.div`
  display: grid;
  gap: ${theme.space.md};
`;
const RemoteForm = styled(Filters)`
  border-top: 1px solid ${theme.colors.border};
  padding-top: ${theme.space.sm};
  fieldset {
    border: 0;
    padding: 0;
    margin: 0;
    display: flex;
    gap: ${theme.space.sm};
    font-size: ${theme.font.small};
  }
  fieldset label {
    flex-direction: row;
    align-items: center;
  }
`;
const Grid = styled.table`
  border-collapse: collapse;
  width: 100%;
  font-size: ${theme.font.small};
  th,
  td {
    border: 1px solid ${theme.colors.border};
    padding: 4px 8px;
    text-align: left;
  }
  thead th {
    background: ${theme.colors.headerBg};
  }
`;

// ---------------------------------------------------------------------------------------------
// Remote versions and rollout rules
// ---------------------------------------------------------------------------------------------

export interface RolloutDraft {
  stableVersion: string;
  candidateVersion: string;
  candidatePercent: string;
  candidateUsers: string;
  candidateRoles: number[];
}

export const draftOf = (rule: RolloutRule): RolloutDraft => ({
  stableVersion: rule.stableVersion,
  candidateVersion: rule.candidateVersion ?? '',
  candidatePercent: String(rule.candidatePercent),
  candidateUsers: rule.candidateUsers.join(', '),
  candidateRoles: [...rule.candidateRoles],
});

/** The UpdateRemoteRollout body of a draft: users split on commas, percent clamped to 0-100. */
export function ruleOf(remote: string, d: RolloutDraft): RolloutRule {
  const percent = Math.round(Number(d.candidatePercent));
  return {
    remote,
    stableVersion: d.stableVersion,
    candidateVersion: d.candidateVersion || null,
    candidatePercent: Number.isFinite(percent) ? Math.min(100, Math.max(0, percent)) : 0,
    candidateUsers: d.candidateUsers
      .split(',')
      .map((u) => u.trim())
      .filter(Boolean),
    candidateRoles: [...d.candidateRoles].sort((a, b) => a - b),
  };
}

function RemoteRollout({ item, onSaved }: { item: RemoteVersions; onSaved: (next: RemoteVersions) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const [draft, setDraft] = useState(() => draftOf(item.rule));
  const [saving, setSaving] = useState(false);
  useEffect(() => setDraft(draftOf(item.rule)), [item.rule]);
  const set = (key: keyof RolloutDraft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));
  const save = async (e: FormEvent) => {
    e.preventDefault();
    setSaving(true);
    try {
      const reply = await api.post<RemoteVersions | null>(
        'Configuration',
        'UpdateRemoteRollout',
        ruleOf(item.remote, draft),
      );
      if (!reply.success || !reply.data) return;
      onSaved(reply.data);
      void showDialog('success', t('rollout.saved', { remote: item.remote }));
    } finally {
      setSaving(false);
    }
  };
  const options = item.versions.map((v) => (
    <option key={v} value={v}>
      {v}
    </option>
  ));
  return (
    <RemoteForm onSubmit={save} aria-label={item.remote}>
      <strong style={{ minWidth: 110 }}>{item.remote}</strong>
      <span data-testid={`versions-${item.remote}`}>
        {t('rollout.versions')}: {item.versions.join(', ') || t('common.none')}
      </span>
      <label>
        {t('rollout.stable')}
        <select value={draft.stableVersion} onChange={set('stableVersion')}>
          {item.versions.includes(draft.stableVersion) ? null : (
            <option value={draft.stableVersion}>{draft.stableVersion}</option>
          )}
          {options}
        </select>
      </label>
      <label>
        {t('rollout.candidate')}
        <select value={draft.candidateVersion} onChange={set('candidateVersion')}>
          <option value="">{t('common.none')}</option>
          {options}
        </select>
      </label>
      <label>
        {t('rollout.percent')}
        <input
          type="number"
          min={0}
          max={100}
          step={1}
          value={draft.candidatePercent}
          onChange={set('candidatePercent')}
          style={{ width: 80 }}
        />
      </label>
      <label>
        {t('rollout.users')}
        <input type="text" value={draft.candidateUsers} onChange={set('candidateUsers')} />
      </label>
      <CheckboxGroup
        label={t('rollout.roles')}
        options={ROLE_IDS.map((role) => ({ value: role as number, label: t(`roles.r${role}`) }))}
        value={draft.candidateRoles}
        onChange={(candidateRoles) => setDraft((d) => ({ ...d, candidateRoles }))}
      />
      <Button type="submit" disabled={saving}>
        {t('rollout.save')}
      </Button>
    </RemoteForm>
  );
}

export function RolloutSection() {
  const { t } = useTranslation(NAMESPACE);
  const [items, setItems] = useState<RemoteVersions[] | null>(null);
  useEffect(() => {
    void api
      .get<RemoteVersions[] | null>('Configuration', 'GetRemoteRollout')
      .then((reply) => setItems(reply.success && reply.data ? reply.data : []));
  }, []);
  const saved = (next: RemoteVersions) =>
    setItems((list) => (list ?? []).map((i) => (i.remote === next.remote ? next : i)));
  return (
    <Panel title={t('rollout.title')}>
      <Hint>{t('rollout.hint')}</Hint>
      {items && items.length === 0 && <Hint>{t('rollout.nothing')}</Hint>}
      {items?.map((item) => (
        <RemoteRollout key={item.remote} item={item} onSaved={saved} />
      ))}
    </Panel>
  );
}

// ---------------------------------------------------------------------------------------------
// Maintenance jobs
// ---------------------------------------------------------------------------------------------

export function JobsSection() {
  const { t } = useTranslation(NAMESPACE);
  const [jobs, setJobs] = useState<MaintenanceJob[]>([]);
  const [running, setRunning] = useState<string | null>(null);
  const runs = useRef<DataTableHandle>(null);
  const jobName = (name: string, label: string) => t(`jobNames.${name}`, { defaultValue: label });
  const statusText = (status: JobRun['status']) =>
    status === 'done'
      ? t('jobs.statusDone')
      : status === 'failed'
        ? t('jobs.statusFailed')
        : t('jobs.statusRunning');

  const load = useCallback(async () => {
    const reply = await api.get<MaintenanceJob[] | null>('Configuration', 'GetMaintenanceJobs');
    if (reply.success && reply.data) setJobs(reply.data);
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const run = async (job: MaintenanceJob) => {
    const label = jobName(job.name, job.label);
    if (!(await confirmDialog(t('jobs.confirm', { job: label }), label))) return;
    setRunning(job.name);
    try {
      const reply = await api.post<JobOutcomeData | null>(
        'Configuration',
        'RunMaintenanceJob',
        { job: job.name },
        { failureDialog: false },
      );
      const outcome = reply.data;
      if (outcome?.status === 'done') void showDialog('success', outcome.message, label);
      else if (outcome?.status === 'busy') void showDialog('warning', t('jobs.busy', { job: label }), label);
      else void showDialog('error', reply.message ?? outcome?.message ?? '', label);
    } finally {
      setRunning(null);
      await load();
      runs.current?.refresh();
    }
  };

  const fetchRuns: FetchPage<JobRun> = (q) => api.fetchPage<JobRun>('Configuration', 'GetJobRuns', {}, q);
  const runColumns: DataTableColumn<JobRun>[] = [
    { id: 'startedAt', header: 'jobs.startedAt', value: (r) => formatDateTime(r.startedAt) },
    {
      id: 'job',
      header: 'jobs.job',
      value: (r) => jobName(r.job, jobs.find((j) => j.name === r.job)?.label ?? r.job),
    },
    { id: 'status', header: 'jobs.status', value: (r) => statusText(r.status) },
    { id: 'message', header: 'jobs.result' },
    {
      id: 'startedByUsername',
      header: 'jobs.startedBy',
      value: (r) => r.startedByUsername ?? t('jobs.scheduler'),
    },
    {
      id: 'finishedAt',
      header: 'jobs.finishedAt',
      value: (r) => (r.finishedAt ? formatDateTime(r.finishedAt) : ''),
    },
  ];

  return (
    <Panel title={t('jobs.title')}>
      <Grid aria-label={t('jobs.title')}>
        <thead>
          <tr>
            <th>{t('jobs.job')}</th>
            <th>{t('jobs.schedule')}</th>
            <th>{t('jobs.lastRun')}</th>
            <th>{t('jobs.result')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {jobs.map((job) => {
            const label = jobName(job.name, job.label);
            return (
              <tr key={job.name}>
                <th scope="row">{label}</th>
                <td>
                  {job.everyMs
                    ? t('jobs.everyMinutes', { minutes: Math.round(job.everyMs / 60_000) })
                    : t('jobs.byHand')}
                </td>
                <td>
                  {job.lastRun
                    ? `${formatDateTime(job.lastRun.startedAt)} · ${statusText(job.lastRun.status)}`
                    : t('jobs.never')}
                </td>
                <td>{job.lastRun?.message ?? ''}</td>
                <td>
                  <Button
                    compact
                    disabled={running !== null}
                    aria-label={`${t('jobs.run')} ${label}`}
                    onClick={() => void run(job)}
                  >
                    {t('jobs.run')}
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Grid>
      {running && (
        <Hint role="status">
          {t('jobs.running', {
            job: jobName(running, jobs.find((j) => j.name === running)?.label ?? running),
          })}
        </Hint>
      )}
      <h4>{t('jobs.runsTitle')}</h4>
      <DataTable
        ref={runs}
        caption={t('jobs.runsTitle')}
        columns={runColumns}
        fetchPage={fetchRuns}
        getRowId={(r) => String(r.id)}
        namespaces={NAMESPACES}
        initialPageSize={10}
        rowTint={(r) => (r.status === 'failed' ? 'danger' : undefined)}
      />
    </Panel>
  );
}

// ---------------------------------------------------------------------------------------------
// Remote bet agents and their comm status
// ---------------------------------------------------------------------------------------------

export interface AgentDraft {
  id?: number;
  companyId: number | undefined;
  name: string;
  url: string;
  opcode: string;
  secret: string;
  priority: string;
  postEnabled: boolean;
  status: RemoteAgentStatus;
}

export const newAgentDraft = (): AgentDraft => ({
  companyId: undefined,
  name: '',
  url: '',
  opcode: '',
  secret: '',
  priority: '1',
  postEnabled: true,
  status: 1,
});

export const agentDraftOf = (a: RemoteBetAgent): AgentDraft => ({
  id: a.id,
  companyId: a.companyId,
  name: a.name,
  url: a.url,
  opcode: a.opcode,
  secret: '',
  priority: String(a.priority),
  postEnabled: a.postEnabled,
  status: a.status,
});

/** Field errors ('common' keys), the server's rules: the secret is required only on create. */
export function validateAgent(d: AgentDraft): FormErrors<AgentDraft> {
  const errors: FormErrors<AgentDraft> = {};
  if (d.companyId === undefined) errors.companyId = 'REQUIRED_FIELD';
  if (!d.name.trim()) errors.name = 'REQUIRED_FIELD';
  else if (d.name.trim().length > 50) errors.name = 'MAX_LENGTH_EXCEEDED';
  if (!d.url.trim()) errors.url = 'REQUIRED_FIELD';
  else if (!/^https?:\/\/\S+$/.test(d.url.trim())) errors.url = 'INVALID_FORMAT';
  if (!d.opcode.trim()) errors.opcode = 'REQUIRED_FIELD';
  else if (!/^[A-Za-z0-9_-]{1,64}$/.test(d.opcode.trim())) errors.opcode = 'INVALID_FORMAT';
  if (d.id === undefined && !d.secret) errors.secret = 'REQUIRED_FIELD';
  const priority = Number(d.priority);
  if (!/^\d+$/.test(d.priority.trim())) errors.priority = 'INVALID_FORMAT';
  else if (priority < 1) errors.priority = 'MIN_ERROR';
  else if (priority > 999) errors.priority = 'MAX_ERROR';
  return errors;
}

/** The ManageRemoteBetAgent body: a blank secret on update is left out (keeps the stored one). */
export function agentBody(d: AgentDraft): ManageRemoteBetAgentBody {
  const body: ManageRemoteBetAgentBody = {
    name: d.name.trim(),
    url: d.url.trim(),
    opcode: d.opcode.trim(),
    priority: Number(d.priority),
    postEnabled: d.postEnabled,
    status: d.status,
  };
  if (d.id !== undefined) body.id = d.id;
  if (d.companyId !== undefined) body.companyId = d.companyId;
  if (d.secret) body.secret = d.secret;
  return body;
}

function AgentEditor({
  initial,
  companies,
  onClose,
  onSaved,
}: {
  initial: AgentDraft;
  companies: readonly SelectOption<number>[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const form = useForm<AgentDraft>({
    initialValues: initial,
    validate: validateAgent,
    onSubmit: async (draft) => {
      const reply = await api.post<RemoteBetAgent | null>(
        'Configuration',
        'ManageRemoteBetAgent',
        agentBody(draft),
      );
      if (!reply.success) return;
      void showDialog('success', t('agents.saved'));
      onSaved();
    },
  });
  const title = initial.id ? t('agents.editTitle', { name: initial.name }) : t('agents.createTitle');
  const statusOptions: { value: RemoteAgentStatus; label: string }[] = [
    { value: 1, label: t('agents.status1') },
    { value: 0, label: t('agents.status0') },
    { value: 2, label: t('agents.status2') },
  ];
  return (
    <Modal open title={title} onClose={onClose} width="640px">
      <form {...form.formProps} aria-label={title}>
        <SelectInput
          label={t('agents.company')}
          required
          placeholder=""
          disabled={initial.id !== undefined}
          options={companies}
          {...form.field('companyId')}
        />
        <TextInput label={t('agents.name')} required maxLength={50} {...form.field('name')} />
        <TextInput label={t('agents.url')} required maxLength={500} {...form.field('url')} />
        <TextInput label={t('agents.opcode')} required maxLength={64} {...form.field('opcode')} />
        <TextInput
          label={t('agents.secret')}
          type="password"
          autoComplete="new-password"
          required={initial.id === undefined}
          hint={initial.id !== undefined ? t('agents.secretKeep') : undefined}
          maxLength={200}
          {...form.field('secret')}
        />
        <TextInput label={t('agents.priority')} required inputMode="numeric" {...form.field('priority')} />
        <SelectInput label={t('agents.status')} options={statusOptions} {...form.field('status')} />
        <CheckboxInput
          label={t('agents.postEnabled')}
          checked={form.values.postEnabled}
          onChange={(v) => form.setValue('postEnabled', v)}
        />
        <FormActions
          submitLabel={t('agents.save')}
          cancelLabel={t('agents.cancel')}
          onCancel={onClose}
          submitting={form.submitting}
        />
      </form>
    </Modal>
  );
}

export function AgentsSection() {
  const { t } = useTranslation(NAMESPACE);
  const [status, setStatus] = useState<Map<number, CommStatus>>(new Map());
  const [checking, setChecking] = useState(false);
  const table = useRef<DataTableHandle>(null);
  const { editing, setEditing, close, saved } = useEditing<AgentDraft>(() => table.current?.refresh());
  const companies = useCompanyOptions(true);
  const yesNo = (v: boolean) => (v ? t('common.yes') : t('common.no'));

  const check = async () => {
    setChecking(true);
    try {
      const reply = await api.get<CommStatus[] | null>('Configuration', 'GetCommStatus');
      if (reply.success && reply.data) setStatus(new Map(reply.data.map((s) => [s.remoteBetAgentId, s])));
    } finally {
      setChecking(false);
    }
  };
  const comm = (r: RemoteBetAgent) => status.get(r.id);
  const fetchPage: FetchPage<RemoteBetAgent> = (q) =>
    api.fetchPage<RemoteBetAgent>('Configuration', 'GetRemoteBetAgents', {}, q);
  const columns: DataTableColumn<RemoteBetAgent>[] = [
    { id: 'priority', header: 'agents.priority', kind: 'number' },
    { id: 'name', header: 'agents.name' },
    { id: 'companyName', header: 'agents.company' },
    { id: 'url', header: 'agents.url' },
    { id: 'postEnabled', header: 'agents.postEnabled', value: (r) => yesNo(r.postEnabled) },
    { id: 'status', header: 'agents.status', value: (r) => t(`agents.status${r.status}`) },
    // Comm status comes after the rows: render it (cells re-render, cached row values would not).
    {
      id: 'reachable',
      header: 'agents.reachable',
      cell: (r) => (comm(r) ? yesNo(comm(r)!.reachable) : ''),
      exportable: false,
    },
    {
      id: 'authenticated',
      header: 'agents.authenticated',
      cell: (r) => (comm(r) ? yesNo(comm(r)!.authenticated) : ''),
      exportable: false,
    },
    {
      id: 'latencyMs',
      header: 'agents.latency',
      align: 'right',
      cell: (r) => comm(r)?.latencyMs ?? '',
      exportable: false,
    },
    {
      id: 'message',
      header: 'agents.message',
      cell: (r) => comm(r)?.message ?? t('agents.notChecked'),
      exportable: false,
    },
    {
      id: 'actions',
      header: 'agents.actions',
      exportable: false,
      cell: (r) => (
        <Button
          compact
          variant="secondary"
          aria-label={`${t('agents.edit')} ${r.name}`}
          onClick={() => setEditing(agentDraftOf(r))}
        >
          {t('agents.edit')}
        </Button>
      ),
    },
  ];
  return (
    <Panel title={t('agents.title')}>
      <DataTable
        ref={table}
        caption={t('agents.title')}
        columns={columns}
        fetchPage={fetchPage}
        getRowId={(r) => String(r.id)}
        namespaces={NAMESPACES}
        rowTint={(r) => (comm(r) && !comm(r)!.authenticated ? 'danger' : undefined)}
        toolbar={
          <>
            <Button variant="secondary" onClick={() => setEditing(newAgentDraft())}>
              {t('agents.create')}
            </Button>
            <Button onClick={() => void check()} disabled={checking}>
              {checking ? t('agents.checking') : t('agents.check')}
            </Button>
          </>
        }
      />
      {editing && <AgentEditor initial={editing} companies={companies} onClose={close} onSaved={saved} />}
    </Panel>
  );
}

/** /admin-tool (super admin): remote rollout, maintenance jobs, remote bet agents. */
export default function AdminToolScreen() {
  return (
    <Page titleKey="ADMIN_TOOL">
      <Stack>
        <RolloutSection />
        <JobsSection />
        <AgentsSection />
      </Stack>
    </Page>
  );
}
