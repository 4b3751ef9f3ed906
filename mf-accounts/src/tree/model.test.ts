import type { TFunction } from 'i18next';
import { AMOUNT_RE, PASSWORD_MIN, USERNAME_RE, roleLabel, statusOptions } from './model';

/** Echoes the key, so the tests see which text a label asks for. */
const t = ((key: string) => key) as unknown as TFunction;

it('labels a multilevel account by its agent level and any other role by the role', () => {
  expect(roleLabel(t, 4, 2)).toBe('level.2');
  expect(roleLabel(t, 4, null)).toBe('role.4');
  expect(roleLabel(t, 3, 2)).toBe('role.3');
});

it('offers the three statuses, labelled', () => {
  expect(statusOptions(t)).toEqual([
    { value: 'active', label: 'status.active' },
    { value: 'inactive', label: 'status.inactive' },
    { value: 'suspended', label: 'status.suspended' },
  ]);
});

it('accepts usernames of 3 to 20 letters, digits and _ and amounts with at most 2 decimals', () => {
  expect(USERNAME_RE.test('demo_01')).toBe(true);
  expect(USERNAME_RE.test('ab')).toBe(false);
  expect(USERNAME_RE.test('a'.repeat(21))).toBe(false);
  expect(USERNAME_RE.test('no-dash')).toBe(false);
  expect(AMOUNT_RE.test('0')).toBe(true);
  expect(AMOUNT_RE.test('12.50')).toBe(true);
  expect(AMOUNT_RE.test('1.234')).toBe(false);
  expect(PASSWORD_MIN).toBe(8);
});
