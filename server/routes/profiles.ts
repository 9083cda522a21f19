// POST /api/profile, PUT /api/profile/{uuid} (spec §3 "Child profile", §5).
import { Hono } from 'hono';
import { CreateProfilePayloadSchema, UpdateProfilePayloadSchema } from '../../shared/contract/profile';
import type { AppEnv, Deps } from '../context';
import { changeProfile, createProfile, ownProfile } from '../domain/profiles';
import { parseBody } from '../http/body';
import { requireUserId } from '../http/session';

export function profileRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();

  r.post('/', async (c) => {
    const userId = requireUserId(c);
    const input = await parseBody(c, CreateProfilePayloadSchema);
    return c.json({ data: createProfile(deps.db, userId, input, deps.now()) }, 201);
  });

  // Another parent's profile answers 404, exactly like an unknown uuid, before the body is read.
  r.put('/:uuid', async (c) => {
    const existing = ownProfile(deps.db, requireUserId(c), c.req.param('uuid'));
    const input = await parseBody(c, UpdateProfilePayloadSchema);
    return c.json({ data: changeProfile(deps.db, existing, input, deps.now()) });
  });

  return r;
}
