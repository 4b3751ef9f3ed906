/**
 * The calls of the API logs and the admin tool (area 'Configuration'), typed from the kernel contract.
 * Types only come from the contract, so TypeBox stays out of the bundle.
 */
import { api, type CallOptions, type Paging } from '@drawdesk/shared-kernel/api';
import type {
  ApiLogRow,
  CommStatus,
  JobOutcomeData,
  JobRun,
  MaintenanceJob,
  ManageRemoteBetAgentBody,
  RemoteBetAgent,
  RemoteVersions,
  RolloutRule,
} from '@drawdesk/shared-kernel/contract';

export type {
  ApiLogRow,
  CommStatus,
  JobRun,
  MaintenanceJob,
  ManageRemoteBetAgentBody,
  RemoteBetAgent,
  RemoteVersions,
  RolloutRule,
};

/** The two API logs: outbound calls to remote systems, inbound API-account calls. */
export type ApiLogCall = 'GetApiLog' | 'GetApiRequestLog';

type ReadOptions = Omit<CallOptions, 'query' | 'method'>;

/** Query keys of the admin tool. */
export const opsKeys = {
  all: ['mf-admin', 'ops'] as const,
  remoteRollout: () => ['mf-admin', 'ops', 'remoteRollout'] as const,
  maintenanceJobs: () => ['mf-admin', 'ops', 'maintenanceJobs'] as const,
  commStatus: () => ['mf-admin', 'ops', 'commStatus'] as const,
};

export const opsApi = {
  /** One page of an API log with its filter fields and the table search (an API username's start or part of the uri). */
  apiLog: (call: ApiLogCall, filter: Record<string, string>, paging: Paging & { search?: string }) =>
    api.fetchPage<ApiLogRow>(
      'Configuration',
      call,
      { ...filter, ...(paging.search?.trim() ? { search: paging.search.trim() } : {}) },
      paging,
    ),
  remoteRollout: (opts?: ReadOptions) =>
    api.get<RemoteVersions[] | null>('Configuration', 'GetRemoteRollout', undefined, opts),
  updateRemoteRollout: (rule: RolloutRule) =>
    api.post<RemoteVersions | null>('Configuration', 'UpdateRemoteRollout', rule),
  maintenanceJobs: (opts?: ReadOptions) =>
    api.get<MaintenanceJob[] | null>('Configuration', 'GetMaintenanceJobs', undefined, opts),
  /** Runs a job now; the screen shows its own dialog for every outcome, so the client's is off. */
  runMaintenanceJob: (job: string) =>
    api.post<JobOutcomeData | null>('Configuration', 'RunMaintenanceJob', { job }, { failureDialog: false }),
  /** The table search: part of a job's name or the start of the starter's username. */
  jobRuns: (paging: Paging & { search?: string }) =>
    api.fetchPage<JobRun>(
      'Configuration',
      'GetJobRuns',
      { ...(paging.search?.trim() ? { search: paging.search.trim() } : {}) },
      paging,
    ),
  commStatus: (opts?: ReadOptions) =>
    api.get<CommStatus[] | null>('Configuration', 'GetCommStatus', undefined, opts),
  /** The table search: part of an agent's name or the start of its company's username. */
  remoteBetAgents: (paging: Paging & { search?: string }) =>
    api.fetchPage<RemoteBetAgent>(
      'Configuration',
      'GetRemoteBetAgents',
      { ...(paging.search?.trim() ? { search: paging.search.trim() } : {}) },
      paging,
    ),
  saveRemoteBetAgent: (body: ManageRemoteBetAgentBody) =>
    api.post<RemoteBetAgent | null>('Configuration', 'ManageRemoteBetAgent', body),
};
