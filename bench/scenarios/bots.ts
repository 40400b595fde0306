// Scenario `bots` (opt-in; SPEC §19, issue 36): one instance running many bots. Against the lean
// Bot API double (bench/bot-api-lean.ts, in this process): 1. N bots created through POST /v1/bots;
// 2. the same N in webhook mode: start → every webhook registered, memory, /start at R/s over random
// bots, bots added/changed/removed while running, a restart; 3. long polling at growing sizes;
// 4. (PostgreSQL) three instances on one database, one killed mid-way.
import { startLeanDouble } from '../bot-api-lean.js';
import type { BenchDatabase, DbKind } from '../database.js';
import { serviceEnv, startService } from '../processes.js';
import { int, mb, ms, pct, table } from '../stats.js';
import { benchBots, closeAgent, OPERATOR_TOKEN, sleep, summarise } from './bots-common.js';
import { instancesPart, type InstancesReport } from './bots-instances.js';
import { pollingPart, type PollingRow } from './bots-polling.js';
import { type CreationReport, creationPart, webhookPart, type WebhookBotsReport } from './bots-webhook.js';
import { rssMb } from '../processes.js';

export type BotsPart = 'create' | 'webhook' | 'polling' | 'instances';

export interface BotsReport {
  creation?: CreationReport;
  webhook?: WebhookBotsReport;
  polling?: PollingRow[];
  instances?: InstancesReport;
}

export interface BotsOptions {
  db: DbKind;
  newDatabase: () => Promise<BenchDatabase>;
  bots: number;
  parts: Set<BotsPart>;
  concurrency: number;
  rate: number;
  seconds: number;
  waitSeconds: number;
  rssCapMb: number;
  pollingSizes: number[];
  pollingRate: number;
  instanceBots: number;
  nodeArgs: string[];
  log: (line: string) => void;
}

export async function botsScenario(o: BotsOptions): Promise<BotsReport> {
  const report: BotsReport = {};
  try {
    if (o.parts.has('create') || o.parts.has('webhook')) {
      const db = await o.newDatabase();
      const env = serviceEnv(db.url);
      const tg = await startLeanDouble();
      try {
        let idleZeroMb = NaN;
        if (o.parts.has('webhook')) {
          // Idle memory with no bot: the same service in webhook mode on the still empty database.
          const svc = await startService(
            {
              ...env,
              TELEGRAM_MODE: 'webhook',
              TELEGRAM_API_ROOT: tg.url,
              TELEGRAM_WEBHOOK_BASE: 'http://127.0.0.1:9',
              TOLLGATE_OPERATOR_TOKEN: OPERATOR_TOKEN,
            },
            o.nodeArgs,
          );
          await sleep(5000);
          const samples: number[] = [];
          for (let i = 0; i < 10; i++, await sleep(500)) samples.push(rssMb(svc.pid) ?? NaN);
          idleZeroMb = summarise(samples.filter(Number.isFinite)).p50;
          await svc.stop();
          o.log(`  idle with no bot (webhook mode): RSS ${mb(idleZeroMb)}`);
        }
        const bots = benchBots(o.bots);
        const options = {
          env,
          tg,
          bots: o.bots,
          concurrency: o.concurrency,
          rate: o.rate,
          seconds: o.seconds,
          waitSeconds: o.waitSeconds,
          rssCapMb: o.rssCapMb,
          nodeArgs: o.nodeArgs,
          log: o.log,
        };
        report.creation = await creationPart(options, bots);
        if (o.parts.has('webhook')) report.webhook = await webhookPart(options, bots, idleZeroMb);
      } finally {
        await tg.close();
      }
    }
    if (o.parts.has('polling')) {
      o.log(`  long polling at ${o.pollingSizes.map(int).join(', ')} bots`);
      report.polling = await pollingPart({
        newDatabase: o.newDatabase,
        sizes: o.pollingSizes,
        rate: o.pollingRate,
        seconds: 15,
        concurrency: o.concurrency,
        rssCapMb: o.rssCapMb,
        nodeArgs: o.nodeArgs,
        log: o.log,
      });
    }
    if (o.parts.has('instances')) {
      if (o.db !== 'postgres') o.log('  several instances: PostgreSQL only (skipped on SQLite)');
      else {
        o.log(`  three instances on one database, ${int(o.instanceBots)} bots`);
        report.instances = await instancesPart({
          db: await o.newDatabase(),
          bots: o.instanceBots,
          rate: o.rate,
          seconds: o.seconds,
          concurrency: o.concurrency,
          waitSeconds: o.waitSeconds,
          nodeArgs: o.nodeArgs,
          log: o.log,
        });
      }
    }
  } finally {
    closeAgent();
  }
  return report;
}

const s = (v: number) => (Number.isFinite(v) ? `${v.toFixed(1)} s` : 'n/a');
const list = (v: number[]) => v.map(s).join(', ');

export function botsTables(r: BotsReport): string {
  const out: string[] = [];
  if (r.creation) {
    const c = r.creation;
    out.push(
      `#### Creating ${int(c.bots)} bots through POST /v1/bots (${c.concurrency} at a time, each with its token)`,
      '',
      table(
        ['bots', 'created', 'failed', 'time', 'bots/s', 'POST p50', 'POST p99', 'CLI `bots create` (process each)'],
        [
          [
            int(c.bots),
            int(c.created),
            int(c.failed),
            s(c.seconds),
            int(c.created / c.seconds),
            ms(c.latency.p50),
            ms(c.latency.p99),
            c.cli ? `${c.cli.bots} in ${s(c.cli.seconds)} = ${(c.cli.bots / c.cli.seconds).toFixed(1)}/s` : 'n/a',
          ],
        ],
      ),
      '',
    );
  }
  if (r.webhook) {
    const w = r.webhook;
    const reg = w.registration;
    const perBotKb = ((w.idleMb - w.idleZeroMb) * 1024) / w.bots;
    out.push(
      `#### ${int(w.bots)} bots in webhook mode, one instance`,
      '',
      table(
        [
          'bots',
          'listening',
          'registered',
          'start → all registered',
          '50% / 90%',
          'max RSS (VmHWM)',
          'idle RSS, 0 bots',
          `idle RSS, ${int(w.bots)} bots`,
          'per bot',
        ],
        [
          [
            int(w.bots),
            s(reg.listening),
            int(reg.registered),
            Number.isFinite(reg.seconds) ? s(reg.seconds) : `not within ${reg.capSeconds} s`,
            `${s(reg.half)} / ${s(reg.ninety)}`,
            mb(w.maxRssMb),
            mb(w.idleZeroMb),
            mb(w.idleMb),
            Number.isFinite(perBotKb) ? `${perBotKb.toFixed(1)} KB` : 'n/a',
          ],
        ],
      ),
      '',
      ...(w.aborted ? [`Stopped: ${w.aborted}; nothing after the registration was measured.`, ''] : []),
    );
  }
  if (r.webhook?.updates && r.webhook.churn && r.webhook.restart) {
    const w = { ...r.webhook, updates: r.webhook.updates, churn: r.webhook.churn, restart: r.webhook.restart };
    out.push(
      table(
        ['updates', 'rate', 'refused', 'answered', 'twice', 'p50', 'p99', 'max', 'service CPU'],
        [
          [
            int(w.updates.posted),
            `${w.updates.rate}/s for ${w.updates.seconds} s`,
            int(w.updates.refused),
            int(w.updates.answered),
            int(w.updates.twice),
            ms(w.updates.latency.p50),
            ms(w.updates.latency.p99),
            ms(w.updates.latency.max),
            pct(w.updates.serviceCpu),
          ],
        ],
      ),
      '',
      table(
        ['followed (answer → effect)', 'added (setWebhook)', 'token changed (setWebhook, new secret)', 'token removed (webhook refused)'],
        [['each bot', list(w.churn.added), list(w.churn.changed), list(w.churn.removed)]],
      ),
      '',
      table(
        [
          'restart',
          'stop',
          'listening',
          'probes answered',
          'start → probes answered',
          `unchanged bots setWebhook again (${w.restart.windowSeconds} s after)`,
          'calls',
          'max RSS after',
        ],
        [
          [
            'SIGTERM, start',
            s(w.restart.stopSeconds),
            s(w.restart.listeningSeconds),
            `${w.restart.probesAnswered} of ${w.restart.probes}`,
            s(w.restart.servingSeconds),
            int(w.restart.rewebhooked),
            int(w.restart.setWebhookCalls),
            mb(w.restart.maxRssMb),
          ],
        ],
      ),
      '',
    );
  }
  if (r.polling?.length) {
    out.push(
      '#### Long polling (each getUpdates held for the poll timeout, 25 s), one instance',
      '',
      table(
        ['bots', 'polling', 'polls held', 'idle RSS', 'idle CPU', 'updates', 'answered', 'p50', 'p99', 'CPU under updates', 'max RSS'],
        r.polling.map((p) => [
          int(p.bots),
          int(p.polling),
          int(p.held),
          mb(p.idleRssMb),
          pct(p.idleCpu),
          int(p.updates),
          int(p.answered),
          ms(p.latency.p50),
          ms(p.latency.p99),
          pct(p.busyCpu),
          mb(p.maxRssMb),
        ]),
      ),
      '',
    );
  }
  if (r.instances) {
    const i = r.instances;
    out.push(
      `#### Three instances on one PostgreSQL database, ${int(i.bots)} bots, one killed (SIGKILL) ${s(i.killedAt)} in`,
      '',
      table(
        [
          'registered',
          'updates',
          'answered',
          'twice (killed’s bots, answered before the kill / others’)',
          'refused',
          'p50',
          'p99',
          "killed instance's bots",
          'their updates after the kill',
          'gap: p50 / max',
          'others after the kill p99',
        ],
        [
          [
            `${int(i.registered)} of ${int(i.bots)}`,
            int(i.updates.posted),
            int(i.updates.answered),
            `${int(i.updates.twice)} (${int(i.twiceKilled)}, ${int(i.twiceCutOff)} / ${int(i.twiceOthers)})`,
            int(i.updates.refused),
            ms(i.updates.latency.p50),
            ms(i.updates.latency.p99),
            int(i.killedBots),
            `${int(i.orphaned.answered)} of ${int(i.orphaned.posted)} answered`,
            `${ms(i.orphaned.p50)} / ${ms(i.orphaned.max)}`,
            ms(i.others.p99),
          ],
        ],
      ),
      '',
    );
  }
  return out.join('\n');
}
