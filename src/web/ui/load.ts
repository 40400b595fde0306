// Loading data for a screen: the answer, the API's error, whether it is on its way, and a reload.
import { useCallback, useEffect, useState } from 'preact/hooks';
import { TollgateError } from '../../client/tollgate.js';

export interface Loaded<T> {
  data?: T;
  error?: TollgateError;
  loading: boolean;
  reload: () => void;
}

export function asTollgateError(err: unknown): TollgateError {
  if (err instanceof TollgateError) return err;
  return new TollgateError({ status: 0, type: 'network_error', description: err instanceof Error ? err.message : String(err) });
}

export function useLoad<T>(load: () => Promise<T>, deps: unknown[]): Loaded<T> {
  const [state, setState] = useState<{ data?: T; error?: TollgateError; loading: boolean }>({ loading: true });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    setState((s) => ({ ...s, loading: true }));
    load().then(
      (data) => current && setState({ data, loading: false }),
      (err: unknown) => current && setState({ error: asTollgateError(err), loading: false }),
    );
    return () => {
      current = false;
    };
  }, [...deps, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { ...state, reload };
}
