import { dirname, relative, resolve, sep } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// Server layout (ARCHITECTURE.md 3): code outside a business area imports it only through its index
// (server/src/modules/<area> or .../<area>/index); platform code (db, auth, http, jobs) never
// imports an area or the demo data (its tests may).
const serverSrc = resolve(import.meta.dirname, 'server', 'src');
const platformDirs = ['db', 'auth', 'http', 'jobs'];
const inServer = (path) => {
  const rel = relative(serverSrc, path);
  return rel.startsWith('..') ? null : rel.split(sep);
};
const serverLayoutRule = {
  meta: {
    type: 'problem',
    messages: {
      internals: "Import the {{area}} area through its index ('{{index}}'), not its file '{{spec}}'.",
      platform: '{{dir}}/ is platform code: it never imports {{what}}.',
    },
    schema: [],
  },
  create(context) {
    const from = inServer(context.filename);
    if (!from) return {};
    const fromArea = from[0] === 'modules' ? from[1] : null;
    const check = (node) => {
      const spec = node?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = inServer(resolve(dirname(context.filename), spec));
      if (!to) return;
      // A platform test may start the whole app with its demo data; platform code may not.
      const platformCode = platformDirs.includes(from[0]) && !/\.test\.ts$/.test(context.filename);
      if (platformCode && (to[0] === 'modules' || to[0] === 'seed')) {
        context.report({ node, messageId: 'platform', data: { dir: from[0], what: `${to[0]}/` } });
        return;
      }
      if (to[0] !== 'modules' || to.length < 3 || to[1] === fromArea) return;
      if (to.length === 3 && /^index(\.ts)?$/.test(to[2])) return;
      const index = relative(dirname(context.filename), resolve(serverSrc, 'modules', to[1])) || '.';
      context.report({ node, messageId: 'internals', data: { area: to[1], index, spec } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

const featureApps = ['mf-accounts', 'mf-betting', 'mf-reports', 'mf-posting', 'mf-admin'];

// A feature app never imports another feature app, and nobody reaches past a package's exports.
const boundaryRule = (self) => [
  'error',
  {
    paths: [
      {
        name: '@drawdesk/shared-kernel/forms',
        importNames: ['useForm', 'rulesValidator', 'SubmitForm'],
        message:
          "Forms use formik through '@drawdesk/shared-kernel/forms/formik' (docs/forms.md); the controlled form state stays only for remotes built against kernel 1.x.",
      },
    ],
    patterns: [
      {
        group: featureApps
          .filter((a) => a !== self)
          .flatMap((a) => [`@drawdesk/${a}`, `@drawdesk/${a}/*`, `**/${a}/**`]),
        message:
          'A feature app never imports another feature app; move shared code into @drawdesk/shared-kernel.',
      },
      {
        group: ['react-router', 'react-router-dom', 'react-router/*'],
        message: "Use '@drawdesk/shared-kernel/routing': one shared, tree-shaken router for every app.",
      },
      {
        group: ['@drawdesk/*/src/*', '@drawdesk/*/src', '**/shared-kernel/src/**', '**/shared-kernel/src'],
        message: "Import a package only through its declared exports (e.g. '@drawdesk/shared-kernel/ui').",
      },
    ],
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/coverage/**',
      '**/*.cjs',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'e2e/.run/**',
      '.remotes/**',
      '.test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { window: 'readonly', document: 'readonly', console: 'readonly', process: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-imports': boundaryRule(''),
    },
  },
  ...featureApps.map((app) => ({
    files: [`${app}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': boundaryRule(app) },
  })),
  { files: ['shared-kernel/src/routing/**'], rules: { 'no-restricted-imports': 'off' } },
  {
    // In the browser the contract gives types only: its values come from ./contract/values, so a
    // page never loads TypeBox and the API's schemas (about 45 KB compressed), which only the server
    // validates with.
    files: ['shell/src/**/*.{ts,tsx}', ...featureApps.map((app) => `${app}/src/**/*.{ts,tsx}`)],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@drawdesk/shared-kernel/contract',
              allowTypeImports: true,
              message: "Import the contract's values from '@drawdesk/shared-kernel/contract/values'.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared-kernel/src/**/*.{ts,tsx}'],
    ignores: ['shared-kernel/src/contract/**', 'shared-kernel/src/testing/**', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)contract(/(?!values$)[^/]+)?$',
              allowTypeImports: true,
              message:
                "Browser code takes the contract's values from contract/values (no schemas, no TypeBox).",
            },
          ],
        },
      ],
    },
  },
  {
    // The server takes only the pure parts of the kernel (ARCHITECTURE.md).
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@drawdesk/shared-kernel/*',
                '!@drawdesk/shared-kernel/domain',
                '!@drawdesk/shared-kernel/contract',
              ],
              message: 'The server imports only ./domain and ./contract of the kernel.',
            },
            {
              group: ['react', 'react-dom', '@drawdesk/mf-*', '@drawdesk/shell'],
              message: 'The server never imports front-end code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/src/**/*.ts'],
    plugins: { drawdesk: { rules: { 'server-layout': serverLayoutRule } } },
    rules: { 'drawdesk/server-layout': 'error' },
  },
  {
    files: ['**/*.mjs', 'scripts/**', '**/build.mjs', 'server/bench/**'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        fetch: 'readonly',
      },
    },
  },
);
