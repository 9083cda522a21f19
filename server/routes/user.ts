// GET/PUT /api/user, GET /api/user/profiles, GET /api/user/events (spec §7).
import { Hono } from 'hono';
import type { UserEvent } from '../../shared/contract/user';
import { UpdateUserPayloadSchema } from '../../shared/contract/user';
import type { AppEnv, Deps } from '../context';
import { listProfiles, toProfile, type ProfileRow } from '../domain/profiles';
import { findUserById, toUser } from '../domain/users';
import { parseBody } from '../http/body';
import { unauthorized } from '../http/errors';
import { requireUserId } from '../http/session';

interface TicketRow {
  ticket_uuid: string;
  event_uuid: string;
  feedback_text: string | null;
  trainer_name: string | null;
  trainer_photo: string | null;
  profile_id: number;
}

export function userRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();
  const { db } = deps;

  const currentUser = (userId: number) => {
    const user = findUserById(db, userId);
    if (!user) throw unauthorized();
    return user;
  };

  r.get('/', (c) => c.json({ data: toUser(currentUser(requireUserId(c))) }));

  r.put('/', async (c) => {
    const userId = requireUserId(c);
    currentUser(userId);
    const input = await parseBody(c, UpdateUserPayloadSchema);
    db.prepare('UPDATE users SET first_name = ?, last_name = ?, phone = ?, updated_at = ? WHERE id = ?').run(
      input.first_name,
      input.last_name,
      input.phone,
      deps.now(),
      userId,
    );
    return c.json({ data: toUser(currentUser(userId)) });
  });

  r.get('/profiles', (c) => c.json({ data: listProfiles(db, requireUserId(c)).map(toProfile) }));

  // One entry per event with the parent's tickets, in event order; the widgets add the CMS data.
  r.get('/events', (c) => {
    const userId = requireUserId(c);
    const rows = db
      .prepare(
        `SELECT t.uuid AS ticket_uuid, e.uuid AS event_uuid, t.feedback_text, t.trainer_name, t.trainer_photo, t.profile_id
         FROM tickets t JOIN events e ON e.id = t.event_id
         WHERE t.user_id = ? ORDER BY e.start_date, e.id, t.id`,
      )
      .all(userId) as TicketRow[];
    const profiles = new Map(listProfiles(db, userId).map((p: ProfileRow) => [p.id, toProfile(p)]));
    const events: UserEvent[] = [];
    for (const row of rows) {
      const profile = profiles.get(row.profile_id);
      if (!profile) continue;
      let entry = events.find((e) => e.uuid === row.event_uuid);
      if (!entry) events.push((entry = { uuid: row.event_uuid, tickets: [] }));
      entry.tickets.push({
        uuid: row.ticket_uuid,
        profile,
        feedback_text: row.feedback_text,
        trainer_name: row.trainer_name,
        trainer_photo: row.trainer_photo === null ? null : absolute(deps.baseUrl(), row.trainer_photo),
      });
    }
    return c.json({ data: events });
  });

  return r;
}

/** Stored photo paths are site-relative; widgets may run on another origin, so answer absolute URLs. */
const absolute = (base: string, url: string) => (url.startsWith('/') ? `${base}${url}` : url);
