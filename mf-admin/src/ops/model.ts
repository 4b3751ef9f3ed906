/** Pure helpers of the API logs and the admin tool: filter params, rollout and remote agent drafts. */
import type {
  ManageRemoteBetAgentBody,
  RemoteAgentStatus,
  RemoteBetAgent,
  RolloutRule,
} from '@drawdesk/shared-kernel/contract';
import type { FormErrors } from '@drawdesk/shared-kernel/forms';

// API logs ------------------------------------------------------------------------------------

export interface ApiLogFilterValues {
  fromDate: string;
  toDate: string;
  uri: string;
  method: string;
}
export const EMPTY_LOG_FILTER: ApiLogFilterValues = { fromDate: '', toDate: '', uri: '', method: '' };

/** The call's filter fields: empty ones left out. */
export function filterParams(values: ApiLogFilterValues): Record<string, string> {
  const out: Record<string, string> = {};
  if (values.fromDate) out.fromDate = values.fromDate;
  if (values.toDate) out.toDate = values.toDate;
  if (values.uri.trim()) out.uri = values.uri.trim();
  if (values.method) out.method = values.method;
  return out;
}

/** JSON shown indented; anything else as is. */
export function pretty(text: string): string {
  if (!text) return '';
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

// Remote versions and rollout rules -------------------------------------------------------------

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

// Remote bet agents ---------------------------------------------------------------------------

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
