// Signing in through the bot: the token a /dashboard link carries, exchanged for a session key.
import { Type, type Static } from '@sinclair/typebox';
import { BOT_ID_RULE } from '../../schema/ids.js';

export const CreateSessionBody = Type.Object(
  {
    bot_id: Type.Integer({ minimum: 1, maximum: 999_999_999_999_999, 'x-rule': BOT_ID_RULE, description: 'The bot the link signs in to.' }),
    token: Type.String({
      minLength: 1,
      'x-secret': true,
      description: 'The token of the sign-in link (`#signin=<bot_id>.<token>`): a secret, usable once within 10 minutes.',
    }),
  },
  { title: 'CreateSessionBody', additionalProperties: false, examples: [{ bot_id: 123456789, token: 'q3Jt0cS1dVb6Yl9mZQp4xWnA7rK2hE8uF5gT0iLoC1s' }] },
);
export type CreateSessionInput = Static<typeof CreateSessionBody>;

export const NewSession = Type.Object(
  {
    api_key: Type.String({ description: 'The session key: an api key of the bot, shown once; only its hash is stored.' }),
    key_id: Type.Integer({ description: 'Its id in GET /keys (kind "session").' }),
    admin_id: Type.String({ description: 'The admin who signed in.' }),
    admin_level: Type.Integer({ description: 'Their level now; a session’s level is its admin’s at each request.' }),
    expires_at: Type.String({ format: 'date-time', description: 'When the session ends (12 hours after it began), unless ended sooner; ISO 8601 in UTC.' }),
  },
  { title: 'NewSession' },
);
export type NewSessionRecord = Static<typeof NewSession>;
