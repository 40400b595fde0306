// Recurring revenue analytics (SPEC §17): MRR and its movements per period, the summary, and the
// cohorts, read from the sums the keeper keeps, so the cost of an answer depends on its window and
// never on the bot's history. A bot's first read (and the first after its time zone changed)
// builds them from its rows.
import type { BotContext } from '../../bot-context.js';
import { formatDecimalAmount } from '../../money/index.js';
import { type IntervalUnit, recentPeriods } from '../../time/periods.js';
import { isoFromMs } from '../../time/iso.js';
import { DAY_MS } from '../../time/units.js';
import type { ServiceDeps } from '../common/deps.js';
import { prefixNodes, quarterOf } from '../stats/fenwick.js';
import { quarterStart } from './change-log.js';
import { MOVEMENT_FIELDS, monthIndex, monthLabel } from './contributions.js';
import type { AnalyticsKeeper } from './keeper.js';
import { MEASURE } from './keeper.js';
import { divideHalfEven } from './monthly-value.js';
import { unpackChanges } from './packed.js';
import * as repo from './repository.js';
import type { CohortInput, CohortRecord, RevenueInput, RevenueRecord, SummaryRecord } from './schemas.js';

type Totals = Map<string, Map<string, bigint>>;

/** A rate rounded to 4 decimals (0 when nothing to divide). */
const rate = (n: number, d: number) => (d === 0 ? 0 : Math.round((n * 10_000) / d) / 10_000);

export function createAnalyticsService({ db, now }: ServiceDeps, keeper: AnalyticsKeeper) {
  /** Builds the bot's analytics if they are not kept in its zone yet. */
  async function ready(bot: BotContext): Promise<void> {
    if ((await repo.keptZone(db, bot.botId)) === bot.timezone) return;
    await db.transaction().execute(async (trx) => {
      // Another instance may have built them meanwhile.
      if ((await repo.lockState(trx, bot.botId)) !== bot.timezone) await keeper.rebuild(trx, bot.botId, bot.timezone);
    });
  }

  /** For each instant, each measure's total of every change at or before it, by currency. */
  async function totalsAt(botId: number, measures: string[], instants: number[]): Promise<Totals[]> {
    const prefixes = instants.map((t) => prefixNodes(quarterOf(t)));
    const wanted = new Set<number>();
    for (const nodes of prefixes) for (const node of nodes) wanted.add(node);
    const rows = await repo.rollupNodes(db, botId, measures, [...wanted]);
    const byKey = new Map<string, bigint>();
    for (const r of rows) byKey.set(`${r.measure} ${r.currency} ${r.node}`, BigInt(r.value));
    const currencies = [...new Set(rows.map((r) => r.currency))];
    const out: Totals[] = [];
    for (let i = 0; i < instants.length; i++) {
      const totals: Totals = new Map(measures.map((m) => [m, new Map<string, bigint>()]));
      for (const measure of measures) {
        for (const currency of currencies) {
          let sum = 0n;
          for (const node of prefixes[i]!) sum += byKey.get(`${measure} ${currency} ${node}`) ?? 0n;
          if (sum !== 0n) totals.get(measure)!.set(currency, sum);
        }
      }
      out.push(totals);
    }
    // The changes of each instant's own quarter hour up to it, read from its packed instants.
    const quarters = instants.map(quarterOf);
    const kept = new Map<number, string>();
    for (const row of await repo.instantsOf(db, botId, [...new Set(quarters)])) kept.set(Number(row.quarter), row.changes);
    const add = (i: number, measure: string, currency: string, value: number) => {
      const m = out[i]!.get(measure);
      if (!m || value === 0) return;
      const sum = (m.get(currency) ?? 0n) + BigInt(value);
      if (sum === 0n) m.delete(currency);
      else m.set(currency, sum);
    };
    for (const [i, t] of instants.entries()) {
      const packed = kept.get(quarters[i]!);
      if (!packed) continue;
      for (const c of unpackChanges(quarterStart(quarters[i]!), packed)) {
        if (c.at > t) continue;
        add(i, MEASURE.mrr, c.currency, c.mrr);
        add(i, MEASURE.members, c.currency, c.members);
        add(i, MEASURE.runStarts, c.currency, c.starts);
        add(i, MEASURE.runEnds, c.currency, c.ends);
      }
    }
    return out;
  }

  const get = (totals: Totals, measure: string, currency: string) => totals.get(measure)?.get(currency) ?? 0n;

  return {
    async revenue(bot: BotContext, query: RevenueInput): Promise<RevenueRecord[]> {
      await ready(bot);
      const unit: IntervalUnit = query.interval_unit ?? 'month';
      const count = query.interval_count === undefined ? 12 : Number(query.interval_count);
      const periods = recentPeriods(unit, count, bot.timezone, now());
      // The totals at the first period's start; each period's end follows from its start and its
      // movements (every member's change from one boundary to the next is one of them), so the
      // read costs the same whatever the window and the history.
      const [first] = await totalsAt(bot.botId, [MEASURE.mrr, MEASURE.members], [periods[0]!.start]);
      const moves = await repo.movements(
        db,
        bot.botId,
        unit,
        periods.map((p) => p.label),
      );
      const moved = new Map(moves.map((m) => [`${m.period} ${m.currency}`, m]));
      let currencies: string[];
      if (query.currency) currencies = [query.currency];
      else {
        // A kept row whose movements cancelled out to zero is no movement.
        const seen = new Set<string>(moves.filter((m) => MOVEMENT_FIELDS.some((f) => Number(m[f]) !== 0)).map((m) => m.currency));
        for (const c of first!.get(MEASURE.mrr)!.keys()) seen.add(c);
        currencies = [...seen].sort();
        if (!currencies.length) currencies = [bot.defaultCurrency];
      }
      const mrr = new Map(currencies.map((c) => [c, get(first!, MEASURE.mrr, c)]));
      const members = new Map(currencies.map((c) => [c, get(first!, MEASURE.members, c)]));
      return periods.flatMap((period) =>
        currencies.map((currency) => {
          const m = moved.get(`${period.label} ${currency}`);
          const n = (field: (typeof MOVEMENT_FIELDS)[number]) => BigInt(m?.[field] ?? 0);
          const mrrStart = mrr.get(currency)!;
          const mrrEnd = mrrStart + n('new') + n('reactivation') + n('expansion') - n('contraction') - n('churned');
          const membersStart = members.get(currency)!;
          const membersEnd = membersStart + n('new_members') + n('reactivated_members') - n('churned_members');
          mrr.set(currency, mrrEnd);
          members.set(currency, membersEnd);
          const money = (value: bigint) => formatDecimalAmount(value, currency);
          return {
            period: period.label,
            currency,
            mrr_start: money(mrrStart),
            new: money(n('new')),
            reactivation: money(n('reactivation')),
            expansion: money(n('expansion')),
            contraction: money(n('contraction')),
            churned: money(n('churned')),
            mrr_end: money(mrrEnd),
            members_start: Number(membersStart),
            members_end: Number(membersEnd),
            new_members: Number(n('new_members')),
            churned_members: Number(n('churned_members')),
          };
        }),
      );
    },

    async summary(bot: BotContext): Promise<SummaryRecord> {
      await ready(bot);
      const at = now();
      const monthAgo = at - 30 * DAY_MS;
      const [current, before] = await totalsAt(bot.botId, [MEASURE.mrr, MEASURE.members, MEASURE.runStarts, MEASURE.runEnds], [at, monthAgo]);
      const currencies = [...new Set([...current!.get(MEASURE.members)!.keys(), ...before!.get(MEASURE.members)!.keys()])].sort();
      if (!currencies.length) currencies.push(bot.defaultCurrency);
      const trials = await repo.trialCounts(db, bot.botId, at - 90 * DAY_MS, at);
      return {
        at: isoFromMs(at),
        currencies: currencies.map((currency) => {
          const mrr = get(current!, MEASURE.mrr, currency);
          const paying = get(current!, MEASURE.members, currency);
          const payingBefore = get(before!, MEASURE.members, currency);
          // Of those paying then, the ones paying nothing now: the closed runs (of members who
          // pay nothing now) that held that instant.
          const churned = get(before!, MEASURE.runStarts, currency) - get(before!, MEASURE.runEnds, currency);
          const arpu = paying > 0n ? divideHalfEven(mrr, paying) : null;
          const ltv = paying > 0n && churned > 0n ? divideHalfEven(mrr * payingBefore, paying * churned) : null;
          return {
            currency,
            mrr: formatDecimalAmount(mrr, currency),
            arr: formatDecimalAmount(12n * mrr, currency),
            paying_members: Number(paying),
            arpu: arpu === null ? null : formatDecimalAmount(arpu, currency),
            churn_rate_30d: rate(Number(churned), Number(payingBefore)),
            ltv: ltv === null ? null : formatDecimalAmount(ltv, currency),
          };
        }),
        trials: {
          active: trials.active,
          started_90d: trials.started,
          converted_90d: trials.converted,
          conversion_rate: rate(trials.converted, trials.started),
        },
      };
    },

    async cohorts(bot: BotContext, query: CohortInput): Promise<CohortRecord[]> {
      await ready(bot);
      const count = query.cohort_count === undefined ? 12 : Number(query.cohort_count);
      const current = monthIndex(now(), bot.timezone);
      const first = current - count + 1;
      const cells = await repo.cohortCells(db, bot.botId, first);
      const out: CohortRecord[] = [];
      for (let cohort = first; cohort <= current; cohort++) {
        const mine = cells.filter((c) => Number(c.cohort) === cohort);
        const retained: number[] = [];
        for (let month = cohort; month <= current; month++) {
          retained.push(mine.reduce((sum, c) => sum + (Number(c.month) <= month ? Number(c.retained) : 0), 0));
        }
        out.push({ cohort: monthLabel(cohort), members: mine.reduce((sum, c) => sum + Number(c.members), 0), retained });
      }
      return out;
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
