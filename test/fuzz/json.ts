// JSON text with control over every token: raw number tokens (beyond 2^53, -0, 1e400), keys in
// any order, duplicate keys and `__proto__` as an ordinary key; and percent-encoding for URLs.

export class Raw {
  constructor(readonly text: string) {}
}
export class JObj {
  constructor(readonly entries: [string, JVal][]) {}
  get(name: string): JVal | undefined {
    return this.entries.find(([k]) => k === name)?.[1];
  }
  has(name: string): boolean {
    return this.entries.some(([k]) => k === name);
  }
  without(name: string): JObj {
    return new JObj(this.entries.filter(([k]) => k !== name));
  }
  with(name: string, value: JVal): JObj {
    return new JObj([...this.entries.filter(([k]) => k !== name), [name, value]]);
  }
  plus(name: string, value: JVal): JObj {
    return new JObj([...this.entries, [name, value]]);
  }
}
export type JVal = null | boolean | number | string | Raw | JObj | JVal[];

export function jsonText(v: JVal): string {
  if (v instanceof Raw) return v.text;
  if (v instanceof JObj) return `{${v.entries.map(([k, x]) => `${JSON.stringify(k)}:${jsonText(x)}`).join(',')}}`;
  if (Array.isArray(v)) return `[${v.map(jsonText).join(',')}]`;
  return JSON.stringify(v) ?? 'null';
}

export const obj = (o: Record<string, JVal>) => new JObj(Object.entries(o));

/** Percent-encodes the UTF-8 bytes of `s` (lone surrogates become U+FFFD) except unreserved characters. */
export function pct(s: string): string {
  let out = '';
  for (const b of Buffer.from(s, 'utf8')) {
    const c = String.fromCharCode(b);
    out += /[A-Za-z0-9\-._~]/.test(c) ? c : `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}
