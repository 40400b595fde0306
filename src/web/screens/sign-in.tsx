// Sign in: admins with the link the bot sends for /dashboard (the page exchanges it as it opens);
// owners and tools with the bot's id and an api key, checked with a real call. Either is kept for
// this tab only. `notice` says why the tab is here again (a link that did not work, a session that
// ended).
import { Field, FormError, formValues, Submit, useSubmit } from '../ui/form.js';
import { type Session, signIn } from '../session.js';

export function SignIn({ onSignedIn, notice }: { onSignedIn: (session: Session) => void; notice?: string | null }) {
  const form = useSubmit();
  return (
    <main class="sign-in">
      <h1>Tollgate</h1>
      {notice && (
        <div class="error" role="alert">
          <p>{notice}</p>
        </div>
      )}
      <p class="muted">
        Admins: send <kbd>/dashboard</kbd> to the bot in a private chat and open the link it answers with.
      </p>
      <p class="muted">
        Or sign in with your Bot ID and an API key: one from <code>tollgate keys create</code>, or made in Keys once you are signed in.
      </p>
      <form
        onSubmit={(e) => {
          const { bot_id, api_key } = formValues(e);
          void form.run(async () => onSignedIn(await signIn(bot_id!.trim(), api_key!.trim())));
        }}
      >
        <Field label="Bot ID" name="bot_id" form={form}>
          {(p) => <input {...p} required inputMode="numeric" autoComplete="username" pattern="[0-9]+" />}
        </Field>
        <Field label="API key" name="api_key" form={form} hint="Kept in this browser tab only; closing the tab signs you out.">
          {(p) => <input {...p} type="password" required autoComplete="current-password" />}
        </Field>
        <FormError form={form} />
        <Submit form={form}>Sign in</Submit>
      </form>
    </main>
  );
}
