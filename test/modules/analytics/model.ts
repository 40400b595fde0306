// SPEC §17 recomputed slowly from its definitions, for the exactness test: every figure from the
// bot's subscription and order rows as they are, member by member and instant by instant, with
// no kept sum. Written apart from src/modules/analytics on purpose (only the calendar periods, the
// contract shared with orders/count, come from src/time).
import { formatDecimalAmount } from '../../../src/money/index.js';
import { type IntervalUnit, periodOf, recentPeriods } from '../../../src/time/periods.js';

export interface Sub {
  subscription_id: number;
  member_id: string;
  plan_id: number;
  started_at: number;
  expires_at: number | null;
  ended_at: number | null;
  trial: number;
}
export interface Ord {
  order_id: number;
  member_id: string;
  subscription_id: number | null;
  plan_id: number;
  amount_minor: number;
  currency: string;
  paid_at: number;
  status: string;
}
export interface World {
  subs: Sub[];
  orders: Ord[];
  /** plan id → its duration text (P1M, P1Y, P30D, P1W, P3M, lifetime). */
  durations: Map<number, string>;
  tz: string;
  now: number;
  defaultCurrency: string;
}

const DAY = 86_400_000;

function halfEven(n: bigint, d: bigint): bigint {
  const q = n / d;
  const r = n % d;
  if (r * 2n < d) return q;
  if (r * 2n > d) return q + 1n;
  return q % 2n === 0n ? q : q + 1n;
}

/** The months a duration buys, as a fraction num/den. */
function months(duration: string): [bigint, bigint] | null {
  if (duration === 'lifetime') return null;
  const m = /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?$/.exec(duration);
  if (!m) throw new Error(`model: unexpected duration ${duration}`);
  const [y, mo, w, d] = [m[1], m[2], m[3], m[4]].map((x) => BigInt(x ?? 0)) as [bigint, bigint, bigint, bigint];
  // (12y + mo) months + (7w + d) days at 30.4375 days a month = ((12y + mo)·30.4375 + days) / 30.4375.
  return [(12n * y + mo) * 304_375n + (7n * w + d) * 10_000n, 304_375n];
}

export function monthly(world: World, o: Ord): bigint {
  const bought = months(world.durations.get(o.plan_id)!);
  if (!bought) return 0n;
  return halfEven(BigInt(o.amount_minor) * bought[1], bought[0]);
}

/** The member's MRR in `currency` at instant t. */
export function mrr(world: World, member: string, currency: string, t: number): bigint {
  let sum = 0n;
  for (const s of world.subs) {
    if (s.member_id !== member || t < s.started_at) continue;
    const end = s.ended_at ?? s.expires_at ?? Number.POSITIVE_INFINITY;
    if (t >= end) continue;
    let latest: Ord | undefined;
    for (const o of world.orders) {
      if (o.subscription_id !== s.subscription_id || o.status !== 'paid' || o.paid_at > t) continue;
      if (!latest || o.paid_at > latest.paid_at || (o.paid_at === latest.paid_at && o.order_id > latest.order_id)) latest = o;
    }
    if (latest && latest.currency === currency) sum += monthly(world, latest);
  }
  return sum;
}

const currenciesOf = (world: World) => [...new Set(world.orders.map((o) => o.currency))].sort();
const membersOf = (world: World) => [...new Set([...world.subs.map((s) => s.member_id), ...world.orders.map((o) => o.member_id)])].sort();

/** Whether the member paid above 0 in any currency at some instant up to t. */
function paidBy(world: World, member: string, t: number): boolean {
  const instants = [
    ...world.subs.filter((s) => s.member_id === member).flatMap((s) => [s.started_at, s.ended_at ?? s.started_at]),
    ...world.orders.filter((o) => o.member_id === member).map((o) => o.paid_at),
  ];
  return instants.some((i) => i <= t && currenciesOf(world).some((c) => mrr(world, member, c, i) > 0n));
}

export function revenue(world: World, unit: IntervalUnit, count: number) {
  const periods = recentPeriods(unit, count, world.tz, world.now);
  const members = membersOf(world);
  const rows = periods.flatMap((p, i) =>
    currenciesOf(world).map((currency) => {
      const a = p.start;
      const b = i === periods.length - 1 ? world.now : p.end;
      const r = { mrr_start: 0n, new: 0n, reactivation: 0n, expansion: 0n, contraction: 0n, churned: 0n, mrr_end: 0n };
      const n = { members_start: 0, members_end: 0, new_members: 0, churned_members: 0 };
      for (const m of members) {
        const va = mrr(world, m, currency, a);
        const vb = mrr(world, m, currency, b);
        r.mrr_start += va;
        r.mrr_end += vb;
        if (va > 0n) n.members_start++;
        if (vb > 0n) n.members_end++;
        if (va === vb) continue;
        if (va === 0n) {
          if (paidBy(world, m, a)) r.reactivation += vb;
          else {
            r.new += vb;
            n.new_members++;
          }
        } else if (vb === 0n) {
          r.churned += va;
          n.churned_members++;
        } else if (vb > va) r.expansion += vb - va;
        else r.contraction += va - vb;
      }
      const money = Object.fromEntries(Object.entries(r).map(([k, v]) => [k, formatDecimalAmount(v, currency)]));
      return { period: p.label, currency, ...money, ...n, moved: Object.values(r).some((v) => v !== 0n) };
    }),
  );
  const shown = new Set(rows.filter((r) => r.moved).map((r) => r.currency));
  const currencies = shown.size ? [...shown].sort() : [world.defaultCurrency];
  return periods.flatMap((p) =>
    currencies.map((currency) => {
      const row = rows.find((r) => r.period === p.label && r.currency === currency);
      if (!row) return zeroRow(p.label, currency);
      const { moved: _moved, ...rest } = row;
      return rest;
    }),
  );
}

function zeroRow(period: string, currency: string) {
  const z = formatDecimalAmount(0n, currency);
  const money = { mrr_start: z, new: z, reactivation: z, expansion: z, contraction: z, churned: z, mrr_end: z };
  return { period, currency, ...money, members_start: 0, members_end: 0, new_members: 0, churned_members: 0 };
}

const rate = (n: number, d: number) => (d === 0 ? 0 : Math.round((n * 10_000) / d) / 10_000);

export function summary(world: World) {
  const at = world.now;
  const before = at - 30 * DAY;
  const members = membersOf(world);
  const currencies = currenciesOf(world).filter((c) => members.some((m) => mrr(world, m, c, at) > 0n || mrr(world, m, c, before) > 0n));
  if (!currencies.length) currencies.push(world.defaultCurrency);
  const trials = world.subs.filter((s) => s.trial === 1);
  const paidItself = (s: Sub) => world.orders.some((o) => o.subscription_id === s.subscription_id && o.status === 'paid');
  const converted = (s: Sub) => {
    const end = s.ended_at ?? s.expires_at ?? Number.POSITIVE_INFINITY;
    return (
      paidItself(s) ||
      world.orders.some(
        (o) => o.status === 'paid' && o.member_id === s.member_id && o.plan_id === s.plan_id && o.paid_at >= s.started_at && o.paid_at <= end + 7 * DAY,
      )
    );
  };
  const recent = trials.filter((s) => s.started_at > at - 90 * DAY && s.started_at <= at);
  return {
    at: new Date(at).toISOString(),
    currencies: currencies.map((currency) => {
      let total = 0n;
      let paying = 0n;
      let payingBefore = 0n;
      let churned = 0n;
      for (const m of members) {
        const now = mrr(world, m, currency, at);
        const then = mrr(world, m, currency, before);
        total += now;
        if (now > 0n) paying++;
        if (then > 0n) payingBefore++;
        if (then > 0n && now === 0n) churned++;
      }
      return {
        currency,
        mrr: formatDecimalAmount(total, currency),
        arr: formatDecimalAmount(12n * total, currency),
        paying_members: Number(paying),
        arpu: paying > 0n ? formatDecimalAmount(halfEven(total, paying), currency) : null,
        churn_rate_30d: rate(Number(churned), Number(payingBefore)),
        ltv: paying > 0n && churned > 0n ? formatDecimalAmount(halfEven(total * payingBefore, paying * churned), currency) : null,
      };
    }),
    trials: {
      active: trials.filter((s) => !paidItself(s) && s.started_at <= at && at < (s.ended_at ?? s.expires_at ?? Number.POSITIVE_INFINITY)).length,
      started_90d: recent.length,
      converted_90d: recent.filter(converted).length,
      conversion_rate: rate(recent.filter(converted).length, recent.length),
    },
  };
}

export function cohorts(world: World, count: number) {
  const months = recentPeriods('month', count, world.tz, world.now);
  const first = new Map<string, number>();
  for (const o of world.orders) {
    if (o.status !== 'paid') continue;
    const known = first.get(o.member_id);
    if (known === undefined || o.paid_at < known) first.set(o.member_id, o.paid_at);
  }
  const paying = (m: string, t: number) => currenciesOf(world).some((c) => mrr(world, m, c, t) > 0n);
  return months.map((month, i) => {
    const cohort = [...first].filter(([, at]) => periodOf('month', at, world.tz).label === month.label).map(([m]) => m);
    const retained = months.slice(i).map((later, k) => {
      const end = i + k === months.length - 1 ? world.now : later.end;
      return cohort.filter((m) => paying(m, end)).length;
    });
    return { cohort: month.label, members: cohort.length, retained };
  });
}

/** Plans of every kind of length (and a trial), as the property tests create them. */
export const PLANS = [
  { plan_name: 'Monthly', plan_duration: 'P1M', plan_price: '10.00', plan_currency: 'USD' },
  { plan_name: 'Yearly', plan_duration: 'P1Y', plan_price: '99.99', plan_currency: 'EUR' },
  { plan_name: 'Stars 30 days', plan_duration: 'P30D', plan_price: '250', plan_currency: 'XTR' },
  { plan_name: 'Weekly', plan_duration: 'P1W', plan_price: '3.00', plan_currency: 'USD' },
  { plan_name: 'Forever', plan_duration: 'lifetime', plan_price: '50.00', plan_currency: 'USD' },
  { plan_name: 'Quarter with trial', plan_duration: 'P3M', plan_price: '25.00', plan_currency: 'USD', plan_trial: 'P7D' },
];
