// server/API.md's shapes and endpoint table are generated from the contract and the OpenAPI operation
// entries (npm run build rewrites them); this fails when the committed API.md is stale.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCHEMAS } from '../../server/openapi/components';
import { ROOT } from '../../scripts/declarations';
import { shapesBlock, withApiDocs } from '../../scripts/api-md';

const apiMd = () => readFileSync(join(ROOT, 'server', 'API.md'), 'utf8');

describe('server/API.md shapes and endpoints', () => {
  it('match the contract and the operation entries (run `npm run build` to refresh them)', () => {
    const md = apiMd();
    expect(withApiDocs(md), 'server/API.md is stale: run `npm run build` and commit server/API.md').toBe(md);
    expect(md).toContain('| `PUT /api/profile/{uuid}` | logged in | UpdateProfilePayload |');
    expect(md).toMatch(/^Profile +\{ uuid, first_name, last_name, birthdate, gender: 'u'\|'m'\|'f',/m);
  });

  it('a field added to a contract schema shows in the shapes', () => {
    const profile = SCHEMAS.Profile as { properties: object; required: string[] };
    const grown = { ...profile, properties: { ...profile.properties, swimming_diploma: { type: 'boolean' } } };
    expect(shapesBlock({ Profile: grown })).toContain('swimming_diploma?: boolean');
    expect(shapesBlock({ Profile: profile })).not.toContain('swimming_diploma');
  });
});
