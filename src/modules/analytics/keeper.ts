// Keeps a bot's analytics as its subscriptions and orders change (SPEC §17): in the transaction
// of the change, each touched member's history is computed again from their rows, compared with
// what was kept of them, and only the difference is added to the bot's sums (Fenwick nodes over
// time, movements per period, cohort cells). An answer then reads sums, never history.
import type { Db } from '../../db/schema.js';
import { entryOf } from '../common/maps.js';
import type { RecordedEvent } from '../events/service.js';
import { lengthOf } from '../subscriptions/service.js';
import { fenwickNodes, quarterOf } from '../stats/fenwick.js';
import type { PlanLength } from '../../time/duration.js';
import { type CohortCells, cohortOf, MOVEMENT_FIELDS, type Movements, movementsOf } from './contributions.js';
import { type MemberHistory, memberHistory, type Step } from './history.js';
import * as repo from './repository.js';
import type { AnalyticsTrialsTable, MrrMovementsTable, MrrRunsTable, MrrStepsTable } from './tables.js';

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

/** What the keeper adds up over the members of one transaction before writing. */
class Sums {
  /** measure → currency → quarter → the sum of the changes in that quarter hour. */
  readonly buckets = new Map<string, Map<string, Map<number, number>>>();
  readonly movements: Movements = new Map();
  readonly cohorts: CohortCells = new Map();

  bucket(measure: string, currency: string, at: number, value: number): void {
    if (value === 0) return;
    const quarters = entryOf(
      entryOf(this.buckets, measure, () => new Map()),
      currency,
      () => new Map<number, number>(),
    );
    const q = quarterOf(at);
    quarters.set(q, (quarters.get(q) ?? 0) + value);
  }

  /** The member's history added (sign 1) or taken away (−1). */
  add(history: MemberHistory, runs: MrrRunsTable[], tz: string, sign: 1 | -1): void {
    const last = new Map<string, number>();
    for (const step of history.steps) {
      const before = last.get(step.currency) ?? 0;
      this.bucket(MEASURE.mrr, step.currency, step.at, sign * (step.mrr - before));
      this.bucket(MEASURE.members, step.currency, step.at, sign * (Number(step.mrr > 0) - Number(before > 0)));
      last.set(step.currency, step.mrr);
    }
    for (const run of runs) {
      this.bucket(MEASURE.runStarts, run.currency, run.started_at, sign);
      this.bucket(MEASURE.runEnds, run.currency, run.ended_at, sign);
    }
    movementsOf(history, tz, this.movements, sign);
    cohortOf(history, tz, this.cohorts, sign);
  }

  async write(trx: Db, botId: number): Promise<void> {
    const deltas: repo.NodeDelta[] = [];
    for (const measure of [...this.buckets.keys()].sort(byText)) {
      const byCurrency = this.buckets.get(measure)!;
      for (const currency of [...byCurrency.keys()].sort(byText)) {
        for (const [node, value] of fenwickNodes(byCurrency.get(currency)!)) deltas.push({ measure, currency, node, value });
      }
    }
    await repo.addRollups(trx, botId, deltas);
    const movements: MrrMovementsTable[] = [];
    for (const [key, m] of this.movements) {
      if (MOVEMENT_FIELDS.every((f) => m[f] === 0)) continue;
      const [unit, period, currency] = key.split(' ') as [string, string, string];
      movements.push({ bot_id: botId, unit, period, currency, ...m });
    }
    movements.sort((a, b) => a.unit.localeCompare(b.unit) || a.period.localeCompare(b.period) || a.currency.localeCompare(b.currency));
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

const byText = (a: string, b: string) => a.localeCompare(b);

/** The closed paying runs, per currency, of a member who pays nothing in that currency now. */
function closedRuns(botId: number, memberId: string, steps: readonly Step[]): MrrRunsTable[] {
  const runs: MrrRunsTable[] = [];
  const open = new Map<string, number | null>();
  const pending: MrrRunsTable[] = [];
  for (const step of steps) {
    const start = open.get(step.currency) ?? null;
    if (step.mrr > 0 && start === null) open.set(step.currency, step.at);
    if (step.mrr === 0 && start !== null) {
      pending.push({ bot_id: botId, member_id: memberId, currency: step.currency, started_at: start, ended_at: step.at });
      open.set(step.currency, null);
    }
  }
  for (const run of pending) if ((open.get(run.currency) ?? null) === null) runs.push(run);
  return runs;
}

function stepRows(botId: number, memberId: string, steps: readonly Step[]): MrrStepsTable[] {
  const last = new Map<string, number>();
  return steps.map((s) => {
    const before = last.get(s.currency) ?? 0;
    last.set(s.currency, s.mrr);
    return {
      bot_id: botId,
      member_id: memberId,
      currency: s.currency,
      at: s.at,
      mrr: s.mrr,
      delta: s.mrr - before,
      member_delta: Number(s.mrr > 0) - Number(before > 0),
    };
  });
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
    const lengths = new Map<number, PlanLength>();
    for (const plan of await repo.planDurations(trx, botId)) lengths.set(Number(plan.plan_id), lengthOf(plan));
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

  /** Writes the members' new histories and adds them to `sums`. */
  async function keep(trx: Db, botId: number, memberIds: string[], fresh: Map<string, MemberHistory>, tz: string, sums: Sums): Promise<void> {
    const rows: repo.MemberRows = { members: [], steps: [], runs: [], trials: [] };
    for (const id of memberIds) {
      const history = fresh.get(id)!;
      const runs = closedRuns(botId, id, history.steps);
      sums.add(history, runs, tz, 1);
      if (history.firstPaidAt === null && !history.steps.length && !history.trials.length) continue;
      rows.members.push({ bot_id: botId, member_id: id, first_paid_at: history.firstPaidAt, first_positive_at: history.firstPositiveAt });
      rows.steps.push(...stepRows(botId, id, history.steps));
      rows.runs.push(...runs);
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
    await repo.replaceMembers(trx, botId, memberIds, rows);
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
    const kept = await repo.keptMembers(trx, botId, ids);
    const keptSteps = groupBy(await repo.keptSteps(trx, botId, ids));
    for (const member of kept) {
      const steps = (keptSteps.get(member.member_id) ?? []).map((s) => ({ currency: s.currency, at: Number(s.at), mrr: Number(s.mrr) }));
      const old: MemberHistory = {
        steps,
        firstPaidAt: member.first_paid_at === null ? null : Number(member.first_paid_at),
        firstPositiveAt: member.first_positive_at === null ? null : Number(member.first_positive_at),
        trials: [],
      };
      sums.add(old, closedRuns(botId, member.member_id, steps), tz, -1);
    }
    await keep(trx, botId, ids, await histories(trx, botId, ids, tz), tz, sums);
    await sums.write(trx, botId);
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

    /** After an import (many members' rows at once): the bot's analytics built again, if built. */
    async refresh(trx: Db, botId: number): Promise<void> {
      const tz = await repo.lockState(trx, botId);
      if (tz !== null) await rebuild(trx, botId, tz);
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
      await keep(trx, botId, ids, await histories(trx, botId, ids, tz), tz, sums);
      after = ids[ids.length - 1]!;
    }
    await sums.write(trx, botId);
    await repo.setZone(trx, botId, tz);
  }
}

export type AnalyticsKeeper = ReturnType<typeof createAnalyticsKeeper>;
