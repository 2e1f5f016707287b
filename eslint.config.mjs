import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Layering (see README, "Architecture"): pages compose features; a feature never imports
// another feature; shared UI, config, lib and styles never import features, pages or app.
const features = [
  'navigation',
  'hero',
  'service-area',
  'services',
  'sectors',
  'about',
  'blog',
  'contact',
  'footer',
  'not-found',
  'qa-recorder',
  'how-it-works',
  'portfolio',
  'privacy',
  'proof',
];

const featureZones = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message: 'A feature never imports another feature: compose them in a page instead.',
}));

const sharedZones = ['components', 'config', 'lib', 'styles'].map((dir) => ({
  target: `./src/${dir}`,
  from: ['./src/features', './src/pages', './src/app', './src/state'],
  message: `src/${dir} is shared and must not depend on features, pages, state or the app.`,
}));

// src/state is what features may use (the api slice, typed hooks, persistence); src/app is
// the composition root (store, routes, layout, entry wiring) that imports features. Only
// types may cross upwards: the typed hooks and the QA panel name the store's type.
const stateZone = {
  target: './src/state',
  from: ['./src/features', './src/pages'],
  message: 'src/state is used by features and pages, so it must not import them.',
};
const compositionRootOnly = {
  group: ['@/app/*', '**/app/*'],
  allowTypeImports: true,
  message:
    'src/app is the composition root: features, pages and src/state import src/state instead (types excepted).',
};

// The server's layers: the forms' store is what the forms' routes (server/forms), the outbox and
// the staff command (`npm run leads`) build on, so it imports none of them; the outbox delivers
// what the store holds and imports neither the staff command nor the routes; only the forms'
// routes write submissions, so the staff command imports none of them either.
const serverZones = [
  {
    target: './server/store',
    from: ['./server/forms', './server/outbox', './server/leads'],
    message:
      'server/store is what the forms, the outbox and npm run leads build on: it imports none of them.',
  },
  {
    target: './server/outbox',
    from: ['./server/leads', './server/forms'],
    message:
      'The outbox delivers what the store holds: it imports neither npm run leads (server/leads) nor the forms’ routes; what both need lives in server/store, server/time or the outbox.',
  },
  {
    target: './server/leads',
    from: './server/forms',
    message:
      'Only the forms’ routes write submissions: npm run leads reads, retries and removes them through server/store.',
  },
];

/** The store's calls that write a submission: made by the forms' routes (server/forms) alone. */
const submissionWrites = ['saveContactRequest', 'saveSignup', 'confirmSignup'].map((name) => ({
  selector: `MemberExpression[property.name='${name}']`,
  message: `Only the forms' routes (server/forms) write submissions: ${name} is theirs.`,
}));

// The project's folders of tooling (see docs/architecture.md, "Folders"): scripts/ builds,
// starts and checks the site, e2e/ tests it in a browser, measure/ measures it. Neither the
// shipped code nor scripts/ depends on the tests or the measurements, and the tests on no
// measurement: a module they share lives where each of them may import it.
const toolingZones = [
  {
    target: ['./src', './server', './scripts'],
    from: ['./e2e', './measure'],
    message:
      'The app, the server and scripts/ import nothing from e2e/ or measure/: what both use lives in scripts/.',
  },
  {
    target: ['./e2e', './test'],
    from: './measure',
    message:
      'The tests import nothing from measure/: what both use lives in e2e/support, test/ or scripts/.',
  },
];

// contract/ is what the browser, the server and the build agree on: it imports nothing of
// them, so each side can use it. The server and scripts/ reach the app's code through it (or
// through the build, src/entry-server.tsx), never into a feature. Tests may use the app's
// code for fixtures; QA's replay (scripts/replay*.ts) runs the app's own store and panel.
const contractZones = [
  {
    target: './contract',
    from: ['./src', './server', './scripts'],
    message:
      'contract/ imports nothing of the app, the server or scripts/: they import it (@contract/…).',
  },
  {
    target: ['./server', './scripts'],
    from: './src/features',
    message:
      'The server and scripts/ import nothing from src/features: what both sides use lives in contract/.',
  },
];

const zones = [...featureZones, ...sharedZones, stateZone, ...serverZones, ...toolingZones];

/** Components reach the store through the typed hooks only. */
const typedHooksOnly = {
  name: 'react-redux',
  importNames: ['useSelector', 'useDispatch', 'useStore'],
  message: 'Use the typed hooks from @/state/hooks.',
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-server/**',
      'dist-*/**',
      'coverage/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'reports/**',
      'data/**',
      '**/*.css.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { zones }],
      'no-restricted-imports': [
        'error',
        {
          paths: [typedHooksOnly],
        },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // Reducers must replay a recorded action log to the same state: time, randomness and
    // the browser enter through action payloads, never inside a slice.
    files: ['src/**/*Slice.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...[
          'Date',
          'window',
          'document',
          'localStorage',
          'sessionStorage',
          'navigator',
          'crypto',
          'performance',
        ].map((name) => ({
          name,
          message: `Slices stay pure: pass ${name}-derived values in the action payload.`,
        })),
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'Math',
          property: 'random',
          message: 'Slices stay pure: put the random choice in the action payload.',
        },
      ],
    },
  },
  {
    // Shipped code (the app, the server, the contract) never imports test helpers, fixtures or tests.
    // The rule's options replace the shared ones, so the typed-hooks paths are given again.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'contract/**/*.{ts,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', '**/__fixtures__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [typedHooksOnly],
          patterns: [
            {
              regex: '(^|/)(test|__fixtures__)(/|$)|\\.test(\\.[jt]sx?)?$',
              message: 'Test helpers, fixtures and tests stay out of shipped code.',
            },
          ],
        },
      ],
    },
  },
  {
    // What ships and builds: the contract's zones too (the options replace the shared ones).
    files: ['contract/**/*.{ts,mjs}', 'server/**/*.ts', 'scripts/**/*.{ts,mjs}'],
    ignores: ['**/*.test.ts', '**/test/**', 'scripts/replay.ts', 'scripts/replayInBrowser.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...zones, ...contractZones] }],
    },
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/forms/**', 'server/store/**', '**/*.test.ts', '**/test/**'],
    rules: { 'no-restricted-syntax': ['error', ...submissionWrites] },
  },
  {
    files: ['src/state/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/{features,pages,state}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', '**/__fixtures__/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [compositionRootOnly] }],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
