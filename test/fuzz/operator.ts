// The operator route, POST /v1/bots (served only when an operator token is configured): any
// token, any body; which requests must succeed and which must be refused.
import fc from 'fast-check';
import { BOT_ID } from '../support/helper.js';
import type { BodySpec } from './bodies.js';
import { brokenBody } from './mutations.js';
import { mkReq, secretsOf, type Req } from './http.js';
import { Raw, jsonText, obj, type JVal } from './json.js';
import { JSON_TYPE, bodyFor, type BodyChoice } from './payloads.js';
import { METHODS, type Method } from './routes.js';
import { BAD_CURRENCIES, BAD_IDS, BAD_TIMEZONES, TIMEZONES, botTokenSecret, currencyArb, memberId } from './fields.js';
import { badText, notNullableInteger, notNullableString, validText, wildString } from './values.js';

export const OPERATOR_TOKEN = 'fuzz-operator-token-0123456789';
export const newBotId = fc.integer({ min: 10_000, max: 999_999_999_999_999 });
export const createBotBody: BodySpec = {
  fields: [
    { name: 'bot_id', required: false, invalid: fc.oneof(notNullableInteger, fc.constantFrom<JVal>(0, -1, 1_000_000_000_000_000, new Raw('-0'), BOT_ID)) },
    { name: 'owner_id', required: true, invalid: fc.oneof(notNullableString, fc.constantFrom(...BAD_IDS)) },
    { name: 'bot_name', required: false, invalid: badText(128) },
    { name: 'default_currency', required: false, invalid: fc.oneof(notNullableString, fc.constantFrom(...BAD_CURRENCIES)) },
    { name: 'timezone', required: false, invalid: fc.oneof(notNullableString, fc.constantFrom(...BAD_TIMEZONES)) },
    {
      name: 'bot_token',
      required: false,
      invalid: fc.oneof(
        notNullableString,
        botTokenSecret.map((s) => `0:${s}`),
        fc.constantFrom('abc', '', `${BOT_ID}:short`),
      ),
    },
  ],
  valid: fc
    .record(
      {
        id: fc.tuple(newBotId, fc.constantFrom('id', 'token', 'both'), botTokenSecret),
        owner_id: memberId,
        bot_name: validText(128),
        default_currency: currencyArb.map(([c]) => c),
        timezone: fc.constantFrom(...TIMEZONES),
      },
      { requiredKeys: ['id', 'owner_id'] },
    )
    .map(({ id: [botId, how, secret], ...rest }) => {
      const o: Record<string, JVal> = { ...(rest as Record<string, JVal>) };
      if (how !== 'token') o.bot_id = botId;
      if (how !== 'id') o.bot_token = `${botId}:${secret}`;
      return obj(o);
    }),
};
export const operatorAuth = fc.oneof(
  { weight: 4, arbitrary: fc.constant<string | undefined>(`Bearer ${OPERATOR_TOKEN}`) },
  {
    weight: 1,
    arbitrary: fc.oneof(
      fc.constantFrom<string | undefined>(
        undefined,
        '',
        'Bearer',
        'Bearer ',
        `bearer ${OPERATOR_TOKEN}`,
        `Bearer ${OPERATOR_TOKEN} `,
        `Bearer  ${OPERATOR_TOKEN}`,
        OPERATOR_TOKEN,
        `Basic ${OPERATOR_TOKEN}`,
        'Bearer {KEY}',
        `Bearer ${OPERATOR_TOKEN.slice(0, -1)}`,
      ),
      wildString.filter((s) => /^[\x20-\x7e]*$/.test(s)).map((s) => `Bearer ${s}`),
    ),
  },
);
/** A request to POST /v1/bots; `expect` is set when it must succeed (or meet an existing bot), `reject` when it must be refused. */
export const operatorRequest: fc.Arbitrary<{ req: Req; expect?: number[]; reject: boolean }> = fc
  .record({
    auth: operatorAuth,
    body: fc.oneof(
      {
        weight: 3,
        arbitrary: createBotBody.valid.map((j) => ({
          choice: { body: jsonText(j), contentType: JSON_TYPE, why: 'valid body' } as BodyChoice,
          kind: 'valid' as const,
        })),
      },
      {
        weight: 4,
        arbitrary: brokenBody(createBotBody).map((b) => ({
          choice: { body: jsonText(b.body), contentType: JSON_TYPE, why: b.why } as BodyChoice,
          kind: 'broken' as const,
        })),
      },
      {
        weight: 2,
        arbitrary: bodyFor({ method: 'POST', path: '/v1/bots', body: createBotBody, scoped: false }).map((choice) => ({ choice, kind: 'any' as const })),
      },
    ),
    method: fc.oneof({ weight: 6, arbitrary: fc.constant<Method>('POST') }, { weight: 1, arbitrary: fc.constantFrom(...METHODS) }),
  })
  .map(({ auth, body: { choice, kind }, method }) => {
    const headers: Record<string, string> = {};
    if (choice.contentType !== undefined) headers['content-type'] = choice.contentType;
    if (auth !== undefined) headers.authorization = auth;
    const authorised = auth === `Bearer ${OPERATOR_TOKEN}`;
    const req = mkReq(method, '/v1/bots', headers, choice.body, `operator: ${choice.why}`, [...secretsOf(choice.body), OPERATOR_TOKEN]);
    const succeeds = method === 'POST' && authorised && kind === 'valid';
    // 409: a bot with that id already exists (only when shrinking repeats an id).
    return { req, reject: method !== 'POST' || !authorised || kind === 'broken', ...(succeeds ? { expect: [201, 409] } : {}) };
  });
