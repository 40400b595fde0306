// Revenue and sales per calendar period: the window of the N most recent periods in the
// bot's time zone, oldest first, zero-filled, one entry per currency (never summed across).
// Totals come from the rollups (totals.ts), so the cost does not grow with the order history.
import type { BotContext } from '../../bot-context.js';
import { formatDecimalAmount, formatDecimalMoney } from '../../money/index.js';
import { recentPeriods, type IntervalUnit } from '../../time/periods.js';
import type { ServiceDeps } from '../common/deps.js';
import { totalsBefore, type Total } from './period-totals.js';
import type { OrderCountInput, OrderCountRecord } from './schemas.js';

const ZERO: Total = { revenue: 0n, sales: 0 };

export function createStatsService({ db, now }: ServiceDeps) {
  return {
    async countByPeriod(bot: BotContext, query: OrderCountInput, locale: string): Promise<OrderCountRecord[]> {
      const unit: IntervalUnit = query.interval_unit ?? 'day';
      const periods = recentPeriods(unit, query.interval_count === undefined ? 1 : Number(query.interval_count), bot.timezone, now());
      const boundaries = [...periods.map((p) => p.start), periods[periods.length - 1]!.end];
      const totals = await totalsBefore(db, bot.botId, boundaries, query.currency);

      const first = totals[0]!;
      const last = totals[totals.length - 1]!;
      const currencies = query.currency ? [query.currency] : [...last.keys()].filter((c) => (last.get(c)?.sales ?? 0) - (first.get(c)?.sales ?? 0) > 0).sort();
      if (currencies.length === 0) currencies.push(bot.defaultCurrency);

      return periods.flatMap((period, i) =>
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
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
