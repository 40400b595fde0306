// Subscriptions for an imported history of paid orders (tollgate orders import): the same rule as
// a live payment — an order extends the subscription the member holds for that plan at its paid_at,
// else starts one — applied to a whole file at once, in any order the file has. The orders module
// hands over the import's orders sorted per member and plan by paid_at (the database sorts them)
// and reads them a page at a time; they are folded into spans, written in full batches, and each
// span's orders are linked to it as a range of that sorted sequence. Memory holds one page, one
// open span, and at most a batch of finished spans and of links: it does not grow with the file.
// Members with subscriptions of that plan from before the import take the live path, order by
// order, in a first pass (so the ids of the spans follow theirs, as when everything was in memory).
// For a bot with no subscriptions before, an observer may be told each member's orders and spans
// as they are folded (the import's analytics, computed with no row read back).
import type { BotContext } from '../../bot-context.js';
import type { Db, PlanRow, SubscriptionRow } from '../../db/schema.js';
import { accessEnd } from '../../time/calendar.js';
import type { PlanLength } from '../../time/duration.js';
import { allocateIds } from '../bots/repository.js';
import type { PaidOrder } from './paid-access.js';
import * as repo from './repository.js';
import { expireIfOver, paidSubscription } from './rows.js';

export interface ImportedOrderRef {
  /** Position in (member_id, plan_id, paid_at, order_id) order, from 1. */
  seq: number;
  order_id: number;
  member_id: string;
  plan_id: number;
  paid_at: number;
  amount_minor: number;
  currency: string;
}

/** A member's imported orders, each with the span it started or extended, and those spans. */
export interface FoldedMember {
  member_id: string;
  spans: SubscriptionRow[];
  orders: { order: ImportedOrderRef; span: SubscriptionRow }[];
}

/** Told of each member once their last order is folded and their spans have ids and their final
 * ends (an import's analytics, built as it goes: issue 34). Only for a bot with no subscriptions
 * before the import, whose orders are then all folded here. */
export type FoldObserver = (member: FoldedMember) => Promise<void>;

/** The import's orders as the orders module keeps them while subscriptions are built. */
export interface ImportedHistory {
  /** Up to `limit` orders after position `after`, in (member_id, plan_id, paid_at, order_id) order. */
  after(after: number, limit: number): Promise<ImportedOrderRef[]>;
  /** Links the orders at positions first..last (inclusive) to the subscription: [first, last, subscription_id]. */
  link(ranges: [number, number, number][]): Promise<void>;
}

export interface HistoryBounds {
  /** Orders read per page. */
  page: number;
  /** Subscriptions per INSERT (full batches are prepared statements): 17 columns → 8,500 parameters. */
  insert: number;
  /** Link ranges buffered before they are written. */
  links: number;
}

export const HISTORY_BOUNDS: HistoryBounds = { page: 5_000, insert: 500, links: 1_000 };

export interface HistoryDeps {
  lengthOf(plan: Pick<PlanRow, 'plan_duration'>): PlanLength;
  /** The live rule, for a member and plan that already had subscriptions before the import. */
  applyPayment(trx: Db, bot: BotContext, order: PaidOrder, plan: PlanRow): Promise<number>;
  ensureMembers(trx: Db, botId: number, memberIds: string[], at: number): Promise<void>;
}

const pairKey = (memberId: string, planId: number) => `${memberId}\u0000${planId}`;

/** Starts and extends subscriptions for the imported orders (staged: the orders are written after,
 * with their subscriptions) in the import's transaction and links every order to its
 * subscription; returns how many spans started. */
export async function applyHistory(
  trx: Db,
  bot: BotContext,
  history: ImportedHistory,
  plans: Map<number, PlanRow>,
  at: number,
  deps: HistoryDeps,
  bounds: HistoryBounds = HISTORY_BOUNDS,
  observe?: FoldObserver,
): Promise<{ started: number }> {
  const { botId, timezone } = bot;
  // Pairs held before the import: subscriptions not revoked, with ids up to the largest the bot
  // had then (what this import writes comes after it, so the answer does not change as it writes).
  const before = await repo.heldBefore(trx, botId);
  if (observe && before.any) throw new Error('import: a fold observer is told every order, so only of a bot with no subscriptions before');
  const heldIn = async (page: ImportedOrderRef[]): Promise<Set<string>> => {
    if (!before.any) return new Set();
    const pairs = await repo.heldPairsBetween(trx, botId, page[0]!.member_id, page.at(-1)!.member_id, before.maxId);
    return new Set(pairs.map((p) => pairKey(p.member_id, Number(p.plan_id))));
  };
  async function* pages(): AsyncGenerator<ImportedOrderRef[]> {
    for (let after = 0; ; ) {
      const page = await history.after(after, bounds.page);
      if (!page.length) return;
      yield page;
      after = page.at(-1)!.seq;
    }
  }
  const ensure = (page: ImportedOrderRef[]) => deps.ensureMembers(trx, botId, [...new Set(page.map((o) => o.member_id))], at);

  let links: [number, number, number][] = [];
  const link = async (range: [number, number, number], force = false) => {
    if (range[1] >= range[0]) links.push(range);
    if (links.length >= bounds.links || (force && links.length)) {
      await history.link(links);
      links = [];
    }
  };

  // First pass, only for a bot that had subscriptions: held pairs take the live path, in order.
  if (before.any) {
    for await (const page of pages()) {
      await ensure(page);
      const held = await heldIn(page);
      for (const order of page) {
        if (!held.has(pairKey(order.member_id, order.plan_id))) continue;
        const subscriptionId = await deps.applyPayment(trx, bot, order, plans.get(order.plan_id)!);
        await link([order.seq, order.seq, subscriptionId]);
      }
    }
  }

  // Second pass: everyone else's orders folded into spans.
  let started = 0;
  let done: SubscriptionRow[] = [];
  const write = async (force = false) => {
    while (done.length >= bounds.insert || (force && done.length)) {
      const batch = done.slice(0, bounds.insert);
      done = done.slice(batch.length);
      for (const s of batch) expireIfOver(s, at);
      await repo.insertImportedSpans(trx, botId, at, batch);
    }
  };
  let span: SubscriptionRow | undefined;
  let length: PlanLength | undefined;
  const lengths = new Map<number, PlanLength>();
  // Members whose orders were folded but not yet told (the last may go on in the next page).
  const folded: FoldedMember[] = [];
  const tell = async (all: boolean) => {
    const told = folded.splice(0, all ? folded.length : folded.length - 1);
    for (const member of told) {
      for (const s of member.spans) expireIfOver(s, at);
      await observe!(member);
    }
  };
  for await (const page of pages()) {
    if (!before.any) await ensure(page);
    const held = await heldIn(page);
    // Spans started on this page get their ids once counted; until then a range names its span.
    const created: SubscriptionRow[] = [];
    const ranges: { span: SubscriptionRow; first: number; last: number }[] = [];
    for (const order of page) {
      if (held.has(pairKey(order.member_id, order.plan_id))) continue;
      const plan = plans.get(order.plan_id)!;
      const sameGroup = span !== undefined && span.member_id === order.member_id && span.plan_id === order.plan_id;
      const holds = sameGroup && span!.started_at <= order.paid_at && (span!.expires_at === null || span!.expires_at >= order.paid_at);
      if (holds) {
        span!.expires_at = span!.expires_at === null ? null : accessEnd(span!.expires_at, length!, timezone);
        span!.last_order_id = order.order_id;
      } else {
        if (span) done.push(span);
        length = lengths.get(order.plan_id);
        if (!length) {
          length = deps.lengthOf(plan);
          lengths.set(order.plan_id, length);
        }
        span = paidSubscription(botId, 0, order, plan, length, timezone, at);
        created.push(span);
      }
      if (observe) {
        let member = folded.at(-1);
        if (member?.member_id !== order.member_id) {
          member = { member_id: order.member_id, spans: [], orders: [] };
          folded.push(member);
        }
        if (member.spans.at(-1) !== span) member.spans.push(span!);
        member.orders.push({ order, span: span! });
      }
      const range = ranges.at(-1);
      if (range && range.span === span && range.last === order.seq - 1) range.last = order.seq;
      else ranges.push({ span: span!, first: order.seq, last: order.seq });
    }
    if (created.length) {
      const first = await allocateIds(trx, botId, 'subscription', created.length);
      for (const [i, s] of created.entries()) s.subscription_id = first + i;
      started += created.length;
    }
    for (const r of ranges) await link([r.first, r.last, r.span.subscription_id]);
    if (observe) await tell(false);
    await write();
  }
  if (observe) await tell(true);
  if (span) done.push(span);
  await write(true);
  await link([0, -1, 0], true);
  return { started };
}
