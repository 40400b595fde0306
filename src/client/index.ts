// The typed client (`tollgate/client`): the API client, its types, and the webhook verifier for
// receivers. The dashboard imports ./tollgate.js alone, so the verifier stays out of its bundle.
export * from './tollgate.js';
export { createSession } from './sessions.js';
export type * from './types.js';
export { verifyWebhook, WebhookVerificationError } from './verify-webhook.js';
