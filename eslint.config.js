// Lint, including the folder boundaries of DESIGN.md ("Folders"):
// - shared/ never imports from widgets/ or server/
// - a widget never imports another widget
// - server/ may import shared/contract/ and shared/format.ts, nothing else of the front end
// - no barrel files (an index.ts that only re-exports)
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

const noBarrel = {
  meta: { type: 'problem', messages: { barrel: 'No barrel files: import the file you mean (DESIGN.md).' } },
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
  { ignores: ['node_modules/', 'dist/', 'data/', 'test-results/', 'playwright-report/', '.tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { local: { rules: { 'no-barrel': noBarrel } }, 'react-hooks': reactHooks },
    rules: {
      'local/no-barrel': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['shared/**'], rules: restrict('(^|/)(widgets|server)(/|$)', 'shared/ never imports from widgets/ or server/ (DESIGN.md).') },
  ...widgetNames.map((name) => {
    const others = widgetNames.filter((n) => n !== name);
    return {
      files: [`widgets/${name}/**`],
      rules: others.length
        ? restrict(`(^|/)(${others.join('|')})(/|$)`, 'A widget never imports another widget: move what both need to shared/ (DESIGN.md).')
        : {},
    };
  }),
  {
    files: ['server/**'],
    rules: restrict('(^|/)(widgets(/|$)|shared/(?!contract/|format(\\.ts)?$))', 'server/ may import only shared/contract/ and shared/format.ts of the front end (DESIGN.md).'),
  },
);
