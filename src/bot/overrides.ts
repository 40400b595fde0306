// The owner's words in the running bot (SPEC §18): the bot's overrides (text_overrides, PUT /texts)
// layered over the shipped catalogues, one bundle per locale that has any: the locale's shipped
// messages with the owner's in their place, so a message that includes another (`{ flood-usage }`)
// includes the owner's text of it too. An override for locale X changes X only.
//
// Kept per runner and rebuilt when bots.texts_version moves: the version is part of the bot row
// the settings service already keeps for every update (KEY_CACHE_MS, 2 s), so the check on the hot
// path is a comparison of two integers, and a change made on any instance is said here within
// seconds. The profile job asks for the version stored now (`latest`), not the kept one.
import { FluentResource } from '@fluent/bundle';
import type { FluentBundle } from '@fluent/bundle';
import type { TextOverrideRow } from '../db/schema.js';
import { isLocale, type Locale } from '../i18n/locales.js';
import type { Services } from '../services.js';
import { newBundle, type OverrideLayer, overrideEntry, shippedSource } from './catalogues.js';

export interface BotTexts extends OverrideLayer {
  /** Brings the layer to the bot's texts_version as last read (at most a few seconds old). */
  fresh(): Promise<void>;
  /** Brings the layer to the texts_version stored now; answers it. */
  latest(): Promise<number>;
  /** The texts_version the layer holds (-1 before the first read). */
  version(): number;
}

/** The bundles of the locales `rows` override: shipped messages, then the owner's over them. */
export function overrideBundles(rows: Pick<TextOverrideRow, 'locale' | 'message_id' | 'text'>[]): Map<Locale, FluentBundle> {
  const byLocale = new Map<Locale, string[]>();
  for (const row of rows) {
    if (!isLocale(row.locale)) continue;
    const entries = byLocale.get(row.locale) ?? [];
    entries.push(overrideEntry(row.message_id, row.text));
    byLocale.set(row.locale, entries);
  }
  const bundles = new Map<Locale, FluentBundle>();
  for (const [locale, entries] of byLocale) {
    const bundle = newBundle(locale);
    bundle.addResource(new FluentResource(shippedSource(locale)));
    // Checked when stored; an entry the runtime's parser still refuses is skipped, its message shipped.
    bundle.addResource(new FluentResource(entries.join('')), { allowOverrides: true });
    bundles.set(locale, bundle);
  }
  return bundles;
}

export function createBotTexts(services: Services, botId: number): BotTexts {
  let held = -1;
  let bundles = new Map<Locale, FluentBundle>();
  let loading: Promise<void> | null = null;

  async function load(version: number): Promise<void> {
    // Version 0: the owner never changed a text; nothing to read.
    const next = version === 0 ? new Map<Locale, FluentBundle>() : overrideBundles(await services.texts.overridesOf(botId));
    if (version > held) {
      bundles = next;
      held = version;
    }
  }

  /** Versions only grow (every change adds one): an older read never replaces a newer layer. */
  async function reach(version: number): Promise<void> {
    while (held < version) {
      if (loading) {
        await loading;
        continue;
      }
      loading = load(version).finally(() => {
        loading = null;
      });
      await loading;
    }
  }

  return {
    bundle: (locale) => bundles.get(locale),
    async fresh() {
      const version = await services.settings.textsVersion(botId);
      // The texts said so far go on being said when the overrides cannot be read just now.
      if (version > held) await reach(version).catch(() => {});
    },
    async latest() {
      const version = await services.texts.versionOf(botId);
      if (version > held) await reach(version);
      return version;
    },
    version: () => held,
  };
}
