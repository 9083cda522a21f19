// Trainers (a name and a photo) and the feedback per ticket that parents see in their dashboard
// (spec §2 "Dashboard details"). The photo upload has a limit of its own: the API's 100 KB is for JSON.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { CreateTrainerPayloadSchema, FeedbackPayloadSchema } from '../../shared/contract/staff';
import type { AppEnv } from '../context';
import { drain } from '../http/answers';
import { createTrainer, listTrainers, photoDir, uploadPhoto, writeFeedback } from '../domain/staff/trainers';
import { fieldError } from '../domain/errors';
import { defineRoute } from '../http/route';
import { E, arrayOf, err, ok, ref, withBody } from '../openapi/parts';
import { IMMUTABLE_CACHE } from './static';
import { texts } from '../texts';

const UPLOAD = /^\/api\/staff\/trainers\/\d+\/photo$/;
/** Read whole up to this size, so a too-large photo gets its Dutch 422 rather than a cut connection. */
const UPLOAD_READ_LIMIT = 25 * 1024 * 1024;

/** The body limit of /api/*: `json` for every call, a bigger one for the photo upload. */
export function apiBodyLimit(json: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> {
  const upload = bodyLimit({
    maxSize: UPLOAD_READ_LIMIT,
    onError: async (c) => {
      await drain(c.req.raw);
      return c.json({ message: texts.photoTooLarge, errors: { photo: [texts.photoTooLarge] } }, 422);
    },
  });
  return (c, next) => (c.req.method === 'PUT' && UPLOAD.test(c.req.path) ? upload(c, next) : json(c, next));
}

/** The photo as a raw body (any image Content-Type) or as the `photo` field of a multipart form. */
async function photoBytes(c: Context<AppEnv>): Promise<Uint8Array> {
  if ((c.req.header('content-type') ?? '').startsWith('multipart/form-data')) {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const file = form.photo;
    if (!(file instanceof File)) throw fieldError('photo', texts.photoMissing);
    return new Uint8Array(await file.arrayBuffer());
  }
  return new Uint8Array(await c.req.arrayBuffer());
}

const binary = { type: 'string', format: 'binary' };
const trainerId = (id: string) => (/^\d{1,9}$/.test(id) ? Number(id) : -1);

export const STAFF_TRAINER_ROUTES = [
  defineRoute({
    method: 'get',
    path: '/api/staff/trainers',
    id: 'staffTrainers',
    summary: 'The trainers by name, with their photo’s URL',
    access: 'staff',
    responses: { '200': ok('The trainers', arrayOf(ref('Trainer'))) },
    handle: (c, { deps }) => c.json({ data: listTrainers(deps) }),
  }),
  defineRoute({
    method: 'post',
    path: '/api/staff/trainers',
    id: 'staffAddTrainer',
    summary: 'Add a trainer (a name; the photo is uploaded after). Logged',
    access: 'staff',
    body: CreateTrainerPayloadSchema,
    responses: { '201': ok('The new trainer', ref('Trainer')), ...withBody },
    handle: (c, { deps, userId, body }) => c.json({ data: createTrainer(deps, userId, body.name) }, 201),
  }),
  defineRoute({
    method: 'put',
    path: '/api/staff/trainers/{id}/photo',
    id: 'staffTrainerPhoto',
    summary:
      'Upload the trainer’s photo: JPEG, PNG or WebP (by its content), at most 5 MB, as the raw body or the "photo" field of a multipart form. Stored re-encoded as a square JPEG of at most 400 px without metadata; anything else is a 422 and nothing is stored',
    access: 'staff',
    requestBody: {
      content: {
        'image/jpeg': { schema: binary },
        'image/png': { schema: binary },
        'image/webp': { schema: binary },
        'multipart/form-data': { schema: { type: 'object', properties: { photo: binary } } },
      },
    },
    responses: {
      '200': ok('The trainer with the new photo', ref('Trainer')),
      '404': E[404]('No such trainer'),
      '419': E[419],
      '422': err('Not a JPEG, PNG or WebP photo, larger than 5 MB, or an image that cannot be read'),
    },
    handle: async (c, { deps, userId, params }) =>
      c.json({ data: await uploadPhoto(deps, userId, trainerId(params.id!), await photoBytes(c)) }),
  }),
  defineRoute({
    method: 'put',
    path: '/api/staff/tickets/{uuid}/feedback',
    id: 'staffFeedback',
    summary:
      'Write the feedback on a ticket, from the event’s first day: a text and a trainer (or null). The parent’s GET /api/user/events answers it with the trainer’s name and photo. Logged',
    access: 'staff',
    body: FeedbackPayloadSchema,
    responses: { '200': ok('The feedback', ref('Feedback')), '404': E[404]('No such ticket'), ...withBody },
    handle: (c, { deps, userId, body, params }) =>
      c.json({ data: writeFeedback(deps, userId, params.uuid!, body.feedback_text, body.trainer_id) }),
  }),
  defineRoute({
    method: 'get',
    path: '/media/trainers/{file}',
    id: 'trainerPhoto',
    summary:
      'A trainer’s photo (the URL in Trainer.photo and a ticket’s trainer_photo); a new upload gets a new name, so it is cached for a year',
    access: 'public',
    responses: {
      '200': { description: 'The photo', content: { 'image/jpeg': { schema: binary } } },
      '404': E[404]('No such photo'),
    },
    handle: async (c, { deps, params }) => {
      const file = params.file!;
      const bytes = /^trainer-\d+-[0-9a-f]{16}\.jpg$/.test(file) ? await readFile(join(photoDir(deps.db), file)).catch(() => null) : null;
      if (!bytes) return c.json({ message: texts.fileNotFound }, 404);
      return c.body(new Uint8Array(bytes), 200, { 'Content-Type': 'image/jpeg', 'Cache-Control': IMMUTABLE_CACHE });
    },
  }),
];
