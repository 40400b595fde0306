// Bodies per route: the fields of each body, a generator of valid ones, and for every field the
// values that break its rule (mutations.ts puts those together). The specs that name resources
// the API assigned ids to (a plan's project, an order's plan) are built from the fixture's ids.
import fc from 'fast-check';
import { BOT_ID } from '../support/helper.js';
import { CHAT_A, FIXTURE_CHATS, MISSING_ID, OTHER_BOT, type FixtureIds } from './fixture.js';
import { type JObj, Raw, obj, type JVal } from './json.js';
import {
  BAD_CURRENCIES,
  BAD_DURATIONS,
  BAD_IDS,
  BAD_INSTANTS,
  BAD_TIMEZONES,
  BAD_TRIALS,
  TIMEZONES,
  adminIdArb,
  amountFor,
  badAmount,
  badOptions,
  botTokenSecret,
  currencyArb,
  durationArb,
  memberId,
  optionsArb,
  pastInstant,
  trialArb,
} from './fields.js';
import { badText, notBoolean, notInteger, notNullableInteger, notNullableString, notObject, notString, validText } from './values.js';
import { EVENT_TYPES } from '../../src/modules/events/types.js';
import { LOCALES } from '../../src/i18n/locales.js';
import { type SellingBodies, sellingBodies } from './selling-bodies.js';

export interface Field {
  name: string;
  required: boolean;
  invalid: fc.Arbitrary<JVal>;
}
export interface BodySpec {
  fields: Field[];
  valid: fc.Arbitrary<JObj>;
  /** PATCH bodies that must change at least one field. */
  atLeastOne?: boolean;
}

export const chatBody: BodySpec = {
  fields: [
    { name: 'chat_id', required: true, invalid: fc.oneof(notNullableInteger, fc.constantFrom<JVal>(0, new Raw('-0'), new Raw('0.0'))) },
    { name: 'chat_name', required: true, invalid: badText(255) },
    {
      name: 'chat_type',
      required: true,
      invalid: fc.oneof(notNullableString, fc.constantFrom('private', 'GROUP', 'Group', ' group', '', 'channel\u0000', 'supergroup ', 'chat')),
    },
  ],
  valid: fc
    .record({ chat_id: fc.maxSafeInteger().filter((n) => n !== 0), chat_name: validText(255), chat_type: fc.constantFrom('group', 'supergroup', 'channel') })
    .map((o) => obj(o)),
};
/** Text the bot can send: besides the rules of text, something other than spaces. */
const sendable = (max: number) => validText(max).filter((t) => /\S/u.test(t));
/** PUT /commands/{name}: the text, its menu description, whether it is listed, translations. */
export const commandBody: BodySpec = {
  fields: [
    { name: 'text', required: true, invalid: fc.oneof(badText(4096), fc.constantFrom(' ', '\n\t ')) },
    { name: 'description', required: false, invalid: fc.oneof(badText(256), fc.constant('   ')) },
    { name: 'visible', required: false, invalid: notBoolean },
    {
      name: 'translations',
      required: false,
      invalid: fc.oneof(
        notObject,
        fc.constantFrom<JVal>(obj({ xx: 'a' }), obj({ 'es-MX': 'a' }), obj({ ES: 'a' }), obj({ es: '' }), obj({ es: 5 }), obj({ es: null })),
      ),
    },
  ],
  valid: fc
    .record(
      {
        text: sendable(4096),
        description: sendable(256),
        visible: fc.boolean(),
        translations: fc.dictionary(fc.constantFrom('es', 'pt', 'de', 'fil'), sendable(200)).map((o) => obj(o)),
      },
      { requiredKeys: ['text'] },
    )
    .map((o) => obj(o as Record<string, JVal>)),
};

export const renameChatBody: BodySpec = {
  fields: [{ name: 'chat_name', required: true, invalid: badText(255) }],
  valid: validText(255).map((chat_name) => obj({ chat_name })),
};
export const projectBody: BodySpec = {
  fields: [
    { name: 'project_name', required: true, invalid: badText(128) },
    {
      name: 'chat_ids',
      required: true,
      invalid: fc.oneof(
        notObject.filter((v) => !Array.isArray(v) || v.length === 0),
        fc.constantFrom<JVal>([], [0], [CHAT_A, CHAT_A], [MISSING_ID], [CHAT_A, MISSING_ID], [String(CHAT_A)], [1.5], [null], [new Raw('9007199254740993')]),
        fc.constant(Array.from({ length: 101 }, (_, i) => -(i + 1)) as JVal[]),
        fc.tuple(fc.subarray(FIXTURE_CHATS, { minLength: 1 }), notNullableInteger).map(([ids, bad]) => [...ids, bad] as JVal[]),
      ),
    },
  ],
  valid: fc.record({ project_name: validText(128), chat_ids: fc.shuffledSubarray(FIXTURE_CHATS, { minLength: 1 }) }).map((o) => obj(o as Record<string, JVal>)),
};
/** plans.translations (SPEC §18): locales the bot ships, each with a name, a description or both. */
const planTranslations: fc.Arbitrary<JVal> = fc
  .dictionary(
    fc.constantFrom(...LOCALES),
    fc
      .record({ plan_name: validText(128), plan_description: validText(1000) }, { requiredKeys: [] })
      .filter((o) => Object.keys(o).length > 0)
      .map((o) => obj(o as Record<string, JVal>)),
    { maxKeys: 3 },
  )
  .map((o) => obj(o));
const badTranslations: fc.Arbitrary<JVal> = fc.constantFrom<JVal>(
  obj({ xx: obj({ plan_name: 'a' }) }),
  obj({ 'pt-BR': obj({ plan_name: 'a' }) }),
  obj({ es: obj({}) }),
  obj({ es: obj({ plan_name: '' }) }),
  obj({ es: 'a' }),
  obj({ es: obj({ plan_title: 'a' }) }),
  obj({ es: obj({ plan_description: 'd'.repeat(1001) }) }),
);

/** PUT /texts/{locale}/{message_id}: plain words parse as Fluent in every message; braces that
 * do not, variables no message has, and texts past every limit are refused. */
export const textBody: BodySpec = {
  fields: [
    {
      name: 'text',
      required: true,
      invalid: fc.oneof(badText(8192), fc.constantFrom<JVal>(' ', 'Hi {', 'Hi { $no_such_variable }', 'Hi { -term }', 'a\n.attr = b', 'x'.repeat(4097))),
    },
  ],
  valid: fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ,!?]{0,100}$/).map((text) => obj({ text })),
};
export const textLocaleParam = fc.constantFrom(...LOCALES);
export const messageParam = fc.constantFrom('welcome', 'bot-short-description', 'command-start', 'language-choose', 'nothing-to-sell');

export const planFields: Field[] = [
  { name: 'plan_name', required: true, invalid: badText(128) },
  { name: 'plan_duration', required: true, invalid: fc.oneof(notNullableString, fc.constantFrom(...BAD_DURATIONS)) },
  // Invalid whatever the currency: a sign, exponent or separator, or above 1,000,000,000.
  {
    name: 'plan_price',
    required: true,
    invalid: fc.oneof(notNullableString, fc.constantFrom('-1', '1.', '.5', '1e3', '01', ' 1', '1,5', '1000000001', '1000000000.5', '', 'abc', 'NaN')),
  },
  { name: 'plan_currency', required: true, invalid: fc.oneof(notNullableString, fc.constantFrom(...BAD_CURRENCIES)) },
  { name: 'plan_trial', required: false, invalid: fc.oneof(notString, fc.constantFrom(...BAD_TRIALS)) },
  { name: 'plan_project_id', required: false, invalid: fc.oneof(notInteger, fc.constantFrom<JVal>(0, -1, MISSING_ID, new Raw('-0'))) },
  { name: 'plan_description', required: false, invalid: badText(1000) },
  { name: 'translations', required: false, invalid: fc.oneof(notObject, badTranslations) },
  { name: 'options', required: false, invalid: badOptions },
];
export const addAdminBody: BodySpec = {
  fields: [
    { name: 'admin_id', required: true, invalid: fc.oneof(notNullableString, fc.constantFrom(...BAD_IDS)) },
    { name: 'admin_level', required: true, invalid: fc.oneof(notNullableInteger, fc.constantFrom<JVal>(0, 1, 9, -2, 100, new Raw('-0'), new Raw('8.5'))) },
  ],
  valid: fc.record({ admin_id: adminIdArb, admin_level: fc.integer({ min: 2, max: 8 }) }).map((o) => obj(o)),
};
export const updateAdminBody: BodySpec = {
  fields: [
    { name: 'admin_level', required: true, invalid: fc.oneof(notNullableInteger, fc.constantFrom<JVal>(0, 1, 9, -2, new Raw('-0'))) },
    {
      name: 'bot_token',
      required: false,
      invalid: fc.oneof(
        notNullableString,
        botTokenSecret.map((s) => `${OTHER_BOT}:${s}`),
        fc.constantFrom('abc', '', `${BOT_ID}`, `${BOT_ID}:`, `${BOT_ID}:short`, `0${BOT_ID}:${'a'.repeat(30)}`, `${BOT_ID}:${'a'.repeat(30)} `),
      ),
    },
  ],
  valid: fc
    .record({ admin_level: fc.integer({ min: 2, max: 8 }), bot_token: botTokenSecret.map((s) => `${BOT_ID}:${s}`) }, { requiredKeys: ['admin_level'] })
    .map((o) => obj(o)),
};
export const settingsBody: BodySpec = {
  fields: [
    { name: 'bot_name', required: false, invalid: badText(128, true) },
    { name: 'timezone', required: false, invalid: fc.oneof(notNullableString, fc.constantFrom(...BAD_TIMEZONES)) },
    { name: 'default_currency', required: false, invalid: fc.oneof(notNullableString, fc.constantFrom(...BAD_CURRENCIES)) },
    { name: 'default_language', required: false, invalid: fc.oneof(notNullableString, fc.constantFrom<JVal>('xx', 'EN', 'pt-br', '')) },
  ],
  atLeastOne: true,
  valid: fc
    .record(
      {
        bot_name: fc.option(validText(128), { nil: null }),
        timezone: fc.constantFrom(...TIMEZONES),
        default_currency: currencyArb.map(([c]) => c),
        default_language: fc.constantFrom(...LOCALES),
      },
      { requiredKeys: [] },
    )
    .filter((o) => Object.keys(o).length > 0)
    .map((o) => obj(o as Record<string, JVal>)),
};

// Webhook endpoints: public https:// addresses given as IP literals (the fuzzer resolves no names);
// refused URLs of every kind, a name that does not resolve among them.
const HOOK_URLS = ['https://93.184.215.14/hooks', 'https://[2606:4700:4700::1111]/tollgate', 'https://1.1.1.1:8443/x?y=1'];
const BAD_HOOK_URLS = [
  '',
  'not a url',
  'http://93.184.215.14/',
  'ftp://1.1.1.1/',
  'https://10.0.0.1/',
  'https://169.254.169.254/latest/meta-data',
  'https://[::1]/',
  'https://[::ffff:127.0.0.1]/',
  'https://localhost/',
  'https://nonexistent.invalid/',
  `https://1.1.1.1/${'a'.repeat(2048)}`,
];
const hookEvents = fc.oneof(fc.constant<JVal>(['*']), fc.shuffledSubarray([...EVENT_TYPES], { minLength: 1 }) as fc.Arbitrary<JVal>);
const badHookEvents = fc.oneof(
  notObject.filter((v) => !Array.isArray(v)),
  fc.constantFrom<JVal>([], ['*', 'order.paid'], ['order.paid', 'order.paid'], ['order.shipped'], [1], [null], ['*', '*']),
);
const hookFields: Field[] = [
  { name: 'url', required: true, invalid: fc.oneof(notNullableString, fc.constantFrom(...BAD_HOOK_URLS)) },
  { name: 'events', required: true, invalid: badHookEvents },
  { name: 'description', required: false, invalid: badText(500, true) },
];
export const webhookBody: BodySpec = {
  fields: hookFields,
  valid: fc
    .record(
      { url: fc.constantFrom(...HOOK_URLS), events: hookEvents, description: fc.option(validText(500), { nil: null }) },
      { requiredKeys: ['url', 'events'] },
    )
    .map((o) => obj(o as Record<string, JVal>)),
};
export const webhookPatchBody: BodySpec = {
  fields: [
    ...hookFields.map((f) => ({ ...f, required: false })),
    { name: 'enabled', required: false, invalid: fc.constantFrom<JVal>('true', 1, 0, null, 'yes') },
  ],
  atLeastOne: true,
  valid: fc
    .record(
      { url: fc.constantFrom(...HOOK_URLS), events: hookEvents, description: fc.option(validText(500), { nil: null }), enabled: fc.boolean() },
      { requiredKeys: [] },
    )
    .filter((o) => Object.keys(o).length > 0)
    .map((o) => obj(o as Record<string, JVal>)),
};

export interface BodySpecs extends SellingBodies {
  chat: BodySpec;
  renameChat: BodySpec;
  project: BodySpec;
  plan: BodySpec;
  planPatch: BodySpec;
  addAdmin: BodySpec;
  updateAdmin: BodySpec;
  order: BodySpec;
  settings: BodySpec;
  grant: BodySpec;
  changeEnd: BodySpec;
  ban: BodySpec;
  checkout: BodySpec;
  webhook: BodySpec;
  webhookPatch: BodySpec;
  command: BodySpec;
  text: BodySpec;
}

/** An instant after the fixture's clock (2026-11-21T12:00Z), or null (lifetime). */
const futureEnd = fc.option(
  fc.date({ min: new Date('2026-11-22T00:00:00Z'), max: new Date('2099-01-01T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString()),
  { nil: null },
);
const BAD_ENDS = ['yesterday', '2026-13-01T00:00:00Z', '2026-01-01', '', '2026-02-30T00:00:00Z', '1e12'];

/** Every body spec, those of plans and orders naming the fixture's project and plans. */
export function bodySpecs(ids: FixtureIds): BodySpecs {
  const plan: BodySpec = {
    fields: planFields,
    valid: fc
      .record(
        {
          plan_name: validText(128),
          plan_duration: durationArb,
          price: currencyArb.chain(([code, digits]) => amountFor(digits).map((p) => [code, p] as const)),
          plan_trial: trialArb,
          plan_project_id: fc.constant(ids.projectId),
          plan_description: validText(1000),
          translations: planTranslations,
          options: optionsArb,
        },
        { requiredKeys: ['plan_name', 'plan_duration', 'price'] },
      )
      .map(({ price, ...rest }) => obj({ ...(rest as Record<string, JVal>), plan_price: price[1], plan_currency: price[0] })),
  };
  const planPatch: BodySpec = {
    // null is a value here: it clears plan_trial and plan_project_id.
    fields: planFields.map((f) => ({
      ...f,
      required: false,
      invalid:
        f.name === 'plan_trial'
          ? fc.oneof(notString, fc.constantFrom(...BAD_TRIALS))
          : f.name === 'plan_project_id'
            ? fc.oneof(notInteger, fc.constantFrom<JVal>(0, -1, MISSING_ID))
            : f.name === 'plan_description'
              ? fc.oneof(notString, fc.constant(''), fc.constant('d'.repeat(1001)))
              : f.invalid,
    })),
    atLeastOne: true,
    valid: fc
      .record(
        {
          plan_name: validText(128),
          plan_duration: durationArb,
          // A whole number is a valid price in every currency, so it may change alone or with the currency.
          price: fc.tuple(
            fc.integer({ min: 0, max: 1_000_000 }).map(String),
            fc.option(
              currencyArb.map(([c]) => c),
              { nil: undefined },
            ),
          ),
          plan_trial: fc.option(trialArb, { nil: null }),
          plan_project_id: fc.constantFrom<number | null>(ids.projectId, null),
          options: optionsArb,
          plan_description: fc.option(validText(1000), { nil: null }),
          translations: planTranslations,
        },
        { requiredKeys: [] },
      )
      .filter((o) => Object.keys(o).length > 0)
      .map(({ price, ...rest }) => {
        const o: Record<string, JVal> = { ...(rest as Record<string, JVal>) };
        if (price) {
          o.plan_price = price[0];
          if (price[1] !== undefined) o.plan_currency = price[1];
        }
        return obj(o);
      }),
  };
  const order: BodySpec = {
    fields: [
      { name: 'plan_id', required: true, invalid: fc.oneof(notNullableInteger, fc.constantFrom<JVal>(0, -1, MISSING_ID, ids.planArchived, new Raw('-0'))) },
      { name: 'member_id', required: true, invalid: fc.oneof(notNullableString, fc.constantFrom(...BAD_IDS)) },
      { name: 'amount', required: false, invalid: badAmount },
      { name: 'currency', required: false, invalid: fc.oneof(notNullableString, fc.constantFrom(...BAD_CURRENCIES)) },
      { name: 'paid_at', required: false, invalid: fc.oneof(notNullableString, fc.constantFrom(...BAD_INSTANTS)) },
      { name: 'external_id', required: false, invalid: badText(255) },
    ],
    valid: fc
      .record(
        {
          plan: fc.constantFrom(ids.planUsd, ids.planJpy),
          member_id: memberId,
          pay: fc.option(
            currencyArb.chain(([code, digits]) => fc.tuple(fc.constant(code), amountFor(digits))),
            { nil: undefined },
          ),
          paid_at: pastInstant,
          external_id: validText(255),
        },
        { requiredKeys: ['plan', 'member_id'] },
      )
      .map(({ plan, pay, ...rest }) => {
        const o: Record<string, JVal> = { plan_id: plan, ...(rest as Record<string, JVal>) };
        if (pay) {
          o.currency = pay[0];
          o.amount = pay[1];
        }
        return obj(o);
      }),
  };
  return {
    chat: chatBody,
    renameChat: renameChatBody,
    project: projectBody,
    plan,
    planPatch,
    addAdmin: addAdminBody,
    updateAdmin: updateAdminBody,
    order,
    settings: settingsBody,
    webhook: webhookBody,
    webhookPatch: webhookPatchBody,
    command: commandBody,
    text: textBody,
    ...sellingBodies(ids),
    // The fixture's bot has no Stripe: valid requests are answered 409 (card payments not set up).
    checkout: {
      fields: [
        { name: 'member_id', required: true, invalid: fc.oneof(notNullableString, fc.constantFrom(...BAD_IDS)) },
        { name: 'plan_id', required: true, invalid: fc.oneof(notNullableInteger, fc.constantFrom<JVal>(0, -1, MISSING_ID)) },
        { name: 'success_url', required: false, invalid: fc.oneof(notString, fc.constantFrom<JVal>('', 'ftp://example.com', 'not a url', 'https://a b')) },
        { name: 'cancel_url', required: false, invalid: fc.oneof(notString, fc.constantFrom<JVal>('', 'javascript:alert(1)', 'https://')) },
      ],
      valid: fc
        .record(
          { member_id: memberId, plan_id: fc.constantFrom(ids.planUsd, ids.planJpy), success_url: fc.constant('https://example.com/thanks') },
          { requiredKeys: ['member_id', 'plan_id'] },
        )
        .map((o) => obj(o as Record<string, JVal>)),
    },
    grant: {
      fields: [
        { name: 'member_id', required: true, invalid: fc.oneof(notNullableString, fc.constantFrom(...BAD_IDS)) },
        { name: 'plan_id', required: true, invalid: fc.oneof(notNullableInteger, fc.constantFrom<JVal>(0, -1, MISSING_ID, ids.planArchived)) },
        { name: 'expires_at', required: false, invalid: fc.oneof(notString, fc.constantFrom(...BAD_ENDS)) },
        { name: 'trial', required: false, invalid: fc.constantFrom<JVal>('true', 1, 0, 'yes') },
      ],
      valid: fc
        .record({ member_id: memberId, plan_id: fc.constantFrom(ids.planUsd, ids.planJpy), expires_at: futureEnd }, { requiredKeys: ['member_id', 'plan_id'] })
        .map((o) => obj(o as Record<string, JVal>)),
    },
    changeEnd: {
      fields: [{ name: 'expires_at', required: true, invalid: fc.oneof(notString, fc.constantFrom(...BAD_ENDS)) }],
      valid: futureEnd.map((expires_at) => obj({ expires_at })),
    },
    ban: {
      fields: [{ name: 'reason', required: false, invalid: badText(200) }],
      valid: fc.option(validText(200), { nil: undefined }).map((reason) => (reason === undefined ? obj({}) : obj({ reason }))),
    },
  };
}
