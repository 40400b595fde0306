// A plan as a member reads it (SPEC §18): its name and description in their locale when the owner
// translated them (plans.translations), else the plan's own. Translations are parsed once per
// stored text: /start reads them for every plan it offers.
import type { PlanRow } from '../db/schema.js';
import type { Locale } from '../i18n/locales.js';

type Translations = Partial<Record<string, { plan_name?: string; plan_description?: string }>>;

const parsed = new Map<string, Translations>();
const MAX_KEPT = 1000;

function translationsOf(text: string | null | undefined): Translations {
  if (!text || text === '{}') return {};
  let value = parsed.get(text);
  if (!value) {
    if (parsed.size >= MAX_KEPT) parsed.clear();
    value = JSON.parse(text) as Translations;
    parsed.set(text, value);
  }
  return value;
}

/** The plan's name and description (null: none) in `locale`. */
export function planIn(plan: Pick<PlanRow, 'plan_name' | 'plan_description' | 'translations'>, locale: Locale): { name: string; description: string | null } {
  const translated = translationsOf(plan.translations)[locale];
  return { name: translated?.plan_name ?? plan.plan_name, description: translated?.plan_description ?? plan.plan_description ?? null };
}
