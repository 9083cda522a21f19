// Trainers and their feedback (spec §2 "Dashboard details": feedback text, trainer name and photo per
// ticket). A photo is checked by its bytes (JPEG, PNG or WebP, at most 5 MB, whatever its name or
// declared type), re-encoded to a square JPEG of at most 400 px without metadata (no GPS from a phone
// camera) and stored in the data folder under a new name, so it can be cached for a year.
import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import type { Trainer } from '../../../shared/contract/staff';
import type { Deps } from '../../context';
import type { DB } from '../../db/database';
import { inTransaction } from '../../db/database';
import { findEventById } from '../../db/events';
import { findTicketByUuid } from '../../db/staff-events';
import {
  TRAINER_PHOTO_PATH,
  findTrainer,
  insertTrainer,
  listTrainerRows,
  setTrainerPhoto,
  upsertFeedback,
  type TrainerRow,
} from '../../db/trainers';
import { texts } from '../../texts';
import { fieldError, notFound } from '../errors';
import { audit } from './audit';

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
const SIDE = 400;

/** The folder of the photos: beside the database file (the data folder). */
export const photoDir = (db: DB) => join(db.memory ? tmpdir() : dirname(db.name), 'trainer-photos');

export const toTrainer = (deps: Deps, row: TrainerRow): Trainer => ({
  id: row.id,
  name: row.name,
  photo: row.photo === null ? null : `${deps.baseUrl()}${TRAINER_PHOTO_PATH}${row.photo}`,
});

export const listTrainers = (deps: Deps) => listTrainerRows(deps.db).map((row) => toTrainer(deps, row));

export function createTrainer(deps: Deps, staffId: number, name: string): Trainer {
  const now = deps.now();
  const id = inTransaction(deps.db, () => {
    const id = insertTrainer(deps.db, name, now);
    audit(deps.db, staffId, 'trainer.add', name, { id }, now);
    return id;
  });
  return toTrainer(deps, findTrainer(deps.db, id)!);
}

/** What the first bytes say the file is; a name or a Content-Type proves nothing. */
function sniff(bytes: Uint8Array): 'jpeg' | 'png' | 'webp' | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

/** The photo as a square JPEG of at most SIDE px, turned upright, without EXIF, ICC or XMP; a 422 when it is no photo. */
export async function squarePhoto(bytes: Uint8Array): Promise<Buffer> {
  if (bytes.byteLength === 0) throw fieldError('photo', texts.photoMissing);
  if (bytes.byteLength > MAX_PHOTO_BYTES) throw fieldError('photo', texts.photoTooLarge);
  if (!sniff(bytes)) throw fieldError('photo', texts.photoWrongType);
  try {
    // limitInputPixels: a small file that unpacks to a huge image (a decompression bomb) is refused
    const upright = await sharp(bytes, { failOn: 'warning', limitInputPixels: 50_000_000 }).rotate().toBuffer({ resolveWithObject: true });
    const side = Math.min(SIDE, upright.info.width, upright.info.height);
    return await sharp(upright.data)
      .resize(side, side, { fit: 'cover', position: 'attention' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    throw fieldError('photo', texts.photoBroken);
  }
}

/** PUT /api/staff/trainers/{id}/photo: stored only when the whole photo could be re-encoded. */
export async function uploadPhoto(deps: Deps, staffId: number, trainerId: number, bytes: Uint8Array): Promise<Trainer> {
  const { db } = deps;
  const trainer = findTrainer(db, trainerId);
  if (!trainer) throw notFound(texts.trainerNotFound);
  const jpeg = await squarePhoto(bytes);
  const dir = photoDir(db);
  mkdirSync(dir, { recursive: true });
  const file = `trainer-${trainer.id}-${randomBytes(8).toString('hex')}.jpg`;
  writeFileSync(join(dir, `${file}.tmp`), jpeg);
  renameSync(join(dir, `${file}.tmp`), join(dir, file));
  const now = deps.now();
  inTransaction(db, () => {
    setTrainerPhoto(db, trainer.id, file, now);
    audit(db, staffId, 'trainer.photo', trainer.name, { id: trainer.id, bytes: jpeg.byteLength }, now);
  });
  // the old photo's address stops working; pages that cached it keep their copy
  if (trainer.photo) rmSync(join(dir, trainer.photo), { force: true });
  return toTrainer(deps, findTrainer(db, trainer.id)!);
}

/** PUT /api/staff/tickets/{uuid}/feedback: from the event's first day; the parent's dashboard shows it at once. */
export function writeFeedback(deps: Deps, staffId: number, ticketUuid: string, text: string, trainerId: number | null) {
  const { db } = deps;
  const now = deps.now();
  const ticket = findTicketByUuid(db, ticketUuid);
  const event = ticket && findEventById(db, ticket.event_id);
  if (!ticket || !event) throw notFound(texts.ticketNotFound);
  if (Date.parse(event.start_date) > now) throw fieldError('feedback_text', texts.feedbackTooEarly);
  const trainer = trainerId === null ? null : findTrainer(db, trainerId);
  if (trainer === undefined) throw fieldError('trainer_id', texts.trainerNotFound);
  inTransaction(db, () => {
    upsertFeedback(db, ticket.id, text, trainer?.id ?? null, staffId, now);
    audit(db, staffId, 'feedback.write', ticketUuid, { event: event.uuid, trainer: trainer?.name ?? null, length: text.length }, now);
  });
  return { ticket_uuid: ticketUuid, feedback_text: text, trainer: trainer ? toTrainer(deps, trainer) : null };
}
