// Order counts: revenue and sales per calendar period in the bot's time zone.
import { Type, type Static } from '@sinclair/typebox';
import { MAX_INTERVAL_COUNT } from '../../limits.js';
import { CurrencyField, StringEnum, upToPowerOfTenPattern } from '../../schema/fields.js';

/** The window of an answer per calendar period (orders/count, analytics/revenue): the unit, how
 * many periods, one currency; each answer states its own defaults. */
export const periodWindow = (d: { unit: string; count: string; example: string; currency: string }) => ({
  interval_unit: Type.Optional(StringEnum(['day', 'month', 'year'] as const, { description: `Calendar period (default ${d.unit}).` })),
  interval_count: Type.Optional(
    Type.String({
      pattern: upToPowerOfTenPattern(MAX_INTERVAL_COUNT),
      'x-rule': `must be an integer from 1 to ${MAX_INTERVAL_COUNT}`,
      description: `How many periods, the current one included (default ${d.count}).`,
      examples: [d.example],
    }),
  ),
  currency: Type.Optional(CurrencyField(d.currency)),
});

export const OrderCountQuery = Type.Object(
  periodWindow({ unit: 'day', count: '1', example: '7', currency: 'Only this currency; omitted: one entry per currency sold in the window.' }),
  { additionalProperties: false },
);

export const OrderCountEntry = Type.Object(
  {
    period: Type.String({ description: 'YYYY-MM-DD, YYYY-MM or YYYY in the bot’s time zone.', examples: ['2026-11-21'] }),
    revenue: Type.String({ description: 'Exact decimal with the currency’s ISO 4217 digits.', examples: ['1234.50'] }),
    currency: Type.String({ examples: ['USD'] }),
    formatted: Type.String({ description: 'Revenue for people, in the Accept-Language locale (default en-US).', examples: ['$1,234.50'] }),
    sales: Type.Integer({ description: 'Paid orders in the period; refunded ones are not counted.' }),
  },
  { title: 'OrderCountEntry' },
);

export type OrderCountInput = Static<typeof OrderCountQuery>;
export type OrderCountRecord = Static<typeof OrderCountEntry>;
