// The invoice payload: names the member, plan, price and coupon (if any) the invoice was made for,
// signed with a key derived from the bot's token, so a payload nobody here made (or one made for
// someone else, for another price or with another coupon) is refused at pre-checkout. At most 128
// bytes, as the platform requires: "t2." + 15 + 20 + 19 + 32-character coupon + 22 + 5 dots = 116.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface InvoiceTerms {
  memberId: string;
  planId: number;
  amountMinor: number;
  currency: string;
  /** The coupon the price was discounted with (upper case). */
  couponCode?: string;
}

const sign = (token: string, t: InvoiceTerms) =>
  createHmac('sha256', token)
    .update(`invoice:${t.memberId}:${t.planId}:${t.amountMinor}:${t.currency}${t.couponCode ? `:${t.couponCode}` : ''}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');

export function invoicePayload(token: string, terms: InvoiceTerms): string {
  const base = `${terms.planId}.${terms.memberId}.${terms.amountMinor}`;
  return terms.couponCode ? `t2.${base}.${terms.couponCode}.${sign(token, terms)}` : `t1.${base}.${sign(token, terms)}`;
}

const PAYLOAD = /^t1\.(\d{1,15})\.([0-9]{1,20})\.(\d{1,19})\.([A-Za-z0-9_-]{22})$/;
const WITH_COUPON = /^t2\.(\d{1,15})\.([0-9]{1,20})\.(\d{1,19})\.([A-Z0-9_-]{4,32})\.([A-Za-z0-9_-]{22})$/;

/** The terms of a payload this bot made for that currency; null for anything else. */
export function readInvoicePayload(token: string, payload: string, currency: string): InvoiceTerms | null {
  const plain = PAYLOAD.exec(payload);
  const coupon = plain ? null : WITH_COUPON.exec(payload);
  const match = plain ?? coupon;
  if (!match) return null;
  const terms: InvoiceTerms = { planId: Number(match[1]), memberId: match[2]!, amountMinor: Number(match[3]), currency };
  if (coupon) terms.couponCode = coupon[4]!;
  const expected = Buffer.from(sign(token, terms));
  const given = Buffer.from(match[plain ? 4 : 5]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? terms : null;
}
