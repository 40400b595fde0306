// Settings: the bot's name, time zone, default currency and reminder days; its platform token and
// Stripe keys, write-only: shown as set or not, replaced or removed, never read back; whether the
// bot runs (bot_status), with the reason when it stopped on an error; the switch that pauses sales
// (level 4). Below level 8 the rest is shown, not offered for change.
import type { Tollgate } from '../../client/tollgate.js';
import type { SettingsRecord, UpdateSettingsInput } from '../../client/types.js';
import { ConfirmButton } from '../ui/confirm.js';
import { directoryOf } from '../ui/directory.js';
import { Field, FormError, formValues, Submit, useSubmit } from '../ui/form.js';
import { NotYours, useAllows } from '../ui/level.js';
import { useLoad } from '../ui/load.js';
import { Loaded } from '../ui/states.js';
import { SalesSwitch } from './sales-switch.js';

type Secret = 'bot_token' | 'stripe_secret_key' | 'stripe_webhook_secret';
const SECRETS: { name: Secret; label: string; isSet: (s: SettingsRecord) => boolean; hint: string }[] = [
  { name: 'bot_token', label: 'Bot token', isSet: (s) => s.bot_token_set, hint: 'From @BotFather, <bot id>:<secret>. The bot starts within seconds.' },
  { name: 'stripe_secret_key', label: 'Stripe secret key', isSet: (s) => s.stripe_secret_key_set, hint: 'sk_live_… or sk_test_…: card payments.' },
  {
    name: 'stripe_webhook_secret',
    label: 'Stripe webhook signing secret',
    isSet: (s) => s.stripe_webhook_secret_set,
    hint: 'whsec_… of the endpoint Stripe posts to.',
  },
];

/** Whether the bot runs (GET /settings' bot_status): running, starting, stopped, or why it stopped. */
function BotStatus({ status }: { status: string }) {
  const why = status.startsWith('error: ') ? status.slice('error: '.length) : null;
  return (
    <p role={why ? 'alert' : undefined}>
      Bot: <strong>{why ? 'stopped on an error' : status}</strong>
      {why && ` — ${why}`}
    </p>
  );
}

function SecretField({ client, secret, settings, done }: { client: Tollgate; secret: (typeof SECRETS)[number]; settings: SettingsRecord; done: () => void }) {
  const form = useSubmit();
  const set = secret.isSet(settings);
  return (
    <form
      aria-label={secret.label}
      onSubmit={(e) => {
        const value = formValues(e)[secret.name] ?? '';
        const target = e.currentTarget;
        void form
          .run(() => client.updateSettings({ [secret.name]: value } as UpdateSettingsInput))
          .then((ok) => {
            target.reset();
            if (ok) done();
          });
      }}
    >
      <p>
        {secret.label}: <strong>{set ? 'set' : 'not set'}</strong>
        {secret.name === 'bot_token' && settings.bot_username && ` (@${settings.bot_username})`}
      </p>
      {secret.name === 'bot_token' && <BotStatus status={settings.bot_status} />}
      <Field label={`${set ? 'Replace the' : 'Set the'} ${secret.label.toLowerCase()}`} name={secret.name} form={form} hint={secret.hint}>
        {(p) => <input {...p} type="password" autoComplete="off" required />}
      </Field>
      <FormError form={form} shown={[secret.name]} />
      <div class="actions">
        <Submit form={form}>Save {secret.label.toLowerCase()}</Submit>
        {set && (
          <ConfirmButton
            label={`Remove the ${secret.label.toLowerCase()}`}
            question={`Remove the ${secret.label.toLowerCase()}?${secret.name === 'bot_token' ? ' The bot stops.' : ' Card payments stop.'}`}
            confirm="Remove"
            onConfirm={() => void form.run(() => client.updateSettings({ [secret.name]: null } as UpdateSettingsInput)).then((ok) => ok && done())}
          />
        )}
      </div>
    </form>
  );
}

/** The settings as they are, for a level that may read them and not change them. */
function ReadOnly({ s }: { s: SettingsRecord }) {
  const rows: [string, string][] = [
    ['Bot', `${s.bot_id}${s.bot_name ? ` · ${s.bot_name}` : ''}, owner ${s.owner_id}`],
    ['Time zone', s.timezone],
    ['Default currency', s.default_currency],
    ['Reminder days', s.reminder_days.length ? s.reminder_days.join(', ') : 'none'],
    ['Sales', s.sales_paused ? 'paused' : 'on'],
    ...SECRETS.map((secret): [string, string] => [secret.label, secret.isSet(s) ? 'set' : 'not set']),
  ];
  return (
    <>
      <NotYours what="Changing settings" power="settings.change" />
      <dl class="facts">
        {rows.map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <BotStatus status={s.bot_status} />
    </>
  );
}

export function Settings({ client }: { client: Tollgate }) {
  const state = useLoad(() => client.getSettings(), [client]);
  const form = useSubmit();
  const changes = useAllows('settings.change');
  const pauses = useAllows('sales.pause');
  if (!changes)
    return (
      <Loaded state={state} what="settings">
        {(s) => (
          <>
            {pauses && <SalesSwitch client={client} paused={s.sales_paused} done={state.reload} />}
            <ReadOnly s={s} />
          </>
        )}
      </Loaded>
    );
  return (
    <Loaded state={state} what="settings">
      {(s) => (
        <>
          <form
            aria-label="General settings"
            onSubmit={(e) => {
              const v = formValues(e);
              const days = (v.reminder_days ?? '').trim();
              void form
                .run(() =>
                  client.updateSettings({
                    bot_name: v.bot_name ? v.bot_name : null,
                    timezone: v.timezone ?? '',
                    default_currency: (v.default_currency ?? '').toUpperCase(),
                    reminder_days: days ? days.split(/[\s,]+/).map(Number) : [],
                  }),
                )
                .then((ok) => {
                  if (!ok) return;
                  // Every list reads the (perhaps new) time zone again.
                  directoryOf(client).forgetZone();
                  state.reload();
                });
            }}
          >
            <p class="muted">
              Bot {s.bot_id}, owner {s.owner_id}.
            </p>
            <Field label="Bot name" name="bot_name" form={form}>
              {(p) => <input {...p} defaultValue={s.bot_name ?? ''} />}
            </Field>
            <Field
              label="Time zone"
              name="timezone"
              form={form}
              hint="IANA name such as Europe/Berlin: days and months of revenue are counted in it, and the dashboard shows every date and time in it."
            >
              {(p) => <input {...p} defaultValue={s.timezone} />}
            </Field>
            <Field label="Default currency" name="default_currency" form={form}>
              {(p) => <input {...p} maxLength={3} defaultValue={s.default_currency} />}
            </Field>
            <Field
              label="Reminder days"
              name="reminder_days"
              form={form}
              hint="Days before a subscription ends to remind the member, such as 3, 1. Empty: none."
            >
              {(p) => <input {...p} defaultValue={s.reminder_days.join(', ')} />}
            </Field>
            <FormError form={form} shown={['bot_name', 'timezone', 'default_currency', 'reminder_days']} />
            <Submit form={form}>Save settings</Submit>
          </form>
          <SalesSwitch client={client} paused={s.sales_paused} done={state.reload} />
          <h2>Tokens and keys</h2>
          <p class="muted">Stored encrypted and never shown again: you can replace or remove them.</p>
          {SECRETS.map((secret) => (
            <SecretField key={secret.name} client={client} secret={secret} settings={s} done={state.reload} />
          ))}
        </>
      )}
    </Loaded>
  );
}
