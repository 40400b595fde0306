// Prometheus metrics at /metrics (prom-client): requests and latency per route template (the
// template, never a URL: no key or bot id reaches a label), database pool, rate-limit hits.
import { Counter, Histogram, Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import type { FastifyInstance } from 'fastify';
import type { Storage } from '../db/connect.js';

export interface Metrics {
  registry: Registry;
  rateLimited(kind: 'api_key' | 'failed_auth'): void;
}

export function createMetrics(storage: Storage): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const hits = new Counter({ name: 'tollgate_rate_limit_hits_total', help: 'Requests refused by a rate limit.', labelNames: ['kind'], registers: [registry] });
  new Gauge({
    name: 'tollgate_db_pool_connections',
    help: 'Database pool connections by state (PostgreSQL; SQLite has one connection).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = storage.poolStats();
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  return { registry, rateLimited: (kind) => hits.inc({ kind }) };
}

export function instrumentRequests(app: FastifyInstance, metrics: Metrics): void {
  const requests = new Counter({
    name: 'tollgate_http_requests_total',
    help: 'HTTP requests by method, route template and status.',
    labelNames: ['method', 'route', 'status'],
    registers: [metrics.registry],
  });
  const duration = new Histogram({
    name: 'tollgate_http_request_duration_seconds',
    help: 'HTTP request latency by method and route template.',
    labelNames: ['method', 'route'],
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [metrics.registry],
  });
  // Labelled children are looked up once per (method, route, status), not hashed on every request.
  const children = new Map<string, { count: Counter.Internal; latency: Histogram.Internal<'method' | 'route'> }>();
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const key = `${request.method} ${route} ${reply.statusCode}`;
    let child = children.get(key);
    if (!child) {
      child = { count: requests.labels(request.method, route, String(reply.statusCode)), latency: duration.labels(request.method, route) };
      children.set(key, child);
    }
    child.count.inc();
    child.latency.observe(reply.elapsedTime / 1000);
    done();
  });
  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
    reply.type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}
