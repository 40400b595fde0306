// Whose language the bot speaks (SPEC §18): a member's /language choice, else their app's language
// on this update (or, in a job, as last seen), else the bot's default_language, else en. Groups
// are spoken to in the bot's default_language: everyone there reads the reply.
//
// A member's choice and app language are read once and kept for CHOICE_MS (the bot runs on one
// instance at a time, and only /language and the member's own updates change them, here);
// /start's profile write reads the choice back for free and the update carries the app's
// language, so a flood of new members (and the links sent after their payments) costs no read.
import type { Context } from 'grammy';
import { type Locale, pickLocale } from '../i18n/locales.js';
import type { Services } from '../services.js';
import type { Catalogues } from './catalogues.js';
import type { BotTexts } from './overrides.js';
import { type Words, wordsCache } from './words.js';

/** How long a member's choice is trusted as read (a lease moved back and forth meanwhile). */
const CHOICE_MS = 60_000;
/** Members whose choice is kept at once. */
const MAX_KEPT = 10_000;

export interface Speech {
  /** The words for whoever this update is from, in the chat it came from. */
  of(ctx: Context): Promise<Words>;
  /** The words for a member the bot writes to outside an update (a job). */
  forMember(memberId: string): Promise<Words>;
  /** The language the member reads, any language (a custom command's translations may hold
   * languages the bot does not ship): their /language choice, else their app's language_code. */
  languageOf(ctx: Context): Promise<string | undefined>;
  /** The words for a group: the bot's default_language. */
  forGroup(): Promise<Words>;
  /** The words of `locale`, in the bot's zone. */
  in(locale: Locale): Promise<Words>;
  /** What is known of the member now: their choice (a fresh write or read of their row) and their
   * app's language (the update in hand, just recorded on their row). */
  know(memberId: string, fresh: { choice?: string | null; languageCode?: string | null }): void;
}

export function createSpeech(services: Services, botId: number, catalogues: Catalogues, texts?: Pick<BotTexts, 'fresh'>): Speech {
  const wordsOf = wordsCache(catalogues);
  const known = new Map<string, { choice?: string | null; languageCode?: string | null; until: number }>();
  const memo = new WeakMap<Context, Promise<Words>>();

  /** The bot's time zone, every Words is made in; asked first on every path, so the owner's texts
   * are brought to the bot's texts_version there (a comparison of kept integers, mostly). */
  const zone = async () => {
    if (texts) await texts.fresh();
    return (await services.settings.contextOf(botId)).timezone;
  };
  const botDefault = () => services.settings.defaultLanguage(botId);

  const fresh = (memberId: string) => {
    const kept = known.get(memberId);
    return kept && kept.until > Date.now() ? kept : undefined;
  };

  function know(memberId: string, news: { choice?: string | null; languageCode?: string | null }): void {
    if (known.size >= MAX_KEPT) known.clear();
    const kept = fresh(memberId);
    known.set(memberId, { ...kept, ...news, until: kept?.until ?? Date.now() + CHOICE_MS });
  }

  /** The member's row as far as the language goes: kept, or read (and kept). */
  async function rowOf(memberId: string): Promise<{ choice: string | null; languageCode: string | null }> {
    const kept = fresh(memberId);
    if (kept?.choice !== undefined && kept.languageCode !== undefined) return { choice: kept.choice, languageCode: kept.languageCode };
    const row = await services.members.languageOf(botId, memberId);
    // What was learnt while the row was read (the member's /start or /language, written after
    // this read began) is fresher than the row, as is an app language kept from the update in
    // hand: a job that read a member not yet recorded must not then forget their language.
    const now = fresh(memberId);
    const read = {
      choice: now?.choice !== undefined ? now.choice : (row?.language ?? null),
      languageCode: now?.languageCode !== undefined ? now.languageCode : (row?.language_code ?? null),
    };
    know(memberId, read);
    return read;
  }

  async function choiceOf(memberId: string): Promise<string | null> {
    const kept = fresh(memberId);
    return kept?.choice !== undefined ? kept.choice : (await rowOf(memberId)).choice;
  }

  async function resolve(ctx: Context): Promise<Words> {
    const from = ctx.from;
    if (!from || (ctx.chat && ctx.chat.type !== 'private')) return wordsOf(pickLocale(null, null, await botDefault()), await zone());
    const locale = pickLocale(await choiceOf(String(from.id)), from.language_code, await botDefault());
    return wordsOf(locale, await zone());
  }

  return {
    of(ctx) {
      let words = memo.get(ctx);
      if (!words) {
        words = resolve(ctx);
        memo.set(ctx, words);
      }
      return words;
    },
    async forMember(memberId) {
      const row = await rowOf(memberId);
      return wordsOf(pickLocale(row.choice, row.languageCode, await botDefault()), await zone());
    },
    async languageOf(ctx) {
      if (!ctx.from) return undefined;
      return (await choiceOf(String(ctx.from.id))) ?? ctx.from.language_code;
    },
    async forGroup() {
      return wordsOf(pickLocale(null, null, await botDefault()), await zone());
    },
    async in(locale) {
      return wordsOf(locale, await zone());
    },
    know,
  };
}
