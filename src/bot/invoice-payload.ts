// The invoice payload: names the member, plan and price the invoice was made for, signed with a
// key derived from the bot's token, so a payload nobody here made (or one made for someone else,
// or for another price) is refused at pre-checkout. At most 128 bytes, as the platform requires.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface InvoiceTerms {
  memberId: string;
  planId: number;
  amountMinor: number;
  currency: string;
}

const sign = (token: string, t: InvoiceTerms) =>
  createHmac('sha256', token).update(`invoice:${t.memberId}:${t.planId}:${t.amountMinor}:${t.currency}`).digest().subarray(0, 16).toString('base64url');

export function invoicePayload(token: string, terms: InvoiceTerms): string {
  return `t1.${terms.planId}.${terms.memberId}.${terms.amountMinor}.${sign(token, terms)}`;
}

/** The terms of a payload this bot made for that currency; null for anything else. */
export function readInvoicePayload(token: string, payload: string, currency: string): InvoiceTerms | null {
  const match = /^t1\.(\d{1,15})\.([0-9]{1,20})\.(\d{1,19})\.([A-Za-z0-9_-]{22})$/.exec(payload);
  if (!match) return null;
  const terms = { planId: Number(match[1]), memberId: match[2]!, amountMinor: Number(match[3]), currency };
  const expected = Buffer.from(sign(token, terms));
  const given = Buffer.from(match[4]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? terms : null;
}
