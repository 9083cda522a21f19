// Lint, including the folder boundaries of docs/architecture.md ("Folder boundaries"):
// - shared/ never imports from widgets/ or server/
// - a widget never imports another widget
// - server/ may import shared/contract/, shared/format.ts and shared/sanitize-policy.ts, nothing else of
//   the front end, and never demo-pages/ or scripts/ (only server/main.ts composes the API with the demo site)
// - demo-pages/ (the demo marketing site) may import shared/contract/, shared/format.ts, a widget's
//   declaration.ts (plain data), the ElementDeclaration type, the one rich-text sanitiser
//   (shared/sanitize.ts, shared/sanitize-policy.ts: no DOM, no React), and of server/ only the CMS
//   stand-in it renders (server/content/) and HTML escaping (server/lib/html.ts); no React widget code
// - inside server/ (the layers): server/domain/ never imports server/http/ or server/routes/; server/db/,
//   server/mail/ and server/payments/ never import server/domain/ (but db/seed.ts, which builds the demo
//   data with the domain's createUser)
// - no barrel files (an index.ts that only re-exports)
// Lint is type-aware (typescript-eslint's projectService, the root tsconfig.json): a promise is awaited,
// returned or marked `void`, and never passed where a function's result is ignored (an event handler).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const widgetNames = readdirSync(new URL('./widgets/', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const restrict = (regex, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ regex, message }] }],
});

const restrictAll = (...rules) => ({
  'no-restricted-imports': ['error', { patterns: rules.map(([regex, message]) => ({ regex, message })) }],
});

const SERVER_FRONT_END = [
  '(^|/)(widgets(/|$)|shared/(?!contract/|format(\\.ts)?$|sanitize-policy(\\.ts)?$)|demo-pages(/|$)|scripts(/|$))',
  'server/ may import only shared/contract/, shared/format.ts and shared/sanitize-policy.ts of the front end, and never demo-pages/ or scripts/ (docs/architecture.md "Folder boundaries").',
];

const noBarrel = {
  meta: { type: 'problem', messages: { barrel: 'No barrel files: import the file you mean (docs/architecture.md "Folder boundaries").' } },
  create(context) {
    if (!/(^|[\\/])index\.tsx?$/.test(context.filename)) return {};
    return {
      Program(node) {
        const body = node.body;
        if (body.length > 0 && body.every((s) => (s.type === 'ExportNamedDeclaration' || s.type === 'ExportAllDeclaration') && s.source)) {
          context.report({ node, messageId: 'barrel' });
        }
      },
    };
  },
};

export default tseslint.config(
  // test/lint/fixtures/: code that must fail lint, linted on purpose by test/lint/boundaries.test.ts
  { ignores: ['node_modules/', 'dist/', 'data/', 'test-results/', 'playwright-report/', '.tmp/', 'test/lint/fixtures/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { local: { rules: { 'no-barrel': noBarrel } }, 'react-hooks': reactHooks },
    rules: {
      'local/no-barrel': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  // plain JavaScript (this file, build.mjs, scripts/*.mjs) is not in a TypeScript project
  { files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['shared/**'],
    rules: restrict(
      '(^|/)(widgets|server)(/|$)',
      'shared/ never imports from widgets/ or server/ (docs/architecture.md "Folder boundaries").',
    ),
  },
  ...widgetNames.map((name) => {
    const others = widgetNames.filter((n) => n !== name);
    return {
      files: [`widgets/${name}/**`],
      rules: others.length
        ? restrict(
            `(^|/)(${others.join('|')})(/|$)`,
            'A widget never imports another widget: move what both need to shared/ (docs/architecture.md "Folder boundaries").',
          )
        : {},
    };
  }),
  {
    files: ['demo-pages/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '(^|/)(widgets/(?![^/]+/declaration(\\.ts)?$)|shared/(?!contract/|format(\\.ts)?$|element(\\.ts)?$|sanitize(-policy)?(\\.ts)?$)|server/(?!content/|lib/html(\\.ts)?$)|scripts(/|$))',
              message:
                'demo-pages/ may import shared/contract/, shared/format.ts, shared/sanitize(-policy).ts, a widget\'s declaration.ts and of server/ only server/content/ and server/lib/html.ts; no widget code, nothing of scripts/ (docs/architecture.md "Folder boundaries").',
            },
            {
              regex: '(^|/)shared/element(\\.ts)?$',
              allowTypeImports: true,
              message: 'demo-pages/ takes only the ElementDeclaration type from shared/element.ts (import type).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**'],
    ignores: ['server/main.ts'],
    rules: restrict(...SERVER_FRONT_END),
  },
  // the composition: the API and the demo site meet here only
  {
    files: ['server/main.ts'],
    rules: restrict(
      '(^|/)(widgets(/|$)|shared/(?!contract/|format(\\.ts)?$)|demo-pages/(?!site(\\.ts)?$)|scripts(/|$))',
      'server/main.ts composes the API with the demo site (demo-pages/site.ts) and imports nothing else of the front end (docs/architecture.md "Folder boundaries").',
    ),
  },
  // the layers inside server/ (docs/architecture.md "The layers"); a later block replaces the rule's
  // options for its files, so each repeats the front-end restriction
  {
    files: ['server/domain/**'],
    rules: restrictAll(SERVER_FRONT_END, [
      '(^|/)(http|routes)/',
      'server/domain/ never imports server/http/ or server/routes/: the rules know no HTTP (docs/architecture.md "The layers").',
    ]),
  },
  {
    files: ['server/db/**', 'server/mail/**', 'server/payments/**'],
    ignores: ['server/db/seed.ts'],
    rules: restrictAll(SERVER_FRONT_END, [
      '(^|/)domain/',
      'server/db/, server/mail/ and server/payments/ never import server/domain/: the domain uses them, not the other way round (docs/architecture.md "The layers").',
    ]),
  },
);
