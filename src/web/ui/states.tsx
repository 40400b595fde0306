// What a screen shows while it loads, when the API refused, and when there is nothing yet.
import type { ComponentChildren } from 'preact';
import type { TollgateError } from '../../client/tollgate.js';
import { t } from '../i18n.js';
import type { Loaded as LoadState } from './load.js';

/** `text`: what is loading, as its message says it ("Loading orders…"). */
export function Loading({ text }: { text: string }) {
  return (
    <p class="muted" role="status" aria-live="polite">
      {text}
    </p>
  );
}

export function ErrorNote({ error, retry }: { error: TollgateError; retry?: () => void }) {
  return (
    <div class="error" role="alert">
      <p>{error.description}</p>
      {retry && (
        <button type="button" onClick={retry}>
          {t('try-again')}
        </button>
      )}
    </div>
  );
}

export function Empty({ children }: { children: ComponentChildren }) {
  return <p class="empty">{children}</p>;
}

/** Loading (`loading`, or `waiting`, a placeholder the content's size), the error, or the content once there is data. */
export function Loaded<T>({
  state,
  loading,
  waiting,
  children,
}: {
  state: LoadState<T>;
  loading: string;
  waiting?: ComponentChildren;
  children: (data: T) => ComponentChildren;
}) {
  if (state.error) return <ErrorNote error={state.error} retry={state.reload} />;
  if (state.data === undefined) return <>{waiting ?? <Loading text={loading} />}</>;
  return <>{children(state.data)}</>;
}
