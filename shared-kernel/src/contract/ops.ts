// Contract of the ops area: API logs, remote bet agents, comm status and the admin tool.
import { Type, type Static } from '@sinclair/typebox';
import { API_LOG_METHODS } from './values';
import { BusinessDate, EnvelopeSchema, PagedEnvelopeSchema, PagingSchema, SearchField } from './envelope';

// ---- Configuration/GetApiLog (outbound) and GetApiRequestLog (inbound), GET query or POST body ----
export const ApiLogFilterSchema = Type.Composite([
  PagingSchema,
  Type.Object({
    /** Business dates (Asia/Kuala_Lumpur), inclusive. */
    fromDate: Type.Optional(BusinessDate()),
    toDate: Type.Optional(BusinessDate()),
    /** Part of the uri, case-insensitive. */
    uri: Type.Optional(Type.String({ maxLength: 200 })),
    method: Type.Optional(Type.Union(API_LOG_METHODS.map((m) => Type.Literal(m)))),
    /** The table search: the API user's username starts with it, or the uri contains it (case-insensitive). */
    search: SearchField(),
  }),
]);
export type ApiLogFilter = Static<typeof ApiLogFilterSchema>;

export const ApiLogRowSchema = Type.Object({
  id: Type.Integer(),
  direction: Type.Union([Type.Literal('inbound'), Type.Literal('outbound')]),
  apiUserId: Type.Union([Type.Integer(), Type.Null()]),
  apiUsername: Type.Union([Type.String(), Type.Null()]),
  /** The client address (inbound) or the remote host (outbound). */
  region: Type.String(),
  at: Type.String({ format: 'date-time' }),
  uri: Type.String(),
  method: Type.String(),
  /** Secrets (X-Api-Secret, Cookie, Authorization) are stored as '***'. */
  requestHeaders: Type.Record(Type.String(), Type.String()),
  requestBody: Type.String(),
  /** At most 64 KB. */
  responseContent: Type.String(),
  responseMessage: Type.String(),
  statusCode: Type.Union([Type.Integer(), Type.Null()]),
  durationMs: Type.Integer(),
});
export type ApiLogRow = Static<typeof ApiLogRowSchema>;
export const ApiLogReplySchema = PagedEnvelopeSchema(ApiLogRowSchema, Type.Null());

// ---- Remote bet agents ----
/** 1 active, 0 inactive (never posted to), 2 suspended (kept, skipped by distribution). */
export const RemoteAgentStatusSchema = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]);
export type RemoteAgentStatus = Static<typeof RemoteAgentStatusSchema>;

export const GetRemoteBetAgentsQuerySchema = Type.Composite([
  PagingSchema,
  Type.Object({
    /** Super admin only: one company's agents. */
    companyId: Type.Optional(Type.Integer({ minimum: 1 })),
    /** Part of the name, case-insensitive. */
    name: Type.Optional(Type.String({ maxLength: 50 })),
    /** The table search: the agent's name contains it, or its company's username starts with it (case-insensitive). */
    search: SearchField(),
  }),
]);
export type GetRemoteBetAgentsQuery = Static<typeof GetRemoteBetAgentsQuerySchema>;

/** A remote bet agent as every call returns it: never its secret. */
export const RemoteBetAgentSchema = Type.Object({
  id: Type.Integer(),
  companyId: Type.Integer(),
  companyName: Type.String(),
  name: Type.String(),
  url: Type.String(),
  opcode: Type.String(),
  hasSecret: Type.Boolean(),
  priority: Type.Integer(),
  postEnabled: Type.Boolean(),
  packageId: Type.Union([Type.Integer(), Type.Null()]),
  packageName: Type.Union([Type.String(), Type.Null()]),
  status: RemoteAgentStatusSchema,
  updatedAt: Type.String({ format: 'date-time' }),
});
export type RemoteBetAgent = Static<typeof RemoteBetAgentSchema>;
export const GetRemoteBetAgentsReplySchema = PagedEnvelopeSchema(RemoteBetAgentSchema, Type.Null());

export const ManageRemoteBetAgentBodySchema = Type.Object({
  /** Absent: create. */
  id: Type.Optional(Type.Integer({ minimum: 1 })),
  /** Super admin: the company the agent belongs to (required on create). A company: itself. */
  companyId: Type.Optional(Type.Integer({ minimum: 1 })),
  name: Type.String({ minLength: 1, maxLength: 50 }),
  url: Type.String({ pattern: '^https?://[^\\s]+$', maxLength: 500 }),
  opcode: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
  /** Write-only: required on create; absent on update keeps the stored one. Never returned. */
  secret: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  priority: Type.Integer({ minimum: 1, maximum: 999 }),
  postEnabled: Type.Boolean(),
  packageId: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  status: RemoteAgentStatusSchema,
});
export type ManageRemoteBetAgentBody = Static<typeof ManageRemoteBetAgentBodySchema>;
export const ManageRemoteBetAgentReplySchema = EnvelopeSchema(
  Type.Union([RemoteBetAgentSchema, Type.Null()]),
);

// ---- Configuration/GetCommStatus ----
export const GetCommStatusQuerySchema = Type.Object({
  remoteBetAgentId: Type.Optional(Type.Integer({ minimum: 1 })),
});
export const CommStatusSchema = Type.Object({
  remoteBetAgentId: Type.Integer(),
  name: Type.String(),
  url: Type.String(),
  /** Its /healthz answered 200. */
  reachable: Type.Boolean(),
  /** Its Account/IsLoggedIn accepted our opcode and secret. */
  authenticated: Type.Boolean(),
  /** Round trip of the /healthz call (null when it did not answer). */
  latencyMs: Type.Union([Type.Integer(), Type.Null()]),
  message: Type.String(),
});
export type CommStatus = Static<typeof CommStatusSchema>;
export const GetCommStatusReplySchema = EnvelopeSchema(
  Type.Union([Type.Array(CommStatusSchema), Type.Null()]),
);

// ---- Admin tool: maintenance jobs ----
export const JobRunStatusSchema = Type.Union([
  Type.Literal('running'),
  Type.Literal('done'),
  Type.Literal('failed'),
]);
export type JobRunStatus = Static<typeof JobRunStatusSchema>;
export const JobRunSchema = Type.Object({
  id: Type.Integer(),
  job: Type.String(),
  status: JobRunStatusSchema,
  message: Type.String(),
  startedBy: Type.Union([Type.Integer(), Type.Null()]),
  startedByUsername: Type.Union([Type.String(), Type.Null()]),
  startedAt: Type.String({ format: 'date-time' }),
  finishedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type JobRun = Static<typeof JobRunSchema>;

export const MaintenanceJobSchema = Type.Object({
  name: Type.String(),
  label: Type.String(),
  /** Scheduler period in ms; null = only by hand. */
  everyMs: Type.Union([Type.Integer(), Type.Null()]),
  /** Another run holds the lease now (on any instance). */
  running: Type.Boolean(),
  lastRun: Type.Union([JobRunSchema, Type.Null()]),
});
export type MaintenanceJob = Static<typeof MaintenanceJobSchema>;
export const GetMaintenanceJobsReplySchema = EnvelopeSchema(
  Type.Union([Type.Array(MaintenanceJobSchema), Type.Null()]),
);

export const RunMaintenanceJobBodySchema = Type.Object({ job: Type.String({ minLength: 1, maxLength: 64 }) });
export const JobOutcomeSchema = Type.Object({
  status: Type.Union([Type.Literal('done'), Type.Literal('failed'), Type.Literal('busy')]),
  message: Type.String(),
  runId: Type.Union([Type.Integer(), Type.Null()]),
});
export type JobOutcomeData = Static<typeof JobOutcomeSchema>;
/** success true only for 'done'; 'busy' and 'failed' are success false with the outcome in data. */
export const RunMaintenanceJobReplySchema = EnvelopeSchema(Type.Union([JobOutcomeSchema, Type.Null()]));

export const GetJobRunsQuerySchema = Type.Composite([
  PagingSchema,
  Type.Object({
    job: Type.Optional(Type.String({ maxLength: 64 })),
    /** The table search: the job's name contains it, or the starter's username starts with it (case-insensitive). */
    search: SearchField(),
  }),
]);
export type GetJobRunsQuery = Static<typeof GetJobRunsQuerySchema>;
export const GetJobRunsReplySchema = PagedEnvelopeSchema(JobRunSchema, Type.Null());
