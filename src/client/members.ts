// The client's members and subscriptions: one group of the Tollgate class's methods. The groups
// extend one another in a line, from ClientBase (http.ts, the HTTP machinery) to Tollgate
// (tollgate.ts).
import { OrderMethods } from './orders.js';
import { encodedPath } from './http.js';
import type { GrantSubscriptionInput, Member, MemberListOptions, MemberProfile, Page, PostOptions, Subscription, SubscriptionListOptions } from './types.js';

export abstract class MemberMethods extends OrderMethods {
  // Members
  listMembers({ access, ...options }: MemberListOptions = {}): Promise<Page<Member>> {
    return this.http.page('/members', { ...options, access: access === undefined ? undefined : String(access) });
  }
  /** How many members the bot has (with or without access now): exact, one request. */
  async countMembers({ access }: { access?: boolean } = {}): Promise<number> {
    const query = access === undefined ? '' : `?access=${access}`;
    return (await this.http.result<{ count: number }>('GET', `/members/count${query}`)).count;
  }
  /** The member with every subscription of theirs and their latest 20 orders. */
  getMember(memberId: string): Promise<MemberProfile> {
    return this.http.result('GET', encodedPath`/members/${memberId}`);
  }

  // Subscriptions
  listSubscriptions(options: SubscriptionListOptions = {}): Promise<Page<Subscription>> {
    return this.http.page('/subscriptions', options);
  }
  getSubscription(subscriptionId: number | string): Promise<Subscription> {
    return this.http.result('GET', encodedPath`/subscriptions/${subscriptionId}`);
  }
  /** Gives the member the plan without a payment (or, with `trial: true`, the plan's trial). */
  grantSubscription(input: GrantSubscriptionInput, options?: PostOptions): Promise<Subscription> {
    return this.http.post('/subscriptions', input, options);
  }
  /** Moves the end of an active or canceled subscription; `null` makes it lifetime. */
  changeSubscriptionEnd(subscriptionId: number | string, expires_at: string | null): Promise<Subscription> {
    return this.http.result('PATCH', encodedPath`/subscriptions/${subscriptionId}`, { body: { expires_at } });
  }
  /** A recurring subscription stops renewing; access lasts until its expires_at. */
  cancelSubscription(subscriptionId: number | string, options?: PostOptions): Promise<Subscription> {
    return this.http.post(encodedPath`/subscriptions/${subscriptionId}/cancel`, undefined, options);
  }
  /** Ends access now (state revoked). */
  revokeSubscription(subscriptionId: number | string): Promise<Subscription> {
    return this.http.result('DELETE', encodedPath`/subscriptions/${subscriptionId}`);
  }
}
