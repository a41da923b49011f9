import { z } from 'zod';
import { parseFields } from '../../domain/input.js';
import { instantText, nonEmptyValue } from './input-shapes.js';
import type { RestRoute } from '../route.js';

const EVENT_FIELDS = `id applicationId userId resource organizationId requestedScopes grantedScopes actorSubject
  result error errorDescription issuedJti ip userAgent createdAt subjectClientId actorChain`;

function optional(value: unknown, name: string): string | undefined {
  return parseFields(nonEmptyValue(name), value, [name]);
}

/** An instant as epoch milliseconds or ISO 8601 (as the hook logs' startTime/endTime take it). */
function instant(value: unknown, name: string): string | undefined {
  return parseFields(instantText(`${name} must be epoch milliseconds or an ISO 8601 date`).optional(), value, [name]);
}

const resultShape = z.enum(['granted', 'refused'], { error: 'result must be granted or refused' }).optional();

export const tokenExchangeRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/token-exchange/audit',
    tag: 'Token exchange',
    summary:
      'List token exchange attempts, newest first (filters: application_id, user_id, result=granted|refused, resource, ' +
      'startTime inclusive and endTime exclusive as epoch ms or ISO 8601)',
    list: true,
    operation: `query($first: Int, $offset: Int, $applicationId: String, $userId: String, $result: TokenExchangeResult,
      $resource: String, $startTime: DateTime, $endTime: DateTime) {
      tokenExchangeEvents(first: $first, offset: $offset, applicationId: $applicationId, userId: $userId, result: $result,
        resource: $resource, startTime: $startTime, endTime: $endTime) {
        totalCount nodes { ${EVENT_FIELDS} } } }`,
    variables: (req) => {
      const result = parseFields(resultShape, optional(req.query.result, 'result'), ['result']);
      return {
        applicationId: optional(req.query.application_id, 'application_id'),
        userId: optional(req.query.user_id, 'user_id'),
        result,
        resource: optional(req.query.resource, 'resource'),
        startTime: instant(req.query.startTime, 'startTime'),
        endTime: instant(req.query.endTime, 'endTime'),
      };
    },
    status: 200,
    responseType: 'TokenExchangeEvent',
  },
];
