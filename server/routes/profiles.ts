// POST /api/profile, PUT /api/profile/{uuid} (spec §3 "Child profile", §5).
import { CreateProfilePayloadSchema, UpdateProfilePayloadSchema } from '../../shared/contract/profile';
import { changeProfile, createProfile, ownProfile } from '../domain/profiles';
import { defineRoute } from '../http/route';
import { E, ok, ref, withBody } from '../openapi/parts';

export const PROFILE_ROUTES = [
  defineRoute({
    method: 'post',
    path: '/api/profile',
    id: 'createProfile',
    summary: 'Add a child',
    access: 'user',
    body: CreateProfilePayloadSchema,
    responses: { '201': ok('The profile', ref('Profile')), ...withBody },
    handle: (c, { deps, userId, body }) => c.json({ data: createProfile(deps.db, userId, body, deps.now()) }, 201),
  }),
  // Another parent's profile answers 404, exactly like an unknown uuid, before the body is read.
  defineRoute({
    method: 'put',
    path: '/api/profile/{uuid}',
    id: 'updateProfile',
    summary: 'Edit a child (optional fields left out keep their value)',
    access: 'user',
    body: UpdateProfilePayloadSchema,
    responses: { '200': ok('The profile', ref('Profile')), '404': E[404]('Unknown or another parent’s profile'), ...withBody },
    guard: (_c, { deps, userId, params }) => ownProfile(deps.db, userId, params.uuid!),
    handle: (c, { deps, userId, params, body }) =>
      c.json({ data: changeProfile(deps.db, ownProfile(deps.db, userId, params.uuid!), body, deps.now()) }),
  }),
];
