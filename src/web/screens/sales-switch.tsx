// Pausing sales (SPEC §15, level 4): one switch on the Settings screen. While paused the bot shows
// members their access but no plans, makes no invoice or card checkout and refuses pre-checkouts;
// renewals, codes, grants and access go on.
import type { Tollgate } from '../../client/tollgate.js';
import { t } from '../i18n.js';
import { FormError, useSubmit } from '../ui/form.js';
import { Tx } from '../ui/tx.js';

export function SalesSwitch({ client, paused, done }: { client: Tollgate; paused: boolean; done: () => void }) {
  const form = useSubmit();
  return (
    <section aria-labelledby="sales-heading">
      <h2 id="sales-heading">{t('sales')}</h2>
      <p>
        {paused ? (
          <Tx id="sales-paused" elements={{ state: <strong>{t('sales-paused.state')}</strong> }} />
        ) : (
          <Tx id="sales-on" elements={{ state: <strong>{t('sales-on.state')}</strong> }} />
        )}
      </p>
      <p class="muted">{t('sales-pausing')}</p>
      <button
        type="button"
        role="switch"
        aria-checked={paused}
        disabled={form.busy}
        onClick={() => void form.run(() => client.updateSettings({ sales_paused: !paused })).then((ok) => ok && done())}
      >
        {t('sales-switch')}
        {/* The state in sight too; assistive technology reads it from aria-checked. */}
        <span aria-hidden="true">{paused ? t('sales-switch-on') : t('sales-switch-off')}</span>
      </button>
      <FormError form={form} />
    </section>
  );
}
