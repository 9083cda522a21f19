// GET /api/user/export and POST /api/user/delete: the parent's own data (docs/rules.md "Their own data").
import { ACCOUNT_EXPORT_FILE, DeleteAccountPayloadSchema } from '../../shared/contract/account-data';
import { deleteAccount, exportAccountData } from '../domain/account-data';
import { clientIp } from '../http/client-ip';
import { defineRoute } from '../http/route';
import { endSession } from '../http/session';
import { texts } from '../texts';
import { E, err, json, ok, ref, withBody } from '../openapi/parts';
import { renewedToken } from './auth';

export const ACCOUNT_DATA_ROUTES = [
  defineRoute({
    method: 'get',
    path: '/api/user/export',
    id: 'exportAccountData',
    summary:
      'Everything the shop keeps about the parent as one JSON file (account, children, orders with lines and payments, tickets with feedback, waiting-list entries, mails sent to them); never cached',
    access: 'user',
    responses: {
      '200': { description: `The file ${ACCOUNT_EXPORT_FILE} as a download`, ...json({ type: 'object' }) },
    },
    handle: (c, { deps, userId }) =>
      c.body(JSON.stringify(exportAccountData(deps, userId), null, 2), 200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="${ACCOUNT_EXPORT_FILE}"`,
        'Cache-Control': 'no-store',
      }),
  }),
  defineRoute({
    method: 'post',
    path: '/api/user/delete',
    id: 'deleteAccount',
    summary:
      'Erase the account (password needed; throttled like the login): name, e-mail, phone, password and the children’s details are wiped, sessions end; orders stay without them. Refused (409) while a child still has a ticket for an event that has not ended, or a payment is open',
    access: 'user',
    body: DeleteAccountPayloadSchema,
    responses: {
      '200': { ...ok('Erased; this browser continues on a new anonymous session', ref('DeleteAccountAnswer')), headers: renewedToken },
      '409': err('Upcoming tickets or an open payment: the message says which and what to do first'),
      ...withBody,
      '429': E[429],
    },
    handle: async (c, { deps, userId, body }) => {
      await deleteAccount(deps, userId, clientIp(c, deps.trustedProxies), body);
      endSession(c, deps);
      return c.json({ data: { message: texts.accountDeleted } });
    },
  }),
];
