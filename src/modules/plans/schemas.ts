// Plans: what members buy — a length of access, a price in one currency, options.
import { MAX_AMOUNT_MAJOR } from '../../limits.js';
import { Type, type Static } from '@sinclair/typebox';
import { CurrencyCode, DecimalAmountField, PageQuery, Timestamp } from '../../schema/fields.js';
import { LOCALES } from '../../i18n/locales.js';

const LENGTH_FORMS = 'an ISO 8601 length such as "P30D", "P1M" or "P1Y6M", "<n> <unit>" such as "1 month", or a number of days such as "30"';

export const PlanName = Type.String({ minLength: 1, maxLength: 128, format: 'text', examples: ['Monthly VIP'] });

/** The most characters of a plan's description (SPEC §18). */
export const MAX_PLAN_DESCRIPTION = 1000;

export const PlanDescription = Type.String({
  minLength: 1,
  maxLength: MAX_PLAN_DESCRIPTION,
  format: 'text',
  description: `Shown under the plan in the bot’s /start, 1 to ${MAX_PLAN_DESCRIPTION} characters of plain text.`,
  examples: ['Daily signals before the open, and a weekly call.'],
});

const PlanTranslation = Type.Object(
  { plan_name: Type.Optional(PlanName), plan_description: Type.Optional(PlanDescription) },
  {
    additionalProperties: false,
    minProperties: 1,
    'x-rule': 'must be an object with plan_name, plan_description or both',
    description: 'The plan’s name and description in that language; what it leaves out is the plan’s own.',
  },
);

export const PlanTranslations = Type.Record(Type.String(), PlanTranslation, {
  maxProperties: LOCALES.length,
  'x-rule': `must be an object mapping languages the bot speaks (${LOCALES.join(', ')}) to {plan_name?, plan_description?}`,
  description: `The plan in other languages, by locale (one of ${LOCALES.join(', ')}): a member who reads the bot in one of them sees this name and description in /start; everyone else the plan’s own. Replaced whole when given.`,
  examples: [{ es: { plan_name: 'VIP mensual', plan_description: 'Señales diarias y una llamada semanal.' } }],
});

export const PlanDuration = Type.String({
  format: 'plan-duration',
  'x-rule': `must be ${LENGTH_FORMS}; "lifetime"; or an end date such as "2027-06-30" or "30.06.2027"`,
  description: `How long one purchase grants access: ${LENGTH_FORMS}; "lifetime"; or a fixed end date (YYYY-MM-DD or DD.MM.YYYY) that every membership ends on. Returned in canonical form.`,
  examples: ['P1M'],
});

export const PlanTrial = Type.String({
  format: 'plan-trial',
  'x-rule': `must be ${LENGTH_FORMS}, or "0" for no trial`,
  description: 'Free-trial length in the same length forms (not lifetime, not a date); "0" or "P0D" means no trial.',
  examples: ['P7D'],
});

export const PlanPrice = DecimalAmountField(`Price as a decimal string with at most the currency’s minor-unit digits, up to ${MAX_AMOUNT_MAJOR}.`);

export const PlanOptionsInput = Type.Object(
  {
    recurring: Type.Optional(Type.Boolean({ description: 'Charged again automatically each period (default false: one-time, renewed by hand).' })),
    newcomers: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 2, 'x-rule': 'must be 0 (anyone), 1 (only members who never subscribed) or 2 (only members who did)' }),
    ),
    singleuse: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'How many times one member may obtain the plan; 0 = unlimited.' })),
    token_only: Type.Optional(Type.Boolean({ description: 'Obtainable only by redeeming an access code.' })),
    credit_only: Type.Optional(Type.Boolean({ description: 'Payable only from the member’s credit balance.' })),
    invitee_only: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 1, 'x-rule': 'must be 0 or 1', description: '1 = only members referred by an affiliate.' }),
    ),
  },
  { title: 'PlanOptionsInput', additionalProperties: false },
);

export const PlanOptions = Type.Object(
  {
    recurring: Type.Boolean(),
    newcomers: Type.Integer(),
    singleuse: Type.Integer(),
    token_only: Type.Boolean(),
    credit_only: Type.Boolean(),
    invitee_only: Type.Integer(),
  },
  { title: 'PlanOptions' },
);

export const PlanProjectId = Type.Integer({
  minimum: 1,
  maximum: Number.MAX_SAFE_INTEGER,
  description: 'A project of this bot that the plan grants access to.',
});

const planFields = {
  plan_name: PlanName,
  plan_duration: PlanDuration,
  plan_price: PlanPrice,
  plan_currency: CurrencyCode,
  plan_trial: Type.Optional(PlanTrial),
  plan_project_id: Type.Optional(PlanProjectId),
  options: Type.Optional(PlanOptionsInput),
  plan_description: Type.Optional(PlanDescription),
  translations: Type.Optional(PlanTranslations),
};

export const CreatePlanBody = Type.Object(planFields, {
  title: 'CreatePlanBody',
  additionalProperties: false,
  examples: [{ plan_name: 'Monthly VIP', plan_duration: '1 month', plan_price: '9.99', plan_currency: 'USD', plan_trial: 'P7D', options: { recurring: true } }],
});
export const UpdatePlanBody = Type.Object(
  {
    plan_name: Type.Optional(PlanName),
    plan_duration: Type.Optional(PlanDuration),
    plan_price: Type.Optional(PlanPrice),
    plan_currency: Type.Optional(CurrencyCode),
    plan_trial: Type.Optional(Type.Union([PlanTrial, Type.Null()])),
    plan_project_id: Type.Optional(Type.Union([PlanProjectId, Type.Null()])),
    options: Type.Optional(PlanOptionsInput),
    plan_description: Type.Optional(Type.Union([PlanDescription, Type.Null()], { description: `${PlanDescription.description} null removes it.` })),
    translations: Type.Optional(PlanTranslations),
  },
  { title: 'UpdatePlanBody', additionalProperties: false, minProperties: 1, 'x-rule': 'must change at least one field', examples: [{ plan_price: '12.99' }] },
);

export const Plan = Type.Object(
  {
    plan_id: Type.Integer(),
    plan_name: Type.String(),
    plan_duration: Type.String({ description: 'ISO 8601 length, "lifetime", or the end date YYYY-MM-DD.' }),
    plan_price: Type.String(),
    plan_currency: Type.String(),
    plan_trial: Type.Union([Type.String(), Type.Null()]),
    plan_project_id: Type.Union([Type.Integer(), Type.Null()]),
    options: PlanOptions,
    plan_description: Type.Union([Type.String(), Type.Null()], { description: 'Shown under the plan in /start; null: none.' }),
    translations: Type.Record(Type.String(), Type.Object({ plan_name: Type.Optional(Type.String()), plan_description: Type.Optional(Type.String()) }), {
      description: 'The plan’s name and description by locale.',
    }),
    archived: Type.Boolean({ description: 'Archived plans cannot be ordered.' }),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { title: 'Plan' },
);

export const PlanListQuery = Type.Object(PageQuery, { additionalProperties: false });

export type PlanRecord = Static<typeof Plan>;
export type CreatePlanInput = Static<typeof CreatePlanBody>;
export type UpdatePlanInput = Static<typeof UpdatePlanBody>;
export type PlanOptionsRecord = Static<typeof PlanOptions>;
export type PlanTranslationsRecord = Static<typeof PlanTranslations>;
