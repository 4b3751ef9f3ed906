import {
  REMOTE_NAMES,
  type RemoteManifest,
  type RemoteVersions,
  type RolloutRule,
} from '@drawdesk/shared-kernel/contract';
import type { AuthContext } from '../auth/sessionUser';
import { writeAudit } from '../db/audit';
import type { Db } from '../db/connection';
import { inTransaction } from '../db/retry';
import { BusinessError, badRequest } from '../http/errors';
import { saveRule, storedRule, storedRules } from './queries';
import { defaultRule, resolveVersion, type Viewer } from './rollout';
import { listVersions, readRemoteManifest } from './store';

export interface RemotesDeps {
  db: Db;
  remoteStoreDir: string;
}

const entryOf = (remote: string, version: string) => `/remotes/${remote}/${version}/mf-manifest.json`;

/** `/remotes.json` for this viewer. A remote with no version in the store is left out. */
export async function remoteManifest(
  { db, remoteStoreDir }: RemotesDeps,
  ctx: AuthContext | null,
): Promise<RemoteManifest> {
  const rules = await storedRules(db);
  const viewer: Viewer | null = ctx
    ? { userId: ctx.user.id, username: ctx.user.username, roleId: ctx.user.roleId }
    : null;
  const remotes: Partial<RemoteManifest['remotes']> = {};
  for (const remote of REMOTE_NAMES) {
    const versions = await listVersions(remoteStoreDir, remote);
    const rule = rules.get(remote) ?? defaultRule(remote, versions);
    const version = resolveVersion(rule, viewer);
    if (!version) continue;
    const manifest = await readRemoteManifest(remoteStoreDir, remote, version);
    remotes[remote] = {
      version,
      entry: entryOf(remote, version),
      ...(manifest === null ? {} : { manifest }),
    };
  }
  return { remotes: remotes as RemoteManifest['remotes'] };
}

/**
 * Versions in the store and the rule of each remote. A remote with nothing published and no rule
 * is left out: it has no version a rule could name.
 */
export async function rolloutOverview({ db, remoteStoreDir }: RemotesDeps): Promise<RemoteVersions[]> {
  const rules = await storedRules(db);
  const rows = await Promise.all(
    REMOTE_NAMES.map(async (remote): Promise<RemoteVersions | null> => {
      const versions = await listVersions(remoteStoreDir, remote);
      const rule = rules.get(remote) ?? (versions.length ? defaultRule(remote, versions) : null);
      return rule ? { remote, versions, rule } : null;
    }),
  );
  return rows.filter((r): r is RemoteVersions => r !== null);
}

export async function updateRollout(
  deps: RemotesDeps,
  ctx: AuthContext,
  rule: RolloutRule,
): Promise<RemoteVersions> {
  if (!(REMOTE_NAMES as readonly string[]).includes(rule.remote)) {
    throw badRequest(`Invalid input: remote must be one of ${REMOTE_NAMES.join(', ')}`);
  }
  const versions = await listVersions(deps.remoteStoreDir, rule.remote);
  for (const version of [rule.stableVersion, rule.candidateVersion]) {
    if (version !== null && !versions.includes(version)) {
      throw new BusinessError(`Version ${version} of ${rule.remote} is not in the remote store.`);
    }
  }
  const next: RolloutRule = {
    ...rule,
    candidateUsers: [...new Set(rule.candidateUsers.map((u) => u.trim()).filter(Boolean))],
    candidateRoles: [...new Set(rule.candidateRoles)],
  };
  await inTransaction(deps.db, async (trx) => {
    const before = (await storedRule(trx, rule.remote)) ?? defaultRule(rule.remote, versions);
    await saveRule(trx, next, ctx.user.id);
    await writeAudit(trx, {
      actorId: ctx.user.id,
      action: 'configuration.updateRemoteRollout',
      entity: 'remote_rollout',
      entityId: rule.remote,
      before,
      after: next,
    });
  });
  return { remote: rule.remote, versions, rule: next };
}
