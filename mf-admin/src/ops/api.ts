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
  /** One page of an API log with its filter fields. */
  apiLog: (call: ApiLogCall, filter: Record<string, string>, paging: Paging) =>
    api.fetchPage<ApiLogRow>('Configuration', call, filter, paging),
  remoteRollout: (opts?: ReadOptions) =>
    api.get<RemoteVersions[] | null>('Configuration', 'GetRemoteRollout', undefined, opts),
  updateRemoteRollout: (rule: RolloutRule) =>
    api.post<RemoteVersions | null>('Configuration', 'UpdateRemoteRollout', rule),
  maintenanceJobs: (opts?: ReadOptions) =>
    api.get<MaintenanceJob[] | null>('Configuration', 'GetMaintenanceJobs', undefined, opts),
  /** Runs a job now; the screen shows its own dialog for every outcome, so the client's is off. */
  runMaintenanceJob: (job: string) =>
    api.post<JobOutcomeData | null>('Configuration', 'RunMaintenanceJob', { job }, { failureDialog: false }),
  jobRuns: (paging: Paging) => api.fetchPage<JobRun>('Configuration', 'GetJobRuns', {}, paging),
  commStatus: (opts?: ReadOptions) =>
    api.get<CommStatus[] | null>('Configuration', 'GetCommStatus', undefined, opts),
  remoteBetAgents: (paging: Paging) =>
    api.fetchPage<RemoteBetAgent>('Configuration', 'GetRemoteBetAgents', {}, paging),
  saveRemoteBetAgent: (body: ManageRemoteBetAgentBody) =>
    api.post<RemoteBetAgent | null>('Configuration', 'ManageRemoteBetAgent', body),
};
