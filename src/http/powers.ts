// The table of powers on the API (SPEC §14): every bot-scoped route names the power it needs in
// its config (team/powers.ts); a route that names none stops the service at start. A call above
// the caller's level is a 403 naming the level needed, before its body is read: nothing changes.
// The reference shows each operation's level (x-admin-level and a sentence) and its 403.
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ForbiddenError } from '../errors.js';
import { ErrorEnvelope } from '../schema/fields.js';
import { allows, POWERS, type Power, refusal } from '../team/powers.js';
import { MIN_ADMIN_LEVEL } from '../limits.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The power a bot-scoped route needs (team/powers.ts). */
    power?: Power;
  }
}

/** In the bot scope, before its routes: checks each route names a power and documents it. */
export function requirePowers(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    const power = (route.config as { power?: Power } | undefined)?.power;
    if (!power || !POWERS[power]) throw new Error(`${String(route.method)} ${route.url} names no power of team/powers.ts in its config`);
    const schema = route.schema as { response?: Record<number, TSchema>; description?: string; 'x-admin-level'?: number } | undefined;
    // A GET's HEAD route shares its schema: documented once.
    if (!schema?.response || schema['x-admin-level'] !== undefined) return;
    const { level, what } = POWERS[power];
    schema['x-admin-level'] = level;
    schema.description = `${schema.description ?? ''}\n\nNeeds admin level ${level} or more (to ${what}).`.trim();
    if (level > MIN_ADMIN_LEVEL) schema.response[403] ??= Type.Ref(ErrorEnvelope);
  });
}

/** Refuses the request when the caller's level is below its route's power. */
export function checkPower(request: FastifyRequest): void {
  const power = request.routeOptions.config.power;
  if (power && !allows(request.bot.level, power)) throw new ForbiddenError(refusal(request.bot.level, power));
}
