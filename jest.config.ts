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

const shared = {
  transform: { '^.+\\.(t|j)sx?$|^.+\\.mjs$': 'babel-jest' },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnlyPackages.join('|')})/)`],
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': '<rootDir>/src/test/styleStub.js',
    '\\.(svg|png|jpe?g|webp|woff2?)$': '<rootDir>/src/test/fileStub.js',
    '^@/(.*)$': '<rootDir>/src/$1',
  },
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/e2e/', '<rootDir>/dist/'],
};

const config: Config = {
  projects: [
    {
      ...shared,
      displayName: 'web',
      testEnvironment: '<rootDir>/src/test/jsdomEnvironment.js',
      testEnvironmentOptions: { customExportConditions: [''] },
      setupFiles: ['<rootDir>/src/test/setupEnv.ts'],
      setupFilesAfterEnv: ['<rootDir>/src/test/setupTests.ts'],
      testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    },
    {
      ...shared,
      displayName: 'server',
      testEnvironment: 'node',
      // One real PostgreSQL cluster per run, for the tests of the PostgreSQL store.
      globalSetup: '<rootDir>/server/test/postgresGlobalSetup.ts',
      globalTeardown: '<rootDir>/server/test/postgresGlobalTeardown.ts',
      testMatch: [
        '<rootDir>/server/**/*.test.ts',
        '<rootDir>/scripts/**/*.test.ts',
        '<rootDir>/test/**/*.test.ts',
      ],
    },
  ],
};

export default config;
