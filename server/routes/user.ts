// GET/PUT /api/user, GET /api/user/profiles, GET /api/user/events (spec §7).
import { Hono } from 'hono';
import { UpdateUserPayloadSchema } from '../../shared/contract/user';
import type { AppEnv, Deps } from '../context';
import { userEvents } from '../domain/order-views';
import { profilesOf } from '../domain/profiles';
import { currentUser, toUser, updateUser } from '../domain/users';
import { parseBody } from '../http/body';
import { requireUserId } from '../http/session';

export function userRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();

  r.get('/', (c) => c.json({ data: toUser(currentUser(deps.db, requireUserId(c))) }));

  r.put('/', async (c) => {
    const userId = requireUserId(c);
    currentUser(deps.db, userId);
    const input = await parseBody(c, UpdateUserPayloadSchema);
    return c.json({ data: updateUser(deps.db, userId, input, deps.now()) });
  });

  r.get('/profiles', (c) => c.json({ data: profilesOf(deps.db, requireUserId(c)) }));

  r.get('/events', (c) => c.json({ data: userEvents(deps, requireUserId(c)) }));

  return r;
}
