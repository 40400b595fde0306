// The OpenAPI document as code generators and people read it (SPEC §7), made from what
// @fastify/swagger generates out of the route schemas: named schemas, rules in plain keywords,
// every answer described, the security of every operation, and the server it is reached at.
import { describeAnswers } from './answers.js';
import { nameSchemas } from './names.js';
import { plainRules } from './rules.js';

type Node = Record<string, unknown>;

/** `botPrefix`: the bot-scoped paths' start, as the document writes it (`/v1/bot{bot_id}/{api_key}`). */
export function finishDocument(generated: Node, botPrefix: string): Node {
  const doc = plainRules(generated) as Node;
  nameSchemas(doc);
  describeAnswers(doc, botPrefix);
  return doc;
}

/** The document with the one server it is read from: `publicUrl` when set, else `origin`. */
export function withServer(doc: Node, publicUrl: string | undefined, origin: string): Node {
  const { openapi, info, ...rest } = doc;
  return { openapi, info, servers: [{ url: publicUrl ?? origin }], ...rest };
}
