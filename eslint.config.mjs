import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const featureApps = ['mf-accounts', 'mf-betting', 'mf-reports', 'mf-posting', 'mf-admin'];

// A feature app never imports another feature app, and nobody reaches past a package's exports.
const boundaryRule = (self) => [
  'error',
  {
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
