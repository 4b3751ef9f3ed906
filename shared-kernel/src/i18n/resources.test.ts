import { ROUTES, MENU_GROUPS } from '../routes';
import { VALIDATION_MESSAGES } from '../domain/validation';
import { API_MESSAGE_KEYS } from '../api/client';
import { uiResources } from '../ui/i18n-resources';
import { commonResources } from './resources/common';

type Tree = { [key: string]: string | Tree };

/** 'a.b.c' paths of every string leaf. */
function leaves(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leaves(value, `${prefix}${key}.`),
  );
}
function valueAt(tree: Tree, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Tree)[key] : undefined),
      tree,
    );
}
/** {{placeholders}} in a text, sorted. */
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe.each([
  ['common', commonResources as unknown as Record<'en' | 'zh' | 'ms', Tree>],
  ['ui', uiResources as unknown as Record<'en' | 'zh' | 'ms', Tree>],
])('namespace %s', (_ns, resources) => {
  const enKeys = leaves(resources.en).sort();

  it.each(['zh', 'ms'] as const)('%s has exactly the English keys', (lng) => {
    expect(leaves(resources[lng]).sort()).toEqual(enKeys);
  });

  it.each(['en', 'zh', 'ms'] as const)('%s has no empty text and keeps every placeholder', (lng) => {
    for (const key of enKeys) {
      const text = valueAt(resources[lng], key);
      expect(typeof text).toBe('string');
      expect((text as string).trim()).not.toBe('');
      expect(placeholders(text as string)).toEqual(placeholders(valueAt(resources.en, key) as string));
    }
  });
});

describe('common holds every kernel key', () => {
  const en = commonResources.en as Record<string, string>;

  it('every SPEC 5 message with its exact English text', () => {
    for (const [key, text] of Object.entries(VALIDATION_MESSAGES)) expect(en[key]).toBe(text);
  });

  it('the SPEC 8 keys', () => {
    expect(en).toMatchObject({
      USER_UNAUTHORIZED: 'Unauthorized, please log in to proceed.',
      PERMISSION_DENIED: 'Permission Denied.',
      INTERNAL_SERVER_ERROR: 'An internal server error occurred. Please try again later.',
      DEFAULT_ERROR: 'Please contact system admin.',
      NO_RECORD_FOUND: 'No record found!',
      INVALID_CODE: 'Invalid Code.',
      INVALID_PACKAGE_INFO: 'Invalid Package Info',
      DUPLICATED_NUMBER: 'Duplicated Number:',
    });
    for (const key of [
      'PROCEED_LOGOUT_ALERT',
      'REQUIRED_PASSWORD_TO_PROCEED',
      'OK',
      'CANCEL',
      'RESULT_CALCULATION_PROCESSING',
      'OCCUPIED_REPORT_PROCESSING',
    ]) {
      expect(en[key]).toBeTruthy();
    }
    for (const key of Object.values(API_MESSAGE_KEYS)) expect(en[key]).toBeTruthy();
  });

  it('the title of every route and menu group', () => {
    for (const route of ROUTES)
      expect([route.path, en[route.titleKey]]).toEqual([route.path, expect.any(String)]);
    for (const group of MENU_GROUPS) expect(en[group.titleKey]).toEqual(expect.any(String));
  });

  it('Chinese and Malay are translations, not copies of the English', () => {
    const zh = commonResources.zh as Record<string, string>;
    const ms = commonResources.ms as Record<string, string>;
    const keys = Object.keys(en);
    const sameZh = keys.filter((k) => zh[k] === en[k]);
    const sameMs = keys.filter((k) => ms[k] === en[k]);
    expect(sameZh).toEqual([]);
    // Words Malay borrows unchanged.
    expect(sameMs.filter((k) => !['OK'].includes(k))).toEqual([]);
    for (const k of ['MAP_DETAIL', 'RESULT', 'USER_UNAUTHORIZED']) expect(zh[k]).toMatch(/[\u4e00-\u9fff]/);
  });
});
