// The one response envelope (SPEC §2), for successes and errors alike.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppError } from '../errors.js';
import { envelopePath } from './paths.js';

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

/** Sends one page of a list: its items as `result`, and `next_cursor` while more remain. */
export function sendPage(reply: FastifyReply, page: { items: unknown[]; next_cursor?: string }) {
  return send(reply, 200, page.items, page);
}
