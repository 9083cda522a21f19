// trainers (a name and a photo file) and the feedback staff write per ticket (migration 014).
import type { DB } from './database';

/** Where the shop serves a trainer's photo file (routes/staff-trainers.ts); the file name is unique per upload. */
export const TRAINER_PHOTO_PATH = '/media/trainers/';

export interface TrainerRow {
  id: number;
  name: string;
  photo: string | null;
}

export const insertTrainer = (db: DB, name: string, now: number): number =>
  Number(db.prepare('INSERT INTO trainers (name, created_at, updated_at) VALUES (?, ?, ?)').run(name, now, now).lastInsertRowid);

export const listTrainerRows = (db: DB) =>
  db.prepare('SELECT id, name, photo FROM trainers ORDER BY name COLLATE NOCASE, id').all() as TrainerRow[];

export const findTrainer = (db: DB, id: number) =>
  db.prepare('SELECT id, name, photo FROM trainers WHERE id = ?').get(id) as TrainerRow | undefined;

export const trainerWithPhoto = (db: DB, file: string) => db.prepare('SELECT 1 FROM trainers WHERE photo = ?').get(file) !== undefined;

export function setTrainerPhoto(db: DB, id: number, file: string, now: number): void {
  db.prepare('UPDATE trainers SET photo = ?, updated_at = ? WHERE id = ?').run(file, now, id);
}

/** Staff's feedback on a ticket replaces any earlier one (and the demo's columns on the ticket). */
export function upsertFeedback(db: DB, ticketId: number, text: string, trainerId: number | null, staffId: number, now: number): void {
  db.prepare(
    `INSERT INTO ticket_feedback (ticket_id, feedback_text, trainer_id, written_by, updated_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT(ticket_id) DO UPDATE SET feedback_text = excluded.feedback_text, trainer_id = excluded.trainer_id,
       written_by = excluded.written_by, updated_at = excluded.updated_at`,
  ).run(ticketId, text, trainerId, staffId, now);
}
