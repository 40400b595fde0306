// Coupons (SPEC §15): the owner makes them (POST /coupons), lists and archives them; the bot
// prices a plan with one, checks a member may use it at the invoice and again at pre-checkout,
// where an approval holds a place for 10 minutes so concurrent buyers never get more approvals
// than max_redemptions; an order paid with one (any provider, or POST /orders) redeems it in the
// order's own transaction, even past the limit: a payment that arrived is honoured.
import type { BotContext } from '../../bot-context.js';
import type { CouponRow, Db, PlanRow } from '../../db/schema.js';
import { ConflictError, NotFoundError, ValidationError, type FieldError } from '../../errors.js';
import { formatDecimalAmount, parseDecimalAmount } from '../../money/index.js';
import { isoFromMs, isoOrNullFromMs } from '../../time/iso.js';
import { CODE_ALPHABET } from '../codes/generate.js';
import type { ServiceDeps } from '../common/deps.js';
import { decodeCursor, pageLimit, toPage } from '../common/pagination.js';
import type { PlanService } from '../plans/service.js';
import { discounted, fitOf } from './price.js';
import * as repo from './repository.js';
import { COUPON_PATTERN, type CouponListInput, type CouponRecord, type CreateCouponInput } from './schemas.js';
import { randomBytes } from 'node:crypto';

/** How long an approved pre-checkout holds its place (SPEC §15). */
export const HOLD_MS = 10 * 60_000;
const GENERATED_LENGTH = 8;
const CODE = new RegExp(COUPON_PATTERN);

/** An 8-character code from the access codes' alphabet (no look-alikes); 31^8 ≈ 2^39.6. */
function generateCouponCode(): string {
  const limit = 256 - (256 % CODE_ALPHABET.length);
  let code = '';
  while (code.length < GENERATED_LENGTH) {
    for (const byte of randomBytes(16)) {
      if (byte < limit && code.length < GENERATED_LENGTH) code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
    }
  }
  return code;
}

type Extras = { redeemed: Map<string, number>; revenue: { code: string; currency: string; minor: string }[] };

function toCouponRecord(row: CouponRow, extras: Extras): CouponRecord {
  return {
    code: row.code,
    percent_off: row.percent_off === null ? null : Number(row.percent_off),
    amount_off: row.amount_off_minor === null ? null : formatDecimalAmount(BigInt(row.amount_off_minor), row.currency!),
    currency: row.currency,
    plan_ids: row.plan_ids === null ? null : (JSON.parse(row.plan_ids) as number[]),
    max_redemptions: row.max_redemptions === null ? null : Number(row.max_redemptions),
    redeemed: extras.redeemed.get(row.code) ?? 0,
    expires_at: isoOrNullFromMs(row.expires_at === null ? null : Number(row.expires_at)),
    duration: row.duration,
    created_at: isoFromMs(Number(row.created_at)),
    archived: row.archived_at !== null,
    revenue: extras.revenue.filter((r) => r.code === row.code).map((r) => ({ currency: r.currency, amount: formatDecimalAmount(BigInt(r.minor), r.currency) })),
  };
}

/** A coupon a member may use for a plan, and the plan's price with it. */
export interface Quote {
  coupon: CouponRow;
  amountMinor: number;
}

/** Members read these: why a coupon they typed cannot be used. */
export const COUPON_TEXT = {
  unknown: 'That coupon code is not valid; check it and try again.',
  archived: (code: string) => `Coupon ${code} is no longer valid.`,
  expired: (code: string, on: string) => `Coupon ${code} expired on ${on}.`,
  usedUp: (code: string) => `Coupon ${code} has been fully used.`,
  usedByYou: (code: string) => `You have already used coupon ${code}.`,
  notForPlan: (code: string) => `Coupon ${code} does not apply to this plan.`,
  notForRenewals: (code: string) => `Coupon ${code} is for a first payment only, and this plan renews every month at the price you subscribe at.`,
};

/** Why a coupon cannot be used, for the bot to say in the member's language: a message id of its
 * catalogues (coupon-…), the code, and the day it expired. */
export interface CouponRefusal {
  id: 'coupon-unknown' | 'coupon-archived' | 'coupon-expired' | 'coupon-used-up' | 'coupon-used-by-you' | 'coupon-not-for-plan' | 'coupon-not-for-renewals';
  code: string;
  on?: number;
}

/** A refusal: in English (the API's words) and as the bot says it. */
export type Refused = { refused: string; reason: CouponRefusal };

function refusedOf(reason: CouponRefusal, timezoneDay: (ms: number) => string): Refused {
  const { code } = reason;
  const text = {
    'coupon-unknown': () => COUPON_TEXT.unknown,
    'coupon-archived': () => COUPON_TEXT.archived(code),
    'coupon-expired': () => COUPON_TEXT.expired(code, timezoneDay(reason.on ?? 0)),
    'coupon-used-up': () => COUPON_TEXT.usedUp(code),
    'coupon-used-by-you': () => COUPON_TEXT.usedByYou(code),
    'coupon-not-for-plan': () => COUPON_TEXT.notForPlan(code),
    'coupon-not-for-renewals': () => COUPON_TEXT.notForRenewals(code),
  }[reason.id]();
  return { refused: text, reason };
}

export interface CouponServiceDeps {
  plans: Pick<PlanService, 'planRow' | 'planRows' | 'plansOf'>;
}

export function createCouponService({ db, now, batching }: ServiceDeps, { plans }: CouponServiceDeps) {
  // The plans message of every /start asks: the menus shown at once share the read.
  const liveCoupons = batching.sharedReads((botId) => repo.hasLiveCoupons(db, botId, now()));
  const extrasOf = async (trx: Db, botId: number, codes: string[]): Promise<Extras> => ({
    redeemed: await repo.redeemedCounts(trx, botId, codes),
    revenue: await repo.revenueOf(trx, botId, codes),
  });
  const recordOf = async (botId: number, row: CouponRow) => toCouponRecord(row, await extrasOf(db, botId, [row.code]));
  const noSuch = (code: string) =>
    new NotFoundError(CODE.test(code) ? `Coupon ${code.toUpperCase()} is not a coupon of this bot.` : 'That is not a coupon of this bot.');

  /** Plans the amount_off would take to zero or below: 422 fields. */
  function tooLarge(amountMinor: number, currency: string, named: PlanRow[]): FieldError[] {
    const below = named.filter((p) => p.plan_currency === currency && Number(p.plan_price_minor) <= amountMinor);
    return below.map((p) => ({
      field: 'amount_off',
      message: `must be below the price of plan ${p.plan_id} (${formatDecimalAmount(BigInt(p.plan_price_minor), currency)} ${currency})`,
    }));
  }

  /** Why the member may not use the coupon (a text for them), or null; `at` is now. Counts the
   * places others hold or redeemed against max_redemptions. */
  async function refusal(trx: Db, coupon: CouponRow, memberId: string, at: number): Promise<CouponRefusal | null> {
    const { code } = coupon;
    if (coupon.archived_at !== null) return { id: 'coupon-archived', code };
    if (coupon.expires_at !== null && Number(coupon.expires_at) <= at) return { id: 'coupon-expired', code, on: Number(coupon.expires_at) };
    const mine = await repo.placeOf(trx, coupon.bot_id, coupon.code, memberId);
    if (mine?.redeemed_at != null) return { id: 'coupon-used-by-you', code };
    if (coupon.max_redemptions !== null && (await repo.placesTaken(trx, coupon.bot_id, coupon.code, memberId, at)) >= Number(coupon.max_redemptions)) {
      return { id: 'coupon-used-up', code };
    }
    return null;
  }

  const fitRefusal = (coupon: CouponRow, plan: PlanRow): CouponRefusal | null => {
    const fit = fitOf(coupon, plan);
    if (fit === 'ok') return null;
    return { id: fit === 'renewals' ? 'coupon-not-for-renewals' : 'coupon-not-for-plan', code: coupon.code };
  };

  const normalize = (text: string) => text.trim().toUpperCase();

  /** The coupon a member typed, if this bot has it and the member may use it now (any plan):
   * `{coupon}` or `{refused, reason}` (a text for the member). */
  async function enter(botId: number, memberId: string, text: string, dayOf: (ms: number) => string): Promise<{ coupon: CouponRow } | Refused> {
    const code = normalize(text);
    const coupon = CODE.test(code) ? await repo.findCoupon(db, botId, code) : undefined;
    if (!coupon) return refusedOf({ id: 'coupon-unknown', code }, dayOf);
    const refused = await refusal(db, coupon, memberId, now());
    return refused ? refusedOf(refused, dayOf) : { coupon };
  }

  return {
    /** POST /coupons. */
    async createCoupon(bot: BotContext, input: CreateCouponInput): Promise<CouponRecord> {
      const { botId } = bot;
      const at = now();
      const fields: FieldError[] = [];
      if ((input.percent_off === undefined) === (input.amount_off === undefined)) {
        fields.push({ field: 'percent_off', message: 'give exactly one of percent_off and amount_off' });
      }
      if (input.amount_off !== undefined && input.currency === undefined) fields.push({ field: 'currency', message: 'is required with amount_off' });
      if (input.amount_off === undefined && input.currency !== undefined) fields.push({ field: 'currency', message: 'goes only with amount_off' });
      let amountOff: number | null = null;
      if (input.amount_off !== undefined && input.currency !== undefined) {
        const parsed = parseDecimalAmount(input.amount_off, input.currency);
        if (!parsed.ok) fields.push({ field: 'amount_off', message: parsed.message });
        else if (parsed.minor === 0n) fields.push({ field: 'amount_off', message: 'must be above 0' });
        else amountOff = Number(parsed.minor);
      }
      const expiresAt = input.expires_at === undefined ? null : Date.parse(input.expires_at);
      if (expiresAt !== null && expiresAt <= at)
        fields.push({ field: 'expires_at', message: `must be in the future; got ${JSON.stringify(input.expires_at)}` });
      let named: PlanRow[];
      if (input.plan_ids) {
        const found = await plans.planRows(botId, input.plan_ids);
        const missing = input.plan_ids.filter((id) => !found.has(id));
        if (missing.length)
          fields.push({ field: 'plan_ids', message: `must be plans of this bot; ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not` });
        named = [...found.values()];
      } else {
        // Every plan: the live ones are checked now; a plan made later is floored at one minor unit.
        named = [...(await plans.plansOf(botId)).values()].filter((p) => p.archived_at === null);
      }
      if (amountOff !== null) fields.push(...tooLarge(amountOff, input.currency!, named));
      if (fields.length) throw new ValidationError(fields);

      const row = (code: string): CouponRow => ({
        bot_id: botId,
        code,
        percent_off: input.percent_off ?? null,
        amount_off_minor: amountOff,
        currency: amountOff === null ? null : input.currency!,
        plan_ids: input.plan_ids ? JSON.stringify(input.plan_ids) : null,
        max_redemptions: input.max_redemptions ?? null,
        expires_at: expiresAt,
        duration: input.duration ?? 'once',
        stripe_coupon: null,
        created_at: at,
        archived_at: null,
      });
      if (input.code !== undefined) {
        const code = normalize(input.code);
        if (!(await repo.insertCoupon(db, row(code)))) throw new ConflictError(`Coupon ${code} already exists.`);
        return recordOf(botId, row(code));
      }
      for (let round = 0; round < 5; round++) {
        const code = generateCouponCode();
        if (await repo.insertCoupon(db, row(code))) return recordOf(botId, row(code));
      }
      throw new ConflictError('New coupon codes kept colliding with existing ones; retry.');
    },

    async listCoupons(bot: BotContext, query: CouponListInput) {
      const limit = pageLimit(query);
      const after = decodeCursor<[number, string]>(query.cursor, ['number', 'string']);
      const rows = await repo.listCoupons(db, bot.botId, limit, after);
      const extras = await extrasOf(
        db,
        bot.botId,
        rows.slice(0, limit).map((r) => r.code),
      );
      return toPage(
        rows,
        limit,
        (r) => [Number(r.created_at), r.code],
        (r) => toCouponRecord(r, extras),
      );
    },

    async getCoupon(bot: BotContext, code: string): Promise<CouponRecord> {
      const row = CODE.test(code) ? await repo.findCoupon(db, bot.botId, normalize(code)) : undefined;
      if (!row) throw noSuch(code);
      return recordOf(bot.botId, row);
    },

    /** DELETE /coupons/{code}: no new redemptions; places already held may still be paid. */
    async archiveCoupon(bot: BotContext, code: string): Promise<CouponRecord> {
      if (!CODE.test(code)) throw noSuch(code);
      const upper = normalize(code);
      const row = (await repo.archiveCoupon(db, bot.botId, upper, now())) ?? (await repo.findCoupon(db, bot.botId, upper));
      if (!row) throw noSuch(code);
      return recordOf(bot.botId, row);
    },

    enter,

    /** The plan's price with the coupon for this member (at the invoice), or why not. */
    async quote(botId: number, memberId: string, code: string, plan: PlanRow, dayOf: (ms: number) => string): Promise<Quote | Refused> {
      const entered = await enter(botId, memberId, code, dayOf);
      if ('refused' in entered) return entered;
      const misfit = fitRefusal(entered.coupon, plan);
      if (misfit) return refusedOf(misfit, dayOf);
      return { coupon: entered.coupon, amountMinor: discounted(Number(plan.plan_price_minor), entered.coupon) };
    },

    /** The plan's price with the coupon, or null when it does not apply (no member checks). */
    priceWith: (coupon: CouponRow, plan: PlanRow): number | null => (fitOf(coupon, plan) === 'ok' ? discounted(Number(plan.plan_price_minor), coupon) : null),

    /**
     * Pre-checkout: checks again and holds the member's place for HOLD_MS, in one transaction with
     * the coupon's row locked (PostgreSQL; SQLite's writers run one at a time), so concurrent
     * approvals never exceed max_redemptions. Returns the price to charge, or why not.
     */
    async hold(botId: number, memberId: string, code: string, plan: PlanRow, dayOf: (ms: number) => string): Promise<Quote | Refused> {
      return db.transaction().execute(async (trx): Promise<Quote | Refused> => {
        const coupon = await repo.findCoupon(trx, botId, code, true);
        if (!coupon) return refusedOf({ id: 'coupon-unknown', code }, dayOf);
        const at = now();
        const refused = fitRefusal(coupon, plan) ?? (await refusal(trx, coupon, memberId, at));
        if (refused) return refusedOf(refused, dayOf);
        await repo.holdPlace(trx, botId, code, memberId, at + HOLD_MS);
        return { coupon, amountMinor: discounted(Number(plan.plan_price_minor), coupon) };
      });
    },

    /** The coupons with these codes (orders read them in their batch's transaction). */
    couponRows: async (trx: Db, botId: number, codes: string[]): Promise<Map<string, CouponRow>> =>
      new Map((await repo.findCoupons(trx, botId, codes)).map((c) => [c.code, c])),

    /** Orders paid with coupons redeem them (in the orders' transaction). */
    redeem: (trx: Db, botId: number, places: { code: string; memberId: string }[]) => repo.markRedeemed(trx, botId, places, now()),

    /** The Stripe coupon made for this coupon in `slot` (the Stripe account's key and the duration
     * it was made with), if any. */
    stripeCouponOf(coupon: CouponRow, slot: string): string | null {
      const saved = coupon.stripe_coupon ? (JSON.parse(coupon.stripe_coupon) as Record<string, string>) : {};
      return Object.hasOwn(saved, slot) ? saved[slot]! : null;
    },
    /** Remembers the Stripe coupon made in `slot` (read again first: another slot may have been saved). */
    async saveStripeCoupon(botId: number, code: string, slot: string, id: string): Promise<void> {
      const row = await repo.findCoupon(db, botId, code);
      const saved = row?.stripe_coupon ? (JSON.parse(row.stripe_coupon) as Record<string, string>) : {};
      await repo.saveStripeCoupon(db, botId, code, JSON.stringify({ ...saved, [slot]: id }));
    },

    /** Whether the bot has a coupon members could enter now (the plans message offers the button then). */
    hasLiveCoupons: (botId: number) => liveCoupons(botId),

    findCoupon: (botId: number, code: string) => repo.findCoupon(db, botId, normalize(code)),
  };
}

export type CouponService = ReturnType<typeof createCouponService>;
