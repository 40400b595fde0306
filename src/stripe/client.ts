// A Stripe client for a bot's secret key, pointed at STRIPE_API_URL (a local double in tests).
// One per key, kept: the library keeps its own connection pool.
import Stripe from 'stripe';

const clients = new Map<string, Stripe>();

export function stripeClient(secretKey: string, apiUrl: string): Stripe {
  const key = `${apiUrl} ${secretKey}`;
  let client = clients.get(key);
  if (!client) {
    const url = new URL(apiUrl);
    client = new Stripe(secretKey, {
      host: url.hostname,
      port: url.port || (url.protocol === 'https:' ? 443 : 80),
      protocol: url.protocol === 'http:' ? 'http' : 'https',
      maxNetworkRetries: 2,
      timeout: 10_000,
      telemetry: false,
    });
    clients.set(key, client);
  }
  return client;
}
