// Typed client for the Tollgate API: one method per operation, snake_case fields as on the wire.
// Needs only the global fetch. Every `ok: false` answer throws a TollgateError; so do network
// failures (status 0, type "network_error") and answers that are not an envelope
// ("invalid_response"). The api key is part of every URL, so no URL ever reaches an error.
//
// The methods are written one group of resources per file, each group a class extending the one
// before it: ClientBase (http.ts: the HTTP machinery, one Http per client) → chats.ts → plans.ts
// → orders.ts → members.ts → webhooks.ts → settings.ts → Tollgate, the class callers use.
import { SettingsMethods } from './settings.js';
import type { Page, PageOptions } from './types.js';

export { TollgateError } from './error.js';

export class Tollgate extends SettingsMethods {
  /**
   * Every item of a list, page after page: `for await (const chat of client.paginate(client.listChats))`.
   * `list` is called on this client with `options` plus each page's cursor.
   */
  async *paginate<T, O extends PageOptions | undefined>(list: (options: O) => Promise<Page<T>>, options?: NoInfer<O>): AsyncGenerator<T, void, undefined> {
    let cursor = options?.cursor;
    do {
      const page = await list.call(this, { ...options, cursor } as O);
      yield* page.items;
      cursor = page.next_cursor;
    } while (cursor);
  }
}
