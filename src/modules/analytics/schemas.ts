// Recurring revenue analytics (SPEC §17): the three answers and their queries.
import { type Static, Type } from '@sinclair/typebox';
import { periodWindow } from '../stats/schemas.js';

const Money = (description: string) => Type.String({ description: `${description} Exact decimal with the currency’s digits.`, examples: ['1234.50'] });
const Rate = (description: string) =>
  Type.Number({ minimum: 0, maximum: 1, description: `${description} Between 0 and 1, rounded to 4 decimals.`, examples: [0.0425] });

export const RevenueQuery = Type.Object(
  periodWindow({
    unit: 'month',
    count: '12',
    example: '12',
    currency: 'Only this currency; omitted: one entry per period and currency with recurring revenue in the window.',
  }),
  { additionalProperties: false },
);

export const RevenueEntry = Type.Object(
  {
    period: Type.String({ description: 'YYYY-MM-DD, YYYY-MM or YYYY in the bot’s time zone.', examples: ['2026-11'] }),
    currency: Type.String({ examples: ['USD'] }),
    mrr_start: Money('MRR at the period’s start.'),
    new: Money('MRR of members paying for the first time (in any currency).'),
    reactivation: Money('MRR of members who paid before, stopped, and pay again.'),
    expansion: Money('MRR added by members paying more than at the start.'),
    contraction: Money('MRR lost by members paying less (but above 0).'),
    churned: Money('MRR of members who paid at the start and nothing at the end.'),
    mrr_end: Money('MRR at the period’s end (now, for the current period): mrr_start + new + reactivation + expansion − contraction − churned.'),
    members_start: Type.Integer({ description: 'Members paying above 0 in this currency at the start.' }),
    members_end: Type.Integer({ description: 'Members paying above 0 in this currency at the end.' }),
    new_members: Type.Integer({ description: 'The members behind new.' }),
    churned_members: Type.Integer({ description: 'The members behind churned.' }),
  },
  { title: 'RevenueEntry' },
);

export const SummaryCurrency = Type.Object(
  {
    currency: Type.String({ examples: ['USD'] }),
    mrr: Money('Monthly recurring revenue now.'),
    arr: Money('12 × mrr.'),
    paying_members: Type.Integer({ description: 'Members paying above 0 in this currency now.' }),
    arpu: Type.Union([Money('mrr ÷ paying_members.'), Type.Null()], { description: 'mrr ÷ paying_members; null with no paying member.' }),
    churn_rate_30d: Rate('The share of the members paying 30 × 24 hours ago who pay nothing now.'),
    ltv: Type.Union([Money('arpu ÷ churn_rate_30d.'), Type.Null()], { description: 'arpu ÷ churn_rate_30d; null when that rate is 0 (or nobody pays).' }),
  },
  { title: 'SummaryCurrency' },
);

export const Summary = Type.Object(
  {
    at: Type.String({ format: 'date-time', description: 'The instant the figures are for: now.' }),
    currencies: Type.Array(SummaryCurrency),
    trials: Type.Object(
      {
        active: Type.Integer({ description: 'Trials giving free access now.' }),
        started_90d: Type.Integer({ description: 'Trials started in the last 90 × 24 hours.' }),
        converted_90d: Type.Integer({
          description: 'Of those, the ones whose member started a paid subscription of the same plan before the trial ended or within 7 days after.',
        }),
        conversion_rate: Rate('converted_90d ÷ started_90d (0 with no trial).'),
      },
      { title: 'TrialSummary' },
    ),
  },
  { title: 'AnalyticsSummary' },
);

export const CohortQuery = Type.Object(
  {
    cohort_count: Type.Optional(
      Type.String({
        pattern: '^(?:[1-9]|[12][0-9]|3[0-6])$',
        'x-rule': 'must be an integer from 1 to 36',
        description: 'How many months of cohorts, the current one included (default 12).',
        examples: ['12'],
      }),
    ),
  },
  { additionalProperties: false },
);

export const Cohort = Type.Object(
  {
    cohort: Type.String({ description: 'The month of the members’ first payment (any currency), YYYY-MM in the bot’s time zone.', examples: ['2026-03'] }),
    members: Type.Integer({ description: 'Members whose first payment was in that month.' }),
    retained: Type.Array(Type.Integer(), {
      description: 'n0, n1, …: of them, those paying above 0 (any currency) at the end of the cohort month and of each month after; the last one now.',
    }),
  },
  { title: 'Cohort' },
);

export type RevenueInput = Static<typeof RevenueQuery>;
export type RevenueRecord = Static<typeof RevenueEntry>;
export type SummaryRecord = Static<typeof Summary>;
export type CohortInput = Static<typeof CohortQuery>;
export type CohortRecord = Static<typeof Cohort>;
