// The one response envelope (SPEC §2), for successes and errors alike.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppError } from '../errors.js';
import { envelopePath } from './paths.js';
import { COMPRESS_THRESHOLD_BYTES, takesGzip } from './plugins/compression.js';
import { deflatePiece, splicedGzip } from './spliced-gzip.js';

export interface Page {
  next_cursor?: string;
}

export function successEnvelope(request: FastifyRequest, code: number, result: unknown, page: Page = {}) {
  return {
    ok: true as const,
    request_id: String(request.id),
    method: request.method,
    path: envelopePath(request.url),
    code,
    result,
    ...(page.next_cursor ? { next_cursor: page.next_cursor } : {}),
  };
}

export function errorEnvelope(request: FastifyRequest, error: AppError) {
  return {
    ok: false as const,
    request_id: String(request.id),
    method: request.method,
    path: envelopePath(request.url),
    code: error.status,
    description: error.description,
    error: { type: error.type, ...(error.fields?.length ? { fields: error.fields } : {}) },
  };
}

/** Sends `result` in a success envelope: `return send(reply, 201, chat)`. */
export function send(reply: FastifyReply, code: number, result: unknown, page?: Page) {
  return reply.code(code).send(successEnvelope(reply.request, code, result, page));
}

/** A kept result's JSON, encoded once; and deflated once, when a client first takes it gzipped. */
interface Serialized {
  json: Buffer;
  deflated?: Buffer;
}
const serialized = new WeakMap<object, Serialized>();
const JSON_TYPE = 'application/json; charset=utf-8';
const CLOSE = Buffer.from('}');

/**
 * Sends `result` in a success envelope like `send`, for a frozen result the service hands out
 * again and again (a kept answer): its JSON is made and encoded to UTF-8 once, and each envelope
 * is its own head around those bytes (a string would be encoded again on every write, slowly when
 * it holds a character such as €). The result must hold exactly its schema's fields: it is
 * written with JSON.stringify, which gives the same text for strings and numbers. A client that
 * takes gzip gets it spliced around the JSON compressed once (spliced-gzip.ts).
 */
export function sendShared(reply: FastifyReply, code: number, result: object) {
  let kept = serialized.get(result);
  if (kept === undefined) {
    kept = { json: Buffer.from(JSON.stringify(result)) };
    serialized.set(result, kept);
  }
  const { json } = kept;
  // The envelope without its result (JSON.stringify leaves out an undefined field), opened again for it.
  const envelope = JSON.stringify({ ...successEnvelope(reply.request, code, null), result: undefined });
  const head = Buffer.from(`${envelope.slice(0, -1)},"result":`);
  reply.code(code).header('content-type', JSON_TYPE);
  if (json.length >= COMPRESS_THRESHOLD_BYTES && takesGzip(reply.request.headers)) {
    kept.deflated ??= deflatePiece(json);
    return reply
      .header('content-encoding', 'gzip')
      .header('vary', 'accept-encoding')
      .send(splicedGzip(head, json, kept.deflated, CLOSE));
  }
  return reply.send(Buffer.concat([head, json, CLOSE], head.length + json.length + 1));
}

/** Sends one page of a list: its items as `result`, and `next_cursor` while more remain. */
export function sendPage(reply: FastifyReply, page: { items: unknown[]; next_cursor?: string }) {
  return send(reply, 200, page.items, page);
}
