// Webhook endpoints and their delivery log (SPEC §10).
import { Type, type Static } from '@sinclair/typebox';
import { MAX_WEBHOOK_URL_LENGTH } from '../../limits.js';
import { IdParam, PageQuery, StringEnum, Timestamp } from '../../schema/fields.js';
import { POSITIVE_ID_PATTERN } from '../../schema/ids.js';
import { EVENT_TYPES } from '../events/types.js';

export const WEBHOOK_EVENT_CHOICES = ['*', ...EVENT_TYPES] as const;
export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

const Url = Type.String({
  minLength: 1,
  format: 'text',
  maxLength: MAX_WEBHOOK_URL_LENGTH,
  'x-rule': `must be an https:// URL of at most ${MAX_WEBHOOK_URL_LENGTH} characters`,
  description: 'Where deliveries are POSTed: https:// and a public address (re-checked at each connection).',
  examples: ['https://example.com/hooks/tollgate'],
});

const Events = Type.Array(StringEnum(WEBHOOK_EVENT_CHOICES), {
  minItems: 1,
  maxItems: WEBHOOK_EVENT_CHOICES.length,
  uniqueItems: true,
  'x-rule': `must be ["*"] or a list of event types without repeats (${EVENT_TYPES.join(', ')})`,
  description: 'The event types delivered, or ["*"] for all of them.',
  examples: [['order.paid', 'subscription.expired']],
});

const Description = Type.Union([Type.String({ minLength: 1, maxLength: 500, format: 'text' }), Type.Null()], {
  'x-rule': 'must be a text of 1 to 500 characters, or null',
  description: 'A note for the owner (what listens there).',
});

export const Webhook = Type.Object(
  {
    webhook_id: Type.Integer(),
    url: Type.String(),
    events: Type.Array(Type.String()),
    description: Type.Union([Type.String(), Type.Null()]),
    enabled: Type.Boolean({ description: 'false once disabled (by the owner, or after 3 days of failed deliveries); PATCH enabled: true resumes.' }),
    disabled_reason: Type.Union([Type.String(), Type.Null()], { description: 'Why it is disabled; null while enabled.' }),
    failing_since: Type.Union([Timestamp, Type.Null()], { description: 'The first failed attempt since the last delivered one; null when healthy.' }),
    previous_secret_expires_at: Type.Union([Timestamp, Type.Null()], {
      description: 'After a secret rotation, deliveries carry signatures of both secrets until this instant.',
    }),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { title: 'Webhook' },
);

const Secret = Type.String({
  description: 'whsec_ + base64 of 32 random bytes: the signing secret, shown only in this answer. Keep it; it cannot be read again.',
});

export const WebhookWithSecret = Type.Object({ ...Webhook.properties, secret: Secret }, { title: 'WebhookWithSecret' });

export const CreateWebhookBody = Type.Object(
  { url: Url, events: Events, description: Type.Optional(Description) },
  { title: 'CreateWebhookBody', additionalProperties: false, examples: [{ url: 'https://example.com/hooks/tollgate', events: ['*'] }] },
);

export const UpdateWebhookBody = Type.Object(
  {
    url: Type.Optional(Url),
    events: Type.Optional(Events),
    description: Type.Optional(Description),
    enabled: Type.Optional(Type.Boolean({ 'x-rule': 'must be true or false', description: 'false pauses deliveries (they wait); true resumes them.' })),
  },
  { title: 'UpdateWebhookBody', additionalProperties: false, minProperties: 1, examples: [{ events: ['order.paid'] }] },
);

export const WebhookParam = IdParam('The webhook_id.');

export const Delivery = Type.Object(
  {
    event_id: Type.Integer(),
    type: Type.String(),
    attempt: Type.Integer({ description: 'Attempt number for this event, from 1.' }),
    status: StringEnum(DELIVERY_STATUSES),
    response_code: Type.Union([Type.Integer(), Type.Null()]),
    duration_ms: Type.Union([Type.Integer(), Type.Null()]),
    error: Type.Union([Type.String(), Type.Null()]),
    next_attempt_at: Type.Union([Timestamp, Type.Null()], {
      description: 'pending: when this attempt is made; failed: when the next one is; null when none follows.',
    }),
    created_at: Timestamp,
  },
  { title: 'Delivery' },
);

export const DeliveryListQuery = Type.Object(
  {
    ...PageQuery,
    status: Type.Optional(StringEnum(DELIVERY_STATUSES, { description: 'Only attempts in this status.' })),
    event_id: Type.Optional(
      Type.String({ pattern: POSITIVE_ID_PATTERN, 'x-rule': 'must be a positive integer', description: 'Only attempts for this event.' }),
    ),
  },
  { additionalProperties: false },
);

export type WebhookRecord = Static<typeof Webhook>;
export type WebhookWithSecretRecord = Static<typeof WebhookWithSecret>;
export type CreateWebhookInput = Static<typeof CreateWebhookBody>;
export type UpdateWebhookInput = Static<typeof UpdateWebhookBody>;
export type DeliveryRecord = Static<typeof Delivery>;
export type DeliveryListInput = Static<typeof DeliveryListQuery>;
