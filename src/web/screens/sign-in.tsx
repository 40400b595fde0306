// Sign in: admins with the link the bot sends for /dashboard (the page exchanges it as it opens);
// owners and tools with the bot's id and an api key, checked with a real call. Either is kept for
// this tab only. `notice` says why the tab is here again (a link that did not work, a session that
// ended).
import { t } from '../i18n.js';
import { type Session, signIn } from '../session.js';
import { Field, FormError, formValues, Submit, useSubmit } from '../ui/form.js';
import { LanguageMenu } from '../ui/language-menu.js';
import { Tx } from '../ui/tx.js';

export function SignIn({ onSignedIn, notice }: { onSignedIn: (session: Session) => void; notice?: string | null }) {
  const form = useSubmit();
  return (
    <main class="sign-in">
      <div class="sign-in-top">
        <h1>Tollgate</h1>
        <LanguageMenu />
      </div>
      {notice && (
        <div class="error" role="alert">
          <p>{notice}</p>
        </div>
      )}
      <p class="muted">
        <Tx id="sign-in-admins" elements={{ command: <kbd>/dashboard</kbd> }} />
      </p>
      <p class="muted">
        <Tx id="sign-in-keys" elements={{ command: <code>tollgate keys create</code> }} />
      </p>
      <form
        onSubmit={(e) => {
          const { bot_id, api_key } = formValues(e);
          void form.run(async () => onSignedIn(await signIn(bot_id!.trim(), api_key!.trim())));
        }}
      >
        <Field label={t('sign-in-bot-id')} name="bot_id" form={form}>
          {(p) => <input {...p} required inputMode="numeric" autoComplete="username" pattern="[0-9]+" />}
        </Field>
        <Field label={t('sign-in-api-key')} name="api_key" form={form} hint={t('sign-in-api-key-hint')}>
          {(p) => <input {...p} type="password" required autoComplete="current-password" />}
        </Field>
        <FormError form={form} />
        <Submit form={form}>{t('sign-in')}</Submit>
      </form>
    </main>
  );
}
