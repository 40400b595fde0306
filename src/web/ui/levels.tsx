// Admin levels as a person picks one (SPEC §14, docs/team.md): each with the powers it adds.
export const LEVELS: [number, string][] = [
  [2, '2 · flood control'],
  [3, '3 · analytics and broadcasts'],
  [4, '4 · chats, bans and plans'],
  [5, '5 · exports'],
  [6, '6 · backups, coupons and forms'],
  [7, '7 · members and projects'],
  [8, '8 · everything'],
];

/** The levels an admin of `level` may give (SPEC §14): any up to 8 at level 8, else below their own. */
export const levelOptions = (level = 8) =>
  LEVELS.filter(([n]) => level >= 8 || n < level).map(([n, label]) => (
    <option key={n} value={String(n)}>
      {label}
    </option>
  ));
