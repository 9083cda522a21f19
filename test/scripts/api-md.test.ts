// server/API.md's endpoint table is generated from the route definitions' OpenAPI operations (npm run
// build rewrites it); this fails when the committed API.md is stale.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../demo-pages/lib/declarations';
import { withApiDocs } from '../../scripts/api-md';

const apiMd = () => readFileSync(join(ROOT, 'server', 'API.md'), 'utf8');

describe('server/API.md endpoint table', () => {
  it('match the contract and the route definitions (run `npm run build` to refresh them)', () => {
    const md = apiMd();
    expect(withApiDocs(md), 'server/API.md is stale: run `npm run build` and commit server/API.md').toBe(md);
    expect(md).toContain('| `PUT /api/profile/{uuid}` | logged in | UpdateProfilePayload |');
  });

  it('names bodies and answers by their contract schema, without their fields', () => {
    const md = apiMd();
    expect(md).toContain('| `POST /api/cart` | logged in | AddToCartPayload | 200 `{data: Cart}`, 401, 409, 413, 419, 422, 429 |');
    expect(md).not.toContain('swimming_diploma');
    expect(md).not.toMatch(/^Profile +\{ uuid/m);
  });
});
