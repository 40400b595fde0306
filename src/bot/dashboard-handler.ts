// /dashboard (SPEC §14): an admin (level 2 or more, the owner included) gets a one-time sign-in
// link to the dashboard in their private chat with the bot. Anyone else gets the answer every
// admin command gives a non-admin. In groups and channels the command is ignored, like every admin
// command: the link must never be posted where others read it, and a sold chat's members should
// not see the bot answer commands there.
//
// The link is the reply to the command, not a durable job: a job would keep the token in plain
// text in bot_jobs, and a link that did not arrive costs nothing (send /dashboard again). Link
// previews are off, so the platform never fetches the address (the token is in the fragment,
// which no request carries anyway).
import { Composer, type Context } from 'grammy';
import type { Config } from '../config.js';
import type { RuntimeDeps } from './runtime-deps.js';

/**
 * Where sign-in links point: TOLLGATE_PUBLIC_URL, else the address the service listens at. A
 * wildcard HOST (0.0.0.0, ::) is no address a browser can open, so the link names 127.0.0.1:
 * right on the machine itself; anywhere else set TOLLGATE_PUBLIC_URL.
 */
export function signInBase(config: Pick<Config, 'publicUrl' | 'host' | 'port'>): string {
  if (config.publicUrl) return config.publicUrl;
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

export function dashboardHandler({ services, botId, speech }: RuntimeDeps, base: string): Composer<Context> {
  const root = new Composer<Context>();
  root.chatType('private').command('dashboard', async (ctx) => {
    const signIn = await services.sessions.startSignIn(botId, String(ctx.from.id));
    const w = await speech.of(ctx);
    if (!signIn) return void (await ctx.reply(w.t('not-admin')));
    await ctx.reply(w.t('sign-in-link', { link: `${base}/#signin=${botId}.${signIn.token}` }), { link_preview_options: { is_disabled: true } });
  });
  return root;
}
