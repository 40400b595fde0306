// The cohort table as a heat map: a row per month of first payment (oldest first), its members,
// then the share of them still paying at the end of month 0, 1, 2… (the last one now). The darker
// the cell, the more stayed; its text is black or white, whichever reads better on that shade
// (at least 4.5:1 on every shade), and the counts are in its title and accessible name.
import type { Cohort } from '../../client/types.js';
import { t } from '../i18n.js';
import { formatNumber, formatPercent, percentOf } from './format.js';
import { TableWrap } from './table.js';

/** The lightest and darkest shades (0 % and 100 % retained), RGB. */
const LIGHT = [239, 246, 255];
const DARK = [30, 58, 138];

/** WCAG relative luminance of an RGB colour. */
function luminance(rgb: number[]): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** A cell's background for `percent` and the text colour that contrasts most with it. */
export function shade(percent: number): { background: string; color: string } {
  const t = percent / 100;
  const rgb = LIGHT.map((light, i) => Math.round(light + (DARK[i]! - light) * t));
  const l = luminance(rgb);
  // Contrast with black is (l + 0.05) / 0.05; with white 1.05 / (l + 0.05).
  const color = (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
  return { background: `rgb(${rgb.join(', ')})`, color };
}

export function CohortTable({ cohorts }: { cohorts: Cohort[] }) {
  const months = Math.max(0, ...cohorts.map((c) => c.retained.length));
  const caption = t('cohorts-caption');
  return (
    <TableWrap caption={caption} scrolls>
      <table class="heat-map">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('cohorts-cohort')}</th>
            <th scope="col" class="num">
              {t('cohorts-members')}
            </th>
            {Array.from({ length: months }, (_, k) => (
              <th scope="col" class="month" key={k}>
                {t('cohorts-month', { month: k })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {cohorts.map((c) => (
            <tr key={c.cohort}>
              <th scope="row">{c.cohort}</th>
              <td class="num">{formatNumber(c.members)}</td>
              {Array.from({ length: months }, (_, k) => {
                const n = c.retained[k];
                // A month the cohort has not reached yet, or a cohort nobody joined: empty.
                if (n === undefined || c.members === 0) return <td key={k} class="heat" />;
                const percent = percentOf(n, c.members);
                const shown = formatPercent(percent / 100);
                const args = { count: n, members: c.members, month: k, percent: shown };
                const said = k === c.retained.length - 1 ? t('cohorts-cell-now', args) : t('cohorts-cell', args);
                return (
                  <td key={k} class="heat" style={shade(percent)} title={said} aria-label={said}>
                    {shown}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
