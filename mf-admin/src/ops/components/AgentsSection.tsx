import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditing } from '@drawdesk/shared-kernel/forms';
import { useApiQuery } from '@drawdesk/shared-kernel/query';
import {
  Button,
  DataTable,
  Panel,
  type DataTableColumn,
  type DataTableHandle,
  type FetchPage,
} from '@drawdesk/shared-kernel/ui';
import { useCompanyOptions } from '../../common/useCompanyOptions';
import { opsApi, opsKeys, type CommStatus, type RemoteBetAgent } from '../api';
import { NAMESPACE, NAMESPACES } from '../i18n';
import { agentDraftOf, newAgentDraft, type AgentDraft } from '../model';
import { AgentEditor } from './AgentEditor';

/** The admin tool's remote bet agents: the list, their comm status on demand, create and edit. */
export function AgentsSection() {
  const { t } = useTranslation(NAMESPACE);
  // Read only when asked (Check comm status), and forgotten when the screen closes.
  const comm = useApiQuery(opsKeys.commStatus(), (signal) => opsApi.commStatus({ signal }), {
    enabled: false,
    gcTime: 0,
  });
  const status = useMemo(
    () => new Map((comm.data?.data ?? []).map((s): [number, CommStatus] => [s.remoteBetAgentId, s])),
    [comm.data],
  );
  const table = useRef<DataTableHandle>(null);
  const { editing, setEditing, close, saved } = useEditing<AgentDraft>(() => table.current?.refresh());
  const companies = useCompanyOptions(true);

  const fetchPage: FetchPage<RemoteBetAgent> = (q) => opsApi.remoteBetAgents(q);
  // Kept while the texts and comm status stay: new column definitions render the cells afresh
  // (their buttons are new elements), so an unrelated update (the company list read) keeps them.
  const columns = useMemo<DataTableColumn<RemoteBetAgent>[]>(() => {
    const commOf = (r: RemoteBetAgent) => status.get(r.id);
    const yesNo = (v: boolean) => (v ? t('common.yes') : t('common.no'));
    return [
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
        cell: (r) => (commOf(r) ? yesNo(commOf(r)!.reachable) : ''),
        exportable: false,
      },
      {
        id: 'authenticated',
        header: 'agents.authenticated',
        cell: (r) => (commOf(r) ? yesNo(commOf(r)!.authenticated) : ''),
        exportable: false,
      },
      {
        id: 'latencyMs',
        header: 'agents.latency',
        align: 'right',
        cell: (r) => commOf(r)?.latencyMs ?? '',
        exportable: false,
      },
      {
        id: 'message',
        header: 'agents.message',
        cell: (r) => commOf(r)?.message ?? t('agents.notChecked'),
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
  }, [t, status, setEditing]);
  return (
    <Panel title={t('agents.title')}>
      <DataTable
        ref={table}
        caption={t('agents.title')}
        columns={columns}
        fetchPage={fetchPage}
        searchable
        getRowId={(r) => String(r.id)}
        namespaces={NAMESPACES}
        rowTint={(r) => (status.get(r.id)?.authenticated === false ? 'danger' : undefined)}
        toolbar={
          <>
            <Button variant="secondary" onClick={() => setEditing(newAgentDraft())}>
              {t('agents.create')}
            </Button>
            <Button onClick={() => void comm.refetch()} disabled={comm.isFetching}>
              {comm.isFetching ? t('agents.checking') : t('agents.check')}
            </Button>
          </>
        }
      />
      {editing && <AgentEditor initial={editing} companies={companies} onClose={close} onSaved={saved} />}
    </Panel>
  );
}
