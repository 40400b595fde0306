// The bot's profile per language (SPEC §18): its description, short description and the members'
// command menu (SPEC §15's visible custom commands after the built-in ones), set for each shipped
// locale (language_code) from the catalogues, and once more without a language in the bot's
// default_language, for apps in a language it does not speak. A durable job (members.menu) runs
// it: at connect once per version of the words, the owner's texts, custom commands and default
// language (so a restart with nothing new makes no call), after every change of the custom
// commands, of default_language and of the owner's text of a profile message (SPEC §18); those
// changes also set each admin's menu again.
import type { Api } from 'grammy';
import { LOCALES, type Locale, pickLocale } from '../i18n/locales.js';
import { MENUS_AT_START } from '../limits.js';
import type { MenuCommand } from '../modules/commands/service.js';
import { menuJob } from '../modules/jobs/service.js';
import type { Outcome } from './effects.js';
import { MENU_TRIES, menuWith } from './menus.js';
import type { RuntimeDeps } from './runtime-deps.js';
import { DESCRIPTION_MAX, SHORT_DESCRIPTION_MAX } from './text-limits.js';

export interface ProfileJob {
  need: string;
  /** Whether each admin's menu is set again afterwards (false at connect: enqueueMenus does it). */
  admins?: boolean;
}

export function createProfileSetter({ services, botId, speech, texts }: RuntimeDeps, api: Api) {
  /** The profile in `locale`, under `language_code` (none: every other language). */
  async function setIn(locale: Locale, languageCode: Locale | undefined, custom: MenuCommand[]): Promise<void> {
    const w = await speech.in(locale);
    const other = languageCode ? { language_code: languageCode } : {};
    await api.setMyCommands(menuWith(1, custom, w), other);
    await api.setMyDescription(w.t('bot-description').slice(0, DESCRIPTION_MAX), other);
    await api.setMyShortDescription(w.t('bot-short-description').slice(0, SHORT_DESCRIPTION_MAX), other);
  }

  // The owner's texts as stored now (not as last kept): the job may run right after their change.
  const read = async () => ({
    custom: await services.commands.menu(botId),
    language: await services.settings.defaultLanguage(botId),
    texts: await texts.latest(),
  });

  return async function setProfile({ need, admins = true }: ProfileJob): Promise<Outcome> {
    let wanted = await read();
    for (let tries = 0; ; tries++) {
      await setIn(pickLocale(null, null, wanted.language), undefined, wanted.custom);
      for (const locale of LOCALES) await setIn(locale, locale, wanted.custom);
      // A newer change's job may have called first; end on what is read now.
      const after = await read();
      if (JSON.stringify(after) === JSON.stringify(wanted)) break;
      if (tries === MENU_TRIES - 1) return 'again';
      wanted = after;
    }
    if (!admins) return 'done';
    const at = services.now();
    const listed = await services.admins.menuVersions(botId, MENUS_AT_START);
    await services.jobs.enqueueNow(
      botId,
      listed.map((a) => menuJob(a.admin_id, `commands:${need}`, at)),
    );
    return 'done';
  };
}
