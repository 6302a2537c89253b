import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { REMOTES, SHELL } from './tools/apps.mjs';
import portal from './tools/eslint/portal-rules.mjs';

// What every app may not import: MUI and the router come through shared-ui (one instance,
// tree-shaken in the shell's build; see tools/webpack/federation-shared.cjs), axios through its api.
const throughSharedUi = [
  { group: ['@mui/*', '@mui/**'], message: 'Import MUI from shared-ui (core, /components), so it is bundled once.' },
  { group: ['react-router', 'react-router/*'], message: 'Import router APIs from shared-ui/routing, so the router is one instance.' },
  { group: ['axios'], message: 'Call the backend through shared-ui `api`.' },
];
// Not federation keys: the shell builds them once with shared-ui, a remote's runtime import would
// put a second copy in the remote's bundle.
const remoteLibraries = {
  group: ['react-hook-form', 'zod', 'exceljs', 'dompurify'],
  allowTypeImports: true,
  message: 'Use them through shared-ui (/form, /contract, /excel-import, /rich-text); types may be imported.',
};
// The builds resolve react-i18next to these exports only (tools/webpack/shims/react-i18next.mjs).
const reactI18nextPaths = [
  {
    name: 'react-i18next',
    allowImportNames: ['useTranslation', 'I18nextProvider', 'initReactI18next'],
    allowTypeImports: true,
    message: 'The builds carry only these react-i18next exports: add one to tools/webpack/shims/react-i18next.mjs first.',
  },
];
const hostSource = { group: [SHELL.project, `${SHELL.project}/**`, `**/${SHELL.project}/**`], message: 'A remote never imports the host.' };
const remoteSource = (except) =>
  REMOTES.filter((r) => r.project !== except).map(({ project }) => ({
    group: [project, `${project}/**`, `**/${project}/**`],
    message: except ? 'A remote never imports another remote.' : 'The host knows remotes only through the runtime config.',
  }));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/storybook-static/**', '**/test-results/**', '**/playwright-report/**', 'bench/**', '.nx/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, portal },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'portal/no-literal-ui-text': 'error',
      'no-restricted-syntax': [
        'error',
        {
          // MUI's Stack spaces its children with margins unless told to use gaps: a wrapped line
          // then starts indented (a phone showed it on the delivery board and the invoice requests).
          selector:
            "JSXOpeningElement[name.name='Stack']:has(> JSXAttribute[name.name='spacing']):has(JSXAttribute[name.name='sx'] > JSXExpressionContainer > ObjectExpression > Property[key.name='flexWrap']:not([value.value='nowrap'])):not(:has(> JSXAttribute[name.name='useFlexGap']))",
          message: 'A wrapping Stack with spacing needs useFlexGap, or its wrapped lines start indented.',
        },
      ],
    },
  },
  {
    files: [`${SHELL.project}/src/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { paths: reactI18nextPaths, patterns: [...throughSharedUi, ...remoteSource(null)] }] },
  },
  {
    files: ['shared-ui/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: reactI18nextPaths }] },
  },
  ...REMOTES.map(({ project }) => ({
    files: [`${project}/src/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { paths: reactI18nextPaths, patterns: [...throughSharedUi, remoteLibraries, hostSource, ...remoteSource(project)] }] },
  })),
  {
    files: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', 'shared-ui/src/testing.tsx', 'e2e/**', 'mock-api/**', 'tools/**'],
    rules: { 'portal/no-literal-ui-text': 'off', 'no-restricted-imports': 'off' },
  },
);
