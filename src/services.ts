// Wires repositories' callers: one service per resource, built from the same dependencies.
import type { ServiceDeps } from './modules/common/deps.js';
import { createAdminService } from './modules/admins/service.js';
import { createBotService } from './modules/bots/service.js';
import { createChatService } from './modules/chats/service.js';
import { createIdempotencyService } from './modules/idempotency/service.js';
import { createOrderImporter } from './modules/orders/import.js';
import { createOrderService } from './modules/orders/service.js';
import { createPlanService } from './modules/plans/service.js';
import { createProjectService } from './modules/projects/service.js';
import { createStatsService } from './modules/stats/service.js';

export function createServices(deps: ServiceDeps) {
  return {
    bots: createBotService(deps),
    chats: createChatService(deps),
    projects: createProjectService(deps),
    plans: createPlanService(deps),
    admins: createAdminService(deps),
    orders: createOrderService(deps),
    orderImport: createOrderImporter(deps),
    stats: createStatsService(deps),
    idempotency: createIdempotencyService(deps),
  };
}

export type Services = ReturnType<typeof createServices>;
