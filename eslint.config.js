import js from '@eslint/js';
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

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-ssr/**', 'storybook-static/**', 'reports/**', 'data/**', '**/mockServiceWorker.js', 'packages/db/migrations/**'] },
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
      '@typescript-eslint/ban-ts-comment': 'error',
      'no-restricted-syntax': ['error', { selector: 'ExportAllDeclaration', message: 'No export * barrels.' }],
    },
  },
  ...Object.entries(forbiddenImports).map(([files, patterns]) => ({
    files: [files],
    rules: {
      'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group], message: 'Imports run downward only (ARCHITECTURE.md).' })) }],
    },
  })),
  {
    files: ['packages/{domain,db,trpc,ui}/src/**', 'apps/web/src/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**', '**/test-utils/**'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read the environment in env.ts only.' }],
    },
  },
);
