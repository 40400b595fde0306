// The small part of autocannon's API the benchmark uses (the package ships no types, and
// @types/autocannon is not a dependency of the project).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  namespace autocannon {
    interface RequestSpec {
      method?: string;
      path?: string;
      body?: string;
      headers?: Record<string, string>;
      /** Returns the request to send; called before every request of a connection. */
      setupRequest?: (request: RequestSpec, context: Record<string, unknown>) => RequestSpec;
    }
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      maxOverallRequests?: number;
      /** Exactly this many requests (then duration is ignored). */
      amount?: number;
      timeout?: number;
      method?: string;
      body?: string;
      headers?: Record<string, string>;
      requests?: RequestSpec[];
    }
    interface Result {
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
    }
    interface Instance extends EventEmitter {
      stop(): void;
    }
  }

  function autocannon(options: autocannon.Options, done: (error: Error | null, result: autocannon.Result) => void): autocannon.Instance;
  export = autocannon;
}
