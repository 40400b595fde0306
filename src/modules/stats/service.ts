// Revenue and sales per calendar period: the window of the N most recent periods in the
// bot's time zone, oldest first, zero-filled, one entry per currency (never summed across).
// Totals come from the rollups (period-totals.ts), so the cost does not grow with the order
// history; an answer computed at the bot's current sales version is kept (count-answers.ts), and
// the requests asking at once share the version's read (db/batching.ts).
import type { BotContext } from '../../bot-context.js';
import { formatDecimalAmount, formatDecimalMoney } from '../../money/index.js';
import { recentPeriods, type IntervalUnit } from '../../time/periods.js';
import type { ServiceDeps } from '../common/deps.js';
import { type CountAnswer, CountAnswers } from './count-answers.js';
import { totalsBefore, type Total } from './period-totals.js';
import { salesVersion } from './repository.js';
import type { OrderCountInput } from './schemas.js';

const ZERO: Total = { revenue: 0n, sales: 0 };

export function createStatsService({ db, now, batching }: ServiceDeps) {
  const answers = new CountAnswers();
  // The requests of a bot asking at once share one version read, each still read after it asked:
  // on PostgreSQL a read is a round trip, on SQLite a read transaction (its WAL lock and unlock are
  // system calls).
  const versionOf = batching.sharedReads((botId) => salesVersion(db, botId));
  return {
    /** The answer, frozen: the same array may be handed out again while it holds. */
    async countByPeriod(bot: BotContext, query: OrderCountInput, locale: string): Promise<CountAnswer> {
      const unit: IntervalUnit = query.interval_unit ?? 'day';
      const count = query.interval_count === undefined ? 1 : Number(query.interval_count);
      // Everything the answer follows from besides the version and the clock.
      const key = `${bot.botId} ${bot.timezone} ${bot.defaultCurrency} ${unit} ${count} ${query.currency ?? ''} ${locale}`;
      const at = now();
      // Read before the rollups: an answer never holds older sales than the version it is kept with.
      const version = await versionOf(bot.botId);
      const known = answers.get(key, version, at);
      if (known) return known;

      const periods = recentPeriods(unit, count, bot.timezone, at);
      const boundaries = [...periods.map((p) => p.start), periods[periods.length - 1]!.end];
      const totals = await totalsBefore(db, bot.botId, boundaries, query.currency);

      const first = totals[0]!;
      const last = totals[totals.length - 1]!;
      const currencies = query.currency ? [query.currency] : [...last.keys()].filter((c) => (last.get(c)?.sales ?? 0) - (first.get(c)?.sales ?? 0) > 0).sort();
      if (currencies.length === 0) currencies.push(bot.defaultCurrency);

      const records = periods.flatMap((period, i) =>
        currencies.map((currency) => {
          const before = totals[i]!.get(currency) ?? ZERO;
          const after = totals[i + 1]!.get(currency) ?? ZERO;
          const revenue = formatDecimalAmount(after.revenue - before.revenue, currency);
          return {
            period: period.label,
            revenue,
            currency,
            formatted: formatDecimalMoney(revenue, currency, locale),
            sales: after.sales - before.sales,
          };
        }),
      );
      const current = periods[periods.length - 1]!;
      return answers.set(key, version, current.start, current.end, records);
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
