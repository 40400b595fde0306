// HTTP mapping for coupons; members enter them in the bot (no route).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { botParams } from '../../http/bot-scope.js';
import { send, sendPage } from '../../http/envelope.js';
import { Page, responses } from '../../schema/fields.js';
import { Coupon, CouponListQuery, CouponParam, CreateCouponBody } from './schemas.js';
import type { CouponService } from './service.js';

const tags = ['coupons'];

export function couponRoutes(fastify: FastifyInstance, coupons: CouponService): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/coupons',
    {
      config: { power: 'coupons.change' },
      schema: {
        operationId: 'createCoupon',
        tags,
        summary: 'Create a coupon',
        description:
          'percent_off (1–99) or amount_off with currency, off the plans named (default every plan); max_redemptions (default unlimited), expires_at (default never), duration "once" (default) or "forever". 409 when the code exists; an amount_off not below a plan’s price is a 422.',
        params: botParams(),
        body: CreateCouponBody,
        response: responses({ 201: Coupon }),
      },
    },
    async (req, reply) => send(reply, 201, await coupons.createCoupon(req.bot, req.body)),
  );

  app.get(
    '/coupons',
    {
      config: { power: 'coupons.read' },
      schema: {
        operationId: 'listCoupons',
        tags,
        summary: 'List coupons',
        description: 'Newest first, archived ones included, each with its redemptions and revenue.',
        params: botParams(),
        querystring: CouponListQuery,
        response: responses({ 200: Page(Coupon) }),
      },
    },
    async (req, reply) => sendPage(reply, await coupons.listCoupons(req.bot, req.query)),
  );

  app.get(
    '/coupons/:code',
    {
      config: { power: 'coupons.read' },
      schema: {
        operationId: 'getCoupon',
        tags,
        summary: 'Get a coupon',
        description: 'With redeemed (members who paid with it) and revenue per currency.',
        params: botParams({ code: CouponParam }),
        response: responses({ 200: Coupon }),
      },
    },
    async (req, reply) => send(reply, 200, await coupons.getCoupon(req.bot, req.params.code)),
  );

  app.delete(
    '/coupons/:code',
    {
      config: { power: 'coupons.change' },
      schema: {
        operationId: 'archiveCoupon',
        tags,
        summary: 'Archive a coupon',
        description: 'No new redemptions; orders paid with it keep it. Answers the coupon.',
        params: botParams({ code: CouponParam }),
        response: responses({ 200: Coupon }),
      },
    },
    async (req, reply) => send(reply, 200, await coupons.archiveCoupon(req.bot, req.params.code)),
  );
}
