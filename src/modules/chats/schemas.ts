// Chats a bot sells access to: groups, supergroups and channels (never private chats).
import { Type, type Static } from '@sinclair/typebox';
import { PageQuery, StringEnum, Timestamp } from '../../schema/fields.js';

export const CHAT_TYPES = ['group', 'supergroup', 'channel'] as const;
const PRIVATE_REASON = 'must be one of group, supergroup, channel; a private chat is a one-to-one conversation with the bot, and access to it cannot be sold';

export const ChatId = Type.Integer({
  minimum: -Number.MAX_SAFE_INTEGER,
  maximum: Number.MAX_SAFE_INTEGER,
  not: { const: 0 },
  'x-rule': 'must be a non-zero integer (supergroup and channel ids are negative)',
  description: 'The chat id on the messaging platform; supergroups and channels have negative ids.',
  examples: [-1001234567890],
});

export const ChatName = Type.String({ minLength: 1, maxLength: 255, format: 'text', description: 'Name of the chat.', examples: ['VIP Signals'] });

export const ChatType = StringEnum(CHAT_TYPES, {
  'x-value-messages': { private: PRIVATE_REASON },
  description: 'group, supergroup or channel. private is rejected: access to a one-to-one chat cannot be sold.',
  examples: ['supergroup'],
});

export const Chat = Type.Object(
  {
    chat_id: Type.Integer(),
    chat_name: Type.String(),
    chat_type: ChatType,
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { title: 'Chat' },
);

export const CreateChatBody = Type.Object(
  { chat_id: ChatId, chat_name: ChatName, chat_type: ChatType },
  { title: 'CreateChatBody', additionalProperties: false, examples: [{ chat_id: -1001234567890, chat_name: 'VIP Signals', chat_type: 'supergroup' }] },
);
export const UpdateChatBody = Type.Object(
  { chat_name: ChatName },
  { title: 'UpdateChatBody', additionalProperties: false, examples: [{ chat_name: 'VIP Signals (2026)' }] },
);
export const ChatIdParam = Type.String({ pattern: '^-?[1-9][0-9]{0,15}$', 'x-rule': 'must be a non-zero integer', description: 'The chat id.' });
export const ChatListQuery = Type.Object(PageQuery, { additionalProperties: false });

export type ChatRecord = Static<typeof Chat>;
export type CreateChatInput = Static<typeof CreateChatBody>;
