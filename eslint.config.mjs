// One lint config for the monorepo. Besides the usual TypeScript and hooks rules it keeps
// the import boundaries: shared-ui / shared-data -> mfe-* -> shell. A remote never imports
// another remote or the shell; shared packages import no app; shared-ui fetches nothing.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const remotes = ['mfe-public', 'mfe-blog', 'mfe-auth', 'mfe-dashboard'];
const apps = [...remotes, 'shell'];

/** Bare and relative specifiers that reach into a package. */
const reach = (pkg) => [pkg, `${pkg}/*`, `**/${pkg}/**`];

/** Reached through shared-ui (routing) and shared-data (state, sagas, HTTP): see webpack.base.cjs. */
const viaSharedPackages = {
  group: [
    'react-router',
    'react-router-dom',
    '@reduxjs/toolkit',
    'redux-saga',
    'redux-saga/*',
    'axios',
  ],
  message:
    'Import routing from shared-ui and redux, redux-saga and HTTP from shared-data, so each library loads once.',
};

const restrict = (forbidden, message, extra = []) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [{ group: forbidden.flatMap(reach), message }, ...extra],
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'data/**',
      'test-results/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['shared-data/**/*.{ts,tsx}'],
    rules: restrict(
      [...apps, 'shared-ui'],
      'shared-data is the bottom layer: it imports no app and no UI.',
    ),
  },
  {
    // 'shared-data/editing' is bundled into each app that uses it, not shared: a relative or a
    // library import would give that app a copy (an unconfigured API client, a second store
    // kit); it builds on the shared 'shared-data' instead.
    files: [
      'shared-data/src/saga/operation-worker.ts',
      'shared-data/src/store/mutation.ts',
      'shared-data/src/uploads/uploads.slice.ts',
    ],
    rules: restrict(
      [...apps, 'shared-ui'],
      'shared-data is the bottom layer: it imports no app and no UI.',
      [
        {
          group: ['./*', '../*', '@reduxjs/toolkit', 'redux-saga', 'redux-saga/*', 'axios'],
          message: "Part of 'shared-data/editing': import from 'shared-data', the shared instance.",
        },
      ],
    ),
  },
  {
    files: ['shared-ui/**/*.{ts,tsx}'],
    rules: {
      ...restrict(apps, 'shared-ui imports no app: apps import shared-ui.', [
        {
          group: ['axios', 'shared-data/client', '**/shared-data/src/client/**'],
          message: 'shared-ui fetches nothing: data comes in through props and selectors.',
        },
      ]),
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'shared-ui fetches nothing.' },
        { name: 'XMLHttpRequest', message: 'shared-ui fetches nothing.' },
      ],
    },
  },
  ...remotes.flatMap((remote) => {
    const others = [...remotes.filter((r) => r !== remote), 'shell'];
    const message =
      'A remote imports only shared-ui and shared-data; other remotes are reached at runtime.';
    return [
      { files: [`${remote}/**/*.{ts,tsx}`], rules: restrict(others, message, [viaSharedPackages]) },
      // Tests may drive the libraries directly (runSaga, MemoryRouter), never another remote.
      { files: [`${remote}/**/*.test.{ts,tsx}`], rules: restrict(others, message) },
    ];
  }),
  {
    files: ['shell/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [viaSharedPackages] }],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: restrict([...apps, 'shared-ui'], 'The server imports only shared-data/contract.', [
      {
        regex: '^shared-data(/(?!contract$).*)?$',
        message: 'The server imports only shared-data/contract (no React, no axios).',
      },
    ]),
  },
);
