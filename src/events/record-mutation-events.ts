// Applied by the mutation middleware inside the mutation's transaction, after it succeeded.
import type { GraphQLContext } from '../graphql/context.js';
import { mutationEvents } from './mutation-events.js';

export type EventWriter = (ctx: GraphQLContext, mutation: string, args: unknown, result: unknown) => Promise<void>;

let writer: EventWriter | undefined;

/** The outbox writer installs itself here (kept pluggable so the GraphQL layer does not import it). */
export function setEventWriter(next: EventWriter): void {
  writer = next;
}

export async function recordMutationEvents(ctx: GraphQLContext, mutation: string, args: unknown, result: unknown) {
  if (!writer || !(mutation in mutationEvents)) return;
  await writer(ctx, mutation, args, result);
}
