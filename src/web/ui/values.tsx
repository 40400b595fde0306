// Values as the lists show them (see format.ts for the style): a time in the bot's zone, a plan by
// its name, a member by name with their id after it. The directory knows the zone and the names
// before a list shows (its loader waits for `know()`).
import { t } from '../i18n.js';
import type { Directory } from './directory.js';
import { formatDate, formatDateTime, memberName } from './format.js';

/** An instant in the bot's time zone: date and time, or the date only. */
export function When({ iso, dir, date = false }: { iso: string; dir: Directory; date?: boolean }) {
  return <time dateTime={iso}>{date ? formatDate(iso, dir.zone) : formatDateTime(iso, dir.zone)}</time>;
}

export function PlanName({ id, dir }: { id: number; dir: Directory }) {
  return <>{dir.plan(id)?.plan_name ?? t('plan-fallback', { id: String(id) })}</>;
}

/** "Hanako @hanako 5551234" (the id muted); the id alone for a member the platform named not. */
export function MemberName({ id, dir }: { id: string; dir: Directory }) {
  const name = memberName(dir.member(id));
  if (!name) return <>{id}</>;
  return (
    <>
      {name} <span class="muted">{id}</span>
    </>
  );
}
