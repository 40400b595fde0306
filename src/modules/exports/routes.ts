// GET /exports/members and GET /exports/orders (SPEC §16): the CSV files, streamed. Thin: the
// query in, the service's file out through sendFile (an envelope before the first byte, a broken
// connection after it).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { botParams } from '../../http/bot-scope.js';
import { sendFile } from '../../http/stream-file.js';
import { CSV_TYPE } from './csv.js';
import { OrderExportQuery } from './schemas.js';
import type { ExportService } from './service.js';

const FILE_RULES =
  'RFC 4180 (CRLF line ends, a header row, fields with a comma, quote or line break quoted), UTF-8 with a byte order mark for Excel. A cell beginning with =, +, -, @, a tab or a carriage return starts with an apostrophe so no spreadsheet runs it as a formula. Read in one consistent snapshot; if reading fails after the first byte the connection is broken rather than the file ended, so a cut file is never taken for a whole one.';

const csvAnswer = (what: string) => ({
  200: {
    description: `${what}, streamed (Content-Disposition: attachment).`,
    content: { 'text/csv': { schema: Type.String({ description: 'CSV text with a header row.' }) } },
  },
});

export function exportRoutes(fastify: FastifyInstance, exports: ExportService): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/exports/members',
    {
      config: { power: 'exports.read' },
      schema: {
        operationId: 'exportMembers',
        tags: ['exports'],
        summary: 'Export the members as CSV',
        description: `Every member of the bot by member_id: member_id, username, first_name, language_code, has_access, plans (live plans' names joined by "; "), expires_at (the latest end of the live subscriptions, empty for lifetime access; without access, when the last one ended), paid (per currency, e.g. "USD 19.98; XTR 500", refunds not counted), first_paid_at, referred_by, banned, then a column form:<form_id>:<key> per form question. Instants are ISO 8601 UTC. ${FILE_RULES}`,
        params: botParams(),
        response: csvAnswer('The members file'),
      },
    },
    (req, reply) => sendFile(reply, exports.members(req.bot.botId), CSV_TYPE),
  );

  app.get(
    '/exports/orders',
    {
      config: { power: 'exports.read' },
      schema: {
        operationId: 'exportOrders',
        tags: ['exports'],
        summary: 'Export the orders as CSV',
        description: `Orders paid in [from, to) (both optional), oldest first: every field of the order resource as GET /orders shows it (ISO 8601 instants, decimal amounts), then coupon_code. A from after to is a 422. ${FILE_RULES}`,
        params: botParams(),
        querystring: OrderExportQuery,
        response: csvAnswer('The orders file'),
      },
    },
    (req, reply) => sendFile(reply, exports.orders(req.bot.botId, req.query), CSV_TYPE),
  );
}
