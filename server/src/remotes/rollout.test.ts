import type { RolloutRule } from '@drawdesk/shared-kernel/contract';
import { defaultRule, getsCandidate, resolveVersion, rolloutBucket } from './rollout';
import { compareSemver } from './store';

const rule = (over: Partial<RolloutRule> = {}): RolloutRule => ({
  remote: 'mf-admin',
  stableVersion: '1.0.0',
  candidateVersion: '1.1.0',
  candidatePercent: 0,
  candidateUsers: [],
  candidateRoles: [],
  ...over,
});
const viewer = { userId: 42, username: 'Demo_P1', roleId: 5 };

describe('rollout resolution', () => {
  it('gives stable without a candidate, to anonymous viewers, and to others', () => {
    expect(
      resolveVersion(
        rule({ candidateVersion: null, candidatePercent: 100, candidateUsers: ['demo_p1'] }),
        viewer,
      ),
    ).toBe('1.0.0');
    expect(resolveVersion(rule({ candidatePercent: 100 }), null)).toBe('1.0.0');
    expect(resolveVersion(rule(), viewer)).toBe('1.0.0');
  });

  it('gives the candidate by username (any case), role or bucket', () => {
    expect(getsCandidate(rule({ candidateUsers: ['demo_p1'] }), viewer)).toBe(true);
    expect(getsCandidate(rule({ candidateRoles: [5] }), viewer)).toBe(true);
    expect(getsCandidate(rule({ candidateRoles: [4] }), viewer)).toBe(false);
    const bucket = rolloutBucket(42, 'mf-admin');
    expect(getsCandidate(rule({ candidatePercent: bucket + 1 }), viewer)).toBe(true);
    expect(getsCandidate(rule({ candidatePercent: bucket }), viewer)).toBe(false);
  });

  it('buckets are stable, 0-99, and differ per remote', () => {
    expect(rolloutBucket(7, 'mf-admin')).toBe(rolloutBucket(7, 'mf-admin'));
    const buckets = Array.from({ length: 200 }, (_, i) => rolloutBucket(i, 'mf-admin'));
    expect(Math.min(...buckets)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...buckets)).toBeLessThan(100);
    const differ = Array.from(
      { length: 50 },
      (_, i) => rolloutBucket(i, 'mf-admin') !== rolloutBucket(i, 'mf-betting'),
    );
    expect(differ.filter(Boolean).length).toBeGreaterThan(30);
  });

  it('defaults stable to the highest version', () => {
    expect(defaultRule('mf-admin', ['2.0.0', '1.0.0']).stableVersion).toBe('2.0.0');
    expect(defaultRule('mf-admin', []).stableVersion).toBe('');
  });

  it('never defaults stable to a prerelease while a release exists', () => {
    expect(defaultRule('mf-admin', ['0.2.0-e2e', '0.1.0']).stableVersion).toBe('0.1.0');
    expect(defaultRule('mf-admin', ['1.1.0-rc.2', '1.1.0-rc.1']).stableVersion).toBe('1.1.0-rc.2');
    expect(defaultRule('mf-admin', ['2.0.0-rc.1', '1.0.0+build-5']).stableVersion).toBe('1.0.0+build-5');
  });
});

describe('compareSemver', () => {
  it('orders by precedence', () => {
    const sorted = [
      '0.10.0',
      '0.2.0',
      '1.0.0-rc.1',
      '1.0.0',
      '0.2.0-beta',
      '1.0.0-rc.10',
      '1.0.0-alpha',
    ].sort(compareSemver);
    expect(sorted).toEqual([
      '0.2.0-beta',
      '0.2.0',
      '0.10.0',
      '1.0.0-alpha',
      '1.0.0-rc.1',
      '1.0.0-rc.10',
      '1.0.0',
    ]);
  });
});
