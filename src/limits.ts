// The service's limits (SPEC §6 and the field rules) and how long it keeps what expires, one named
// constant each; schemas, services and messages read them from here.
import { DAY_MS } from './time/units.js';

/** Largest request body accepted (413 beyond). */
export const BODY_LIMIT_BYTES = 64 * 1024;
/** Most periods one order-count answer may cover (`interval_count`). */
export const MAX_INTERVAL_COUNT = 1000;
/** Items in a list page when `limit` is not given, and at most. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** Largest amount, in major units, a price or an order may carry. */
export const MAX_AMOUNT_MAJOR = 1_000_000_000n;
/** Admin levels: 1 is an ordinary member; 2..8 are admins; the owner holds the top level. */
export const MIN_ADMIN_LEVEL = 2;
export const OWNER_LEVEL = 8;
/** Admins of this level or more (and the owner) are told when the bot cannot do its work (SPEC §11). */
export const ALERTED_LEVEL = 7;
/** Admins whose command menus a starting bot checks (highest levels first; the rest get theirs at
 * their next /start or /help): paced with the bot's other calls, so a start stays short. */
export const MENUS_AT_START = 100;
/** Renewal reminders: whole days before a subscription's end, at most this many, each 0..MAX. */
export const MAX_REMINDERS = 5;
export const MAX_REMINDER_DAYS = 30;

/** Custom commands (SPEC §15) one bot may have, and how many of them its menu may list: the
 * platform takes at most 100 commands per menu, and the built-in ones need room beside them. */
export const MAX_COMMANDS = 100;
export const MAX_VISIBLE_COMMANDS = 80;
/** How long the bot trusts its list of custom command names without asking the database: a
 * command changed on another instance is answered within this (SPEC: within 10 s). */
export const COMMAND_CACHE_MS = 5_000;

/** Chats one project may bundle. */
export const MAX_PROJECT_CHATS = 100;

/** Webhook endpoints one bot may have. */
export const MAX_WEBHOOKS_PER_BOT = 100;
/** Longest webhook URL. */
export const MAX_WEBHOOK_URL_LENGTH = 2048;
/** SPEC §10: a failed webhook attempt is retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and
 * 10 h, then marked failed (WEBHOOK_RETRY_DELAYS_MS overrides). */
export const DEFAULT_WEBHOOK_RETRY_DELAYS_MS: readonly number[] = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];

/** An Idempotency-Key's answer is replayed for this long after its first request. */
export const IDEMPOTENCY_TTL_MS = DAY_MS;
/** Finished jobs are kept this long (update keys guard against redelivery for their lifetime). */
export const FINISHED_KEPT_MS = 7 * DAY_MS;
/** An endpoint whose attempts have all failed this long is disabled. */
export const DISABLE_AFTER_FAILING_MS = 3 * DAY_MS;
/** How long finished attempts stay in the delivery log. */
export const LOG_KEPT_MS = 30 * DAY_MS;
/** How long a rotated-out secret still signs deliveries. */
export const PREVIOUS_SECRET_MS = DAY_MS;

/** How long a verified key is trusted without asking the database; the revocation bound across
 * instances (and how long another instance may answer with settings changed elsewhere). */
export const KEY_CACHE_MS = 2_000;
/** A sign-in link from the bot's /dashboard works once, within this long (SPEC §14). */
export const SIGNIN_TOKEN_MS = 10 * 60_000;
/** A session made from a sign-in link ends this long after it began (SPEC §14). */
export const SESSION_MS = 12 * 3_600_000;
/** Attempts before a bot's job is given up (about 4 hours of backoff). */
export const MAX_JOB_ATTEMPTS = 20;
/** Problems an import lists before it stops checking the file. */
export const IMPORT_MAX_ERRORS = 100;
/** Payment times may run this far ahead of our clock (providers' clocks drift). */
export const CLOCK_SKEW_MS = 5 * 60 * 1000;
/** Largest file a bot may upload to the platform (the Bot API's 50 MB): /export and /backup send
 * files up to this and point to the API above it. */
export const BOT_UPLOAD_MAX_BYTES = 50 * 1024 * 1024;
