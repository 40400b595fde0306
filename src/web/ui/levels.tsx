// Admin levels as a person picks one (SPEC §14, docs/team.md): each with the powers it adds.
import { t } from '../i18n.js';

/** Each level's message: the powers it adds. */
const POWERS_ADDED: Record<number, string> = {
  2: 'level-2',
  3: 'level-3',
  4: 'level-4',
  5: 'level-5',
  6: 'level-6',
  7: 'level-7',
  8: 'level-8',
};
const LEVELS = [2, 3, 4, 5, 6, 7, 8];

/** "4 · chats, bans and plans" (the number alone for a level this table lacks). */
export const levelInWords = (level: number): string => {
  const powers = POWERS_ADDED[level];
  return powers ? t('level-option', { level, powers: t(powers) }) : String(level);
};

/** The levels an admin of `level` may give (SPEC §14): any up to 8 at level 8, else below their own. */
export const levelOptions = (level = 8) =>
  LEVELS.filter((n) => level >= 8 || n < level).map((n) => (
    <option key={n} value={String(n)}>
      {levelInWords(n)}
    </option>
  ));
