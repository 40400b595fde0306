// Settings: the bot's name, time zone, default currency and reminder days; its platform token and
// Stripe keys, write-only: shown as set or not, replaced or removed, never read back; whether the
// bot runs (bot_status), with the reason when it stopped on an error; the switch that pauses sales
// (level 4). Below level 8 the rest is shown, not offered for change.
import type { Tollgate } from '../../client/tollgate.js';
import type { SettingsRecord, UpdateSettingsInput } from '../../client/types.js';
import { t } from '../i18n.js';
import { ConfirmButton } from '../ui/confirm.js';
import { directoryOf } from '../ui/directory.js';
import { Field, FormError, formValues, Submit, useSubmit } from '../ui/form.js';
import { NotYours, useAllows } from '../ui/level.js';
import { formatNumber, separator } from '../ui/format.js';
import { useLoad } from '../ui/load.js';
import { Loaded } from '../ui/states.js';
import { Tx } from '../ui/tx.js';
import { SalesSwitch } from './sales-switch.js';

type Secret = 'bot_token' | 'stripe_secret_key' | 'stripe_webhook_secret';
/** The secrets, each with its set-or-not; their words are messages selected by `name`. */
const SECRETS: { name: Secret; isSet: (s: SettingsRecord) => boolean }[] = [
  { name: 'bot_token', isSet: (s) => s.bot_token_set },
  { name: 'stripe_secret_key', isSet: (s) => s.stripe_secret_key_set },
  { name: 'stripe_webhook_secret', isSet: (s) => s.stripe_webhook_secret_set },
];

/** A secret's message ("secret-label", "secret-replace"…) for `name`. */
const said = (id: string, name: Secret) => t(id, { secret: name });

/** Whether the bot runs (GET /settings' bot_status): running, starting, stopped, or why it stopped. */
function BotStatus({ status }: { status: string }) {
  const why = status.startsWith('error: ') ? status.slice('error: '.length) : null;
  return (
    <p role={why ? 'alert' : undefined}>
      <Tx id="bot-status" elements={{ status: <strong>{why ? t('bot-status-error') : t('bot-status-state', { status })}</strong> }} />
      {why && ` — ${why}`}
    </p>
  );
}

function SecretField({ client, secret, settings, done }: { client: Tollgate; secret: (typeof SECRETS)[number]; settings: SettingsRecord; done: () => void }) {
  const form = useSubmit();
  const set = secret.isSet(settings);
  return (
    <form
      aria-label={said('secret-label', secret.name)}
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
        <Tx
          id="secret-status"
          args={{ secret: said('secret-label', secret.name) }}
          elements={{ state: <strong>{set ? t('secret-set') : t('secret-not-set')}</strong> }}
        />
        {secret.name === 'bot_token' && settings.bot_username && ` (@${settings.bot_username})`}
      </p>
      {secret.name === 'bot_token' && <BotStatus status={settings.bot_status} />}
      <Field label={said(set ? 'secret-replace' : 'secret-set-new', secret.name)} name={secret.name} form={form} hint={said('secret-hint', secret.name)}>
        {(p) => <input {...p} type="password" autoComplete="off" required />}
      </Field>
      <FormError form={form} shown={[secret.name]} />
      <div class="actions">
        <Submit form={form}>{said('secret-save', secret.name)}</Submit>
        {set && (
          <ConfirmButton
            label={said('secret-remove', secret.name)}
            question={said('secret-remove-question', secret.name)}
            confirm={t('remove')}
            onConfirm={() => void form.run(() => client.updateSettings({ [secret.name]: null } as UpdateSettingsInput)).then((ok) => ok && done())}
          />
        )}
      </div>
    </form>
  );
}

/** The settings as they are, for a level that may read them and not change them. */
function ReadOnly({ s }: { s: SettingsRecord }) {
  const bot = s.bot_name ? t('settings-bot-named', { bot: String(s.bot_id), name: s.bot_name }) : String(s.bot_id);
  const rows: [string, string][] = [
    [t('settings-bot'), t('settings-bot-owner', { bot, owner: s.owner_id })],
    [t('settings-timezone'), s.timezone],
    [t('settings-currency'), s.default_currency],
    [t('settings-reminders'), s.reminder_days.length ? s.reminder_days.map(formatNumber).join(separator()) : t('none')],
    [t('sales'), s.sales_paused ? t('sales-paused.state') : t('sales-on.state')],
    ...SECRETS.map((secret): [string, string] => [said('secret-label', secret.name), secret.isSet(s) ? t('secret-set') : t('secret-not-set')]),
  ];
  return (
    <>
      <NotYours what={t('settings-what')} power="settings.change" />
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
      <Loaded state={state} loading={t('settings-loading')}>
        {(s) => (
          <>
            {pauses && <SalesSwitch client={client} paused={s.sales_paused} done={state.reload} />}
            <ReadOnly s={s} />
          </>
        )}
      </Loaded>
    );
  return (
    <Loaded state={state} loading={t('settings-loading')}>
      {(s) => (
        <>
          <form
            aria-label={t('settings-general')}
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
            <p class="muted">{t('settings-bot-line', { bot: String(s.bot_id), owner: s.owner_id })}</p>
            <Field label={t('settings-bot-name')} name="bot_name" form={form}>
              {(p) => <input {...p} defaultValue={s.bot_name ?? ''} />}
            </Field>
            <Field label={t('settings-timezone')} name="timezone" form={form} hint={t('settings-timezone-hint')}>
              {(p) => <input {...p} defaultValue={s.timezone} />}
            </Field>
            <Field label={t('settings-currency')} name="default_currency" form={form}>
              {(p) => <input {...p} maxLength={3} defaultValue={s.default_currency} />}
            </Field>
            <Field label={t('settings-reminders')} name="reminder_days" form={form} hint={t('settings-reminders-hint')}>
              {(p) => <input {...p} defaultValue={s.reminder_days.join(', ')} />}
            </Field>
            <FormError form={form} shown={['bot_name', 'timezone', 'default_currency', 'reminder_days']} />
            <Submit form={form}>{t('settings-save')}</Submit>
          </form>
          <SalesSwitch client={client} paused={s.sales_paused} done={state.reload} />
          <h2>{t('settings-secrets')}</h2>
          <p class="muted">{t('settings-secrets-note')}</p>
          {SECRETS.map((secret) => (
            <SecretField key={secret.name} client={client} secret={secret} settings={s} done={state.reload} />
          ))}
        </>
      )}
    </Loaded>
  );
}
