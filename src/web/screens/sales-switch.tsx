// Pausing sales (SPEC §15, level 4): one switch on the Settings screen. While paused the bot shows
// members their access but no plans, makes no invoice or card checkout and refuses pre-checkouts;
// renewals, codes, grants and access go on.
import type { Tollgate } from '../../client/tollgate.js';
import { FormError, useSubmit } from '../ui/form.js';

export function SalesSwitch({ client, paused, done }: { client: Tollgate; paused: boolean; done: () => void }) {
  const form = useSubmit();
  return (
    <section aria-labelledby="sales-heading">
      <h2 id="sales-heading">Sales</h2>
      <p>
        Sales are <strong>{paused ? 'paused' : 'on'}</strong>.{' '}
        {paused ? 'Members see their access but no plans; no invoice or card checkout is made.' : 'Members can see the plans and pay.'}
      </p>
      <p class="muted">
        Pausing stops new sales only: renewals of existing subscriptions, access codes, grants and members’ access go on. The same as /pause and /resume in the
        bot.
      </p>
      <button
        type="button"
        role="switch"
        aria-checked={paused}
        disabled={form.busy}
        onClick={() => void form.run(() => client.updateSettings({ sales_paused: !paused })).then((ok) => ok && done())}
      >
        Sales paused
        {/* The state in sight too; assistive technology reads it from aria-checked. */}
        <span aria-hidden="true">{paused ? ': on' : ': off'}</span>
      </button>
      <FormError form={form} />
    </section>
  );
}
