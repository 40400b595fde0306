// Revenue and sales as a chart per day, month or year and per currency — the `orders/count`
// numbers exactly, in a table under the chart — with today, this month, members with access
// and subscriptions ending within a week above it.
import { useState } from 'preact/hooks';
import type { Tollgate } from '../../client/tollgate.js';
import type { OrderCountEntry } from '../../client/types.js';
import { type ChartPoint, RevenueChart } from '../ui/chart.js';
import { useId } from '../ui/form.js';
import { useLoad } from '../ui/load.js';
import { Empty, Loaded } from '../ui/states.js';
import { Table } from '../ui/table.js';

type Unit = 'day' | 'month' | 'year';
const DEFAULT_COUNT: Record<Unit, number> = { day: 30, month: 12, year: 5 };
const WEEK_MS = 7 * 86_400_000;

function Totals({ client }: { client: Tollgate }) {
  const state = useLoad(async () => {
    const [today, month, members] = await Promise.all([
      client.orderCount({ interval_unit: 'day', interval_count: 1 }),
      client.orderCount({ interval_unit: 'month', interval_count: 1 }),
      client.countMembers({ access: true }),
    ]);
    const soon = new Date(Date.now() + WEEK_MS).toISOString();
    let ending = 0;
    for await (const _ of client.paginate(client.listSubscriptions, { state: 'active', expires_before: soon, limit: 100 })) ending++;
    return { today, month, members, ending };
  }, [client]);
  const money = (entries: OrderCountEntry[]) =>
    entries.length ? entries.map((e) => `${e.formatted} (${e.sales} ${e.sales === 1 ? 'sale' : 'sales'})`).join(' · ') : 'No sales';
  return (
    <Loaded state={state} what="totals">
      {(t) => (
        <dl class="cards">
          <div>
            <dt>Today</dt>
            <dd>{money(t.today)}</dd>
          </div>
          <div>
            <dt>This month</dt>
            <dd>{money(t.month)}</dd>
          </div>
          <div>
            <dt>Members with access</dt>
            <dd>{t.members.toLocaleString()}</dd>
          </div>
          <div>
            <dt>Ending within 7 days</dt>
            <dd>{t.ending.toLocaleString()}</dd>
          </div>
        </dl>
      )}
    </Loaded>
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

  return (
    <>
      <Totals client={client} />
      <section aria-labelledby="revenue-heading">
        <h2 id="revenue-heading">Revenue</h2>
        <div class="controls">
          <label for={ids.unit}>Period</label>
          <select
            id={ids.unit}
            value={unit}
            onChange={(e) => {
              const next = e.currentTarget.value as Unit;
              setUnit(next);
              setCount(DEFAULT_COUNT[next]);
            }}
          >
            <option value="day">Day</option>
            <option value="month">Month</option>
            <option value="year">Year</option>
          </select>
          <label for={ids.count}>Periods</label>
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
          <Loaded state={state} what="currencies">
            {({ entries }) => {
              const currencies = [...new Set(entries.map((e) => e.currency))];
              return currencies.length ? (
                <>
                  <label for={ids.currency}>Currency</label>
                  <select
                    id={ids.currency}
                    value={currencies.includes(currency) ? currency : currencies[0]}
                    onChange={(e) => setCurrency(e.currentTarget.value)}
                  >
                    {currencies.map((c) => (
                      <option key={c} value={c}>
                        {c}
                      </option>
                    ))}
                  </select>
                </>
              ) : null;
            }}
          </Loaded>
        </div>
        <Loaded state={state} what="revenue">
          {({ unit, entries }) => {
            const currencies = [...new Set(entries.map((e) => e.currency))];
            if (!currencies.length) return <Empty>No sales in these {unit}s yet.</Empty>;
            const shown = currencies.includes(currency) ? currency : currencies[0]!;
            const rows = entries.filter((e) => e.currency === shown);
            const points: ChartPoint[] = rows.map((e) => ({ period: e.period, revenue: Number(e.revenue), formatted: e.formatted, sales: e.sales }));
            const total = rows.reduce((n, e) => n + e.sales, 0);
            return (
              <>
                <RevenueChart
                  points={points}
                  label={`Revenue in ${shown} per ${unit}, ${rows[0]?.period} to ${rows[rows.length - 1]?.period}: ${total} sales in all. The table below has every number.`}
                />
                <Table
                  caption={`Revenue and sales in ${shown} per ${unit}`}
                  rows={rows}
                  rowKey={(e) => e.period}
                  columns={[
                    { label: 'Period', cell: (e) => e.period },
                    { label: 'Revenue', cell: (e) => <span data-revenue={e.revenue}>{e.formatted}</span>, numeric: true },
                    { label: 'Sales', cell: (e) => e.sales, numeric: true },
                  ]}
                />
              </>
            );
          }}
        </Loaded>
      </section>
    </>
  );
}
