// One Jest run, one project per package. Server tests run in Node; front-end tests in jsdom.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const common = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'mjs', 'json'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
const frontEnd = (name) => ({
  ...common,
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../jest.setup.frontend.ts'],
  testTimeout: 20000,
  moduleNameMapper: { '\\.(css|svg|png)$': '<rootDir>/../jest.asset-stub.cjs' },
});
module.exports = {
  projects: [
    frontEnd('shared-kernel'),
    frontEnd('shell'),
    frontEnd('mf-accounts'),
    frontEnd('mf-betting'),
    frontEnd('mf-reports'),
    frontEnd('mf-posting'),
    frontEnd('mf-admin'),
    {
      ...common,
      displayName: 'server',
      rootDir: '<rootDir>/server',
      testEnvironment: 'node',
      testTimeout: 60000,
    },
  ],
};
