// GET /backup (SPEC §16): the bot's backup streamed as NDJSON. An error before the first line is
// an envelope; after it, the connection is broken, so a cut file is never passed off as whole.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { botParams } from '../../http/bot-scope.js';
import { sendFile } from '../../http/stream-file.js';
import type { BackupService } from './service.js';

const NDJSON = 'application/x-ndjson';

export function backupRoutes(fastify: FastifyInstance, backup: BackupService): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/backup',
    {
      config: { power: 'backup.run' },
      schema: {
        operationId: 'getBackup',
        tags: ['backup'],
        summary: 'Back up the bot',
        description:
          'Everything of the bot as NDJSON, read in one consistent snapshot: a header line (kind tollgate.backup, format, schema, bot_id, taken_at), one line per row ({kind, data}: the row as stored, instants in epoch milliseconds, money in integer minor units), and an end line with the row count. Settings without secrets, admins, chats, projects, plans, members, subscriptions, orders, codes, webhooks without secrets, the last 30 days of events. No api key, bot token, Stripe key or webhook secret. `tollgate bots import` loads it into another database.',
        params: botParams(),
        response: {
          200: {
            description: 'The backup, streamed (Content-Disposition: attachment).',
            content: { [NDJSON]: { schema: Type.String({ description: 'One JSON object per line.' }) } },
          },
        },
      },
    },
    async (req, reply) => {
      // The header line is read before answering: a failure there is still an envelope.
      return sendFile(reply, await backup.file(req.bot.botId), `${NDJSON}; charset=utf-8`);
    },
  );
}
