// The client's types, derived from the TypeBox schemas that validate requests on the server.
// Type-only imports: nothing here exists at run time, so no server code reaches the client bundle.
import type { Static } from '@sinclair/typebox';
import type { Admin, CreateAdminInput, UpdateAdminInput } from '../modules/admins/schemas.js';
import type { CreateKeyInput, KeyInfo, NewKey, RevokedKey, SessionInfo, Settings, UpdateSettingsInput } from '../modules/bots/schemas.js';
import type { CreateSessionInput, NewSessionRecord } from '../modules/sessions/schemas.js';
import type { ChatRecord, CreateChatInput } from '../modules/chats/schemas.js';
import type { CodeRecord, CreateCodesInput } from '../modules/codes/schemas.js';
import type { CouponRecord, CreateCouponInput } from '../modules/coupons/schemas.js';
import type { CommandRecord, PutCommandInput } from '../modules/commands/schemas.js';
import type { TextRecord } from '../modules/texts/schemas.js';
import type { Locale } from '../i18n/locales.js';
import type { CheckoutInput, CheckoutRecord } from '../modules/payments/schemas.js';
import type { CreateFormInput, FormRecord, FormResponseRecord, MemberFormRecord, UpdateFormInput } from '../modules/forms/schemas.js';
import type { Actor, EventListInput, EventRecord } from '../modules/events/schemas.js';
import type { EventType } from '../modules/events/types.js';
import type { MemberProfile as MemberProfileSchema, MemberRecord } from '../modules/members/schemas.js';
import type { CreateOrderInput, OrderListInput, OrderRecord } from '../modules/orders/schemas.js';
import type { CreatePlanInput, PlanRecord, UpdatePlanInput } from '../modules/plans/schemas.js';
import type { CreateProjectInput, ProjectRecord } from '../modules/projects/schemas.js';
import type { OrderCountInput, OrderCountRecord } from '../modules/stats/schemas.js';
import type { CohortRecord, RevenueInput, RevenueRecord, SummaryRecord } from '../modules/analytics/schemas.js';
import type { GrantInput, SubscriptionListInput, SubscriptionRecord } from '../modules/subscriptions/schemas.js';
import type {
  CreateWebhookInput,
  DeliveryListInput,
  DeliveryRecord,
  UpdateWebhookInput,
  WebhookRecord,
  WebhookWithSecretRecord,
} from '../modules/webhooks/schemas.js';

export type { ChatRecord as Chat, CreateChatInput, CreateOrderInput, CreatePlanInput, CreateProjectInput, CreateAdminInput, UpdateAdminInput, CreateKeyInput };
export type { OrderRecord as Order, PlanRecord as Plan, ProjectRecord as Project, OrderCountRecord as OrderCountEntry, UpdatePlanInput, UpdateSettingsInput };
export type { CheckoutInput, CheckoutRecord as Checkout };
export type { CouponRecord as Coupon, CreateCouponInput };
/** A custom command (SPEC §15) and the body that makes or replaces one. */
export type { CommandRecord as Command, PutCommandInput };
/** One message of the bot's catalogue in one locale (SPEC §18): shipped text, override, variables. */
export type { TextRecord as Text };
/** A locale the bot ships a catalogue for. */
export type TextLocale = Locale;
export type AdminRecord = Static<typeof Admin>;
export type SettingsRecord = Static<typeof Settings>;
export type KeyInfoRecord = Static<typeof KeyInfo>;
export type NewKeyRecord = Static<typeof NewKey>;
export type RevokedKeyRecord = Static<typeof RevokedKey>;
/** GET /session: the key a call was made with, at its level now. */
export type SessionRecord = Static<typeof SessionInfo>;
export type { CreateSessionInput, NewSessionRecord };
export type { MemberRecord as Member, SubscriptionRecord as Subscription, EventRecord as Event, EventType, CodeRecord as Code, CreateCodesInput };
export type { FormRecord as Form, FormResponseRecord as FormResponse, MemberFormRecord as MemberForm, CreateFormInput, UpdateFormInput };
/** A member with every subscription of theirs (newest first) and their latest 20 orders. */
export type MemberProfile = Static<typeof MemberProfileSchema>;
/** Who made a change: an api key, an admin (a session or a bot command), a member in the bot, or the system. */
export type EventActor = Static<typeof Actor>;
/** POST /subscriptions: a grant (or, with `trial: true`, the plan's trial). */
export type GrantSubscriptionInput = GrantInput;

/** Query parameters travel as text; the client takes numbers where the value is a number. */
export type OrderCountOptions = Omit<OrderCountInput, 'interval_count'> & { interval_count?: number };
export type { RevenueRecord as RevenueEntry, SummaryRecord as AnalyticsSummary, CohortRecord as Cohort };
export type RevenueOptions = Omit<RevenueInput, 'interval_count'> & { interval_count?: number };
export type CohortOptions = { cohort_count?: number };
export type PageOptions = {
  cursor?: string;
  /** Items per page, 1 to 100 (server default 20). */
  limit?: number;
};
export type OrderListOptions = Pick<OrderListInput, 'from' | 'to'> & PageOptions;
export type MemberListOptions = PageOptions & {
  /** Only members with (true) or without (false) access now. */
  access?: boolean;
};
export type SubscriptionListOptions = Pick<SubscriptionListInput, 'member_id' | 'state' | 'expires_before'> &
  PageOptions & {
    /** Only subscriptions to this plan. */
    plan_id?: number;
  };
export type CodeListOptions = PageOptions & {
  /** Only codes for this plan. */
  plan_id?: number;
};
/**
 * Events are read oldest first (or newest first with `order: 'newest'`) after an event id, not
 * with an opaque cursor: `after` is the last event_id seen (default: from the first). `cursor` is
 * the same thing under the name every other list uses (a page's `next_cursor`), so
 * `paginate(client.listEvents, …)` works; it wins over `after` when both are given.
 */
export type EventListOptions = Pick<EventListInput, 'type' | 'actor_type' | 'order'> &
  PageOptions & {
    after?: number | string;
  };

export type {
  CreateWebhookInput,
  UpdateWebhookInput,
  WebhookRecord as Webhook,
  WebhookWithSecretRecord as WebhookWithSecret,
  DeliveryRecord as WebhookDelivery,
};
export type WebhookDeliveryListOptions = Pick<DeliveryListInput, 'status'> &
  PageOptions & {
    /** Only attempts for this event. */
    event_id?: number;
  };

/** What a receiver gets: the body of every delivery, signed (see verifyWebhook). */
export interface WebhookPayload {
  type: EventType | 'webhook.test';
  /** When the event happened, ISO 8601. */
  timestamp: string;
  /** Who made the change, as GET /events shows it. */
  actor: EventActor;
  /** The record concerned, as GET /events shows it. */
  data: Record<string, unknown>;
}

/** One page of a list: newest first (events: oldest first); `next_cursor` is present when more remain. */
export interface Page<T> {
  items: T[];
  next_cursor?: string;
}

export interface PostOptions {
  /** Sent as the Idempotency-Key header: a retry with the same key and body creates nothing twice. */
  idempotencyKey?: string;
}

export interface RecordedOrder {
  order: OrderRecord;
  /** false when the external_id was already recorded with the same fields (HTTP 200). */
  created: boolean;
}

export interface FieldError {
  field: string;
  message: string;
}

export interface TollgateOptions {
  /** Where the service listens, e.g. `https://tollgate.example.com` (a path prefix is kept). */
  baseUrl: string;
  botId: number | string;
  apiKey: string;
  /** Default: the global fetch. */
  fetch?: typeof fetch;
  /** Sent as Accept-Language: chooses the locale of `formatted` in order counts. */
  acceptLanguage?: string;
}
