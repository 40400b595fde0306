// Bot settings, api keys and the operator's bot creation.
import { MAX_REMINDER_DAYS, MAX_REMINDERS } from '../../limits.js';
import { BOT_ID_RULE } from '../../schema/ids.js';
import { Type, type Static } from '@sinclair/typebox';
import { CurrencyCode, CurrencyField, IdParam, PageQuery, StringEnum, Timestamp } from '../../schema/fields.js';
import { LOCALES } from '../../i18n/locales.js';
import { AdminId, AdminLevelField, BotToken } from '../admins/schemas.js';

const BotName = Type.String({ minLength: 1, maxLength: 128, format: 'text', examples: ['Signals Bot'] });
const TimeZone = Type.String({ format: 'iana-timezone', description: 'IANA time zone used to bucket order counts.', examples: ['Europe/Berlin'] });

const DEFAULT_LANGUAGE = `The language of members who have not chosen one with /language and whose app is in a language the bot does not speak (SPEC §18): one of ${LOCALES.join(', ')}.`;
const DefaultLanguage = StringEnum(LOCALES, {
  'x-rule': `must be a language the bot speaks: one of ${LOCALES.join(', ')}`,
  description: DEFAULT_LANGUAGE,
  examples: ['es'],
});

const SALES_PAUSED =
  'While true, nothing new is sold (SPEC §15): the bot shows no plans and makes no invoice, pre-checkouts are refused and POST /checkout is a 409; renewals of existing subscriptions, access codes, grants, joins and removals go on.';

export const Settings = Type.Object(
  {
    bot_id: Type.Integer(),
    bot_name: Type.Union([Type.String(), Type.Null()]),
    owner_id: Type.String(),
    timezone: Type.String(),
    default_currency: Type.String(),
    bot_token_set: Type.Boolean(),
    bot_username: Type.Union([Type.String(), Type.Null()], { description: 'The bot’s @username, once the platform answered with it.' }),
    bot_status: Type.String({
      description:
        'Whether the bot runs (SPEC §11): "running"; "starting" (its token is set and an instance is starting it, or will); "stopped" (no token, or no instance runs bots: TELEGRAM_MODE=off); or "error: <why>" when it was stopped for good (the platform’s getMe named another bot than the token’s number: set this bot’s own token). The same on every instance: derived from the database.',
      examples: ['running', "error: the token belongs to bot 999, not 7001; set this bot's own token"],
    }),
    stripe_secret_key_set: Type.Boolean({ description: 'Whether a Stripe secret key is stored (card payments, SPEC §13).' }),
    stripe_webhook_secret_set: Type.Boolean({ description: 'Whether the Stripe webhook signing secret is stored.' }),
    reminder_days: Type.Array(Type.Integer(), { description: 'Days before the end of a non-recurring subscription on which subscription.expiring is sent.' }),
    sales_paused: Type.Boolean({ description: SALES_PAUSED }),
    default_language: Type.String({ description: DEFAULT_LANGUAGE }),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { title: 'Settings' },
);

export const UpdateSettingsBody = Type.Object(
  {
    bot_name: Type.Optional(Type.Union([BotName, Type.Null()])),
    timezone: Type.Optional(TimeZone),
    default_currency: Type.Optional(CurrencyField('Currency of the zero entries when a window has no sales.')),
    reminder_days: Type.Optional(
      Type.Array(Type.Integer({ minimum: 0, maximum: MAX_REMINDER_DAYS }), {
        maxItems: MAX_REMINDERS,
        uniqueItems: true,
        'x-rule': `must be a list of at most ${MAX_REMINDERS} distinct whole days from 0 to ${MAX_REMINDER_DAYS}`,
        description: 'Days before the end of a non-recurring subscription to send subscription.expiring (default [3, 1]).',
        examples: [[3, 1]],
      }),
    ),
    sales_paused: Type.Optional(
      Type.Boolean({ description: `${SALES_PAUSED} Changing it needs admin level 4 (sales.pause); every other setting needs level 8.` }),
    ),
    default_language: Type.Optional(DefaultLanguage),
    bot_token: Type.Optional(
      Type.Union([BotToken, Type.Null()], { description: 'The bot’s platform token (write-only, stored encrypted; null removes it and stops the bot).' }),
    ),
    stripe_secret_key: Type.Optional(
      Type.Union(
        [
          Type.String({
            pattern: '^(sk|rk)_(test|live)_[A-Za-z0-9]{8,247}$',
            'x-rule': 'must be a Stripe secret or restricted key (sk_live_…, sk_test_…, rk_…)',
            'x-secret': true,
          }),
          Type.Null(),
        ],
        { description: 'Stripe secret key for card payments (write-only, stored encrypted; null removes it).' },
      ),
    ),
    stripe_webhook_secret: Type.Optional(
      Type.Union(
        [
          Type.String({ pattern: '^whsec_[A-Za-z0-9+/=_-]{8,247}$', 'x-rule': 'must be a Stripe webhook signing secret (whsec_…)', 'x-secret': true }),
          Type.Null(),
        ],
        { description: 'The signing secret of the Stripe webhook endpoint POST /stripe/{bot_id} (write-only, stored encrypted; null removes it).' },
      ),
    ),
  },
  {
    title: 'UpdateSettingsBody',
    additionalProperties: false,
    minProperties: 1,
    'x-rule':
      'must change at least one of bot_name, timezone, default_currency, reminder_days, sales_paused, default_language, bot_token, stripe_secret_key, stripe_webhook_secret',
    examples: [{ timezone: 'Europe/Berlin', default_currency: 'EUR' }],
  },
);

export const MAX_KEY_LABEL = 64;
const KeyLabel = Type.String({
  minLength: 1,
  maxLength: MAX_KEY_LABEL,
  format: 'text',
  description: `What the key is for, up to ${MAX_KEY_LABEL} characters.`,
  examples: ['Revenue spreadsheet'],
});
const KeyFields = {
  key_id: Type.Integer(),
  label: Type.Union([Type.String(), Type.Null()]),
  admin_level: Type.Integer({ description: 'What the key may do (SPEC §14); a session’s is its admin’s level now.' }),
  kind: Type.Union([Type.Literal('key'), Type.Literal('session')], { description: 'key: made with POST /keys; session: made by signing in through the bot.' }),
  admin_id: Type.Union([Type.String(), Type.Null()], { description: 'The admin a session belongs to; null for a key.' }),
  created_at: Timestamp,
  expires_at: Type.Union([Timestamp, Type.Null()], { description: 'When a session ends; null for a key.' }),
};
export const KeyInfo = Type.Object({ ...KeyFields, last_used_at: Type.Union([Timestamp, Type.Null()]) }, { title: 'ApiKey' });
export const NewKey = Type.Object({ ...KeyFields, api_key: Type.String({ description: 'Shown once; only its hash is stored.' }) }, { title: 'NewApiKey' });
export const CreateKeyBody = Type.Object(
  {
    admin_level: Type.Optional(AdminLevelField('What the key may do, as an admin of that level, 2 to 8 (default 8: everything).', 3)),
    label: Type.Optional(KeyLabel),
  },
  { title: 'CreateKeyBody', additionalProperties: false, examples: [{ admin_level: 3, label: 'Revenue spreadsheet' }] },
);
export type CreateKeyInput = Static<typeof CreateKeyBody>;
export const SessionInfo = Type.Object(
  {
    key_id: KeyFields.key_id,
    kind: KeyFields.kind,
    admin_level: Type.Integer({ description: 'What this key may do now (SPEC §14): a key’s level, or a session’s admin’s level at this request.' }),
    admin_id: KeyFields.admin_id,
    label: KeyFields.label,
    expires_at: KeyFields.expires_at,
  },
  { title: 'Session' },
);
export const RevokedKey = Type.Object({ key_id: Type.Integer(), revoked: Type.Boolean() }, { title: 'RevokedApiKey' });
export const KeyIdParam = IdParam('The key id.');
export const KeyListQuery = Type.Object(PageQuery, { additionalProperties: false });

export const CreateBotBody = Type.Object(
  {
    bot_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 999_999_999_999_999, 'x-rule': BOT_ID_RULE })),
    owner_id: AdminId,
    bot_name: Type.Optional(BotName),
    default_currency: Type.Optional(CurrencyCode),
    timezone: Type.Optional(TimeZone),
    bot_token: Type.Optional(BotToken),
  },
  { title: 'CreateBotBody', additionalProperties: false, examples: [{ bot_id: 123456789, owner_id: '1001', bot_name: 'Signals Bot', timezone: 'UTC' }] },
);
export const CreatedBot = Type.Object({ bot_id: Type.Integer(), api_key: Type.String(), owner_id: Type.String() }, { title: 'CreatedBot' });

export type UpdateSettingsInput = Static<typeof UpdateSettingsBody>;
export type CreateBotInput = Static<typeof CreateBotBody>;
