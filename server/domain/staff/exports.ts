// The participants as a file (docs/rules.md "Back office"): CSV for Dutch Excel (UTF-8 with a BOM, ';' between
// cells, a Dutch header row) and XLSX. A cell that starts with = + - @ tab or CR would be read as a
// formula by a spreadsheet: it gets a leading apostrophe (OWASP "CSV Injection"). Every export is logged.
import writeXlsxFile from 'write-excel-file/node';
import type { EventQuestion } from '../../../shared/contract/questions';
import { formatDateTime } from '../../../shared/format';
import type { Participant } from '../../../shared/contract/staff';
import type { DB } from '../../db/database';
import { audit } from './audit';
import { participantList } from './events';

const GENDER = { m: 'jongen', f: 'meisje', u: '' } as const;

type Column = [header: string, value: (p: Participant) => string | number | null];

const COLUMNS: Column[] = [
  ['Voornaam', (p) => p.first_name],
  ['Achternaam', (p) => p.last_name],
  ['Geboortedatum', (p) => p.birthdate],
  ['Leeftijd', (p) => p.age],
  ['Geslacht', (p) => GENDER[p.gender]],
  ['Shirtmaat', (p) => (p.shirt_size === 'none' ? '' : p.shirt_size)],
  ['Telefoon noodgeval', (p) => p.contact_phone],
  ['Ouder', (p) => p.parent_name],
  ['Telefoon ouder', (p) => p.parent_phone],
  ['E-mail ouder', (p) => p.parent_email],
  ['Bestelnummer', (p) => p.order_number],
  ['Aanwezig', (p) => (p.present ? 'ja' : 'nee')],
];
const MEDICAL_COLUMNS: Column[] = [
  ['Medische aandacht', (p) => (p.medical?.needs_medical_attention ? 'ja' : 'nee')],
  ['Huisarts', (p) => p.medical?.family_doctor ?? ''],
  ['Allergieën', (p) => p.medical?.allergies ?? ''],
  ['Bijzonderheden', (p) => p.medical?.additional_info ?? ''],
];

/** OWASP: a text cell a spreadsheet would take for a formula starts with an apostrophe instead. */
export const neutralise = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

const csvCell = (value: string | number | null): string => {
  if (value === null) return '';
  const text = typeof value === 'number' ? String(value) : neutralise(value);
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export interface ParticipantsFile {
  name: string;
  type: string;
  body: Uint8Array | string;
}

/** A column per question of the event, headed by the question (docs/rules.md "Questions per event"). */
const answerColumns = (questions: EventQuestion[]): Column[] =>
  questions.length === 0
    ? []
    : [
        ...questions.map((q, i): Column => [q.label, (p) => p.answers?.[i]?.answer ?? '']),
        // when the parent changed them after the order ('28 november 2026, 14:05', Europe/Amsterdam); empty: as given then
        ['Antwoorden gewijzigd', (p) => (p.answers_changed_at ? formatDateTime(p.answers_changed_at) : '')],
      ];

function table(
  db: DB,
  staffId: number,
  eventUuid: string,
  now: number,
  medical: boolean,
  format: 'csv' | 'xlsx',
  questions: EventQuestion[],
) {
  const list = participantList(db, eventUuid, now, { medical, since: null, questions });
  const columns = [...COLUMNS, ...answerColumns(questions), ...(medical ? MEDICAL_COLUMNS : [])];
  audit(
    db,
    staffId,
    format === 'csv' ? 'export.csv' : 'export.xlsx',
    list.event.uuid,
    { title: list.event.title, rows: list.total, medical },
    now,
  );
  return { list, columns, name: `deelnemers-${list.event.slug}.${format}` };
}

/** GET /api/staff/events/{uuid}/participants.csv */
export function participantsCsv(
  db: DB,
  staffId: number,
  eventUuid: string,
  now: number,
  medical: boolean,
  questions: EventQuestion[] = [],
): ParticipantsFile {
  const { list, columns, name } = table(db, staffId, eventUuid, now, medical, 'csv', questions);
  const lines = [columns.map(([header]) => csvCell(header)).join(';')];
  for (const p of list.participants) lines.push(columns.map(([, value]) => csvCell(value(p))).join(';'));
  return { name, type: 'text/csv; charset=utf-8', body: `\uFEFF${lines.join('\r\n')}\r\n` };
}

/** GET /api/staff/events/{uuid}/participants.xlsx: text cells typed as text, the same neutralising. */
export async function participantsXlsx(
  db: DB,
  staffId: number,
  eventUuid: string,
  now: number,
  medical: boolean,
  questions: EventQuestion[] = [],
): Promise<ParticipantsFile> {
  const { list, columns, name } = table(db, staffId, eventUuid, now, medical, 'xlsx', questions);
  const header = columns.map(([title]) => ({ value: title, fontWeight: 'bold' as const }));
  const rows = list.participants.map((p) =>
    columns.map(([, get]) => {
      const value = get(p);
      if (value === null) return null;
      return typeof value === 'number' ? { value, type: Number } : { value: neutralise(value), type: String };
    }),
  );
  const buffer = await writeXlsxFile([header, ...rows], {
    columns: columns.map(([title]) => ({ width: Math.max(10, title.length + 4) })),
  }).toBuffer();
  return { name, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', body: new Uint8Array(buffer) };
}
