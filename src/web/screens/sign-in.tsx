// Sign in with the bot's id and an api key. The key is checked with a real call and kept for
// this tab only.
import { Field, FormError, formValues, Submit, useSubmit } from '../ui/form.js';
import { type Session, signIn } from '../session.js';

export function SignIn({ onSignedIn }: { onSignedIn: (session: Session) => void }) {
  const form = useSubmit();
  return (
    <main class="sign-in">
      <h1>Tollgate</h1>
      <p class="muted">
        Sign in with your Bot ID and an API key: one from <code>tollgate keys create</code>, or made in Keys once you are signed in.
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
