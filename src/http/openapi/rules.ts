// The validation notes of our schemas, said in words every validator takes (SPEC §7: Ajv in strict
// mode refuses unknown keywords and formats). In the document only: requests are still checked
// with the full schemas (schema/formats.ts, schema/field-errors.ts).
// - `x-rule` (the sentence a failure of the field is told with) joins the description;
// - `x-secret` becomes `writeOnly` (sent, never answered);
// - a format of ours (`iso4217`, `plan-duration`, …) becomes its rule in the description, plus a
//   pattern where one says part of it; the standard formats (date-time, uri, email…) stay.
import { FORMATS } from '../../schema/formats.js';

type Node = Record<string, unknown>;

/** Formats JSON Schema 2020-12 and OpenAPI 3.1 define (ajv-formats knows them all). */
const STANDARD_FORMATS = new Set([
  'date-time',
  'date',
  'time',
  'duration',
  'email',
  'idn-email',
  'hostname',
  'idn-hostname',
  'ipv4',
  'ipv6',
  'uri',
  'uri-reference',
  'iri',
  'iri-reference',
  'uuid',
  'uri-template',
  'json-pointer',
  'relative-json-pointer',
  'regex',
  'int32',
  'int64',
  'float',
  'double',
  'password',
  'byte',
  'binary',
]);

/** What a pattern can say of a format of ours (the rest is in the description). */
const FORMAT_PATTERNS: Record<string, string> = { iso4217: '^[A-Z]{3}$' };

export function plainRules(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(plainRules);
  if (typeof node !== 'object' || node === null) return node;
  const out: Node = {};
  for (const [key, value] of Object.entries(node)) out[key] = key === 'example' || key === 'examples' ? value : plainRules(value);
  const rules: string[] = [];
  if (typeof out['x-rule'] === 'string') rules.push(out['x-rule']);
  if (typeof out.format === 'string' && !STANDARD_FORMATS.has(out.format)) {
    const format = out.format;
    delete out.format;
    if (rules.length === 0 && FORMATS[format]) rules.push(FORMATS[format].explain(''));
    if (FORMAT_PATTERNS[format] && out.pattern === undefined) out.pattern = FORMAT_PATTERNS[format];
  }
  if (out['x-secret'] === true) out.writeOnly = true;
  delete out['x-rule'];
  delete out['x-secret'];
  delete out['x-value-messages'];
  const description = typeof out.description === 'string' ? out.description : '';
  const added = rules.map(sentence).filter((s) => !description.includes(s.slice(0, -1)));
  if (added.length) out.description = [description, ...added].filter(Boolean).join(' ');
  return out;
}

/** "must be …" → "Must be …." */
function sentence(rule: string): string {
  const text = rule.charAt(0).toUpperCase() + rule.slice(1);
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
