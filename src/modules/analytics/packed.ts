// The packed values of the analytics tables (SPEC §17): a member's MRR steps (analytics_members.steps)
// and the changes at the exact instants of one quarter hour (mrr_instants.changes). One value per
// member or per quarter hour instead of a row per step: a rebuild at 1M orders writes ~50k members
// and ~105k quarter hours, in key order, where it wrote 2M rows in random index order.
// Numbers are written in base 36 (instants as offsets: from the previous step, or from the
// quarter hour's start), fields split by ':', entries by ';'.
import type { Step } from './history.js';

/** The changes of the bot's sums at one instant in one currency: of its MRR, of its paying
 * members, and how many closed paying runs start and end there. */
export interface Change {
  at: number;
  currency: string;
  mrr: number;
  members: number;
  starts: number;
  ends: number;
}

const n36 = (n: number) => n.toString(36);
const from36 = (text: string) => Number.parseInt(text, 36);

/** "USD,EUR|0:ldx8q5s0:3e8;1:1hc:0": the currencies, then each step's currency (its index), its
 * instant after the step before (the first: after 1970) and the MRR from then on. */
export function packSteps(steps: readonly Step[]): string {
  if (!steps.length) return '';
  const currencies: string[] = [];
  const index = new Map<string, number>();
  const entries: string[] = [];
  let previous = 0;
  for (const step of steps) {
    let i = index.get(step.currency);
    if (i === undefined) {
      i = currencies.length;
      currencies.push(step.currency);
      index.set(step.currency, i);
    }
    entries.push(`${i}:${n36(step.at - previous)}:${n36(step.mrr)}`);
    previous = step.at;
  }
  return `${currencies.join(',')}|${entries.join(';')}`;
}

export function unpackSteps(packed: string): Step[] {
  if (!packed) return [];
  const bar = packed.indexOf('|');
  const currencies = packed.slice(0, bar).split(',');
  const steps: Step[] = [];
  let at = 0;
  for (const entry of packed.slice(bar + 1).split(';')) {
    const [i, delta, mrr] = entry.split(':') as [string, string, string];
    at += from36(delta);
    steps.push({ currency: currencies[Number(i)]!, at, mrr: from36(mrr) });
  }
  return steps;
}

/** "1hc:USD:3e8:1:0:0;…": per change, its instant after the quarter hour's start (`start`), its
 * currency and its four changes. */
export function packChanges(start: number, changes: readonly Change[]): string {
  return changes.map((c) => `${n36(c.at - start)}:${c.currency}:${n36(c.mrr)}:${n36(c.members)}:${n36(c.starts)}:${n36(c.ends)}`).join(';');
}

export function unpackChanges(start: number, packed: string): Change[] {
  if (!packed) return [];
  return packed.split(';').map((entry) => {
    const [at, currency, mrr, members, starts, ends] = entry.split(':') as [string, string, string, string, string, string];
    return { at: start + from36(at), currency, mrr: from36(mrr), members: from36(members), starts: from36(starts), ends: from36(ends) };
  });
}

/** The changes summed per instant and currency, in that order, those adding up to nothing left out. */
export function sumChanges(changes: Change[]): Change[] {
  changes.sort((a, b) => a.at - b.at || (a.currency < b.currency ? -1 : a.currency > b.currency ? 1 : 0));
  const out: Change[] = [];
  for (const c of changes) {
    const last = out[out.length - 1];
    if (last && last.at === c.at && last.currency === c.currency) {
      last.mrr += c.mrr;
      last.members += c.members;
      last.starts += c.starts;
      last.ends += c.ends;
    } else out.push({ ...c });
  }
  return out.filter((c) => c.mrr !== 0 || c.members !== 0 || c.starts !== 0 || c.ends !== 0);
}
