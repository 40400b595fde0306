// Exports (SPEC §16): a bot's members and orders as CSV files, made a chunk of rows at a time
// through one snapshot, so a file is consistent, memory stays flat whatever the bot's size, and the
// service goes on writing meanwhile. A file is a generator of text: its first chunk (the header
// row) comes only once the input is checked and the snapshot open, so whoever sends it can still
// answer an error cleanly before that.
import { invalid } from '../../errors.js';
import { formatDecimalAmount } from '../../money/index.js';
import { isoFromMs } from '../../time/iso.js';
import type { NamedFile } from '../common/chunks.js';
import { type ServiceDeps, snapshotOpener } from '../common/deps.js';
import { toOrderRecord } from '../orders/service.js';
import { type FormColumns, formHeader, isBanned, MEMBER_COLUMNS, NO_FORMS, ORDER_COLUMNS } from './columns.js';
import { type Cell, csvRow } from './csv.js';
import * as repo from './repository.js';
import type { OrderExportInput } from './schemas.js';

/** Rows read per query: large enough to stream fast, small enough to keep memory flat and let the
 * service's own queries in between (SQLite in memory shares its one connection). */
const ORDER_CHUNK = 1_000;
const MEMBER_CHUNK = 2_000;

/** A byte order mark first: Excel reads a CSV without one in the computer's legacy code page and
 * garbles every name outside ASCII; spreadsheets and CSV libraries that know UTF-8 skip it. */
export const BOM = '\uFEFF';

const orderRange = (query: OrderExportInput): repo.OrderRange => {
  const from = query.from === undefined ? undefined : Date.parse(query.from);
  const to = query.to === undefined ? undefined : Date.parse(query.to);
  if (from !== undefined && to !== undefined && from > to) throw invalid('from', `must not be after to (${query.from} is after ${query.to})`);
  return { from, to };
};

const numeric = (value: number | string | null): number | null => (value === null ? null : Number(value));

export function createExportService(deps: ServiceDeps, forms: FormColumns = NO_FORMS) {
  const { now } = deps;
  const openSnapshot = snapshotOpener(deps);
  const fileName = (botId: number, what: string) => `tollgate-bot${botId}-${what}-${isoFromMs(now()).slice(0, 10)}.csv`;

  /** Every order of the bot paid in [from, to), oldest first. A `from` after `to` fails first. */
  async function* orderChunks(botId: number, query: OrderExportInput): AsyncGenerator<string> {
    const range = orderRange(query);
    const snapshot = await openSnapshot();
    try {
      yield BOM + csvRow(ORDER_COLUMNS);
      let after: [number, number] | undefined;
      for (;;) {
        const rows = await repo.readOrders(snapshot.db, botId, range, after, ORDER_CHUNK);
        const lines: string[] = [];
        for (const row of rows) {
          const record = toOrderRecord(row) as unknown as Record<string, Cell>;
          lines.push(csvRow(ORDER_COLUMNS.map((c) => record[c])));
        }
        if (lines.length) yield lines.join('');
        if (rows.length < ORDER_CHUNK) break;
        const last = rows[rows.length - 1]!;
        after = [Number(last.paid_at), Number(last.order_id)];
      }
    } finally {
      await snapshot.close();
    }
  }

  /** Every member of the bot by member_id, with their access, plans, money paid and form answers. */
  async function* memberChunks(botId: number): AsyncGenerator<string> {
    const snapshot = await openSnapshot();
    try {
      const view = snapshot.db;
      const headers = (await forms.questions(view, botId)).map(formHeader);
      yield BOM + csvRow([...MEMBER_COLUMNS, ...headers]);
      let after: string | undefined;
      for (;;) {
        const rows = await repo.readMembers(view, botId, after, MEMBER_CHUNK);
        if (!rows.length) break;
        const last = rows[rows.length - 1]!.member_id;
        const subscriptions = groupBy(await repo.subscriptionsOf(view, botId, after, last));
        const paid = groupBy(await repo.paidBy(view, botId, after, last));
        const answers = headers.length ? await forms.answers(view, botId, after, last) : new Map<string, Map<string, string>>();
        let text = '';
        for (const member of rows) {
          const access = accessOf(subscriptions.get(member.member_id) ?? []);
          const money = paid.get(member.member_id) ?? [];
          const firstPaid = money.length ? Math.min(...money.map((m) => Number(m.first_paid_at))) : null;
          const answered = answers.get(member.member_id);
          text += csvRow([
            member.member_id,
            member.username,
            member.first_name,
            member.language_code,
            access.live,
            access.plans.join('; '),
            access.ends === null ? null : isoFromMs(access.ends),
            money.map((m) => `${m.currency} ${formatDecimalAmount(BigInt(m.paid_minor), m.currency)}`).join('; '),
            firstPaid === null ? null : isoFromMs(firstPaid),
            member.referred_by,
            isBanned(member),
            ...headers.map((h) => answered?.get(h)),
          ]);
        }
        yield text;
        if (rows.length < MEMBER_CHUNK) break;
        after = last;
      }
    } finally {
      await snapshot.close();
    }
  }

  return {
    orders: (botId: number, query: OrderExportInput = {}): NamedFile => ({ name: fileName(botId, 'orders'), chunks: orderChunks(botId, query) }),
    members: (botId: number): NamedFile => ({ name: fileName(botId, 'members'), chunks: memberChunks(botId) }),
  };
}

function groupBy<T extends { member_id: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.member_id);
    if (group) group.push(row);
    else groups.set(row.member_id, [row]);
  }
  return groups;
}

/**
 * A member's access as the file shows it: whether a live subscription gives access now, the live
 * plans' names, and the latest end — of the live subscriptions (none: a lifetime one, left empty)
 * or, with none live, when the last one ended (empty: never subscribed).
 */
function accessOf(subscriptions: repo.SubscriptionFact[]): { live: boolean; plans: string[]; ends: number | null } {
  const live = subscriptions.filter((s) => Boolean(Number(s.live)));
  if (live.length) {
    const lifetime = live.some((s) => s.expires_at === null);
    const ends = lifetime ? null : Math.max(...live.map((s) => Number(s.expires_at)));
    return { live: true, plans: [...new Set(live.map((s) => s.plan_name))], ends };
  }
  const ended = subscriptions.map((s) => numeric(s.ended_at) ?? numeric(s.expires_at)).filter((t) => t !== null);
  return { live: false, plans: [], ends: ended.length ? Math.max(...ended) : null };
}

export type ExportService = ReturnType<typeof createExportService>;
