// Revenue and sales as a chart per day, month or year and per currency — the `orders/count`
// numbers exactly, in a table under the chart — with today, this month, members with access
// and subscriptions ending within a week above it (the last two from level 4, which reads members:
// below it their cards say so).
import { useState } from 'preact/hooks';
import type { Tollgate } from '../../client/tollgate.js';
import type { OrderCountEntry } from '../../client/types.js';
import { t } from '../i18n.js';
import { type ChartPoint, RevenueChart } from '../ui/chart.js';
import { useId } from '../ui/form.js';
import { type Loaded as LoadState, useLoad } from '../ui/load.js';
import { Empty, ErrorNote, Loaded, Loading } from '../ui/states.js';
import { useAllows, useLevel } from '../ui/level.js';
import { POWERS } from '../../team/powers.js';
import { formatNumber } from '../ui/format.js';
import { Table } from '../ui/table.js';

type Unit = 'day' | 'month' | 'year';
const DEFAULT_COUNT: Record<Unit, number> = { day: 30, month: 12, year: 5 };
const WEEK_MS = 7 * 86_400_000;

/** members and ending are null when the level may not read members. */
type Totals = { today: OrderCountEntry[]; month: OrderCountEntry[]; members: number | null; ending: number | null };
const CARDS = ['overview-today', 'overview-this-month', 'overview-members', 'overview-ending'] as const;

/** The chart's place while its numbers load. */
function ChartWaiting() {
  return (
    <div class="chart chart-waiting">
      <Loading text={t('overview-loading-revenue')} />
    </div>
  );
}

/** One line per currency: "$9.99 · 1 sale". */
function Money({ entries }: { entries: OrderCountEntry[] }) {
  if (!entries.length) return <>{t('overview-no-sales')}</>;
  return (
    <>
      {entries.map((e) => (
        <span class="line" key={e.currency}>
          {t('overview-money', { amount: e.formatted, sales: e.sales })}
        </span>
      ))}
    </>
  );
}

/** The four cards; while they load, the same cards hold their place (nothing jumps when they fill). */
function TotalCards({ state }: { state: LoadState<Totals> }) {
  const level = useLevel();
  if (state.error) return <ErrorNote error={state.error} retry={state.reload} />;
  const totals = state.data;
  const count = (n: number | null) =>
    n === null ? <span class="muted not-yours">{t('overview-card-needs', { needed: POWERS['members.read'].level, level })}</span> : formatNumber(n);
  const values = totals ? [<Money entries={totals.today} />, <Money entries={totals.month} />, count(totals.members), count(totals.ending)] : undefined;
  return (
    <>
      {!totals && (
        <p class="visually-hidden" role="status" aria-live="polite">
          {t('overview-loading-totals')}
        </p>
      )}
      <dl class="cards" aria-busy={totals ? undefined : 'true'}>
        {CARDS.map((name, i) => (
          <div key={name}>
            <dt>{t(name)}</dt>
            <dd>{values ? values[i] : <span class="skeleton" aria-hidden="true" />}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

export function Overview({ client }: { client: Tollgate }) {
  const [unit, setUnit] = useState<Unit>('day');
  const [count, setCount] = useState(DEFAULT_COUNT.day);
  const [currency, setCurrency] = useState<string>('');
  // Each answer carries the period it was asked for: while the next one loads, the chart and the
  // table keep showing the last one under its own caption.
  const state = useLoad(async () => ({ unit, entries: await client.orderCount({ interval_unit: unit, interval_count: count }) }), [client, unit, count]);
  const ids = { unit: useId('unit'), count: useId('count'), currency: useId('currency') };
  const readsMembers = useAllows('members.read');
  const totals = useLoad<Totals>(async () => {
    const [today, month, members] = await Promise.all([
      client.orderCount({ interval_unit: 'day', interval_count: 1 }),
      client.orderCount({ interval_unit: 'month', interval_count: 1 }),
      readsMembers ? client.countMembers({ access: true }) : null,
    ]);
    if (members === null) return { today, month, members, ending: null };
    const soon = new Date(Date.now() + WEEK_MS).toISOString();
    let ending = 0;
    for await (const _ of client.paginate(client.listSubscriptions, { state: 'active', expires_before: soon, limit: 100 })) ending++;
    return { today, month, members, ending };
  }, [client, readsMembers]);
  // The cards' height is known only with their numbers (a line per currency): the revenue below
  // them first shows once they have it, so it never moves down under the reader.
  const below = totals.data !== undefined || totals.error !== undefined;
  const currencies = [...new Set((state.data?.entries ?? []).map((e) => e.currency))];

  return (
    <>
      <TotalCards state={totals} />
      {below && (
        <section aria-labelledby="revenue-heading">
          <h2 id="revenue-heading">{t('overview-revenue')}</h2>
          <div class="controls">
            <label for={ids.unit}>{t('overview-period')}</label>
            <select
              id={ids.unit}
              value={unit}
              onChange={(e) => {
                const next = e.currentTarget.value as Unit;
                setUnit(next);
                setCount(DEFAULT_COUNT[next]);
              }}
            >
              <option value="day">{t('overview-day')}</option>
              <option value="month">{t('overview-month')}</option>
              <option value="year">{t('overview-year')}</option>
            </select>
            <label for={ids.count}>{t('overview-periods')}</label>
            <input
              id={ids.count}
              type="number"
              min={1}
              max={1000}
              value={count}
              onChange={(e) => {
                const n = Number(e.currentTarget.value);
                if (Number.isInteger(n) && n >= 1 && n <= 1000) setCount(n);
              }}
            />
            {/* Always there (disabled until the currencies are known): the row never rewraps. */}
            <label for={ids.currency}>{t('overview-currency')}</label>
            <select
              id={ids.currency}
              disabled={!currencies.length}
              value={currencies.includes(currency) ? currency : currencies[0]}
              onChange={(e) => setCurrency(e.currentTarget.value)}
            >
              {currencies.length ? (
                currencies.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))
              ) : (
                <option value="">…</option>
              )}
            </select>
          </div>
          <Loaded state={state} loading={t('overview-loading-revenue')} waiting={<ChartWaiting />}>
            {({ unit, entries }) => {
              const currencies = [...new Set(entries.map((e) => e.currency))];
              if (!currencies.length) return <Empty>{t('overview-no-sales-yet', { unit })}</Empty>;
              const shown = currencies.includes(currency) ? currency : currencies[0]!;
              const rows = entries.filter((e) => e.currency === shown);
              const points: ChartPoint[] = rows.map((e) => ({ period: e.period, revenue: Number(e.revenue), formatted: e.formatted, sales: e.sales }));
              const total = rows.reduce((n, e) => n + e.sales, 0);
              return (
                <>
                  <RevenueChart
                    points={points}
                    unit={unit}
                    currency={shown}
                    label={t('overview-chart', { currency: shown, unit, from: rows[0]?.period ?? '', to: rows[rows.length - 1]?.period ?? '', total })}
                  />
                  <Table
                    caption={t('overview-table', { currency: shown, unit })}
                    rows={rows}
                    rowKey={(e) => e.period}
                    columns={[
                      { label: t('chart-period'), cell: (e) => e.period },
                      {
                        label: t('chart-revenue'),
                        // The latest period is the current one, still running.
                        cell: (e) => (
                          <>
                            <span data-revenue={e.revenue}>{e.formatted}</span>
                            {e === rows[rows.length - 1] && <span class="muted"> {t('so-far')}</span>}
                          </>
                        ),
                        numeric: true,
                      },
                      { label: t('chart-sales'), cell: (e) => formatNumber(e.sales), numeric: true },
                    ]}
                  />
                </>
              );
            }}
          </Loaded>
        </section>
      )}
    </>
  );
}
