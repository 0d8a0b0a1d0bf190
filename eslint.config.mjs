// Lint for the whole repository (run by `npm test` through `npm run lint`).
// Besides the usual JS/TS/React hooks rules, the `boundaries/imports` rule below keeps the layers apart:
// a web feature never imports another feature, `lib` never imports `components` or features, `components`
// never imports a feature, the web
// never imports API code, and the contract imports neither app.
import path from 'node:path';
import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const web = path.join(root, 'apps/web');
const webSrc = path.join(web, 'src');
const api = path.join(root, 'apps/api');
const contract = path.join(root, 'packages/contract');

/** Where an import specifier points inside the repository (null: a package outside it). */
function target(file, spec) {
  if (spec.startsWith('.')) return path.resolve(path.dirname(file), spec);
  if (spec.startsWith('@/') && file.startsWith(web + path.sep)) return path.join(webSrc, spec.slice(2));
  if (spec === '@portal/api' || spec.startsWith('@portal/api/')) return path.join(api, spec.slice('@portal/api'.length));
  if (spec === '@portal/web' || spec.startsWith('@portal/web/')) return path.join(web, spec.slice('@portal/web'.length));
  return null;
}

const inside = (p, dir) => p === dir || p.startsWith(dir + path.sep);
const featureOf = (p) => {
  const rel = path.relative(path.join(webSrc, 'features'), p);
  return rel.startsWith('..') || path.isAbsolute(rel) ? null : rel.split(path.sep)[0];
};

/** Answers why `file` may not import `to`, or null when it may. */
export function boundaryViolation(file, to) {
  if (inside(file, contract) && (inside(to, api) || inside(to, web))) return 'the contract imports neither the API nor the web';
  if (inside(file, web) && inside(to, api)) return 'the web never imports API code (share it through @portal/contract)';
  if (inside(file, api) && inside(to, web)) return 'the API never imports web code';
  if (inside(file, path.join(webSrc, 'components')) && inside(to, path.join(webSrc, 'features')))
    return '`components` never imports a feature (features build on components, not the other way)';
  if (inside(file, path.join(webSrc, 'lib'))) {
    if (inside(to, path.join(webSrc, 'components'))) return '`lib` never imports `components`';
    if (inside(to, path.join(webSrc, 'features'))) return '`lib` never imports a feature';
  }
  const from = featureOf(file);
  const into = featureOf(to);
  if (from && into && from !== into)
    return `a feature never imports another feature (${from} → ${into}); move the shared part down to components/ or lib/`;
  return null;
}

const boundaries = {
  rules: {
    imports: {
      meta: { type: 'problem', schema: [], messages: { crossing: '{{why}}: {{spec}}' } },
      create(context) {
        const file = context.filename;
        const check = (node) => {
          const spec = node?.type === 'Literal' && typeof node.value === 'string' ? node.value : null;
          if (!spec) return;
          const to = target(file, spec);
          const why = to && boundaryViolation(file, to);
          if (why) context.report({ node, messageId: 'crossing', data: { why, spec } });
        };
        return {
          ImportDeclaration: (n) => check(n.source),
          ExportNamedDeclaration: (n) => check(n.source),
          ExportAllDeclaration: (n) => check(n.source),
          ImportExpression: (n) => check(n.source),
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/.next-maps/**',
      '**/dist/**',
      '**/data/**',
      'bench/results/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/next-env.d.ts',
      'apps/api/src/db/migrations/**',
      // The service worker as built (apps/web/scripts/build-sw.mjs); its source is apps/web/worker/sw.ts.
      'apps/web/public/sw.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    plugins: { boundaries },
    rules: {
      'boundaries/imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, '@next/next': nextPlugin },
    settings: { next: { rootDir: 'apps/web' } },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // What an effect returns is its cleanup: anything but a function (Chromium 156's scrollIntoView
      // answers a Promise) is called as one when the component goes, and React stops the whole page
      // ("i is not a function"; the staff's content form crashed on 닫기 and 등록 that way).
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.name=/^use(Layout|Insertion)?Effect$/] > ArrowFunctionExpression[expression=true]:not([body.type=/FunctionExpression$/])',
          message: "Give the effect a block body: what an arrow returns becomes the effect's cleanup, and React calls it.",
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              message: "Use AppLink from '@/components/ui/app-link': next/link's code would ride on every page's first load.",
            },
            {
              name: '@portal/contract/vocabulary',
              message: "Import the domain's own labels ('@portal/contract/<domain>-labels'): the barrel carries every domain's.",
            },
          ],
        },
      ],
    },
  },
  {
    // Tests render plain links on purpose (what a page's content may hold).
    files: ['**/*.test.{ts,tsx}'],
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
  {
    // Every e2e test runs with the CSP-violation watch (e2e/tests/fixtures.ts re-exports Playwright).
    files: ['e2e/tests/**/*.ts'],
    ignores: ['e2e/tests/fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', message: "Import from './fixtures': it fails a test on any CSP violation." }] },
      ],
    },
  },
  {
    // Scripts, benchmarks and e2e helpers talk to the terminal.
    files: [
      'scripts/**',
      'apps/web/scripts/**',
      'bench/**',
      'e2e/**',
      'apps/api/build.mjs',
      '**/*.config.{ts,mjs}',
      'apps/web/server.mjs',
      'apps/api/src/db/seed/cli.ts',
      'apps/api/src/main.ts',
    ],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
