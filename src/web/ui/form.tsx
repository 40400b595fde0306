// Forms: each field with its label and, beside it, the API's own message when it refused the
// value (error.fields); the envelope's description above the buttons for any other refusal.
import type { ComponentChildren, TargetedSubmitEvent } from 'preact';
import { useState } from 'preact/hooks';
import type { TollgateError } from '../../client/tollgate.js';
import { t } from '../i18n.js';
import { asTollgateError } from './load.js';

export interface Submitting {
  busy: boolean;
  error: TollgateError | undefined;
  /** The API's message for a field, by its name in the request (e.g. "plan_price"). */
  fieldError: (name: string) => string | undefined;
  run: (work: () => Promise<unknown>) => Promise<boolean>;
  clear: () => void;
}

export function useSubmit(): Submitting {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<TollgateError | undefined>();
  return {
    busy,
    error,
    fieldError: (name) => error?.fields?.find((f) => f.field === name || f.field.startsWith(`${name}.`) || f.field.startsWith(`${name}[`))?.message,
    clear: () => setError(undefined),
    async run(work) {
      setBusy(true);
      setError(undefined);
      try {
        await work();
        return true;
      } catch (err) {
        setError(asTollgateError(err));
        return false;
      } finally {
        setBusy(false);
      }
    },
  };
}

let ids = 0;
/** A stable id for a label and its control. */
export function useId(prefix: string): string {
  const [id] = useState(() => `${prefix}-${++ids}`);
  return id;
}

interface FieldProps {
  label: string;
  /** The request field whose API message shows beside the control. */
  name: string;
  form: Submitting;
  hint?: string;
  /** The control, given its id, name, state and direction: `dir="auto"`, so what is typed reads in its
   * own direction (a URL, an id or "3, 1" left to right on a right-to-left page, an Arabic name
   * right to left on a left-to-right one). */
  children: (props: { id: string; name: string; dir: 'auto'; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ComponentChildren;
}

export function Field({ label, name, form, hint, children }: FieldProps) {
  const id = useId(name);
  const message = form.fieldError(name);
  const described = [hint ? `${id}-hint` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div class={`field${message ? ' invalid' : ''}`}>
      <label for={id}>{label}</label>
      {children({ id, name, dir: 'auto', 'aria-invalid': Boolean(message), ...(described ? { 'aria-describedby': described } : {}) })}
      {hint && (
        <small id={`${id}-hint`} class="hint">
          {hint}
        </small>
      )}
      {message && (
        <small id={`${id}-error`} class="field-error">
          {message}
        </small>
      )}
    </div>
  );
}

/** The refusal that belongs to no field (or to fields this form does not show). */
export function FormError({ form, shown = [] }: { form: Submitting; shown?: string[] }) {
  const error = form.error;
  if (!error) return null;
  const unshown = (error.fields ?? []).filter(
    (f) => !shown.some((name) => f.field === name || f.field.startsWith(`${name}.`) || f.field.startsWith(`${name}[`)),
  );
  if (error.fields?.length && !unshown.length) return null;
  return (
    <p class="error" role="alert">
      {error.description}
    </p>
  );
}

export function Submit({ form, children }: { form: Submitting; children: ComponentChildren }) {
  return (
    <button type="submit" disabled={form.busy} aria-busy={form.busy}>
      {form.busy ? t('working') : children}
    </button>
  );
}

/** Values of a form's named controls, as text ("" when empty). */
export function formValues(event: TargetedSubmitEvent<HTMLFormElement>): Record<string, string> {
  event.preventDefault();
  const data = new FormData(event.currentTarget);
  return Object.fromEntries([...data.entries()].map(([k, v]) => [k, String(v)]));
}
