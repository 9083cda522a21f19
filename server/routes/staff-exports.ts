// The participants of an event as a CSV or XLSX file (docs/rules.md "Back office"); every export is logged.
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { eventQuestions } from '../domain/answers';
import { participantsCsv, participantsXlsx, type ParticipantsFile } from '../domain/staff/exports';
import { defineRoute, type QueryParam } from '../http/route';
import { E } from '../openapi/parts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const medicalQuery: QueryParam[] = [{ name: 'medical', description: '1: with the medical and allergy columns', example: '1' }];
const medical = (c: Context<AppEnv>) => ['1', 'true'].includes(c.req.query('medical') ?? '');

/** The file as a download; never cached (a family's data). */
const download = (c: Context<AppEnv>, file: ParticipantsFile) =>
  c.body(file.body as string, 200, {
    'Content-Type': file.type,
    'Content-Disposition': `attachment; filename="${file.name}"`,
    'Cache-Control': 'no-store',
  });

export const STAFF_EXPORT_ROUTES = [
  defineRoute({
    method: 'get',
    path: '/api/staff/events/{uuid}/participants.csv',
    id: 'staffParticipantsCsv',
    summary:
      'The participants as CSV for Dutch Excel: UTF-8 with BOM, ";" separated, a Dutch header row; a cell starting with = + - @ tab or CR gets a leading apostrophe. Logged',
    access: 'staff',
    query: medicalQuery,
    responses: {
      '200': { description: 'The CSV file', content: { 'text/csv': { schema: { type: 'string' } } } },
      '404': E[404]('No such event'),
    },
    handle: (c, { deps, userId, params }) =>
      download(c, participantsCsv(deps.db, userId, params.uuid!, deps.now(), medical(c), eventQuestions(deps, params.uuid!))),
  }),
  defineRoute({
    method: 'get',
    path: '/api/staff/events/{uuid}/participants.xlsx',
    id: 'staffParticipantsXlsx',
    summary: 'The participants as an Excel workbook, the same columns and neutralising as the CSV. Logged',
    access: 'staff',
    query: medicalQuery,
    responses: {
      '200': { description: 'The XLSX file', content: { [XLSX]: { schema: { type: 'string', format: 'binary' } } } },
      '404': E[404]('No such event'),
    },
    handle: async (c, { deps, userId, params }) =>
      download(c, await participantsXlsx(deps.db, userId, params.uuid!, deps.now(), medical(c), eventQuestions(deps, params.uuid!))),
  }),
];
