// GET/PUT /api/user, GET /api/user/profiles, GET /api/user/events (spec §7).
import { UpdateUserPayloadSchema } from '../../shared/contract/user';
import { userEvents } from '../domain/order-views';
import { profilesOf } from '../domain/profiles';
import { currentUser, sessionUser, updateUser } from '../domain/users';
import { defineRoute } from '../http/route';
import { arrayOf, ok, ref, withBody } from '../openapi/parts';

export const USER_ROUTES = [
  defineRoute({
    method: 'get',
    path: '/api/user',
    id: 'getUser',
    summary: 'The logged-in parent, or null when no one is logged in',
    // the session probe of every page: a visitor is an answer, not an error, so a logged-out page logs no red
    // 401 in the console where an editor looks for hints (docs/rules.md "§6 Roles and permissions");
    // every other /api/user call still answers 401
    access: 'public',
    responses: { '200': ok('The user, or null without a login', { anyOf: [ref('User'), { type: 'null' }] }) },
    handle: (c, { deps, userId }) => c.json({ data: sessionUser(deps.db, userId) }),
  }),
  defineRoute({
    method: 'put',
    path: '/api/user',
    id: 'updateUser',
    summary: 'Update name and phone (the e-mail address cannot change here)',
    access: 'user',
    body: UpdateUserPayloadSchema,
    responses: { '200': ok('The user', ref('User')), ...withBody },
    // the account must still exist before its body is read
    guard: (_c, { deps, userId }) => currentUser(deps.db, userId),
    handle: (c, { deps, userId, body }) => c.json({ data: updateUser(deps.db, userId, body, deps.now()) }),
  }),
  defineRoute({
    method: 'get',
    path: '/api/user/profiles',
    id: 'listProfiles',
    summary: "The parent's child profiles",
    access: 'user',
    responses: { '200': ok('Profiles', arrayOf(ref('Profile'))) },
    handle: (c, { deps, userId }) => c.json({ data: profilesOf(deps.db, userId) }),
  }),
  defineRoute({
    method: 'get',
    path: '/api/user/events',
    id: 'listUserEvents',
    summary: 'Events the parent has tickets for, with tickets, ordered by event start',
    access: 'user',
    responses: { '200': ok('Events', arrayOf(ref('UserEvent'))) },
    handle: (c, { deps, userId }) => c.json({ data: userEvents(deps, userId) }),
  }),
];
