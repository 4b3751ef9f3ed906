import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDateTime } from '@drawdesk/shared-kernel/domain';
import { useApiQuery, useQueryClient } from '@drawdesk/shared-kernel/query';
import {
  Button,
  confirmDialog,
  DataTable,
  Hint,
  Panel,
  showDialog,
  theme,
  type DataTableColumn,
  type DataTableHandle,
  type FetchPage,
} from '@drawdesk/shared-kernel/ui';
import { opsApi, opsKeys, type JobRun, type MaintenanceJob } from '../api';
import { NAMESPACE, NAMESPACES } from '../i18n';

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

const NO_JOBS: MaintenanceJob[] = [];

/** The admin tool's maintenance jobs: schedule and last run of each, run one by hand, and the run history. */
export function JobsSection() {
  const { t } = useTranslation(NAMESPACE);
  const client = useQueryClient();
  const jobsQuery = useApiQuery(opsKeys.maintenanceJobs(), (signal) => opsApi.maintenanceJobs({ signal }));
  const jobs = jobsQuery.data?.data ?? NO_JOBS;
  // The table shows once the jobs were read (empty when the read failed).
  const [running, setRunning] = useState<string | null>(null);
  const runs = useRef<DataTableHandle>(null);
  const jobName = (name: string, label: string) => t(`jobNames.${name}`, { defaultValue: label });
  const statusText = (status: JobRun['status']) =>
    status === 'done'
      ? t('jobs.statusDone')
      : status === 'failed'
        ? t('jobs.statusFailed')
        : t('jobs.statusRunning');

  const run = async (job: MaintenanceJob) => {
    const label = jobName(job.name, job.label);
    if (!(await confirmDialog(t('jobs.confirm', { job: label }), label))) return;
    setRunning(job.name);
    try {
      const reply = await opsApi.runMaintenanceJob(job.name);
      const outcome = reply.data;
      if (outcome?.status === 'done') void showDialog('success', outcome.message, label);
      else if (outcome?.status === 'busy') void showDialog('warning', t('jobs.busy', { job: label }), label);
      else void showDialog('error', reply.message ?? outcome?.message ?? '', label);
    } finally {
      setRunning(null);
      // The job's last run and the run history changed: read both again.
      await client.invalidateQueries({ queryKey: opsKeys.maintenanceJobs() });
      runs.current?.refresh();
    }
  };

  const fetchRuns: FetchPage<JobRun> = (q) => opsApi.jobRuns(q);
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
      {!jobsQuery.isPending && (
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
      )}
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
        urlKey="runs"
        caption={t('jobs.runsTitle')}
        columns={runColumns}
        fetchPage={fetchRuns}
        searchable
        getRowId={(r) => String(r.id)}
        namespaces={NAMESPACES}
        initialPageSize={10}
        rowTint={(r) => (r.status === 'failed' ? 'danger' : undefined)}
      />
    </Panel>
  );
}
