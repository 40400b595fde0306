// What the lists need besides their own rows, known before a list shows (so nothing jumps as it
// arrives): the bot's time zone, and the plans and members its rows name by id. One directory per
// signed-in client: plans are read once (again when an unknown one turns up), each member once.
// The API has no lookup of many members at once, so each is read with GET /members/{id}, a few
// at a time, only for the ids a page shows.
import type { Tollgate } from '../../client/tollgate.js';
import type { Member, Plan } from '../../client/types.js';
import { t } from '../i18n.js';
import { wallTimeInstant } from './zone.js';

/** Members read at the same time, at most. */
const PARALLEL = 6;

export interface Needs {
  plans?: Iterable<number>;
  members?: Iterable<string>;
}

export class Directory {
  #zone: string | undefined;
  readonly #client: Tollgate;
  #settings: Promise<string> | undefined;
  readonly #plans = new Map<number, Plan>();
  #plansLoading: Promise<void> | undefined;
  readonly #members = new Map<string, Member | null>();
  readonly #membersLoading = new Map<string, Promise<void>>();
  /** Whether the signed-in level may read members (SPEC §14): below it, members are shown by id. */
  readsMembers = true;

  constructor(client: Tollgate) {
    this.#client = client;
  }

  /** The bot's IANA time zone; right once `know()` or `timeZone()` has answered (every list waits
   * for it before it shows). */
  get zone(): string {
    return this.#zone ?? 'UTC';
  }
  get zoneKnown(): boolean {
    return this.#zone !== undefined;
  }

  /** The bot's time zone, read once (again after `forgetZone`). */
  timeZone(): Promise<string> {
    this.#settings ??= this.#client.getSettings().then(
      (s) => {
        this.#zone = s.timezone;
        return s.timezone;
      },
      (err: unknown) => {
        this.#settings = undefined;
        throw err;
      },
    );
    return this.#settings;
  }

  /** The settings changed (the zone may have): read them again next time. */
  forgetZone(): void {
    this.#settings = undefined;
  }

  /** The zone, and the plans and members named, known (as far as the API knows them). */
  async know(needs: Needs = {}): Promise<void> {
    await Promise.all([this.timeZone(), this.#needPlans(needs.plans ?? []), this.#needMembers(needs.members ?? [])]);
  }

  plan(id: number): Plan | undefined {
    return this.#plans.get(id);
  }

  /** The member, null when they could not be read, undefined when not asked for. */
  member(id: string): Member | null | undefined {
    return this.#members.get(id);
  }

  /** Rows a screen read anyway (the Plans and Members lists) replace what was known of them. */
  rememberPlans(plans: Iterable<Plan>): void {
    for (const p of plans) this.#plans.set(p.plan_id, p);
  }
  rememberMembers(members: Iterable<Member>): void {
    for (const m of members) this.#members.set(m.member_id, m);
  }

  async #needPlans(ids: Iterable<number>): Promise<void> {
    if ([...ids].every((id) => this.#plans.has(id))) return;
    this.#plansLoading ??= (async () => {
      try {
        const all: Plan[] = [];
        for await (const plan of this.#client.paginate(this.#client.listPlans, { limit: 100 })) all.push(plan);
        this.rememberPlans(all);
      } finally {
        this.#plansLoading = undefined;
      }
    })();
    await this.#plansLoading;
  }

  async #needMembers(ids: Iterable<string>): Promise<void> {
    if (!this.readsMembers) return;
    const missing = [...new Set(ids)].filter((id) => !this.#members.has(id) && !this.#membersLoading.has(id));
    const queue = [...missing];
    const worker = async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        try {
          const { subscriptions: _s, orders: _o, ...member } = await this.#client.getMember(id);
          this.#members.set(id, member);
        } catch {
          this.#members.set(id, null);
        }
      }
    };
    const loading = Promise.all(Array.from({ length: Math.min(PARALLEL, queue.length) }, worker)).then(() => undefined);
    for (const id of missing) this.#membersLoading.set(id, loading);
    await loading;
    for (const id of missing) this.#membersLoading.delete(id);
    // Ids another list is reading already: wait for those too.
    await Promise.all([...new Set(ids)].map((id) => this.#membersLoading.get(id)));
  }
}

const directories = new WeakMap<Tollgate, Directory>();

/** The directory of this signed-in client (one per session). */
export function directoryOf(client: Tollgate): Directory {
  let d = directories.get(client);
  if (!d) {
    d = new Directory(client);
    directories.set(client, d);
  }
  return d;
}

/** A datetime-local value, a wall-clock time of the bot's time zone, as an instant. */
export async function instantOf(client: Tollgate, local: string): Promise<string> {
  return wallTimeInstant(local, await directoryOf(client).timeZone());
}

/** A datetime-local field's hint: whose clock it is read on. */
export const zoneHint = (dir: Directory) => (dir.zoneKnown ? t('zone-hint', { zone: dir.zone }) : t('zone-hint-unknown'));
