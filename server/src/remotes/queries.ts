import type { RolloutRule } from '@drawdesk/shared-kernel/contract';
import type { Db } from '../db/connection';
import type { Trx } from '../db/retry';

type RuleRow = {
  remote: string;
  stable_version: string;
  candidate_version: string | null;
  candidate_percent: number;
  candidate_users: string[];
  candidate_roles: number[];
};

const toRule = (r: RuleRow): RolloutRule => ({
  remote: r.remote,
  stableVersion: r.stable_version,
  candidateVersion: r.candidate_version,
  candidatePercent: r.candidate_percent,
  candidateUsers: r.candidate_users,
  candidateRoles: r.candidate_roles.map(Number),
});

export async function storedRules(db: Db | Trx): Promise<Map<string, RolloutRule>> {
  const rows = await db.selectFrom('remote_rollout').selectAll().execute();
  return new Map(rows.map((r) => [r.remote, toRule(r)]));
}

export async function storedRule(trx: Trx, remote: string): Promise<RolloutRule | null> {
  const row = await trx
    .selectFrom('remote_rollout')
    .selectAll()
    .where('remote', '=', remote)
    .forUpdate()
    .executeTakeFirst();
  return row ? toRule(row) : null;
}

export async function saveRule(trx: Trx, rule: RolloutRule, actorId: number): Promise<void> {
  const values = {
    stable_version: rule.stableVersion,
    candidate_version: rule.candidateVersion,
    candidate_percent: rule.candidatePercent,
    candidate_users: rule.candidateUsers,
    candidate_roles: rule.candidateRoles,
    updated_by: actorId,
    updated_at: new Date(),
  };
  await trx
    .insertInto('remote_rollout')
    .values({ remote: rule.remote, ...values })
    .onConflict((oc) => oc.column('remote').doUpdateSet(values))
    .execute();
}
