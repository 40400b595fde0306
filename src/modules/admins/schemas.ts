// Admins: who helps run a bot, and at which level (2..8; the owner is 8 and fixed).
import { Type, type Static } from '@sinclair/typebox';
import { MIN_ADMIN_LEVEL, OWNER_LEVEL } from '../../limits.js';
import { BOT_TOKEN_PATTERN } from '../../schema/ids.js';
import { PageQuery, PlatformUserId, Timestamp } from '../../schema/fields.js';

export const AdminId = PlatformUserId("The admin's user id on the messaging platform.", '2002');

/** An admin level field, 2..8; `description` says what it sets. */
export function AdminLevelField(description: string, example: number) {
  return Type.Integer({
    minimum: MIN_ADMIN_LEVEL,
    maximum: OWNER_LEVEL,
    'x-rule': `must be an integer from ${MIN_ADMIN_LEVEL} to ${OWNER_LEVEL}`,
    description,
    examples: [example],
  });
}

export const AdminLevel = AdminLevelField(
  'Access level: 2 flood control, 3 analytics and broadcasts, 4 chats, bans and plans, 5 exports, 6 backups, coupons and forms, 7 members and projects, 8 everything.',
  4,
);

export const BotToken = Type.String({
  pattern: BOT_TOKEN_PATTERN,
  'x-rule': "must be the bot's token from the platform's bot-creation tool, <bot_id>:<secret>",
  'x-secret': true,
  description: 'Stored encrypted; never returned or logged.',
});

export const Admin = Type.Object(
  {
    admin_id: AdminId,
    admin_level: Type.Integer({ minimum: MIN_ADMIN_LEVEL, maximum: OWNER_LEVEL }),
    is_owner: Type.Boolean({ description: 'The owner is level 8 and cannot be changed or removed.' }),
    bot_token_set: Type.Boolean({ description: 'Whether the bot has a platform token stored.' }),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { title: 'Admin' },
);

export const CreateAdminBody = Type.Object(
  { admin_id: AdminId, admin_level: AdminLevel },
  { title: 'CreateAdminBody', additionalProperties: false, examples: [{ admin_id: '2002', admin_level: 3 }] },
);
export const UpdateAdminBody = Type.Object(
  { admin_level: AdminLevel, bot_token: Type.Optional(BotToken) },
  { title: 'UpdateAdminBody', additionalProperties: false, examples: [{ admin_level: 5 }] },
);
export const AdminListQuery = Type.Object(PageQuery, { additionalProperties: false });

export type AdminRecord = Static<typeof Admin>;
export type CreateAdminInput = Static<typeof CreateAdminBody>;
export type UpdateAdminInput = Static<typeof UpdateAdminBody>;
