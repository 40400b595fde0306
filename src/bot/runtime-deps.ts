// What the bot's handlers and job executors are given: the services (the bot is one more door
// over them), which bot they serve, and its token (for signing invoices; never logged).
import type { FastifyBaseLogger } from 'fastify';
import type { Services } from '../services.js';

export interface RuntimeDeps {
  services: Services;
  botId: number;
  token: string;
  /** The token as stored (sealed): what the runner records about the bot holds only while it is. */
  sealed: string;
  log: FastifyBaseLogger;
}
