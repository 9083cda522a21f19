import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The folder boundaries of docs/architecture.md, as `npm run lint` enforces them: sample code is linted as if it
// stood in each folder, and the boundary rule must fire exactly where "Folder boundaries" there forbids an import.
// The samples are not files of a TypeScript project, so they are linted without type information;
// the type-aware rules are proven on a fixture file below.
const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: [tseslint.configs.disableTypeChecked] });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'local/no-barrel')
    .map((m) => m.message);
}

describe('folder boundaries (docs/architecture.md "Folder boundaries")', () => {
  it('shared/ never imports from widgets/ or server/', async () => {
    expect(
      await boundaryErrors(
        'shared/example.ts',
        "import { SportAccount } from '../widgets/sport-account/sport-account';\nexport const x = SportAccount;\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors('shared/stores/example.ts', "import { createApp } from '../../server/app';\nexport const x = createApp;\n"),
    ).toHaveLength(1);
    expect(await boundaryErrors('shared/example.ts', "import { nl } from './nl';\nexport const x = nl;\n")).toEqual([]);
  });

  it('a widget never imports another widget', async () => {
    const errors = await boundaryErrors(
      'widgets/sport-order/components/Example.ts',
      "import { nl } from '../../sport-account/nl';\nexport const x = nl;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/never imports another widget/);
    expect(
      await boundaryErrors(
        'widgets/sport-order/components/Example.ts',
        "import { nl } from '../nl';\nimport { http } from '../../../shared/http';\nexport const x = [nl, http];\n",
      ),
    ).toEqual([]);
  });

  it('server/ imports only shared/contract/ and shared/format.ts of the front end', async () => {
    expect(
      await boundaryErrors('server/routes/example.ts', "import { $user } from '../../shared/stores/session';\nexport const x = $user;\n"),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'server/routes/example.ts',
        "import { SportOrder } from '../../widgets/sport-order/sport-order';\nexport const x = SportOrder;\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'server/routes/example.ts',
        "import { UserSchema } from '../../shared/contract/user';\nimport { formatMoney } from '../../shared/format';\nexport const x = [UserSchema, formatMoney];\n",
      ),
    ).toEqual([]);
  });

  it('the API stands alone: server/ never imports demo-pages/ or scripts/, but main.ts composes the demo site', async () => {
    const forbidden = [
      "import { renderPage } from '../../demo-pages/site';\nexport const x = renderPage;\n",
      "import { html } from '../../demo-pages/lib/html';\nexport const x = html;\n",
      "import { loadDeclarations } from '../../demo-pages/lib/declarations';\nexport const x = loadDeclarations;\n",
      "import { sizes } from '../../scripts/size';\nexport const x = sizes;\n",
    ];
    for (const code of forbidden)
      expect(await boundaryErrors('server/routes/example.ts', code), code).toEqual([expect.stringMatching(/never demo-pages/)]);
    expect(
      await boundaryErrors('server/main.ts', "import { renderPage } from '../demo-pages/site';\nexport const x = renderPage;\n"),
    ).toEqual([]);
    expect(await boundaryErrors('server/main.ts', "import { html } from '../demo-pages/lib/html';\nexport const x = html;\n")).toHaveLength(
      1,
    );
    expect(
      await boundaryErrors(
        'server/routes/example.ts',
        "import { Content } from '../content/content';\nimport { escapeHtml } from '../lib/html';\nimport { isSafeUrl } from '../../shared/sanitize-policy';\nexport const x = [Content, escapeHtml, isSafeUrl];\n",
      ),
    ).toEqual([]);
  });

  it('inside server/: the domain knows no HTTP; db/, mail/ and payments/ never import the domain', async () => {
    const fromDomain = [
      "import { parseBody } from '../http/body';\nexport const x = parseBody;\n",
      "import { CART_ROUTES } from '../routes/cart';\nexport const x = CART_ROUTES;\n",
    ];
    for (const code of fromDomain)
      expect(await boundaryErrors('server/domain/example.ts', code), code).toEqual([expect.stringMatching(/never imports server\/http/)]);
    const toDomain = "import { createUser } from '../domain/users';\nexport const x = createUser;\n";
    for (const file of ['server/db/example.ts', 'server/mail/example.ts', 'server/payments/example.ts'])
      expect(await boundaryErrors(file, toDomain), file).toEqual([expect.stringMatching(/never import server\/domain/)]);
    // the front-end rule still holds in those folders, and what the layers allow passes
    expect(
      await boundaryErrors('server/domain/example.ts', "import { http } from '../../shared/http';\nexport const x = http;\n"),
    ).toHaveLength(1);
    expect(
      await boundaryErrors('server/db/example.ts', "import { $user } from '../../shared/stores/session';\nexport const x = $user;\n"),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'server/domain/example.ts',
        "import { findUser } from '../db/users';\nimport { renderMail } from '../mail/layout';\nimport { UserSchema } from '../../shared/contract/user';\nexport const x = [findUser, renderMail, UserSchema];\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'server/routes/example.ts',
        "import { parseBody } from '../http/body';\nimport { addToCart } from '../domain/cart-changes';\nexport const x = [parseBody, addToCart];\n",
      ),
    ).toEqual([]);
    // the one exception: the demo data is made with the domain's createUser
    expect(await boundaryErrors('server/db/seed.ts', toDomain)).toEqual([]);
  });

  it("demo-pages/ imports shared/contract/, shared/format.ts, a widget's declaration.ts and the server's content and escaping, no widget code, rest of server/ or scripts/", async () => {
    const forbidden = [
      "import { SportOrder } from '../../widgets/sport-order/sport-order';\nexport const x = SportOrder;\n",
      "import { nl } from '../../widgets/sport-account/nl';\nexport const x = nl;\n",
      "import { http } from '../../shared/http';\nexport const x = http;\n",
      "import { fetchOrderFlow } from '../../shared/cms/order-flow';\nexport const x = fetchOrderFlow;\n",
      "import { defineElement } from '../../shared/element';\nexport const x = defineElement;\n",
      "import { createApp } from '../../server/app';\nexport const x = createApp;\n",
      "import { findUser } from '../../server/db/users';\nexport const x = findUser;\n",
      "import { sizes } from '../../scripts/size';\nexport const x = sizes;\n",
    ];
    for (const code of forbidden) expect(await boundaryErrors('demo-pages/templates/example.ts', code), code).toHaveLength(1);
    expect(
      await boundaryErrors(
        'demo-pages/templates/example.ts',
        [
          "import { OrderFlowSchema } from '../../shared/contract/cms';",
          "import { formatMoney } from '../../shared/format';",
          "import { isSafeUrl } from '../../shared/sanitize-policy';",
          "import { declaration } from '../../widgets/sport-order/declaration';",
          "import type { ElementDeclaration } from '../../shared/element';",
          "import { escapeHtml } from '../../server/lib/html';",
          "import { Content } from '../../server/content/content';",
          'export const x: unknown[] = [OrderFlowSchema, formatMoney, isSafeUrl, declaration, escapeHtml, Content] satisfies unknown[] as ElementDeclaration[];',
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('no barrel files', async () => {
    expect(
      await boundaryErrors('shared/ui/index.ts', "export { Field } from './Field';\nexport { Spinner } from './Spinner';\n"),
    ).toHaveLength(1);
  });
});

describe('type-aware lint (typescript-eslint projectService)', () => {
  it('reports a floating promise and a promise passed where a void function is expected', async () => {
    const typed = new ESLint({ cwd: process.cwd(), ignore: false });
    const [result] = await typed.lintFiles(['test/lint/fixtures/promises.ts']);
    const found = (result?.messages ?? []).map((m) => `${m.line} ${m.ruleId}`);
    expect(found).toEqual(['8 @typescript-eslint/no-floating-promises', '12 @typescript-eslint/no-misused-promises']);
  });
});
