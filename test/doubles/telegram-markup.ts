// parse_mode for the Telegram double: TDLib's Markdown, MarkdownV2 and HTML parsers reduced to what
// a double needs, the text that remains (its length is what the 4096 limit counts) and the refusals,
// with TDLib's wording and UTF-8 byte offsets ("can't parse entities: …").

/** A refusal of the text's markup; the method turns it into `Bad Request: can't parse entities: …`. */
export class MarkupError extends Error {}

/** The text as a C string: reading past the end gives 0, as TDLib's parsers rely on. */
class Bytes {
  readonly data: Buffer;
  constructor(text: string) {
    this.data = Buffer.from(text, 'utf8');
  }
  get size(): number {
    return this.data.length;
  }
  at(i: number): number {
    return this.data[i] ?? 0;
  }
  char(i: number): string {
    return String.fromCharCode(this.at(i));
  }
}

const isSpace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d || c === 0x0b || c === 0x0c;
const code = (char: string) => char.charCodeAt(0);

/** Legacy Markdown: `*bold*`, `_italic_`, `` `code` ``, ```` ```pre``` ````, `[text](url)`; \ escapes _ * ` [. */
function parseMarkdown(text: string): string {
  const t = new Bytes(text);
  const out: number[] = [];
  for (let i = 0; i < t.size; i++) {
    const c = t.at(i);
    if (c === code('\\') && '_*`['.includes(t.char(i + 1))) {
      out.push(t.at(++i));
      continue;
    }
    if (!'_*`['.includes(String.fromCharCode(c))) {
      out.push(c);
      continue;
    }
    const begin = i;
    const end = c === code('[') ? code(']') : c;
    const pre = c === code('`') && t.at(i + 1) === c && t.at(i + 2) === c;
    i += pre ? 3 : 1;
    while (i < t.size && (t.at(i) !== end || (pre && !(t.at(i + 1) === end && t.at(i + 2) === end)))) out.push(t.at(i++));
    if (i >= t.size) throw new MarkupError(`Can't find end of the entity starting at byte offset ${begin}`);
    if (c === code('[') && t.at(i + 1) === code('(')) {
      i += 2;
      while (i < t.size && t.at(i) !== code(')')) i++;
    }
    if (pre) i += 2;
  }
  return Buffer.from(out).toString('utf8');
}

type V2Entity = 'Bold' | 'Italic' | 'Underline' | 'Strikethrough' | 'Spoiler' | 'TextUrl' | 'CustomEmoji' | 'Code' | 'Pre' | 'BlockQuote';

const reserved = (c: number) => c !== 0 && '_*[]()~`>#+-=|{}.!\n'.includes(String.fromCharCode(c));
const reservedError = (c: number) => new MarkupError(`Character '${String.fromCharCode(c)}' is reserved and must be escaped with the preceding '\\'`);

/** MarkdownV2: every reserved character outside an entity must be escaped with \. */
function parseMarkdownV2(text: string): string {
  const t = new Bytes(text);
  const out: number[] = [];
  const nested: Array<{ type: V2Entity; offset: number }> = [];
  let haveBlockquote = false;
  let canStartBlockquote = true;
  const top = () => nested[nested.length - 1]?.type;
  const endOf = (entity: { type: V2Entity; offset: number }) => new MarkupError(`Can't find end of ${entity.type} entity at byte offset ${entity.offset}`);
  const readUrl = (i: number): number => {
    const begin = i;
    while (i < t.size && t.at(i) !== code(')')) i += t.at(i) === code('\\') && t.at(i + 1) > 0 && t.at(i + 1) <= 126 ? 2 : 1;
    if (t.at(i) !== code(')')) throw new MarkupError(`Can't find end of a URL at byte offset ${begin}`);
    return i;
  };
  for (let i = 0; i < t.size; i++) {
    const c = t.at(i);
    if (c === code('\\') && t.at(i + 1) > 0 && t.at(i + 1) <= 126) {
      out.push(t.at(++i));
      if (t.at(i) !== code('\r')) canStartBlockquote = t.at(i) === code('\n');
      continue;
    }
    const inCode = top() === 'Code' || top() === 'Pre';
    if (inCode ? c !== code('`') : !reserved(c)) {
      out.push(c);
      if ((c & 0xc0) !== 0x80 && c !== code('\r')) canStartBlockquote = false;
      continue;
    }
    const ends = (() => {
      if (haveBlockquote && c === code('\n') && (i + 1 === t.size || t.at(i + 1) !== code('>'))) return true;
      switch (top()) {
        case 'Bold':
          return c === code('*');
        case 'Italic':
          return c === code('_') && t.at(i + 1) !== code('_');
        case 'Underline':
          return c === code('_') && t.at(i + 1) === code('_');
        case 'Strikethrough':
          return c === code('~');
        case 'Spoiler':
          return c === code('|') && t.at(i + 1) === code('|');
        case 'TextUrl':
        case 'CustomEmoji':
          return c === code(']');
        case 'Code':
          return c === code('`');
        case 'Pre':
          return c === code('`') && t.at(i + 1) === c && t.at(i + 2) === c;
        default:
          return false;
      }
    })();
    if (!ends) {
      const offset = i;
      let type: V2Entity | undefined;
      switch (String.fromCharCode(c)) {
        case '_':
          type = t.at(i + 1) === code('_') ? 'Underline' : 'Italic';
          if (type === 'Underline') i++;
          break;
        case '*':
          type = 'Bold';
          break;
        case '~':
          type = 'Strikethrough';
          break;
        case '|':
          if (t.at(i + 1) !== code('|')) throw reservedError(c);
          i++;
          type = 'Spoiler';
          break;
        case '[':
          type = 'TextUrl';
          break;
        case '`':
          if (t.at(i + 1) === c && t.at(i + 2) === c) {
            i += 3;
            let languageEnd = i;
            while (!isSpace(t.at(languageEnd)) && t.at(languageEnd) !== code('`') && languageEnd < t.size) languageEnd++;
            if (i !== languageEnd && languageEnd < t.size && t.at(languageEnd) !== code('`')) i = languageEnd;
            if (t.at(i) === code('\n') || t.at(i) === code('\r'))
              i += (t.at(i + 1) === code('\n') || t.at(i + 1) === code('\r')) && t.at(i) !== t.at(i + 1) ? 2 : 1;
            i--;
            type = 'Pre';
          } else {
            type = 'Code';
          }
          break;
        case '!':
          if (t.at(i + 1) !== code('[')) throw reservedError(c);
          i++;
          type = 'CustomEmoji';
          break;
        case '\n':
          out.push(c);
          canStartBlockquote = true;
          break;
        case '>':
          if (!canStartBlockquote) throw reservedError(c);
          if (!haveBlockquote) {
            type = 'BlockQuote';
            haveBlockquote = true;
          }
          break;
        default:
          throw reservedError(c);
      }
      if (type) nested.push({ type, offset });
      continue;
    }
    const entity = nested[nested.length - 1]!;
    if (c === code('\n') && entity.type !== 'BlockQuote') {
      const spoilerAtEnd = entity.type === 'Spoiler' && (entity.offset === i - 2 || (entity.offset === i - 3 && out[out.length - 1] === code('\r')));
      if (!spoilerAtEnd) throw endOf(entity);
      nested.pop();
      const outer = nested[nested.length - 1];
      if (outer?.type !== 'BlockQuote') throw endOf(outer ?? entity);
    }
    const closing = nested[nested.length - 1]!;
    switch (closing.type) {
      case 'Underline':
      case 'Spoiler':
        i++;
        break;
      case 'Pre':
        i += 2;
        break;
      case 'TextUrl':
        if (t.at(i + 1) === code('(')) i = readUrl(i + 2);
        break;
      case 'CustomEmoji':
        if (t.at(i + 1) !== code('(')) throw new MarkupError('The entity must contain a tg://emoji or tg://time URL');
        i = readUrl(i + 2);
        break;
      case 'BlockQuote':
        haveBlockquote = false;
        out.push(c);
        canStartBlockquote = true;
        break;
      default:
        break;
    }
    nested.pop();
  }
  const last = nested[nested.length - 1];
  if (haveBlockquote && last?.type === 'Spoiler' && last.offset === t.size - 2) nested.pop();
  if (haveBlockquote && nested[nested.length - 1]?.type === 'BlockQuote') nested.pop();
  const open = nested[nested.length - 1];
  if (open) throw endOf(open);
  return Buffer.from(out).toString('utf8');
}

const HTML_TAGS = ['a', 'b', 'strong', 'i', 'em', 's', 'strike', 'del', 'u', 'ins', 'tg-spoiler', 'tg-emoji', 'tg-time', 'span', 'pre', 'code', 'blockquote'];
const NAMED_ENTITIES: Record<string, number> = { lt: 0x3c, gt: 0x3e, amp: 0x26, quot: 0x22 };

/** TDLib's decode_html_entity: the code point and where the entity ends, or undefined (kept as text). */
function htmlEntity(t: Bytes, pos: number): { cp: number; end: number } | undefined {
  let end = pos + 1;
  let cp = 0;
  if (t.at(pos + 1) === code('#')) {
    end++;
    const hex = t.at(pos + 2) === code('x');
    if (hex) end++;
    const digit = hex ? /[0-9a-fA-F]/ : /[0-9]/;
    while (digit.test(t.char(end))) cp = cp * (hex ? 16 : 10) + Number.parseInt(t.char(end++), 16);
    if (cp === 0 || cp >= 0x10ffff || end - pos >= 10) return undefined;
  } else {
    while (/[A-Za-z]/.test(t.char(end))) end++;
    const found = NAMED_ENTITIES[t.data.subarray(pos + 1, end).toString('latin1')];
    if (found === undefined) return undefined;
    cp = found;
  }
  return { cp, end: t.at(end) === code(';') ? end + 1 : end };
}

/** HTML: the supported tags, properly nested; a bare < is a tag, a bare & stays text. */
function parseHtml(text: string): string {
  const t = new Bytes(text);
  const out: Buffer[] = [];
  const nested: string[] = [];
  const lower = (from: number, to: number) => t.data.subarray(from, to).toString('utf8').toLowerCase();
  for (let i = 0; i < t.size; i++) {
    const c = t.at(i);
    if (c === code('&')) {
      const entity = htmlEntity(t, i);
      if (entity) {
        out.push(Buffer.from(String.fromCodePoint(entity.cp), 'utf8'));
        i = entity.end - 1;
        continue;
      }
    }
    if (c !== code('<')) {
      out.push(t.data.subarray(i, i + 1));
      continue;
    }
    const begin = i++;
    if (t.at(i) !== code('/')) {
      while (i < t.size && !isSpace(t.at(i)) && t.at(i) !== code('>')) i++;
      if (i >= t.size) throw new MarkupError(`Unclosed start tag at byte offset ${begin}`);
      const tag = lower(begin + 1, i);
      if (!HTML_TAGS.includes(tag)) throw new MarkupError(`Unsupported start tag "${tag}" at byte offset ${begin}`);
      let spoilerClass = false;
      while (t.at(i) !== code('>')) {
        while (i < t.size && isSpace(t.at(i))) i++;
        if (t.at(i) === code('>')) break;
        const nameBegin = i;
        while (i < t.size && !isSpace(t.at(i)) && !'=>/"\''.includes(t.char(i))) i++;
        const name = t.data.subarray(nameBegin, i).toString('utf8');
        if (name === '') throw new MarkupError(`Empty attribute name in the tag "${tag}" at byte offset ${begin}`);
        while (i < t.size && isSpace(t.at(i))) i++;
        if (t.at(i) !== code('=')) {
          if (i >= t.size) throw new MarkupError(`Unclosed start tag "${tag}" at byte offset ${begin}`);
          continue;
        }
        i++;
        while (i < t.size && isSpace(t.at(i))) i++;
        if (i >= t.size) throw new MarkupError(`Unclosed start tag "${tag}" at byte offset ${begin}`);
        let value: string;
        if (t.at(i) !== code('"') && t.at(i) !== code("'")) {
          const tokenBegin = i;
          while (/[A-Za-z0-9.-]/.test(t.char(i))) i++;
          value = lower(tokenBegin, i);
          if (!isSpace(t.at(i)) && t.at(i) !== code('>')) throw new MarkupError(`Unexpected end of name token at byte offset ${tokenBegin}`);
        } else {
          const quote = t.at(i++);
          const valueBegin = i;
          while (i < t.size && t.at(i) !== quote) i++;
          value = t.data.subarray(valueBegin, i).toString('utf8');
          if (t.at(i) === quote) i++;
        }
        if (i >= t.size) throw new MarkupError(`Unclosed start tag at byte offset ${begin}`);
        if (tag === 'span' && name === 'class' && value === 'tg-spoiler') spoilerClass = true;
      }
      if (tag === 'span' && !spoilerClass) throw new MarkupError(`Tag "span" must have class "tg-spoiler" at byte offset ${begin}`);
      nested.push(tag);
      continue;
    }
    if (nested.length === 0) throw new MarkupError(`Unexpected end tag at byte offset ${begin}`);
    while (i < t.size && !isSpace(t.at(i)) && t.at(i) !== code('>')) i++;
    const endTag = lower(begin + 2, i);
    while (i < t.size && isSpace(t.at(i))) i++;
    if (t.at(i) !== code('>')) throw new MarkupError(`Unclosed end tag at byte offset ${begin}`);
    const open = nested[nested.length - 1];
    if (endTag !== '' && endTag !== open) throw new MarkupError(`Unmatched end tag at byte offset ${begin}, expected "</${open}>", found "</${endTag}>"`);
    nested.pop();
  }
  const open = nested[nested.length - 1];
  if (open) throw new MarkupError(`Can't find end tag corresponding to start tag "${open}"`);
  return Buffer.concat(out).toString('utf8');
}

/** The text a message keeps after parse_mode (lower-case mode names; '' and 'none' leave it as is). */
export function applyParseMode(text: string, parseMode: string): string {
  switch (parseMode) {
    case 'markdown':
      return parseMarkdown(text);
    case 'markdownv2':
      return parseMarkdownV2(text);
    case 'html':
      return parseHtml(text);
    default:
      return text;
  }
}
