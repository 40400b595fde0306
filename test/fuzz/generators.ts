// The request generators that name the fixture's resources, built from the ids the API gave them.
import type fc from 'fast-check';
import { anyRequestArb } from './any.js';
import { bodySpecs } from './bodies.js';
import type { FixtureIds } from './fixture.js';
import type { Req } from './http.js';
import { rejectedRequestArb } from './rejected.js';
import { routesFor, type Routes } from './routes.js';
import { validRequestArb, type Expected } from './valid.js';

export interface Generators {
  routes: Routes;
  /** Any request at all: never a 5xx, always a valid envelope. */
  anyRequest: fc.Arbitrary<Req>;
  /** Requests that must be rejected and store nothing. */
  rejectedRequest: fc.Arbitrary<Req>;
  /** Requests that follow every rule, with the statuses each may get. */
  validRequest: fc.Arbitrary<Expected>;
}

export function generators(ids: FixtureIds): Generators {
  const bodies = bodySpecs(ids);
  const routes = routesFor(ids, bodies);
  return {
    routes,
    anyRequest: anyRequestArb(routes, ids),
    rejectedRequest: rejectedRequestArb(routes, bodies, ids),
    validRequest: validRequestArb(routes, bodies, ids),
  };
}
