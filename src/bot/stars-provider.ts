// Telegram Stars as a payment provider: refunds and renewal cancellations of Stars payments go to
// the platform first, one attempt each (the caller hears at once and may retry; nothing changed
// here). The platform's refusal becomes the API's 502, in the platform's words (which never hold
// the token).
import { GrammyError } from 'grammy';
import type { Config } from '../config.js';
import { UpstreamError } from '../errors.js';
import type { SettingsService } from '../modules/bots/settings.js';
import type { PaymentProvider } from '../modules/payments/service.js';
import { platformBot } from './platform.js';

export function createStarsProvider(settings: Pick<SettingsService, 'tokenOf'>, config: Config): PaymentProvider {
  async function atPlatform(botId: number, what: string, call: (api: ReturnType<typeof platformBot>['api']) => Promise<unknown>) {
    const token = await settings.tokenOf(botId);
    if (!token) throw new UpstreamError(`The bot has no token, so Telegram cannot be asked to ${what}.`);
    const api = platformBot(token, { apiRoot: config.telegramApiRoot, callsPerSecond: config.telegramCallsPerSecond, direct: true }).api;
    try {
      await call(api);
    } catch (err) {
      const reason = err instanceof GrammyError ? err.description : 'Telegram could not be reached';
      throw new UpstreamError(`Telegram refused to ${what}: ${reason}.`);
    }
  }

  return {
    refund: (botId, payment) => atPlatform(botId, 'refund the Stars payment', (api) => api.refundStarPayment(Number(payment.memberId), payment.externalId)),
    cancelRenewal: (botId, payment) =>
      atPlatform(botId, 'cancel the Stars subscription', (api) => api.editUserStarSubscription(Number(payment.memberId), payment.externalId, true)),
  };
}
