import { invalidInput } from '../../domain/errors.js';
import type { RestRoute } from '../route.js';

const EVENT_FIELDS = `id applicationId userId resource organizationId requestedScopes grantedScopes actorSubject
  result error errorDescription issuedJti ip userAgent createdAt`;

function optional(value: unknown, name: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !value) throw invalidInput(`${name} must be a non-empty string`, [name]);
  return value;
}

/** An instant as epoch milliseconds or ISO 8601 (as the hook logs' startTime/endTime take it). */
function instant(value: unknown, name: string): string | undefined {
  if (value === undefined) return undefined;
  const date = typeof value === 'string' && value ? new Date(/^\d+$/.test(value) ? Number(value) : value) : new Date(NaN);
  if (Number.isNaN(date.getTime())) throw invalidInput(`${name} must be epoch milliseconds or an ISO 8601 date`, [name]);
  return date.toISOString();
}

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
      const result = optional(req.query.result, 'result');
      if (result !== undefined && result !== 'granted' && result !== 'refused') {
        throw invalidInput('result must be granted or refused', ['result']);
      }
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
