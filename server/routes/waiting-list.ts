// The waiting list (contract additions, server/API.md "Waiting list"): join a sold-out event, see the
// own entries, leave, claim an offered place from the mail's link.
import { Hono } from 'hono';
import { JoinWaitingListPayloadSchema } from '../../shared/contract/waiting-list';
import type { AppEnv, Deps } from '../context';
import { claimOffer, joinWaitingList, leaveWaitingList, listOwnEntries } from '../domain/waiting-list';
import { parseBody } from '../http/body';
import { requireUserId } from '../http/session';

export function waitingListRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();

  r.post('/events/:uuid/waiting-list', async (c) => {
    const userId = requireUserId(c);
    const input = await parseBody(c, JoinWaitingListPayloadSchema);
    return c.json({ data: joinWaitingList(deps, userId, c.req.param('uuid'), input.profile_ids) }, 201);
  });

  r.get('/user/waiting-list', (c) => c.json({ data: listOwnEntries(deps.db, requireUserId(c)) }));

  r.delete('/waiting-list/:uuid', (c) => {
    leaveWaitingList(deps, requireUserId(c), c.req.param('uuid'));
    return c.body(null, 204);
  });

  r.post('/waiting-list/:uuid/claim', (c) => c.json({ data: claimOffer(deps, requireUserId(c), c.req.param('uuid')) }));

  return r;
}
