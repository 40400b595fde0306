// Revenue and sales per calendar period: the window of the N most recent periods in the
// bot's time zone, oldest first, zero-filled, one entry per currency (never summed across).
import { NotFoundError } from '../../errors.js';
import { formatDecimalAmount, formatMoney } from '../../money/index.js';
import { recentPeriods, type IntervalUnit } from '../../time/periods.js';
import type { ServiceDeps } from '../common/deps.js';
import { findBot } from '../bots/repository.js';
import { sumPaidByWindow } from './repository.js';
import type { OrderCountInput, OrderCountRecord } from './schemas.js';

export function createStatsService({ db, now }: ServiceDeps) {
  return {
    async countByPeriod(botId: number, query: OrderCountInput, locale: string): Promise<OrderCountRecord[]> {
      const bot = await findBot(db, botId);
      if (!bot) throw new NotFoundError(`Bot ${botId} does not exist.`);
      const unit: IntervalUnit = query.interval_unit ?? 'day';
      const periods = recentPeriods(unit, query.interval_count === undefined ? 1 : Number(query.interval_count), bot.timezone, now());
      const sums = await sumPaidByWindow(db, botId, periods, query.currency);

      const currencies = query.currency ? [query.currency] : [...new Set(sums.map((s) => s.currency))].sort();
      if (currencies.length === 0) currencies.push(bot.default_currency);
      const byKey = new Map(sums.map((s) => [`${s.index}:${s.currency}`, s]));

      return periods.flatMap((period, index) =>
        currencies.map((currency) => {
          const sum = byKey.get(`${index}:${currency}`);
          const revenue = sum?.revenue ?? 0n;
          return {
            period: period.label,
            revenue: formatDecimalAmount(revenue, currency),
            currency,
            formatted: formatMoney(revenue, currency, locale),
            sales: sum?.sales ?? 0,
          };
        }),
      );
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
