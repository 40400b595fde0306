// A Stripe client for a bot's secret key, pointed at STRIPE_API_URL (a local double in tests).
// One per key, kept: the library keeps its own connection pool. The library is loaded on first
// use: a service that takes no card payments does not hold it (≈10 MB of heap).
import type Stripe from 'stripe';

const clients = new Map<string, Stripe>();

export async function stripeClient(secretKey: string, apiUrl: string): Promise<Stripe> {
  const key = `${apiUrl} ${secretKey}`;
  let client = clients.get(key);
  if (!client) {
    const { default: StripeClient } = await import('stripe');
    const url = new URL(apiUrl);
    client =
      clients.get(key) ??
      new StripeClient(secretKey, {
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
