// What the signed-in key may do (SPEC §14): its level (GET /session), shared with every screen. The
// table of powers is src/team/powers.ts, the one the API checks: a screen offers an action only
// when the level allows its power, and says in plain words what is not the reader's to change.
// The API refuses the rest anyway.
import { type ComponentChildren, createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { allows, POWERS, type Power } from '../../team/powers.js';
import { t } from '../i18n.js';

/** The level of the signed-in key (8 until a screen is given another). */
export const Level = createContext(8);

export function useLevel(): number {
  return useContext(Level);
}

export function useAllows(power: Power): boolean {
  return allows(useContext(Level), power);
}

/** "Changing plans needs level 4; you are level 3." (`what`: the action, in the reader's words) */
export function needs(what: string, power: Power, level: number): string {
  return t('needs', { what, needed: POWERS[power].level, level });
}

/** The sentence that stands where an action the level does not allow would be. */
export function NotYours({ what, power }: { what: string; power: Power }) {
  return <p class="muted not-yours">{needs(what, power, useLevel())}</p>;
}

/** `children` when the level allows `power`; otherwise the sentence saying what it needs. */
export function Allowed({ power, what, children }: { power: Power; what: string; children: ComponentChildren }) {
  return useAllows(power) ? children : <NotYours what={what} power={power} />;
}
