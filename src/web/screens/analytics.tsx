// Recurring revenue (SPEC §17, docs/analytics.md): per currency, the summary as cards and the MRR
// movements of the last 12 months as a chart with the exact numbers under it; the free trials; and
// the cohorts as a heat map (across currencies). A bot with nothing recurring yet says so.
import { useState } from 'preact/hooks';
import type { Tollgate } from '../../client/tollgate.js';
import type { AnalyticsSummary, RevenueEntry } from '../../client/types.js';
import { t } from '../i18n.js';
import { CohortTable } from '../ui/cohort-table.js';
import { formatAmount, formatNumber, formatPercent } from '../ui/format.js';
import { useId } from '../ui/form.js';
import { useLoad } from '../ui/load.js';
import { GAINS, LOSSES, MOVEMENT_NAMES, type MovementPoint, MovementsChart } from '../ui/movements-chart.js';
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
    [t('analytics-mrr'), money(now.mrr)],
    [t('analytics-arr'), money(now.arr)],
    [t('analytics-paying'), formatNumber(now.paying_members)],
    [t('analytics-arpu'), money(now.arpu), now.arpu === null ? t('analytics-arpu-none') : undefined],
    [t('analytics-churn'), formatPercent(now.churn_rate_30d)],
    [t('analytics-ltv'), money(now.ltv), now.ltv === null ? t('analytics-ltv-none') : undefined],
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
    [t('analytics-trials-active'), formatNumber(trials.active)],
    [t('analytics-trials-started'), formatNumber(trials.started_90d)],
    [t('analytics-trials-converted'), formatNumber(trials.converted_90d)],
    [t('analytics-trials-rate'), formatPercent(trials.conversion_rate)],
  ];
  const none = trials.active === 0 && trials.started_90d === 0;
  return (
    <>
      {none && <p class="muted">{t('analytics-trials-none')}</p>}
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
  const label = t('analytics-movements-chart', {
    currency,
    from: first.period,
    to: last.period,
    start: formatAmount(first.mrr_start, currency),
    end: formatAmount(last.mrr_end, currency),
    new: total('new'),
    reactivation: total('reactivation'),
    expansion: total('expansion'),
    contraction: total('contraction'),
    churned: total('churned'),
  });
  const money = (field: MoneyField) => (r: RevenueEntry) => formatAmount(r[field], currency);
  return (
    <>
      <MovementsChart points={points} unit="month" currency={currency} label={label} />
      <Table
        caption={t('analytics-movements-table', { currency })}
        rows={rows}
        rowKey={(r) => r.period}
        scrolls
        columns={[
          {
            label: t('chart-period'),
            // The month whole on a phone ("2026-11", never "2026-" over "11"); the latest one still running.
            cell: (r) => (
              <span class="period">
                {r.period}
                {r === last && <span class="muted"> {t('so-far')}</span>}
              </span>
            ),
          },
          { label: t('analytics-mrr-start'), cell: money('mrr_start'), numeric: true },
          ...[...GAINS, ...LOSSES].map((f) => ({ label: t(MOVEMENT_NAMES[f]), cell: money(f), numeric: true })),
          { label: t('analytics-mrr-end'), cell: money('mrr_end'), numeric: true },
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
        <h2 id="recurring-heading">{t('analytics-recurring')}</h2>
        <Empty>{t('analytics-recurring-none')}</Empty>
      </section>
    );
  const currency = currencies.includes(picked) ? picked : currencies[0]!;
  const now = figures.summary.currencies.find((c) => c.currency === currency);
  const rows = figures.revenue.filter((r) => r.currency === currency);
  return (
    <>
      {currencies.length > 1 && (
        <div class="controls">
          <label for={id}>{t('overview-currency')}</label>
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
        <h2 id="recurring-heading">{t('analytics-recurring')}</h2>
        {now ? <SummaryCards now={now} /> : <Empty>{t('analytics-nobody-pays', { currency })}</Empty>}
      </section>
      <section aria-labelledby="movements-heading">
        <h2 id="movements-heading">{t('analytics-movements')}</h2>
        {rows.length ? <Movements rows={rows} currency={currency} /> : <Empty>{t('analytics-no-mrr', { currency, months: MONTHS })}</Empty>}
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
      <Loaded state={figures} loading={t('analytics-loading')}>
        {(f) => (
          <>
            <Recurring figures={f} />
            <section aria-labelledby="trials-heading">
              <h2 id="trials-heading">{t('analytics-trials')}</h2>
              <TrialCards trials={f.summary.trials} />
            </section>
          </>
        )}
      </Loaded>
      <section aria-labelledby="cohorts-heading">
        <h2 id="cohorts-heading">{t('analytics-cohorts')}</h2>
        <Loaded state={cohorts} loading={t('analytics-loading-cohorts')}>
          {(list) => (list.some((c) => c.members > 0) ? <CohortTable cohorts={list} /> : <Empty>{t('analytics-cohorts-none')}</Empty>)}
        </Loaded>
      </section>
    </>
  );
}
