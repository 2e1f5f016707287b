import type { Config } from 'jest';

const esmOnlyPackages = [
  'rettime',
  'until-async',
  '@open-draft/deferred-promise',
  'valibot',
  'content-disposition',
  'cookie',
  '@redux-devtools',
  'nanoid',
  'string-width',
  'get-east-asian-width',
  'strip-ansi',
  'ansi-regex',
];

/** A path as a testPathIgnorePatterns entry that matches that file alone. */
const exactPath = (path: string) => `^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;

const shared = {
  transform: { '^.+\\.(t|j)sx?$|^.+\\.mjs$': 'babel-jest' },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnlyPackages.join('|')})/)`],
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': '<rootDir>/src/test/styleStub.js',
    '\\.(svg|woff2?)$': '<rootDir>/src/test/fileStub.js',
    '\\.(png|jpe?g|webp)$': '<rootDir>/src/test/photoStub.js',
    '^@contract/(.*)$': '<rootDir>/contract/$1',
    '^@/(.*)$': '<rootDir>/src/$1',
  },
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/e2e/', '<rootDir>/dist/'],
};

/**
 * Process-level suites: server processes, build scripts run as processes, PostgreSQL, SMTP and
 * webhook peers, timeouts, load.
 */
const slowSuites = [
  'scripts/npmSignals.test.ts',
  'scripts/photoLoader.test.ts',
  'scripts/prerender.test.ts',
  'scripts/replay.test.ts',
  'server/compiledServer.test.ts',
  'server/forms/formFlood.test.ts',
  'server/forms/formsServer.test.ts',
  'server/http/connectionLimits.test.ts',
  'server/http/fuzz.test.ts',
  'server/http/timeouts.test.ts',
  'server/images/crowdedCache.test.ts',
  'server/instances/instances.test.ts',
  'server/instances/simultaneousStarts.test.ts',
  'server/instances/twoInstances.test.ts',
  'server/openapi/laravelContract.test.ts',
  'server/blog/publishFromAdminHost.test.ts',
  'server/leads/backup.test.ts',
  'server/leads/leadsCommand.test.ts',
  'server/leads/leadsRemovalPostgres.test.ts',
  'server/metrics/metrics.test.ts',
  'server/outbox/crashDelivery.test.ts',
  'server/outbox/emailDelivery.test.ts',
  'server/outbox/emailHeaders.test.ts',
  'server/outbox/webhookDelivery.test.ts',
  'server/shutdown.test.ts',
  'server/store/durability.test.ts',
  'server/store/postgresFormsStore.test.ts',
  'test/laravel-admin/laravelAdmin.test.ts',
  'test/upstream-api/upstreamApi.test.ts',
].map((path) => `<rootDir>/${path}`);

const serverTests = [
  '<rootDir>/server/**/*.test.ts',
  '<rootDir>/scripts/**/*.test.ts',
  '<rootDir>/test/**/*.test.ts',
];

const config: Config = {
  // A test fails on what it asserts, not on a 5 s clock: on 2 busy cores, typing a form with
  // user-event or many fake-clock steps take longer than that (a hang still fails, later).
  // Set here, for the whole run: jest-circus reads only the run's testTimeout, not a project's.
  testTimeout: 30_000,
  projects: [
    {
      ...shared,
      displayName: 'web',
      testEnvironment: '<rootDir>/src/test/jsdomEnvironment.js',
      testEnvironmentOptions: { customExportConditions: [''] },
      setupFiles: ['<rootDir>/src/test/setupEnv.ts'],
      setupFilesAfterEnv: ['<rootDir>/src/test/setupTests.ts'],
      testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/contract/**/*.test.{ts,tsx}'],
    },
    {
      ...shared,
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: serverTests,
      testPathIgnorePatterns: [
        ...shared.testPathIgnorePatterns,
        ...slowSuites.map(exactPath),
        '<rootDir>/test/deploy/',
        '<rootDir>/test/dev-loop/',
      ],
    },
    {
      ...shared,
      displayName: 'slow',
      testEnvironment: 'node',
      // One real PostgreSQL cluster per run, for the tests of the PostgreSQL store.
      globalSetup: '<rootDir>/server/test/postgresGlobalSetup.ts',
      globalTeardown: '<rootDir>/server/test/postgresGlobalTeardown.ts',
      testMatch: slowSuites,
    },
    {
      ...shared,
      displayName: 'deploy',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/deploy/*.test.ts', '<rootDir>/test/dev-loop/*.test.ts'],
    },
  ],
};

export default config;
