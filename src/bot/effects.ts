// The side effects the runtime executes from durable jobs: invite links when access starts or
// returns, removals when it ends, reminders, broadcasts, alerts to the owner and level-7+ admins,
// admins' and members' command menus (menus.ts), files admins ask for (file-sender.ts).
// Each checks the state it acts on first (access may have come back or ended since the job was
// written), treats the platform's permanent refusals as facts to record (on the subscription or
// the member) and to tell (the member, and the owner when it is theirs to fix) rather than errors
// to retry, and throws anything else so the job is retried with backoff.
import { type Api, InlineKeyboard } from 'grammy';
import { SYSTEM } from '../bot-context.js';
import type { BotJobRow, ChatRow } from '../db/schema.js';
import { JOB } from '../modules/jobs/service.js';
import { isLiveState } from '../modules/subscriptions/schemas.js';
import { DAY_MS } from '../time/units.js';
import { muteMember } from './flood-effects.js';
import { createFileSender } from './file-sender.js';
import { createMenuSetter } from './menus.js';
import { createProfileSetter } from './profile.js';
import { type BeforeCall, classify, type InviteRefusal, inviteRefusal, isProtectedMember, isUnreachableUser, userIdOf } from './platform.js';
import type { RuntimeDeps } from './runtime-deps.js';
import { planNameOr } from './texts.js';

/** Recipients a broadcast enqueues per step. */
export const BROADCAST_PAGE = 500;

interface Target {
  member_id: string;
  subscription_id?: number;
  plan_id?: number;
}

/** What an executor did: finished, (a fan-out) more to do right away, or given up for a reason. */
export type Outcome = 'done' | 'again' | { failed: string };

export function createEffects(deps: RuntimeDeps, api: Api, beforeCall: BeforeCall) {
  const { services, botId, speech } = deps;
  const setMenu = createMenuSetter(deps, api);
  const setProfile = createProfileSetter(deps, api);
  const sendFile = createFileSender(deps, api);

  /** Sends a message to the member; false (recorded on the member) when the platform says they cannot get it. */
  async function tell(memberId: string, text: string, keyboard?: InlineKeyboard): Promise<boolean> {
    const userId = userIdOf(memberId);
    if (userId === null) return false;
    try {
      await api.sendMessage(userId, text, keyboard ? { reply_markup: keyboard } : {});
      return true;
    } catch (err) {
      if (!isUnreachableUser(err)) throw err;
      await services.members.recordDeliveryError(botId, memberId, classify(err).error);
      return false;
    }
  }

  /** Records what the platform refused on the subscription, writing only when it changed. */
  async function recordAccessError(subscriptionId: number, before: string | null, refused: string[]): Promise<void> {
    const now = refused.length ? refused.join('; ') : null;
    if (now !== before) await services.subscriptions.recordAccessError(botId, subscriptionId, now);
  }

  const planName = async (planId: number) => (await services.plans.planRow(botId, planId))?.plan_name;

  async function deliver(target: Target): Promise<Outcome> {
    const memberId = target.member_id;
    // A banned member is sent no link, whatever they hold (SPEC §16).
    if (await services.members.isBanned(botId, memberId)) return 'done';
    let chats: ChatRow[];
    let ends: number | null = null;
    let accessError: string | null = null;
    if (target.subscription_id !== undefined) {
      const sub = await services.subscriptions.findRow(botId, target.subscription_id);
      if (!sub || !isLiveState(sub.state)) return 'done';
      chats = await services.access.chatsOfPlan(botId, Number(sub.plan_id));
      ends = sub.expires_at === null ? null : Number(sub.expires_at);
      accessError = sub.access_error;
    } else {
      chats = [...(await services.access.chatsWithAccess(botId, memberId)).values()];
    }
    const joined = await services.members.chatsOf(botId, memberId);
    const missing = chats.filter((c) => !joined.has(Number(c.chat_id)));
    if (!missing.length || userIdOf(memberId) === null) return 'done';
    // In the member's language: their /language choice, or their app's as last seen (speech.ts).
    const w = await speech.forMember(memberId);
    const keyboard = new InlineKeyboard();
    const refused: string[] = [];
    const unlinked: string[] = [];
    for (const chat of missing) {
      try {
        const link = await api.createChatInviteLink(Number(chat.chat_id), { creates_join_request: true, name: `Tollgate ${memberId}`.slice(0, 32) });
        keyboard.url(chat.chat_name, link.invite_link).row();
      } catch (err) {
        const failure = classify(err);
        if (failure.kind !== 'permanent') throw err;
        refused.push(`chat ${chat.chat_id}: ${failure.error}`);
        unlinked.push(chat.chat_name);
        await alertAdmins(chat, inviteRefusal(err), failure.error);
      }
    }
    if (target.subscription_id !== undefined) await recordAccessError(target.subscription_id, accessError, refused);
    // Never silent: access is kept, the owner has been told (above), and the member knows.
    if (unlinked.length === missing.length) {
      await tell(memberId, w.t('links-refused', { chats: w.list(unlinked), count: unlinked.length }));
      return 'done';
    }
    // Links sent again at /start cover every plan the member holds: no one end to name.
    const text = target.subscription_id === undefined ? w.t('links') : w.t('links-until', { ends: w.day(ends) });
    await tell(memberId, unlinked.length ? w.t('links-partly', { links: text, chats: w.list(unlinked) }) : text, keyboard);
    return 'done';
  }

  /** Kinds of refusal already enqueued from this runner (chat, cause, day): the keys below make it
   * once per (chat, cause, day) on every instance; this only spares the writes of a flood. */
  const alerted = new Set<string>();

  /** The owner and level-7+ admins get one message per chat, cause and (UTC) day, whatever the
   * number of members waiting: one job per admin, keyed by chat, cause and day. A cause fixed and
   * broken again the next day is told again; the same day, not. */
  async function alertAdmins(chat: ChatRow, cause: InviteRefusal, detail: string): Promise<void> {
    const at = services.now();
    const need = `${chat.chat_id}:${cause}:${Math.floor(at / DAY_MS)}`;
    if (alerted.has(need)) return;
    const admins = await services.admins.alertedAdmins(botId);
    await services.jobs.enqueueNow(
      botId,
      admins.map((adminId) => ({
        key: `alert:invite:${need}:${adminId}`,
        kind: JOB.alert,
        payload: { member_id: adminId, chat_name: chat.chat_name, cause, detail: detail.slice(0, 160) },
        runAt: at,
      })),
    );
    if (alerted.size >= 1000) alerted.clear();
    alerted.add(need);
  }

  async function alert(message: { member_id: string; chat_name: string; cause: InviteRefusal; detail: string }): Promise<Outcome> {
    const w = await speech.forMember(message.member_id);
    const cause = ['rights', 'absent', 'missing'].includes(message.cause) ? message.cause : 'other';
    await tell(message.member_id, w.t(`alert-invite-${cause}`, { chat: message.chat_name, detail: message.detail }));
    return 'done';
  }

  async function remove(job: BotJobRow, target: Required<Target> & { done?: number[] }): Promise<Outcome> {
    const memberId = target.member_id;
    const sub = await services.subscriptions.findRow(botId, target.subscription_id);
    if (sub && isLiveState(sub.state)) return 'done';
    // A banned member is kept out by the ban (banChatMember, not lifted); a removal here would lift it.
    if (await services.members.isBanned(botId, memberId)) return 'done';
    const userId = userIdOf(memberId);
    // Never removed: the bot's owner and admins.
    if (userId === null || (await services.admins.levelOf(botId, memberId)) >= 2) return 'done';
    const stillOpen = await services.access.chatsWithAccess(botId, memberId);
    const done = new Set(target.done ?? []);
    const refused: string[] = [];
    for (const chat of await services.access.chatsOfPlan(botId, target.plan_id)) {
      const chatId = Number(chat.chat_id);
      if (stillOpen.has(chatId) || done.has(chatId)) continue;
      try {
        await api.banChatMember(chatId, userId);
        await api.unbanChatMember(chatId, userId, { only_if_banned: true });
        await services.members.leftChat(botId, memberId, chatId, SYSTEM);
      } catch (err) {
        // The chat's own creator and administrators stay.
        if (!isProtectedMember(err)) {
          const failure = classify(err);
          if (failure.kind !== 'permanent') {
            await services.jobs.saveProgress(botId, job.job_key, { ...target, done: [...done] });
            throw err;
          }
          refused.push(`chat ${chatId}: ${failure.error}`);
        }
      }
      done.add(chatId);
    }
    await recordAccessError(target.subscription_id, sub?.access_error ?? null, refused);
    const w = await speech.forMember(memberId);
    await tell(memberId, w.t('ended', { plan: planNameOr(w, await planName(target.plan_id), target.plan_id) }));
    return 'done';
  }

  /** A ban (SPEC §16): the member is banned in every chat of the bot and the ban is not lifted; an
   * unban lifts it (only_if_banned: nobody else is removed). Each runs only while the member's
   * state is still what it was made for, so the latest of several bans and unbans wins. */
  async function banEverywhere(job: BotJobRow, target: { member_id: string; done?: number[] }, ban: boolean): Promise<Outcome> {
    const memberId = target.member_id;
    const userId = userIdOf(memberId);
    if (userId === null || (await services.members.isBanned(botId, memberId)) !== ban) return 'done';
    // Never banned at the platform: the bot's owner and admins (one made an admin since the ban).
    if (ban && (await services.admins.levelOf(botId, memberId)) >= 2) return 'done';
    const done = new Set(target.done ?? []);
    for (const chat of await services.chats.chatsOf(botId)) {
      const chatId = Number(chat.chat_id);
      if (done.has(chatId)) continue;
      try {
        if (ban) {
          await api.banChatMember(chatId, userId);
          await services.members.leftChat(botId, memberId, chatId, SYSTEM);
        } else {
          await api.unbanChatMember(chatId, userId, { only_if_banned: true });
        }
      } catch (err) {
        // The chat's own creator and administrators stay; a chat that refuses (no rights, gone) is
        // logged: the member is still refused everything by the bot.
        if (!isProtectedMember(err)) {
          const failure = classify(err);
          if (failure.kind !== 'permanent') {
            await services.jobs.saveProgress(botId, job.job_key, { ...target, done: [...done] });
            throw err;
          }
          deps.log.warn({ botId, chatId, error: failure.error }, ban ? 'the platform refused a ban' : 'the platform refused an unban');
        }
      }
      done.add(chatId);
    }
    return 'done';
  }

  async function remind(target: Required<Target> & { expires_at: string }): Promise<Outcome> {
    const sub = await services.subscriptions.findRow(botId, target.subscription_id);
    // Renewed, ended or moved since: this reminder is out of date.
    if (sub?.state !== 'active' || sub.expires_at === null || Number(sub.expires_at) !== Date.parse(target.expires_at)) return 'done';
    const w = await speech.forMember(target.member_id);
    const plan = planNameOr(w, await planName(target.plan_id), target.plan_id);
    await tell(target.member_id, w.t('expiring', { plan, ends: w.day(Number(sub.expires_at)) }));
    return 'done';
  }

  /** One page of recipients becomes one `broadcast.send` job each (keyed by member: nobody twice). */
  async function broadcast(job: BotJobRow, progress: { text: string; after: string }): Promise<Outcome> {
    const page = await services.members.withAccessAfter(botId, progress.after, BROADCAST_PAGE);
    const at = services.now();
    await services.jobs.fanOut(
      botId,
      job.job_key,
      page.map((memberId) => ({
        key: `${job.job_key}:${memberId}`,
        kind: JOB.broadcastSend,
        payload: { text: progress.text, member_id: memberId },
        runAt: at,
      })),
      { text: progress.text, after: page.length ? page[page.length - 1]! : progress.after },
    );
    return page.length === BROADCAST_PAGE ? 'again' : 'done';
  }

  /** At most once: an attempt cut off mid-call (the instance died) is not repeated, since the
   * member may have received it; attempts the platform answered with an error are retried. The
   * attempt is marked when the request leaves (after waiting for the rate limit), so messages
   * still waiting their turn when an instance dies are sent by the next one. */
  async function broadcastSend(job: BotJobRow, message: { text: string; member_id: string }): Promise<Outcome> {
    if (job.attempts > 0 && job.last_error === null) return { failed: 'interrupted mid-send; not sent again so nobody gets a broadcast twice' };
    const key = `sendMessage:${userIdOf(message.member_id)}`;
    beforeCall.set(key, () => services.jobs.markAttempted(botId, job.job_key));
    try {
      await tell(message.member_id, message.text);
    } finally {
      beforeCall.delete(key);
    }
    return 'done';
  }

  return async function execute(job: BotJobRow): Promise<Outcome> {
    const payload = JSON.parse(job.payload);
    switch (job.kind) {
      case JOB.deliver:
        return deliver(payload);
      case JOB.remove:
        return remove(job, payload);
      case JOB.ban:
        return banEverywhere(job, payload, true);
      case JOB.unban:
        return banEverywhere(job, payload, false);
      case JOB.notify:
        return remind(payload);
      case JOB.broadcast:
        return broadcast(job, payload);
      case JOB.broadcastSend:
        return broadcastSend(job, payload);
      case JOB.alert:
        return alert(payload);
      case JOB.menu:
        return setMenu(payload);
      case JOB.membersMenu:
        return setProfile(payload);
      case JOB.mute:
        return muteMember(api, speech, payload, services.now());
      case JOB.file:
        return sendFile(payload);
      default:
        throw new Error(`unknown job kind ${job.kind}`);
    }
  };
}
