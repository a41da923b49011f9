// The webhook outbox as a queue: a change writes one delivery per enabled hook subscribed to its
// event, in the change's transaction, and a NOTIFY wakes the dispatchers when it commits; a
// dispatcher claims due deliveries under a lease (a crashed instance's claims are taken over when
// it expires), records each attempt and outcome, and hands back or releases what it cannot send.
// The queue's statements are src/db/repositories/hook-deliveries.ts; the dispatcher and the
// outbox writer (src/events/) use them through here.
export type { ClaimProgress, ClaimedDelivery, DeliveryOutcome, NewDelivery } from '../../db/repositories/hook-deliveries.js';
export {
  OUTBOX_CHANNEL,
  claimDueDeliveries,
  handBackClaims,
  insertDeliveries,
  notifyOutbox,
  purgeFinishedDeliveries,
  recordClaimProgress,
  releaseClaims,
} from '../../db/repositories/hook-deliveries.js';
/** The enabled hooks subscribed to an event (whose deliveries a change writes). */
export { subscribedHookIds } from '../../db/repositories/hooks.js';
/** A hook whose endpoint answered 410 Gone is disabled: nothing more is sent to it until re-enabled. */
export { disableHook } from '../../db/repositories/hooks.js';
