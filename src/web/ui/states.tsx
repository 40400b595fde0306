// What a screen shows while it loads, when the API refused, and when there is nothing yet.
import type { ComponentChildren } from 'preact';
import type { TollgateError } from '../../client/tollgate.js';
import type { Loaded as LoadState } from './load.js';

export function Loading({ what }: { what: string }) {
  return (
    <p class="muted" role="status" aria-live="polite">
      Loading {what}…
    </p>
  );
}

export function ErrorNote({ error, retry }: { error: TollgateError; retry?: () => void }) {
  return (
    <div class="error" role="alert">
      <p>{error.description}</p>
      {retry && (
        <button type="button" onClick={retry}>
          Try again
        </button>
      )}
    </div>
  );
}

export function Empty({ children }: { children: ComponentChildren }) {
  return <p class="empty">{children}</p>;
}

/** Loading (or `waiting`, a placeholder the content's size), the error, or the content once there is data. */
export function Loaded<T>({
  state,
  what,
  waiting,
  children,
}: {
  state: LoadState<T>;
  what: string;
  waiting?: ComponentChildren;
  children: (data: T) => ComponentChildren;
}) {
  if (state.error) return <ErrorNote error={state.error} retry={state.reload} />;
  if (state.data === undefined) return <>{waiting ?? <Loading what={what} />}</>;
  return <>{children(state.data)}</>;
}
