// Forms in the bot (SPEC §15): before the invoice or checkout of a plan with a form the member has
// not answered, the bot asks its questions one at a time in the private chat, checks each answer
// (a wrong one is told why and asked again), and opens the sale once the last is answered.
//
// An explicit state machine over a database row (form_sessions: form, plan, question index,
// answers so far) rather than @grammyjs/conversations: that plugin replays the handler from the
// start on every update and keeps its state in a session store we would have to back by the
// database anyway; one row read and one conditional update per answer is simpler, survives a
// restart between any two updates, and any instance can take the next answer.
import { Composer, type Context, InlineKeyboard } from 'grammy';
import type { BotContext } from '../bot-context.js';
import type { FormRow } from '../db/schema.js';
import type { QuestionRecord } from '../modules/forms/schemas.js';
import type { Offer } from '../modules/offers/service.js';
import type { RuntimeDeps } from './runtime-deps.js';
import { couponQuote } from './coupon-handlers.js';
import { saleFlow } from './sale.js';
import type { Words } from './words.js';

/** Callback data of a question's buttons: form, question index, choice index or "s" (skip); at
 * most 5 + 15 + 1 + 2 + 1 + 2 bytes, far under the platform's 64. */
const BUTTON = /^form:(\d{1,15}):(\d{1,2}):(\d{1,2}|s)$/;

const memberOf = (ctx: Context) => String(ctx.from!.id);

/** The question as a message: its prompt, and its buttons (the choices; "Skip" when optional). */
async function ask(ctx: Context, w: Words, form: FormRow, index: number, before?: string): Promise<void> {
  const questions = JSON.parse(form.questions) as QuestionRecord[];
  const question = questions[index]!;
  const keyboard = new InlineKeyboard();
  const data = (pick: number | 's') => `form:${form.form_id}:${index}:${pick}`;
  for (const [i, choice] of (question.choices ?? []).entries()) keyboard.text(choice, data(i)).row();
  if (!question.required) keyboard.text(w.t('skip-button'), data('s'));
  const text = w.t(question.required ? 'form-question' : 'form-question-optional', { n: index + 1, total: questions.length, prompt: question.prompt });
  const markup = question.choices || !question.required ? { reply_markup: keyboard } : {};
  await ctx.reply(before ? `${before}\n\n${text}` : text, markup);
}

/**
 * The buy button's step before the sale: when `plan` has a live form the member has not answered,
 * starts it (or asks again the question they are at) and answers true; the caller then stops.
 */
export async function askFormFirst(deps: RuntimeDeps, ctx: Context, memberId: string, plan: Offer['plan'], couponCode?: string): Promise<boolean> {
  const { services, botId } = deps;
  const planId = Number(plan.plan_id);
  const form = await services.forms.formToAnswer(botId, memberId, planId);
  if (!form) return false;
  const w = await deps.speech.of(ctx);
  await ctx.answerCallbackQuery();
  const current = await services.forms.step(botId, memberId);
  if (current && Number(current.form.form_id) === Number(form.form_id) && Number(current.session.plan_id) === planId) {
    await ask(ctx, w, form, current.index);
    return true;
  }
  await services.forms.start(botId, memberId, form, planId, couponCode ?? null);
  await ask(ctx, w, form, 0, w.t('form-intro'));
  return true;
}

export function formHandlers(deps: RuntimeDeps): Composer<Context> {
  const { services, botId, speech } = deps;
  const sale = saleFlow(deps);
  const quoteCoupon = couponQuote(deps);
  const composer = new Composer<Context>();
  const privateChat = composer.chatType('private');
  const actingMember = async (ctx: Context): Promise<BotContext> => ({
    ...(await services.settings.contextOf(botId)),
    actor: { type: 'member', member_id: memberOf(ctx) },
  });

  /** The form is answered: the sale of its plan opens (with the coupon entered before the form,
   * checked again), unless it can no longer be sold. */
  async function openSale(ctx: Context, planId: number, couponCode: string | null): Promise<void> {
    const w = await speech.of(ctx);
    await ctx.reply(w.t('form-thanks'));
    if (await services.settings.salesPaused(botId)) return void (await ctx.reply(w.t('sales-paused')));
    const verdict = await services.offers.sellable(botId, memberOf(ctx), planId);
    if ('refused' in verdict) return void (await ctx.reply(w.t(`refusal-${verdict.reason}`)));
    const coupon = couponCode ? await quoteCoupon(w, memberOf(ctx), verdict.plan, couponCode) : undefined;
    if (coupon && 'refused' in coupon) return void (await ctx.reply(coupon.refused));
    const refused = await sale.sell(ctx, memberOf(ctx), verdict.plan, coupon);
    if (refused) await ctx.reply(refused);
  }

  /** Takes an answer (null: skipped) to question `index` of form `formId`; false when stale. */
  async function take(ctx: Context, formId: number, index: number, text: string | null): Promise<boolean> {
    const outcome = await services.forms.answer(await actingMember(ctx), memberOf(ctx), { formId, index }, text);
    if ('stale' in outcome) return false;
    if ('done' in outcome) {
      await openSale(ctx, outcome.done.planId, outcome.done.couponCode);
      return true;
    }
    const form = (await services.forms.step(botId, memberOf(ctx)))?.form;
    if (!form) return true;
    const w = await speech.of(ctx);
    if ('refused' in outcome) await ask(ctx, w, form, index, w.t(`form-refused-${outcome.refused.replace('_', '-')}`));
    else await ask(ctx, w, form, outcome.index);
    return true;
  }

  privateChat.command('cancel', async (ctx) => {
    const cancelled = await services.forms.cancel(botId, memberOf(ctx));
    await ctx.reply((await speech.of(ctx)).t(cancelled ? 'form-cancelled' : 'nothing-to-cancel'));
  });

  // /start while answering: the form is abandoned (the member went back to the plans), then the
  // member's handlers show the plans as usual.
  privateChat.command('start', async (ctx, next) => {
    if (await services.forms.cancel(botId, memberOf(ctx))) await ctx.reply((await speech.of(ctx)).t('form-abandoned'));
    await next();
  });

  // Text that is not a command answers the question asked now; without a form in progress it
  // passes on (to the fallback's pointer to /start).
  privateChat.on('message:text', async (ctx, next) => {
    if (ctx.message.text.startsWith('/')) return next();
    const current = await services.forms.step(botId, memberOf(ctx));
    if (!current) return next();
    await take(ctx, Number(current.form.form_id), current.index, ctx.message.text);
  });

  // What a person sends that is not text is told to answer in text (service messages pass on).
  privateChat.on(['message:file', 'message:contact', 'message:location', 'message:poll', 'message:dice'], async (ctx, next) => {
    const current = ctx.from.is_bot ? undefined : await services.forms.step(botId, memberOf(ctx));
    if (!current) return next();
    const w = await speech.of(ctx);
    await ask(ctx, w, current.form, current.index, w.t('form-refused-not-text'));
  });

  composer.callbackQuery(BUTTON, async (ctx) => {
    const [formId, index, pick] = [Number(ctx.match[1]), Number(ctx.match[2]), ctx.match[3]!];
    const current = await services.forms.step(botId, memberOf(ctx));
    const question = current && Number(current.form.form_id) === formId && current.index === index ? current.question : undefined;
    const choice = pick === 's' ? null : question?.choices?.[Number(pick)];
    const taken = question !== undefined && choice !== undefined && (await take(ctx, formId, index, choice));
    await ctx.answerCallbackQuery(taken ? undefined : { text: (await speech.of(ctx)).t('form-stale-button') });
  });

  return composer;
}
