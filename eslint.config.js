import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Layers may only import downward (ARCHITECTURE.md): each entry lists what a layer must not import. */
const forbiddenImports = {
  'packages/domain/src/**': ['@energy/db/*', '@energy/trpc/*', '@energy/ui/*', '@energy/server', 'react', 'hono'],
  'packages/db/src/**': ['@energy/trpc/*', '@energy/ui/*', 'react', 'hono'],
  'packages/trpc/src/**': ['@energy/ui/*', 'react', 'hono'],
  'packages/ui/src/**': ['@energy/db/*', 'drizzle-orm', 'drizzle-orm/*', 'postgres', '@electric-sql/pglite', 'hono'],
};

/**
 * Texts a user reads come from the message catalogue (@energy/i18n): no literal text in a screen's JSX, nor in
 * the attributes that show text.
 */
const TEXT_ATTRIBUTES = [
  'label',
  'placeholder',
  'title',
  'aria-label',
  'description',
  'alt',
  'error',
  'message',
  'noRecordsText',
  'confirmLabel',
  'cancelLabel',
  'emptyText',
  'heading',
  'tooltip',
];
const literalTexts = {
  files: ['packages/ui/src/**/*.tsx'],
  ignores: [
    '**/*.test.tsx',
    '**/*.stories.tsx',
    '**/*.story.tsx',
    'packages/ui/src/mocks/**',
    'packages/ui/src/test-utils/**',
  ],
  plugins: { i18next },
  rules: {
    'i18next/no-literal-string': [
      'error',
      {
        mode: 'jsx-only',
        'jsx-attributes': { include: TEXT_ATTRIBUTES },
        // Calls whose string arguments are names, not texts: a form field's path, a verb, a label group.
        callees: {
          exclude: ['i18n(ext)?', 't', 'getInputProps', 'canDo', 'of', 'key', 'includes', 'startsWith', 'endsWith'],
        },
      },
    ],
  },
};

/** Another package is imported by its name through its "exports", never by a path into its folder. */
const intoPackageFolders = {
  group: ['**/packages/*', '**/apps/*'],
  message: 'Import another package by its name (@energy/...), through the entries of its package.json "exports".',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'storybook-static/**',
      'reports/**',
      'data/**',
      '**/mockServiceWorker.js',
      'packages/db/migrations/**',
      // openapi-typescript's output, checked against the document by packages/client/src/schema-files.test.ts.
      'packages/client/src/schema.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // `import { type A }` leaves `import 'module'` behind, which runs the module: a schema module's zod schemas were
      // built on /offers' first load for a type.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      // An interface that only extends one type is how a registry is left open to declaration merging.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      'no-restricted-syntax': ['error', { selector: 'ExportAllDeclaration', message: 'No export * barrels.' }],
    },
  },
  ...Object.entries(forbiddenImports).map(([files, patterns]) => ({
    files: [files],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...patterns.map((group) => ({ group: [group], message: 'Imports run downward only (ARCHITECTURE.md).' })),
            intoPackageFolders,
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/*/src/**', 'packages/test/src/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [intoPackageFolders] }] },
  },
  {
    // The screens call the server through tRPC hooks typed by AppRouter: the routers' code never enters the bundle.
    // Nor do the server's texts: the screens read English from messages/en/screens (the first page carries it),
    // the whole catalogue (its server areas) loads with another language (translator.ts).
    files: ['packages/ui/src/**', 'apps/web/src/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@energy/trpc', '@energy/trpc/*'],
              allowTypeImports: true,
              message: 'The UI knows @energy/trpc as types only: use import type.',
            },
          ],
          paths: [
            {
              name: '@energy/i18n/messages/en',
              allowTypeImports: true,
              message:
                "Screens read English from '@energy/i18n/messages/en/screens'; the whole catalogue stays off the first page.",
            },
            {
              name: '@testing-library/user-event',
              message:
                "Use test-utils/userEvent (storybook/test's copy): with two copies on one shared document, typing is lost.",
            },
          ],
        },
      ],
    },
  },
  literalTexts,
  {
    files: ['packages/{domain,db,trpc,ui}/src/**', 'apps/web/src/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**', '**/test-utils/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read the environment in env.ts only.' },
      ],
    },
  },
);
