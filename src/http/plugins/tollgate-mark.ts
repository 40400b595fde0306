// Tollgate's mark, one drawing for every place that shows it: a barrier (post and striped boom)
// on a dark tile. ICON is the mark alone (favicons); LOGO is the mark and the word, for a dark bar.

/** The barrier on a 32×32 tile. */
const MARK =
  '<rect width="32" height="32" rx="6" fill="#1e293b"/>' +
  '<rect x="5" y="8" width="5" height="18" rx="1" fill="#f8fafc"/>' +
  '<rect x="3" y="25" width="9" height="3" rx="1" fill="#f8fafc"/>' +
  '<rect x="9" y="11" width="20" height="5" rx="1.5" fill="#f8fafc"/>' +
  '<path d="M12 11h4l-3 5h-4zM20 11h4l-3 5h-4z" fill="#dc2626"/>' +
  '<circle cx="7.5" cy="13.5" r="1.5" fill="#dc2626"/>';

const SVG = 'xmlns="http://www.w3.org/2000/svg"';

export const TOLLGATE_ICON_SVG = `<svg ${SVG} viewBox="0 0 32 32" role="img" aria-label="Tollgate"><title>Tollgate</title>${MARK}</svg>`;

export const TOLLGATE_LOGO_SVG =
  `<svg ${SVG} viewBox="0 0 148 40" role="img" aria-label="Tollgate"><title>Tollgate</title>` +
  `<g transform="translate(4 4)">${MARK}</g>` +
  '<text x="44" y="28" fill="#f8fafc" font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif" font-size="22" font-weight="600">Tollgate</text>' +
  '</svg>';
