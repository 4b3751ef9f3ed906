import { AUTH_RULES, delayAfter, ruleAllowsAt, type BackoffRule, type FailureScope } from './rateLimit';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const rule = (kind: 'login' | 'secondary', scope: FailureScope): BackoffRule => {
  const found = AUTH_RULES[kind].find((r) => r.scope === scope);
  if (!found) throw new Error(`no ${kind} ${scope} rule`);
  return found;
};
const delays = (r: BackoffRule, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => delayAfter(r, from + i));

describe('the back-off of each rule (pure, injected time)', () => {
  it('a username at one address: 5 free failures, then 30 s doubling up to 15 minutes', () => {
    const pair = rule('login', 'pair');
    expect(delays(pair, 0, 4)).toEqual([0, 0, 0, 0, 0]);
    expect(delays(pair, 5, 11)).toEqual([
      30 * SECOND,
      MINUTE,
      2 * MINUTE,
      4 * MINUTE,
      8 * MINUTE,
      15 * MINUTE,
      15 * MINUTE,
    ]);
    expect(pair.windowMs).toBe(24 * 60 * MINUTE);
    expect(pair.spareKnownAddress).toBe(false);
  });

  it('a username from every address: 20 free failures, then 1 minute doubling up to an hour, not where it logged in lately', () => {
    const subject = rule('login', 'subject');
    expect(delayAfter(subject, 19)).toBe(0);
    expect(delays(subject, 20, 27)).toEqual([1, 2, 4, 8, 16, 32, 60, 60].map((m) => m * MINUTE));
    expect(subject.spareKnownAddress).toBe(true);
  });

  it('an address: 50 free failures in an hour, then 10 s doubling up to 10 minutes, not for its known accounts', () => {
    const address = rule('login', 'address');
    expect(delayAfter(address, 49)).toBe(0);
    expect(delays(address, 50, 57)).toEqual([10, 20, 40, 80, 160, 320, 600, 600].map((s) => s * SECOND));
    expect(address.windowMs).toBe(60 * MINUTE);
    expect(address.spareKnownAddress).toBe(true);
  });

  it('a secondary password: 5 free failures from anywhere, then 30 s doubling up to 15 minutes', () => {
    expect(AUTH_RULES.secondary.map((r) => r.scope)).toEqual(['subject']);
    expect(delays(rule('secondary', 'subject'), 4, 6)).toEqual([0, 30 * SECOND, MINUTE]);
  });

  it('counts the wait from the last failure and never overflows', () => {
    const pair = rule('login', 'pair');
    const last = new Date('2031-01-01T00:00:00Z');
    expect(ruleAllowsAt(pair, { count: 4, last })).toBeNull();
    expect(ruleAllowsAt(pair, { count: 5, last })).toEqual(new Date('2031-01-01T00:00:30Z'));
    expect(delayAfter(pair, 1_000_000)).toBe(15 * MINUTE);
  });
});
