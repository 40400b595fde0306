// Projects: named bundles of a bot's chats that a plan can grant access to.
import { MAX_PROJECT_CHATS } from '../../limits.js';
import { Type, type Static } from '@sinclair/typebox';
import { PageQuery, Timestamp } from '../../schema/fields.js';
import { ChatId } from '../chats/schemas.js';

export const Project = Type.Object(
  {
    project_id: Type.Integer(),
    project_name: Type.String(),
    chat_ids: Type.Array(Type.Integer()),
    created_at: Timestamp,
  },
  { title: 'Project' },
);

export const CreateProjectBody = Type.Object(
  {
    project_name: Type.String({ minLength: 1, maxLength: 128, format: 'text', examples: ['Premium bundle'] }),
    chat_ids: Type.Array(ChatId, {
      minItems: 1,
      maxItems: MAX_PROJECT_CHATS,
      uniqueItems: true,
      'x-rule': `must be a list of 1 to ${MAX_PROJECT_CHATS} distinct chat ids of this bot`,
      description: 'Chats of this bot that the project bundles.',
    }),
  },
  { title: 'CreateProjectBody', additionalProperties: false, examples: [{ project_name: 'Premium bundle', chat_ids: [-1001234567890, -1001234567891] }] },
);

export const ProjectListQuery = Type.Object(PageQuery, { additionalProperties: false });

export type ProjectRecord = Static<typeof Project>;
export type CreateProjectInput = Static<typeof CreateProjectBody>;
