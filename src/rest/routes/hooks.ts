import { parseFields } from '../../domain/input.js';
import { eventOfLogKey } from '../../domain/webhooks/hooks.js';
import { body, type RestRoute } from '../route.js';
import { instantText, singleValue } from './input-shapes.js';
import { searchParam } from './list-query.js';
import type { Request } from 'express';

const HOOK_FIELDS = 'tenantId id name event signingKey events config { url headers } enabled createdAt updatedAt';
const STATS = 'executionStats @include(if: $withStats) { successCount failedCount pendingCount requestCount }';
const ERRORS = 'userErrors { code message field data }';
// `payload` is the compatible product's log payload; what was sent is its `body`.
const ATTEMPT_FIELDS = `id key deliveryId webhookId event attempt result statusCode durationMs responseExcerpt error payload: logPayload createdAt`;
const DELIVERY_FIELDS = 'id hookId webhookId event status attempts nextAttemptAt payload redeliveryOf createdAt deliveredAt';
const tag = 'Hooks';

/** A query-string instant: epoch milliseconds (the REST convention) or ISO 8601. */
function instant(req: Request, name: string): string | undefined {
  return parseFields(instantText(`${name} must be epoch milliseconds or an ISO 8601 date`).optional(), req.query[name], [name]);
}

function optionalString(req: Request, name: string): string | undefined {
  return parseFields(singleValue(name), req.query[name], [name]);
}

/** The event the compatible product's `logKey=TriggerHook.<event>` filter names. */
function logKeyEvent(req: Request): string | undefined {
  const logKey = optionalString(req, 'logKey');
  return logKey === undefined ? undefined : eventOfLogKey(logKey);
}

export const hookRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/hooks',
    tag,
    summary: 'List hooks (`includeExecutionStats=true` adds 24-hour delivery counts; `search` in id, name or URL)',
    list: true,
    operation: `query($first: Int, $offset: Int, $withStats: Boolean!, $search: String) {
      hooks(first: $first, offset: $offset, search: $search) { totalCount nodes { ${HOOK_FIELDS} ${STATS} } } }`,
    variables: (req) => ({ withStats: req.query.includeExecutionStats === 'true', search: searchParam(req) }),
    query: { includeExecutionStats: '`true` adds the delivery counts of the last 24 hours.', search: 'Text to find in the id, name or URL.' },
    status: 200,
    responseType: 'Hook',
  },
  {
    method: 'GET',
    path: '/hooks/:id',
    tag,
    summary: 'Get a hook with its delivery counts of the last 24 hours',
    operation: `query($id: ID!, $withStats: Boolean!) { hook(id: $id) { ${HOOK_FIELDS} ${STATS} } }`,
    variables: (req) => ({ id: req.params.id, withStats: true }),
    status: 200,
    responseType: 'Hook',
  },
  {
    method: 'POST',
    path: '/hooks',
    tag,
    summary: 'Create a hook; the response carries its signing key, shown only this once',
    operation: `mutation($input: CreateHookInput!, $withStats: Boolean! = false) {
      createHook(input: $input) { hook { ${HOOK_FIELDS} ${STATS} } signingKey ${ERRORS} } }`,
    variables: (req) => ({ input: body(req) }),
    status: 201,
    result: { entity: 'hook', extra: ['signingKey'] },
    bodyType: 'CreateHookInput',
    responseType: 'Hook',
  },
  {
    method: 'PATCH',
    path: '/hooks/:id',
    tag,
    summary: 'Update a hook',
    operation: `mutation($id: ID!, $input: UpdateHookInput!, $withStats: Boolean! = false) {
      updateHook(id: $id, input: $input) { hook { ${HOOK_FIELDS} ${STATS} } ${ERRORS} } }`,
    variables: (req) => ({ id: req.params.id, input: body(req) }),
    status: 200,
    bodyType: 'UpdateHookInput',
    responseType: 'Hook',
  },
  {
    method: 'DELETE',
    path: '/hooks/:id',
    tag,
    summary: 'Delete a hook and its delivery history',
    operation: `mutation($id: ID!) { deleteHook(id: $id) { deletedId ${ERRORS} } }`,
    variables: (req) => ({ id: req.params.id }),
    status: 204,
  },
  {
    method: 'PATCH',
    path: '/hooks/:id/signing-key',
    tag,
    summary: 'Rotate the signing key; the old key keeps signing alongside for a grace period',
    operation: `mutation($id: ID!) { rotateHookSigningKey(id: $id) { signingKey previousKeyExpiresAt ${ERRORS} } }`,
    variables: (req) => ({ id: req.params.id }),
    status: 200,
    result: { fields: ['signingKey', 'previousKeyExpiresAt'] },
  },
  {
    method: 'POST',
    path: '/hooks/:id/test',
    tag,
    summary:
      'Send a sample of each chosen event to a configuration now: 204 when every one was accepted, else 422 `hook.send_test_payload_failed` with the results',
    operation: `mutation($id: ID!, $input: TestHookInput!) {
      testHook(id: $id, input: $input, failOnError: true) { results { event success statusCode durationMs responseExcerpt error } ${ERRORS} } }`,
    variables: (req) => ({ id: req.params.id, input: body(req) }),
    status: 204,
    bodyType: 'TestHookInput',
  },
  {
    method: 'GET',
    path: '/hooks/:id/recent-logs',
    tag,
    summary:
      'Delivery attempts as log rows (`key` TriggerHook.<event>, `payload` { key, result, hookId, body, response, error }), newest first; filter by `logKey`, `start_time`/`end_time` (or startTime/endTime, epoch ms), event, result (success|failed)',
    list: true,
    operation: `query($id: ID!, $first: Int, $offset: Int, $startTime: DateTime, $endTime: DateTime, $event: String, $result: HookLogResult) {
      hookRecentLogs(id: $id, first: $first, offset: $offset, startTime: $startTime, endTime: $endTime, event: $event, result: $result) {
        totalCount nodes { ${ATTEMPT_FIELDS} } } }`,
    variables: (req) => ({
      id: req.params.id,
      startTime: instant(req, req.query.start_time !== undefined ? 'start_time' : 'startTime'),
      endTime: instant(req, req.query.end_time !== undefined ? 'end_time' : 'endTime'),
      event: logKeyEvent(req) ?? optionalString(req, 'event'),
      result: optionalString(req, 'result'),
    }),
    query: {
      logKey: 'Only attempts of this log key, `TriggerHook.<event>`.',
      start_time: 'Only attempts at or after this instant (epoch milliseconds or ISO 8601); `startTime` is the same.',
      end_time: 'Only attempts at or before this instant (epoch milliseconds or ISO 8601); `endTime` is the same.',
      startTime: 'Alias of `start_time`.',
      endTime: 'Alias of `end_time`.',
      event: 'Only attempts of this event.',
      result: 'Only `success` or `failed` attempts.',
    },
    status: 200,
    responseType: 'HookDeliveryAttempt',
  },
  {
    method: 'POST',
    path: '/hooks/:id/deliveries/:deliveryId/redeliver',
    tag,
    summary: 'Queue a past delivery again (same payload and webhook-id)',
    operation: `mutation($id: ID!, $deliveryId: ID!) {
      redeliverHookDelivery(id: $id, deliveryId: $deliveryId) { delivery { ${DELIVERY_FIELDS} } ${ERRORS} } }`,
    variables: (req) => ({ id: req.params.id, deliveryId: req.params.deliveryId }),
    status: 202,
    responseType: 'HookDelivery',
  },
];
