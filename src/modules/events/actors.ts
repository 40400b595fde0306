// Who did it (SPEC §14), as an event stores it: the actor's kind and that kind's id, two columns
// (a kind is filtered on: GET /events?actor_type=), and back.
import type { Actor } from '../../bot-context.js';

export const ACTOR_TYPES = ['key', 'admin', 'member', 'system'] as const satisfies readonly Actor['type'][];

export type ActorType = (typeof ACTOR_TYPES)[number];

/** The columns an event stores its actor in. */
export function actorColumns(actor: Actor): { actor_type: ActorType; actor_id: string | null } {
  switch (actor.type) {
    case 'key':
      return { actor_type: 'key', actor_id: String(actor.key_id) };
    case 'admin':
      return { actor_type: 'admin', actor_id: actor.admin_id };
    case 'member':
      return { actor_type: 'member', actor_id: actor.member_id };
    default:
      return { actor_type: 'system', actor_id: null };
  }
}

/** The actor stored in an event's columns. */
export function actorOf(columns: { actor_type: string; actor_id: string | null }): Actor {
  const id = columns.actor_id ?? '';
  switch (columns.actor_type) {
    case 'key':
      return { type: 'key', key_id: Number(id) };
    case 'admin':
      return { type: 'admin', admin_id: id };
    case 'member':
      return { type: 'member', member_id: id };
    default:
      return { type: 'system' };
  }
}
