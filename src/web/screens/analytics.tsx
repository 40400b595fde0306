// Recurring revenue (SPEC §17, docs/analytics.md): per currency, the summary as cards and the MRR
// movements of the last 12 months as a chart with the exact numbers under it; the free trials; and
// the cohorts as a heat map (across currencies). A bot with nothing recurring yet says so.
import { useState } from 'preact/hooks';
import type { Tollgate } from '../../client/tollgate.js';
import type { AnalyticsSummary, RevenueEntry } from '../../client/types.js';
import { CohortTable } from '../ui/cohort-table.js';
import { formatAmount, formatPercent } from '../ui/format.js';
import { useId } from '../ui/form.js';
import { useLoad } from '../ui/load.js';
import { GAINS, LOSSES, type MovementPoint, MovementsChart } from '../ui/movements-chart.js';
import { Empty, Loaded } from '../ui/states.js';
import { Table } from '../ui/table.js';

const MONTHS = 12;
type Figures = { summary: AnalyticsSummary; revenue: RevenueEntry[] };
const MONEY_FIELDS = ['mrr_start', 'new', 'reactivation', 'expansion', 'contraction', 'churned', 'mrr_end'] as const;
type MoneyField = (typeof MONEY_FIELDS)[number];

/** Exact sums of the API's decimal strings of one currency (they all have its digits): the
 * amounts as integers of the smallest unit, and back. */
const minor = (amount: string) => BigInt(amount.replace('.', ''));
function decimal(units: bigint, like: string): string {
  const digits = like.split('.')[1]?.length ?? 0;
  const abs = (units < 0n ? -units : units).toString().padStart(digits + 1, '0');
  const sign = units < 0n ? '-' : '';
  return digits ? `${sign}${abs.slice(0, -digits)}.${abs.slice(-digits)}` : `${sign}${abs}`;
}

/** A currency has recurring revenue to show when anything of it is above zero. */
function recurs(currency: string, { summary, revenue }: Figures): boolean {
  const now = summary.currencies.find((c) => c.currency === currency);
  if (now && (now.paying_members > 0 || now.churn_rate_30d > 0)) return true;
  return revenue.some((r) => r.currency === currency && MONEY_FIELDS.some((f) => Number(r[f]) !== 0));
}

function SummaryCards({ now }: { now: AnalyticsSummary['currencies'][number] }) {
  const money = (amount: string | null) => (amount === null ? '—' : formatAmount(amount, now.currency));
  const cards: [string, string, string?][] = [
    ['MRR', money(now.mrr)],
    ['ARR', money(now.arr)],
    ['Paying members', now.paying_members.toLocaleString('en-US')],
    ['ARPU', money(now.arpu), now.arpu === null ? 'nobody pays now' : undefined],
    ['Churn, last 30 days', formatPercent(now.churn_rate_30d)],
    ['LTV', money(now.ltv), now.ltv === null ? 'no churn to divide by' : undefined],
  ];
  return (
    <dl class="cards">
      {cards.map(([name, value, note]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>
            <span class="value">{value}</span>
            {note && <span class="note muted">{note}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function TrialCards({ trials }: { trials: AnalyticsSummary['trials'] }) {
  const cards: [string, string][] = [
    ['Active trials', trials.active.toLocaleString('en-US')],
    ['Started, last 90 days', trials.started_90d.toLocaleString('en-US')],
    ['Converted', trials.converted_90d.toLocaleString('en-US')],
    ['Conversion rate', formatPercent(trials.conversion_rate)],
  ];
  const none = trials.active === 0 && trials.started_90d === 0;
  return (
    <>
      {none && <p class="muted">No free trial in the last 90 days. A plan with a trial (Plans) lets members try it before they pay.</p>}
      <dl class="cards">
        {cards.map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>
              <span class="value">{value}</span>
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}

function Movements({ rows, currency }: { rows: RevenueEntry[]; currency: string }) {
  const points: MovementPoint[] = rows.map((r) => {
    // mrr_end − mrr_start is exactly new + reactivation + expansion − contraction − churned.
    const net = decimal(minor(r.mrr_end) - minor(r.mrr_start), r.mrr_end);
    const fields = [...GAINS, ...LOSSES];
    return {
      period: r.period,
      amounts: Object.fromEntries(fields.map((f) => [f, Number(r[f])])) as MovementPoint['amounts'],
      formatted: Object.fromEntries(fields.map((f) => [f, formatAmount(r[f], currency)])) as MovementPoint['formatted'],
      net: Number(net),
      netFormatted: `${Number(net) > 0 ? '+' : ''}${formatAmount(net, currency)}`,
    };
  });
  const first = rows[0]!;
  const last = rows[rows.length - 1]!;
  const total = (field: MoneyField) =>
    formatAmount(
      decimal(
        rows.reduce((sum, r) => sum + minor(r[field]), 0n),
        first.mrr_end,
      ),
      currency,
    );
  const label =
    `MRR movements in ${currency} per month, ${first.period} to ${last.period}: MRR went from ${formatAmount(first.mrr_start, currency)} to ` +
    `${formatAmount(last.mrr_end, currency)}; in all ${total('new')} new, ${total('reactivation')} reactivation, ${total('expansion')} expansion, ` +
    `${total('contraction')} contraction and ${total('churned')} churned. The table below has every number.`;
  const money = (field: MoneyField) => (r: RevenueEntry) => formatAmount(r[field], currency);
  return (
    <>
      <MovementsChart points={points} unit="month" currency={currency} label={label} />
      <Table
        caption={`MRR movements in ${currency} per month`}
        rows={rows}
        rowKey={(r) => r.period}
        scrolls
        columns={[
          {
            label: 'Period',
            // The month whole on a phone ("2026-11", never "2026-" over "11"); the latest one still running.
            cell: (r) => (
              <span class="period">
                {r.period}
                {r === last && <span class="muted"> (so far)</span>}
              </span>
            ),
          },
          { label: 'MRR start', cell: money('mrr_start'), numeric: true },
          { label: 'New', cell: money('new'), numeric: true },
          { label: 'Reactivation', cell: money('reactivation'), numeric: true },
          { label: 'Expansion', cell: money('expansion'), numeric: true },
          { label: 'Contraction', cell: money('contraction'), numeric: true },
          { label: 'Churned', cell: money('churned'), numeric: true },
          { label: 'MRR end', cell: money('mrr_end'), numeric: true },
        ]}
      />
    </>
  );
}

function Recurring({ figures }: { figures: Figures }) {
  const [picked, setPicked] = useState('');
  const id = useId('currency');
  const all = [...new Set([...figures.summary.currencies.map((c) => c.currency), ...figures.revenue.map((r) => r.currency)])];
  const currencies = all.filter((c) => recurs(c, figures));
  if (!currencies.length)
    return (
      <section aria-labelledby="recurring-heading">
        <h2 id="recurring-heading">Recurring revenue</h2>
        <Empty>
          No recurring revenue yet. MRR, churn and their movements appear once a member pays for a plan with an end (lifetime access, grants, trials and access
          codes bring no recurring money).
        </Empty>
      </section>
    );
  const currency = currencies.includes(picked) ? picked : currencies[0]!;
  const now = figures.summary.currencies.find((c) => c.currency === currency);
  const rows = figures.revenue.filter((r) => r.currency === currency);
  return (
    <>
      {currencies.length > 1 && (
        <div class="controls">
          <label for={id}>Currency</label>
          <select id={id} value={currency} onChange={(e) => setPicked(e.currentTarget.value)}>
            {currencies.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
      )}
      <section aria-labelledby="recurring-heading">
        <h2 id="recurring-heading">Recurring revenue</h2>
        {now ? <SummaryCards now={now} /> : <Empty>Nobody pays in {currency} now, and nobody did 30 days ago.</Empty>}
      </section>
      <section aria-labelledby="movements-heading">
        <h2 id="movements-heading">MRR movements</h2>
        {rows.length ? (
          <Movements rows={rows} currency={currency} />
        ) : (
          <Empty>
            No MRR in {currency} in the last {MONTHS} months.
          </Empty>
        )}
      </section>
    </>
  );
}

export function Analytics({ client }: { client: Tollgate }) {
  const figures = useLoad<Figures>(async () => {
    const [summary, revenue] = await Promise.all([client.analyticsSummary(), client.revenue({ interval_unit: 'month', interval_count: MONTHS })]);
    return { summary, revenue };
  }, [client]);
  const cohorts = useLoad(() => client.cohorts({ cohort_count: MONTHS }), [client]);
  return (
    <>
      <Loaded state={figures} what="recurring revenue">
        {(f) => (
          <>
            <Recurring figures={f} />
            <section aria-labelledby="trials-heading">
              <h2 id="trials-heading">Free trials</h2>
              <TrialCards trials={f.summary.trials} />
            </section>
          </>
        )}
      </Loaded>
      <section aria-labelledby="cohorts-heading">
        <h2 id="cohorts-heading">Cohorts</h2>
        <Loaded state={cohorts} what="cohorts">
          {(list) =>
            list.some((c) => c.members > 0) ? (
              <CohortTable cohorts={list} />
            ) : (
              <Empty>No paying members yet: each month's new paying members appear here, with how many of them keep paying month after month.</Empty>
            )
          }
        </Loaded>
      </section>
    </>
  );
}
