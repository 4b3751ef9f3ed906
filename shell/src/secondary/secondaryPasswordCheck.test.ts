import {
  needsSecondaryPassword,
  recordSecondaryPasswordCheck,
  SECONDARY_PASSWORD_REMEMBER_MS,
} from './secondaryPasswordCheck';

const protectedRoute = { secondaryPassword: true };
const withPassword = { hasSecondaryPassword: true };

describe('needsSecondaryPassword', () => {
  beforeEach(() => window.sessionStorage.clear());
  beforeEach(() => window.localStorage.clear());

  it('asks on a protected route for an account that has a secondary password', () => {
    expect(needsSecondaryPassword(withPassword, protectedRoute)).toBe(true);
  });

  it('never asks on an unprotected route', () => {
    expect(needsSecondaryPassword(withPassword, {})).toBe(false);
    expect(needsSecondaryPassword(withPassword, { secondaryPassword: false })).toBe(false);
  });

  it('never asks an account without a secondary password (it has nothing to give)', () => {
    expect(needsSecondaryPassword({ hasSecondaryPassword: false }, protectedRoute)).toBe(false);
  });

  it('does not ask again for 10 minutes after a check passed, then asks again', () => {
    const at = 1_000_000;
    recordSecondaryPasswordCheck(at);
    expect(needsSecondaryPassword(withPassword, protectedRoute, at + 1)).toBe(false);
    expect(
      needsSecondaryPassword(withPassword, protectedRoute, at + SECONDARY_PASSWORD_REMEMBER_MS - 1),
    ).toBe(false);
    expect(needsSecondaryPassword(withPassword, protectedRoute, at + SECONDARY_PASSWORD_REMEMBER_MS)).toBe(
      true,
    );
  });
});
