// Whose language the bot speaks (SPEC §18): a member's /language choice, else their app's language
// on this update (or, in a job, as last seen), else the bot's default_language, else en. Groups
// are spoken to in the bot's default_language: everyone there reads the reply.
//
// A member's choice is read once and kept for CHOICE_MS (the bot runs on one instance at a time,
// and only /language changes it, here); /start's profile write reads it back for free, so a flood
// of new members costs no extra read.
import type { Context } from 'grammy';
import { type Locale, pickLocale } from '../i18n/locales.js';
import type { Services } from '../services.js';
import type { Catalogues } from './catalogues.js';
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
  /** The words for a group: the bot's default_language. */
  forGroup(): Promise<Words>;
  /** The words of `locale`, in the bot's zone. */
  in(locale: Locale): Promise<Words>;
  /** What is known of the member's choice now (a fresh write or read of their row). */
  know(memberId: string, choice: string | null): void;
}

export function createSpeech(services: Services, botId: number, catalogues: Catalogues): Speech {
  const wordsOf = wordsCache(catalogues);
  const choices = new Map<string, { choice: string | null; until: number }>();
  const memo = new WeakMap<Context, Promise<Words>>();

  const zone = async () => (await services.settings.contextOf(botId)).timezone;
  const botDefault = () => services.settings.defaultLanguage(botId);

  function know(memberId: string, choice: string | null): void {
    if (choices.size >= MAX_KEPT) choices.clear();
    choices.set(memberId, { choice, until: Date.now() + CHOICE_MS });
  }

  async function choiceOf(memberId: string): Promise<string | null> {
    const kept = choices.get(memberId);
    if (kept && kept.until > Date.now()) return kept.choice;
    const choice = (await services.members.languageOf(botId, memberId))?.language ?? null;
    know(memberId, choice);
    return choice;
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
      const row = await services.members.languageOf(botId, memberId);
      if (row) know(memberId, row.language);
      return wordsOf(pickLocale(row?.language, row?.language_code, await botDefault()), await zone());
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
