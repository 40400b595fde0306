// The client's plans, access codes, coupons, forms, custom commands and the bot's texts: one group of the Tollgate class's methods. The groups extend
// one another in a line, from ClientBase (http.ts, the HTTP machinery) to Tollgate (tollgate.ts).
import { ChatMethods } from './chats.js';
import { encodedPath } from './http.js';
import type {
  Code,
  CodeListOptions,
  Command,
  Coupon,
  CreateCodesInput,
  CreateCouponInput,
  CreateFormInput,
  CreatePlanInput,
  Form,
  FormResponse,
  Page,
  PageOptions,
  Plan,
  PostOptions,
  UpdateFormInput,
  PutCommandInput,
  Text,
  TextLocale,
  UpdatePlanInput,
} from './types.js';

export abstract class PlanMethods extends ChatMethods {
  // Plans
  createPlan(input: CreatePlanInput, options?: PostOptions): Promise<Plan> {
    return this.http.post('/plans', input, options);
  }
  listPlans(options: PageOptions = {}): Promise<Page<Plan>> {
    return this.http.page('/plans', options);
  }
  getPlan(planId: number | string): Promise<Plan> {
    return this.http.result('GET', encodedPath`/plans/${planId}`);
  }
  updatePlan(planId: number | string, changes: UpdatePlanInput): Promise<Plan> {
    return this.http.result('PATCH', encodedPath`/plans/${planId}`, { body: changes });
  }
  archivePlan(planId: number | string): Promise<Plan> {
    return this.http.result('DELETE', encodedPath`/plans/${planId}`);
  }

  // Access codes
  createCodes(input: CreateCodesInput, options?: PostOptions): Promise<Code[]> {
    return this.http.post('/codes', input, options);
  }
  listCodes(options: CodeListOptions = {}): Promise<Page<Code>> {
    return this.http.page('/codes', options);
  }
  /** The code can no longer be redeemed; answers it as it was. */
  deleteCode(code: string): Promise<Code> {
    return this.http.result('DELETE', encodedPath`/codes/${code}`);
  }

  // Coupons
  createCoupon(input: CreateCouponInput, options?: PostOptions): Promise<Coupon> {
    return this.http.post('/coupons', input, options);
  }
  listCoupons(options: PageOptions = {}): Promise<Page<Coupon>> {
    return this.http.page('/coupons', options);
  }
  /** With how many members used it and the revenue it brought, per currency. */
  getCoupon(code: string): Promise<Coupon> {
    return this.http.result('GET', encodedPath`/coupons/${code}`);
  }
  /** No new redemptions; orders keep it. Answers the coupon. */
  archiveCoupon(code: string): Promise<Coupon> {
    return this.http.result('DELETE', encodedPath`/coupons/${code}`);
  }
  // Forms
  createForm(input: CreateFormInput, options?: PostOptions): Promise<Form> {
    return this.http.post('/forms', input, options);
  }
  listForms(options: PageOptions = {}): Promise<Page<Form>> {
    return this.http.page('/forms', options);
  }
  getForm(formId: number | string): Promise<Form> {
    return this.http.result('GET', encodedPath`/forms/${formId}`);
  }
  updateForm(formId: number | string, changes: UpdateFormInput): Promise<Form> {
    return this.http.result('PATCH', encodedPath`/forms/${formId}`, { body: changes });
  }
  /** Archived when it has responses (kept), deleted otherwise; answers the form. */
  deleteForm(formId: number | string): Promise<Form> {
    return this.http.result('DELETE', encodedPath`/forms/${formId}`);
  }
  listFormResponses(formId: number | string, options: PageOptions = {}): Promise<Page<FormResponse>> {
    return this.http.page(encodedPath`/forms/${formId}/responses`, options);
  }
  // Custom commands
  /** Makes the command or replaces it whole; `created` is false when it replaced one. */
  async putCommand(name: string, input: PutCommandInput): Promise<{ command: Command; created: boolean }> {
    const answer = await this.http.request<Command>('PUT', encodedPath`/commands/${name}`, { body: input });
    return { command: answer.result, created: answer.status === 201 };
  }
  /** Every custom command of the bot, by name (not paged: at most 100). */
  listCommands(): Promise<Command[]> {
    return this.http.result('GET', '/commands');
  }
  /** The bot no longer answers it; answers the command as it was. */
  deleteCommand(name: string): Promise<Command> {
    return this.http.result('DELETE', encodedPath`/commands/${name}`);
  }
  // The bot's texts (SPEC §18)
  /** Every message of the bot's catalogue in `locale`, with its shipped text and override (not paged). */
  listTexts(locale: TextLocale): Promise<Text[]> {
    return this.http.result('GET', '/texts', { query: { locale } });
  }
  /** The owner's text for one message in one locale (Fluent syntax); answers the message. */
  putText(locale: TextLocale, messageId: string, text: string): Promise<Text> {
    return this.http.result('PUT', encodedPath`/texts/${locale}/${messageId}`, { body: { text } });
  }
  /** The shipped text again; answers the message (override null). Idempotent. */
  deleteText(locale: TextLocale, messageId: string): Promise<Text> {
    return this.http.result('DELETE', encodedPath`/texts/${locale}/${messageId}`);
  }
}
