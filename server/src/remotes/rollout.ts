import { createHash } from 'node:crypto';
import type { RolloutRule } from '@drawdesk/shared-kernel/contract';

export interface Viewer {
  userId: number;
  username: string;
  roleId: number;
}

/** Stable bucket 0-99 of a user for one remote, the same on every instance and every request. */
export function rolloutBucket(userId: number, remote: string): number {
  return createHash('sha256').update(`${userId}:${remote}`).digest().readUInt32BE(0) % 100;
}

export function getsCandidate(rule: RolloutRule, viewer: Viewer | null): boolean {
  if (!rule.candidateVersion || !viewer) return false;
  const name = viewer.username.toLowerCase();
  return (
    rule.candidateUsers.some((u) => u.toLowerCase() === name) ||
    rule.candidateRoles.includes(viewer.roleId) ||
    rolloutBucket(viewer.userId, rule.remote) < rule.candidatePercent
  );
}

/** The version of a remote this viewer loads. */
export function resolveVersion(rule: RolloutRule, viewer: Viewer | null): string {
  return getsCandidate(rule, viewer) && rule.candidateVersion ? rule.candidateVersion : rule.stableVersion;
}

/**
 * Without a stored rule, the highest release version in the store (versions come highest first)
 * is stable and there is no candidate. A prerelease (1.2.0-rc.1) is published to be tried by some
 * users first, so it becomes stable only by a rule, or when nothing else is in the store.
 */
export function defaultRule(remote: string, versions: readonly string[]): RolloutRule {
  return {
    remote,
    stableVersion: versions.find((v) => !(v.split('+')[0] ?? v).includes('-')) ?? versions[0] ?? '',
    candidateVersion: null,
    candidatePercent: 0,
    candidateUsers: [],
    candidateRoles: [],
  };
}
