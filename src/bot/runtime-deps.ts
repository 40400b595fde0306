// What the bot's handlers and job executors are given: the services (the bot is one more door
// over them), which bot they serve, its token (for signing invoices; never logged), and its words
// (catalogues.ts) with whose language to speak (speech.ts).
import type { FastifyBaseLogger } from 'fastify';
import type { Services } from '../services.js';
import type { Catalogues } from './catalogues.js';
import type { BotTexts } from './overrides.js';
import type { Speech } from './speech.js';

export interface RuntimeDeps {
  services: Services;
  botId: number;
  token: string;
  /** The token as stored (sealed): what the runner records about the bot holds only while it is. */
  sealed: string;
  log: FastifyBaseLogger;
  /** The bot's catalogues (the shipped ones, under the owner's overrides when there are any). */
  catalogues: Catalogues;
  /** The owner's texts under those catalogues (SPEC §18), kept at the bot's texts_version. */
  texts: BotTexts;
  speech: Speech;
}
