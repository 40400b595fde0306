// A list read page by page (newest first, as the API gives it): the items so far, a "More"
// button while next_cursor says more remain, and a reload from the first page.
import type { ComponentChildren } from 'preact';
import { useCallback, useEffect, useState } from 'preact/hooks';
import type { TollgateError } from '../../client/tollgate.js';
import type { Page } from '../../client/types.js';
import { t } from '../i18n.js';
import { asTollgateError } from './load.js';
import { ErrorNote, Loading } from './states.js';

export interface Paged<T> {
  items?: T[];
  error?: TollgateError;
  loading: boolean;
  next?: string;
  more: () => void;
  reload: () => void;
}

export function usePaged<T>(load: (cursor?: string) => Promise<Page<T>>, deps: unknown[]): Paged<T> {
  const [state, setState] = useState<{ items?: T[]; error?: TollgateError; loading: boolean; next?: string }>({ loading: true });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    // A reload keeps the rows shown until the new first page replaces them (no flicker).
    setState((s) => ({ ...s, loading: true }));
    load().then(
      (page) => current && setState({ items: page.items, next: page.next_cursor, loading: false }),
      (err: unknown) => current && setState({ error: asTollgateError(err), loading: false }),
    );
    return () => {
      current = false;
    };
  }, [...deps, round]);
  const more = () => {
    if (!state.next) return;
    setState((s) => ({ ...s, loading: true }));
    load(state.next).then(
      (page) => setState((s) => ({ items: [...(s.items ?? []), ...page.items], next: page.next_cursor, loading: false })),
      (err: unknown) => setState((s) => ({ ...s, error: asTollgateError(err), loading: false })),
    );
  };
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { ...state, more, reload };
}

/** The list's states around `children` (the table), and its "More" button. The words are the
 * list's own messages: `loading` ("Loading orders…"), `more` ("More orders"), `empty`. */
export function PagedView<T>({
  list,
  loading,
  more,
  empty,
  children,
}: {
  list: Paged<T>;
  loading: string;
  more: string;
  empty: string;
  children: (items: T[]) => ComponentChildren;
}) {
  if (list.error && !list.items) return <ErrorNote error={list.error} retry={list.reload} />;
  if (!list.items) return <Loading text={loading} />;
  if (!list.items.length) return <p class="empty">{empty}</p>;
  return (
    <>
      {children(list.items)}
      {list.error && <ErrorNote error={list.error} />}
      {list.next && (
        <button type="button" class="secondary more" onClick={list.more} disabled={list.loading}>
          {list.loading ? t('loading') : more}
        </button>
      )}
    </>
  );
}
