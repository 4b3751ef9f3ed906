import type {
  CommStatus,
  GetRemoteBetAgentsQuery,
  ManageRemoteBetAgentBody,
  RemoteAgentStatus,
  RemoteBetAgent,
} from '@drawdesk/shared-kernel/contract';
import { Role } from '@drawdesk/shared-kernel/domain';
import type { AuthContext } from '../../auth/sessionUser';
import { writeAudit } from '../../db/audit';
import { inTransaction } from '../../db/retry';
import { BusinessError, forbidden } from '../../http/errors';
import { holdsRole } from '../../http/guards';
import type { AreaDeps } from '../../areaDeps';
import type { Page } from '../../http/pagedCalls';
import { callRemote } from '../../http/outbound';
import {
  countRemoteAgents,
  insertRemoteAgent,
  remoteAgentNameTaken,
  selectAgentCompany,
  selectPackageOwner,
  selectRemoteAgentById,
  selectRemoteAgents,
  selectRemoteAgentsPage,
  updateRemoteAgent,
  type RemoteAgentRow,
  type RemoteAgentValues,
} from './queries';

/**
 * Remote bet agents (DOMAIN 13): other systems this one posts to, reached with an API account
 * (url, opcode, secret). The super admin manages all of them; a company (or its sub-account) its
 * own. The secret is write-only: kept to sign outbound calls, never returned nor audited.
 */

/** The company whose agents the caller manages, or null for the super admin (all). */
function agentScope(ctx: AuthContext): number | null {
  if (holdsRole(ctx, [Role.SuperAdmin])) return null;
  if (holdsRole(ctx, [Role.Company]) && ctx.user.companyId !== null) return ctx.user.companyId;
  throw forbidden();
}

const toAgent = (r: RemoteAgentRow): RemoteBetAgent => ({
  id: Number(r.id),
  companyId: Number(r.company_id),
  companyName: r.company_name,
  name: r.name,
  url: r.url,
  opcode: r.opcode,
  hasSecret: r.secret !== '',
  priority: r.priority,
  postEnabled: r.post_enabled,
  packageId: r.package_id === null ? null : Number(r.package_id),
  packageName: r.package_name,
  status: r.status as RemoteAgentStatus,
  updatedAt: new Date(r.updated_at).toISOString(),
});

/** Configuration/GetRemoteBetAgents: by priority then name, paged. */
export async function getRemoteBetAgents(
  deps: AreaDeps,
  ctx: AuthContext,
  query: GetRemoteBetAgentsQuery,
): Promise<Page<RemoteBetAgent>> {
  const scope = agentScope(ctx);
  const filter = {
    companyId: scope !== null ? scope : (query.companyId ?? null),
    name: query.name?.trim(),
    search: query.search,
  };
  const totalCount = await countRemoteAgents(deps.db, filter);
  const rows = await selectRemoteAgentsPage(deps.db, filter, {
    startCount: query.StartCount,
    pageSize: query.PageSize,
  });
  return { totalCount, rows: rows.map(toAgent) };
}

async function agentById(deps: AreaDeps, ctx: AuthContext, id: number): Promise<RemoteAgentRow> {
  const scope = agentScope(ctx);
  const row = await selectRemoteAgentById(deps.db, id);
  if (!row || (scope !== null && Number(row.company_id) !== scope))
    throw new BusinessError('No record found!');
  return row;
}

const audited = (b: {
  companyId: number;
  name: string;
  url: string;
  opcode: string;
  priority: number;
  postEnabled: boolean;
  packageId: number | null;
  status: number;
}) => ({ ...b });

/** Configuration/ManageRemoteBetAgent: create (no id) or update; audited without the secret. */
export async function manageRemoteBetAgent(
  deps: AreaDeps,
  ctx: AuthContext,
  body: ManageRemoteBetAgentBody,
): Promise<RemoteBetAgent> {
  const scope = agentScope(ctx);
  const name = body.name.trim();
  const url = body.url.trim().replace(/\/+$/, '');
  const opcode = body.opcode.trim();
  if (!name) throw new BusinessError('The remote agent name is required.');
  if (body.secret !== undefined && body.secret.trim() === '')
    throw new BusinessError('The secret cannot be blank.');

  const existing = body.id !== undefined ? await agentById(deps, ctx, body.id) : null;
  let companyId: number;
  if (existing) {
    companyId = Number(existing.company_id);
    if (scope === null && body.companyId !== undefined && body.companyId !== companyId)
      throw new BusinessError('A remote agent cannot move to another company.');
  } else if (scope !== null) {
    if (body.companyId !== undefined && body.companyId !== scope) throw forbidden();
    companyId = scope;
  } else {
    if (body.companyId === undefined) throw new BusinessError('Choose the company of the remote agent.');
    companyId = body.companyId;
  }
  if (!existing && body.secret === undefined) throw new BusinessError('The secret is required.');

  const company = await selectAgentCompany(deps.db, companyId);
  if (!company || company.role_id !== Role.Company || company.main_account_id !== null)
    throw new BusinessError('A remote agent belongs to a company.');

  const packageId = body.packageId ?? null;
  if (packageId !== null) {
    const ownerId = await selectPackageOwner(deps.db, packageId);
    // The company's own packages or one of an upline (the super admin's).
    if (ownerId === undefined || !company.path.map(String).includes(ownerId))
      throw new BusinessError('Invalid Package Info');
  }

  const next = audited({
    companyId,
    name,
    url,
    opcode,
    priority: body.priority,
    postEnabled: body.postEnabled,
    packageId,
    status: body.status,
  });
  const id = await inTransaction(deps.db, async (trx) => {
    if (await remoteAgentNameTaken(trx, companyId, name, existing?.id ?? null))
      throw new BusinessError(`A remote agent named ${name} already exists.`);
    const values: RemoteAgentValues = {
      name,
      url,
      opcode,
      priority: body.priority,
      post_enabled: body.postEnabled,
      package_id: packageId === null ? null : String(packageId),
      status: body.status,
      updated_by: String(ctx.user.id),
    };
    let agentId: string;
    if (existing) {
      await updateRemoteAgent(trx, existing.id, values, body.secret);
      agentId = existing.id;
    } else {
      agentId = await insertRemoteAgent(trx, {
        ...values,
        company_id: String(companyId),
        secret: body.secret!,
      });
    }
    await writeAudit(trx, {
      actorId: ctx.user.id,
      companyId,
      action: existing ? 'remoteBetAgent.update' : 'remoteBetAgent.create',
      entity: 'remote_bet_agent',
      entityId: agentId,
      before: existing
        ? audited({
            companyId: Number(existing.company_id),
            name: existing.name,
            url: existing.url,
            opcode: existing.opcode,
            priority: existing.priority,
            postEnabled: existing.post_enabled,
            packageId: existing.package_id === null ? null : Number(existing.package_id),
            status: existing.status,
          })
        : undefined,
      after: { ...next, secretChanged: body.secret !== undefined },
    });
    return Number(agentId);
  });
  return toAgent(await agentById(deps, ctx, id));
}

/** Headers an outbound call to a remote agent carries (its API account). */
export const agentHeaders = (agent: { opcode: string; secret: string }) => ({
  'X-Requested-With': 'XMLHttpRequest',
  'X-Api-Opcode': agent.opcode,
  'X-Api-Secret': agent.secret,
});

export const COMM_TIMEOUT_MS = 5_000;

/**
 * Configuration/GetCommStatus: for each agent in scope (or one), its /healthz (reachable, latency)
 * and its Account/IsLoggedIn with our API headers (authenticated). Calls run in parallel, each
 * logged as an outbound call.
 */
export async function getCommStatus(
  deps: AreaDeps,
  ctx: AuthContext,
  remoteBetAgentId: number | undefined,
): Promise<CommStatus[]> {
  const scope = agentScope(ctx);
  const agents = await selectRemoteAgents(deps.db, {
    companyId: scope,
    ...(remoteBetAgentId !== undefined ? { agentId: remoteBetAgentId } : {}),
  });
  if (remoteBetAgentId !== undefined && agents.length === 0) throw new BusinessError('No record found!');
  return Promise.all(agents.map((agent) => checkAgent(deps, agent)));
}

async function checkAgent(deps: AreaDeps, agent: RemoteAgentRow): Promise<CommStatus> {
  const base = { remoteBetAgentId: Number(agent.id), name: agent.name, url: agent.url };
  const apiUserId = Number(agent.company_id);
  const health = await callRemote(deps, {
    url: `${agent.url}/healthz`,
    method: 'GET',
    apiUserId,
    timeoutMs: COMM_TIMEOUT_MS,
  });
  if (!health.ok) {
    const message = health.error ?? `Health check answered HTTP ${health.status}.`;
    return { ...base, reachable: false, authenticated: false, latencyMs: null, message };
  }
  const login = await callRemote(deps, {
    url: `${agent.url}/api/Account/IsLoggedIn`,
    method: 'GET',
    headers: agentHeaders(agent),
    apiUserId,
    timeoutMs: COMM_TIMEOUT_MS,
  });
  let authenticated = false;
  let message = login.error ?? '';
  if (login.status === 200) {
    try {
      const reply = JSON.parse(login.body) as { success?: unknown; data?: { username?: unknown } };
      authenticated = reply.success === true;
      if (authenticated) message = `Logged in as ${String(reply.data?.username ?? '')}.`;
    } catch {
      message = 'The remote did not answer with JSON.';
    }
  }
  if (!authenticated && !message) {
    message =
      login.status === 401
        ? 'The remote refused the opcode or secret.'
        : `Login check answered HTTP ${login.status}.`;
  }
  return { ...base, reachable: true, authenticated, latencyMs: health.durationMs, message };
}
