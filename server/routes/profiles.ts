// POST /api/profile, PUT /api/profile/{uuid} (spec §3 "Child profile", §5).
import { Hono } from 'hono';
import { CreateProfilePayloadSchema, UpdateProfilePayloadSchema } from '../../shared/contract/profile';
import type { AppEnv, Deps } from '../context';
import { PROFILE_TEXT_FIELDS, findOwnProfile, toProfile, type ProfileRow } from '../domain/profiles';
import { uuid } from '../lib/crypto';
import { parseBody } from '../http/body';
import { notFound } from '../http/errors';
import { requireUserId } from '../http/session';

export const PROFILE_NOT_FOUND = 'Dit profiel bestaat niet. Kies een kind uit je lijst met profielen.';

export function profileRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();
  const { db } = deps;

  r.post('/', async (c) => {
    const userId = requireUserId(c);
    const input = await parseBody(c, CreateProfilePayloadSchema);
    const now = deps.now();
    const id = uuid();
    db.prepare('INSERT INTO profiles (uuid, user_id, first_name, last_name, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)').run(
      id,
      userId,
      input.first_name,
      input.last_name,
      now,
      now,
    );
    return c.json({ data: toProfile(findOwnProfile(db, userId, id) as ProfileRow) }, 201);
  });

  // Another parent's profile answers 404, exactly like an unknown uuid.
  r.put('/:uuid', async (c) => {
    const userId = requireUserId(c);
    const existing = findOwnProfile(db, userId, c.req.param('uuid'));
    if (!existing) throw notFound(PROFILE_NOT_FOUND);
    const input = await parseBody(c, UpdateProfilePayloadSchema);
    const next: Record<string, string | number> = {};
    for (const field of PROFILE_TEXT_FIELDS) next[field] = input[field] ?? existing[field];
    next.needs_medical_attention =
      input.needs_medical_attention === undefined ? existing.needs_medical_attention : input.needs_medical_attention ? 1 : 0;
    next.no_club = input.no_club === undefined ? existing.no_club : input.no_club ? 1 : 0;
    const columns = [...PROFILE_TEXT_FIELDS, 'needs_medical_attention', 'no_club'];
    db.prepare(`UPDATE profiles SET ${columns.map((f) => `${f} = @${f}`).join(', ')}, updated_at = @updated_at WHERE id = @id`).run({
      ...next,
      updated_at: deps.now(),
      id: existing.id,
    });
    return c.json({ data: toProfile(findOwnProfile(db, userId, existing.uuid) as ProfileRow) });
  });

  return r;
}
