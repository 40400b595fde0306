// Keeps a bot's analytics as its subscriptions and orders change (SPEC §17): in the transaction
// of the change, each touched member's history is computed again from their rows, compared with
// what was kept of them, and only the difference is added to the bot's sums (Fenwick nodes over
// time, the exact instants of each quarter hour, movements per period, cohort cells). An answer
// then reads sums, never history.
import type { Db } from '../../db/schema.js';
import { entryOf } from '../common/maps.js';
import type { RecordedEvent } from '../events/service.js';
import type { FoldObserver } from '../subscriptions/history.js';
import { lengthOf } from '../subscriptions/service.js';
import { FenwickStream } from '../stats/fenwick.js';
import type { PlanLength } from '../../time/duration.js';
import { ChangeLog, quarterStart } from './change-log.js';
import { type CohortCells, cohortOf, MOVEMENT_FIELDS, type Movements, movementsOf } from './contributions.js';
import { type MemberHistory, memberHistory } from './history.js';
import { type Change, packChanges, packSteps, sumChanges, unpackChanges, unpackSteps } from './packed.js';
import * as repo from './repository.js';
import type { AnalyticsTrialsTable, MrrInstantsTable, MrrMovementsTable } from './tables.js';

/** Measures kept as Fenwick nodes, per currency. */
export const MEASURE = {
  /** The sum of members' MRR: a prefix is the bot's MRR at an instant. */
  mrr: 'mrr',
  /** Members paying above 0: a prefix is how many pay at an instant. */
  members: 'members',
  /** Starts and ends of the closed paying runs of members who pay nothing now. */
  runStarts: 'zstart',
  runEnds: 'zend',
} as const;

/** Members a rebuild reads at a time. */
const REBUILD_PAGE = 500;
/** Quarter hours of packed instants a rebuild writes at a time. */
const INSTANTS_PER_WRITE = 1024;
/** Fenwick nodes a rebuild writes at a time, as they complete. */
const NODES_PER_WRITE = 4096;

/** Text in code-point order (as both databases' keys sort these names): writers lock rows in it. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** What the keeper adds up over the members of one transaction before writing. */
class Sums {
  /** Each step's change and each closed run's start and end, at its instant. */
  readonly changes = new ChangeLog();
  readonly movements: Movements = new Map();
  readonly cohorts: CohortCells = new Map();

  /** The member's history added (sign 1) or taken away (−1). Their closed paying runs follow from
   * the steps: in a currency they pay nothing in now, each step from 0 starts one, each step to 0
   * ends one. */
  add(history: MemberHistory, tz: string, sign: 1 | -1): void {
    const last = new Map<string, number>();
    for (const step of history.steps) last.set(step.currency, step.mrr);
    const closed = new Set<string>();
    for (const [currency, mrr] of last) if (mrr === 0) closed.add(currency);
    last.clear();
    for (const step of history.steps) {
      const before = last.get(step.currency) ?? 0;
      const members = Number(step.mrr > 0) - Number(before > 0);
      this.changes.add(step.at, step.currency, sign * (step.mrr - before), sign * members, closed.has(step.currency) ? sign : 0);
      last.set(step.currency, step.mrr);
    }
    movementsOf(history, tz, this.movements, sign);
    cohortOf(history, tz, this.cohorts, sign);
  }

  /**
   * Adds the sums to what is kept of the bot. `fresh`: nothing is kept (a rebuild, after
   * clearBot), so every row is inserted, in key order, and none is read or merged.
   */
  async write(trx: Db, botId: number, fresh: boolean): Promise<void> {
    // Per measure and currency, the quarter hours' sums in time order feed a Fenwick stream, whose
    // nodes come out complete, in order: no measure's series is held whole.
    const nodes: repo.NodeDelta[] = [];
    const streams = new Map<string, FenwickStream>();
    const push = (measure: string, currency: string, quarter: number, value: number) => {
      if (value === 0) return;
      const key = `${measure} ${currency}`;
      let stream = streams.get(key);
      if (!stream) {
        stream = new FenwickStream((node, v) => nodes.push({ measure, currency, node, value: v }));
        streams.set(key, stream);
      }
      stream.add(quarter, value);
    };
    const packed: MrrInstantsTable[] = [];
    const merged = new Map<number, Change[]>();
    for (const { quarter, changes } of this.changes.byQuarter()) {
      if (!changes.length) continue;
      const byCurrency = new Map<string, [number, number, number, number]>();
      for (const c of changes) {
        const sums = entryOf(byCurrency, c.currency, () => [0, 0, 0, 0] as [number, number, number, number]);
        sums[0] += c.mrr;
        sums[1] += c.members;
        sums[2] += c.starts;
        sums[3] += c.ends;
      }
      for (const [currency, [mrr, members, starts, ends]] of byCurrency) {
        push(MEASURE.mrr, currency, quarter, mrr);
        push(MEASURE.members, currency, quarter, members);
        push(MEASURE.runStarts, currency, quarter, starts);
        push(MEASURE.runEnds, currency, quarter, ends);
      }
      if (!fresh) merged.set(quarter, changes);
      else {
        packed.push({ bot_id: botId, quarter, changes: packChanges(quarterStart(quarter), changes) });
        if (packed.length >= INSTANTS_PER_WRITE) await repo.insertInstants(trx, packed.splice(0));
        // A rebuild inserts the nodes as they complete (into a cleared bot: no row to merge).
        if (nodes.length >= NODES_PER_WRITE) await repo.insertRollups(trx, botId, nodes.splice(0));
      }
    }
    if (fresh) await repo.insertInstants(trx, packed);
    else await mergeInstants(trx, botId, merged);
    for (const stream of streams.values()) stream.finish();
    if (fresh) await repo.insertRollups(trx, botId, nodes);
    else {
      // Merged into kept nodes: rows locked in key order, as every writer does.
      nodes.sort((a, b) => byText(a.measure, b.measure) || byText(a.currency, b.currency) || a.node - b.node);
      await repo.addRollups(trx, botId, nodes);
    }

    const movements: MrrMovementsTable[] = [];
    for (const [key, periods] of this.movements) {
      const [unit, currency] = key.split(' ') as [string, string];
      for (const { period, ...m } of periods.values()) {
        if (!MOVEMENT_FIELDS.every((f) => m[f] === 0)) movements.push({ bot_id: botId, unit, period, currency, ...m });
      }
    }
    movements.sort((a, b) => byText(a.unit, b.unit) || byText(a.period, b.period) || byText(a.currency, b.currency));
    await repo.addMovements(trx, movements);

    const cells = [...this.cohorts]
      .filter(([, c]) => c.members !== 0 || c.retained !== 0)
      .map(([key, c]) => {
        const [cohort, month] = key.split(' ').map(Number) as [number, number];
        return { cohort, month, ...c };
      })
      .sort((a, b) => a.cohort - b.cohort || a.month - b.month);
    await repo.addCohortCells(trx, botId, cells);
  }
}

/** The changes (per quarter hour, summed per instant and currency) added to the kept instants. */
async function mergeInstants(trx: Db, botId: number, changes: Map<number, Change[]>): Promise<void> {
  if (!changes.size) return;
  const quarters = [...changes.keys()].sort((a, b) => a - b);
  const kept = new Map<number, string>();
  for (const row of await repo.instantsOf(trx, botId, quarters)) kept.set(Number(row.quarter), row.changes);
  const rows: MrrInstantsTable[] = [];
  for (const quarter of quarters) {
    const start = quarterStart(quarter);
    const all = sumChanges([...unpackChanges(start, kept.get(quarter) ?? ''), ...changes.get(quarter)!]);
    if (all.length) rows.push({ bot_id: botId, quarter, changes: packChanges(start, all) });
  }
  await repo.replaceInstants(trx, botId, quarters, rows);
}

/** The bot's plans' lengths, by plan id. */
async function planLengths(trx: Db, botId: number): Promise<Map<number, PlanLength>> {
  const lengths = new Map<number, PlanLength>();
  for (const plan of await repo.planDurations(trx, botId)) lengths.set(Number(plan.plan_id), lengthOf(plan));
  return lengths;
}

/** What an import does for the bot's analytics: `member`, when present, is told each member as the
 * import's fold goes (see FoldObserver); `finish` runs once the import's rows are written. */
export interface ImportAnalytics {
  member?: FoldObserver;
  finish(): Promise<void>;
}

function groupBy<T extends { member_id: string }>(rows: T[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const list = out.get(row.member_id);
    if (list) list.push(row);
    else out.set(row.member_id, [row]);
  }
  return out;
}

export function createAnalyticsKeeper() {
  /** Computes the members' histories from their rows, read in `trx`. */
  async function histories(trx: Db, botId: number, memberIds: string[], tz: string): Promise<Map<string, MemberHistory>> {
    const lengths = await planLengths(trx, botId);
    const subscriptions = groupBy(await repo.subscriptionsOf(trx, botId, memberIds));
    const orders = groupBy(await repo.paidOrdersOf(trx, botId, memberIds));
    const out = new Map<string, MemberHistory>();
    for (const id of memberIds)
      out.set(
        id,
        memberHistory(subscriptions.get(id) ?? [], orders.get(id) ?? [], (planId) => lengths.get(planId), tz),
      );
    return out;
  }

  /** Writes the members' new histories and adds them to `sums`; `cleared`: nothing is kept of
   * them (a rebuild). */
  async function keep(trx: Db, botId: number, memberIds: string[], fresh: Map<string, MemberHistory>, tz: string, sums: Sums, cleared: boolean): Promise<void> {
    const rows: repo.MemberRows = { members: [], trials: [] };
    for (const id of memberIds) {
      const history = fresh.get(id)!;
      sums.add(history, tz, 1);
      if (history.firstPaidAt === null && !history.steps.length && !history.trials.length) continue;
      rows.members.push({
        bot_id: botId,
        member_id: id,
        first_paid_at: history.firstPaidAt,
        first_positive_at: history.firstPositiveAt,
        steps: packSteps(history.steps),
      });
      rows.trials.push(
        ...history.trials.map(
          (t): AnalyticsTrialsTable => ({
            bot_id: botId,
            subscription_id: t.subscription_id,
            member_id: id,
            started_at: t.started_at,
            free_until: t.free_until,
            converted: t.converted ? 1 : 0,
          }),
        ),
      );
    }
    await repo.replaceMembers(trx, botId, memberIds, rows, cleared);
  }

  /** Brings the members' part of the bot's analytics up to date with their rows, in the
   * transaction that changed them. Nothing to do for a bot whose analytics are not built yet
   * (its first analytics read builds them from the rows as they are then). */
  async function touch(trx: Db, botId: number, memberIds: Iterable<string>): Promise<void> {
    const ids = [...new Set(memberIds)].sort();
    if (!ids.length) return;
    const tz = await repo.lockState(trx, botId);
    if (tz === null) return;
    const sums = new Sums();
    // What was kept of them, taken away.
    for (const member of await repo.keptMembers(trx, botId, ids)) {
      const steps = unpackSteps(member.steps);
      const old: MemberHistory = {
        steps,
        firstPaidAt: member.first_paid_at === null ? null : Number(member.first_paid_at),
        firstPositiveAt: member.first_positive_at === null ? null : Number(member.first_positive_at),
        trials: [],
      };
      sums.add(old, tz, -1);
    }
    await keep(trx, botId, ids, await histories(trx, botId, ids, tz), tz, sums, false);
    await sums.write(trx, botId, false);
  }

  return {
    touch,

    /** The events' reaction: the members whose orders or subscriptions changed, kept up to date
     * in the same transaction. */
    reactTo: async (trx: Db, botId: number, _at: number, events: RecordedEvent[]): Promise<void> => {
      // Paid orders' events come before their rows: the orders' own listener (touch) follows.
      if (events.some((e) => e.type === 'order.paid')) return;
      const members = new Set<string>();
      for (const e of events) {
        if (!e.type.startsWith('order.') && !e.type.startsWith('subscription.')) continue;
        const member = (e.data as { member_id?: unknown }).member_id;
        if (typeof member === 'string') members.add(member);
      }
      if (members.size) await touch(trx, botId, members);
    },

    /**
     * An import's analytics, asked in its transaction before it writes. Not built yet: nothing to
     * do. Built, for a bot with no orders or subscriptions (so they are empty, and the import's
     * fold is told every order): each member's history computed from what the fold tells, written
     * as a rebuild writes, with no row read back. Otherwise: built again once the import is written.
     */
    async importing(trx: Db, botId: number): Promise<ImportAnalytics> {
      const tz = await repo.lockState(trx, botId);
      if (tz === null) return { finish: async () => {} };
      if (await repo.hasHistory(trx, botId)) {
        return {
          async finish() {
            await repo.analyzeSources(trx);
            await rebuild(trx, botId, tz);
          },
        };
      }
      await repo.clearBot(trx, botId);
      const lengths = await planLengths(trx, botId);
      const sums = new Sums();
      let page = new Map<string, MemberHistory>();
      const flush = async () => {
        await keep(trx, botId, [...page.keys()], page, tz, sums, true);
        page = new Map();
      };
      return {
        async member({ member_id, spans, orders }) {
          const paid = orders.map(({ order: o, span }) => ({
            order_id: o.order_id,
            subscription_id: span.subscription_id,
            plan_id: o.plan_id,
            amount_minor: o.amount_minor,
            currency: o.currency,
            paid_at: o.paid_at,
          }));
          const history = memberHistory(spans, paid, (planId) => lengths.get(planId), tz);
          page.set(member_id, history);
          if (page.size >= REBUILD_PAGE) await flush();
        },
        async finish() {
          await flush();
          await sums.write(trx, botId, true);
          await repo.setZone(trx, botId, tz);
        },
      };
    },

    /** Builds the bot's analytics from all its rows, in `tz` (the first read; a new time zone). */
    rebuild,
  };

  async function rebuild(trx: Db, botId: number, tz: string): Promise<void> {
    await repo.lockState(trx, botId);
    await repo.clearBot(trx, botId);
    const sums = new Sums();
    for (let after: string | null = null; ; ) {
      const ids = await repo.membersAfter(trx, botId, after, REBUILD_PAGE);
      if (!ids.length) break;
      await keep(trx, botId, ids, await histories(trx, botId, ids, tz), tz, sums, true);
      after = ids[ids.length - 1]!;
    }
    await sums.write(trx, botId, true);
    await repo.setZone(trx, botId, tz);
  }
}

export type AnalyticsKeeper = ReturnType<typeof createAnalyticsKeeper>;
