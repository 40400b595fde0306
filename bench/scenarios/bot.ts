// Bot scenario: the Telegram bot runtime inside `tollgate serve`, against the Bot API double
// (test/doubles/telegram.ts). Updates per second through webhook mode (floods of /start and of
// Stars payments), then the removal of M members whose subscriptions end at the same second,
// against the pacing limit L. Each part has its own database and service processes.
import type { BenchDatabase } from '../database.js';
import { serviceEnv } from '../processes.js';
import { int, mb, ms, pct, table } from '../stats.js';
import { CALLS_PER_MEMBER, removalScenario, type RemovalReport } from './bot-removal.js';
import { webhookScenario, type WebhookReport } from './bot-webhook.js';

export interface BotReport {
  webhook: WebhookReport;
  removal: RemovalReport;
}

export interface BotOptions {
  /** A fresh database of the run's kind (dropped with the run's). */
  newDatabase: () => Promise<BenchDatabase>;
  updates: number;
  members: number;
  limit: number;
  /** Node flags of the measured services (a CPU profile each). */
  nodeArgs: string[];
  log: (line: string) => void;
}

export async function botScenario(o: BotOptions): Promise<BotReport> {
  o.log(`  webhook floods: ${int(o.updates)} /start updates, then ${int(o.updates)} payments`);
  const webhook = await webhookScenario({ env: serviceEnv((await o.newDatabase()).url), updates: o.updates, nodeArgs: o.nodeArgs, log: o.log });
  o.log(`  removal: ${int(o.members)} members ending at the same second, ${int(o.limit)} calls/s`);
  const db = await o.newDatabase();
  const removal = await removalScenario({ env: serviceEnv(db.url), scratch: db.scratch, members: o.members, limit: o.limit, nodeArgs: o.nodeArgs, log: o.log });
  o.log(
    `  removal: ${int(removal.removalCalls)} calls in ${removal.seconds.toFixed(1)} s = ${int(removal.removalCalls / removal.seconds)} calls/s ` +
      `(${pct(removal.removalCalls / removal.seconds / removal.limit)} of ${int(removal.limit)}); first removal ${removal.firstRemoval.toFixed(2)} s after the end`,
  );
  return { webhook, removal };
}

/** Handled updates per second of a flood: updates whose effect reached the double over first POST → last effect. */
export const handledRate = (f: WebhookReport['floods'][number]) => f.handled / f.seconds;

export function webhookTable(report: WebhookReport): string {
  const rows = report.floods.map((f) => [
    f.flood,
    int(f.updates),
    int(f.accepted.rps),
    int(f.bare.rps),
    pct(f.accepted.rps / f.bare.rps),
    ms(f.accepted.p50),
    ms(f.accepted.p99),
    ms(f.bare.p99),
    String(f.accepted.non2xx + f.accepted.errors),
    `${int(f.handled)}${f.handled < f.updates ? ' (incomplete)' : ''}`,
    int(f.duplicates),
    `${f.seconds.toFixed(2)} s`,
    int(handledRate(f)),
    pct(f.serviceCpu),
    pct(f.runnerCpu),
    mb(f.accepted.maxRssMb),
  ]);
  return table(
    [
      'flood',
      'updates',
      'webhook req/s',
      'bare req/s',
      'of bare',
      'p50',
      'p99',
      'bare p99',
      'failed',
      'handled',
      'twice',
      'first POST → last effect',
      'handled/s',
      'service CPU',
      'runner CPU',
      'max RSS',
    ],
    rows,
  );
}

export function removalTable(r: RemovalReport): string {
  const rate = r.removalCalls / r.seconds;
  return table(
    [
      'members',
      'limit L',
      'removal calls',
      'all calls',
      'end → last message',
      'calls/s',
      'of L',
      'end → first removal',
      'banned',
      'unbanned',
      'told',
      'told twice',
      'left in chat',
      'refused',
      'service CPU',
    ],
    [
      [
        int(r.members),
        `${int(r.limit)}/s`,
        int(r.removalCalls),
        int(r.allCalls),
        `${r.seconds.toFixed(1)} s`,
        int(rate),
        pct(rate / r.limit),
        `${r.firstRemoval.toFixed(2)} s`,
        int(r.banned),
        int(r.unbanned),
        int(r.told),
        int(r.toldTwice),
        int(r.stillInChat + r.stillBanned),
        int(r.refused),
        pct(r.serviceCpu),
      ],
    ],
  );
}

/** What the removal rate means at the platform's real limit. */
export function atTelegramLimit(r: RemovalReport, perSecond = 30): string {
  const seconds = (CALLS_PER_MEMBER * r.members) / perSecond;
  return `At Telegram's ~${perSecond} calls/s the same ${int(r.members)} removals (${int(CALLS_PER_MEMBER * r.members)} calls) take ≈ ${int(seconds)} s (${(seconds / 60).toFixed(0)} min).`;
}
