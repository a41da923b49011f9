// The audit log, as the compatible product serves it: GET /logs with its filters (userId,
// applicationId, logKey) and ours (result, startTime/endTime), and GET /logs/:id.
import type { Request } from 'express';
import { z } from 'zod';
import { parseFields } from '../../domain/input.js';
import type { RestRoute } from '../route.js';
import { instantText, nonEmptyValue } from './input-shapes.js';
import { listParam } from './list-query.js';

// The compatible product's entry: its common fields live in `payload` (GraphQL's Log.payload
// puts them there); the flat fields are ours, beside them.
const LOG_FIELDS = 'id key payload createdAt result userId applicationId ip userAgent error errorDescription';
const tag = 'Audit logs';

function optional(req: Request, name: string): string | undefined {
  return parseFields(nonEmptyValue(name), req.query[name], [name]);
}

/** An instant as epoch milliseconds or ISO 8601 (as the hook logs' startTime/endTime take it): a non-empty value first. */
function instant(req: Request, name: string): string | undefined {
  const given = nonEmptyValue(name).pipe(instantText(`${name} must be epoch milliseconds or an ISO 8601 date`).optional());
  return parseFields(given, req.query[name], [name]);
}

const resultShape = z.enum(['Success', 'Error'], { error: 'result must be Success or Error' }).optional();

export const logRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/logs',
    tag,
    summary:
      'List audit log entries, newest first (filters: userId, applicationId, logKey — one or more keys, comma-separated, ' +
      'a key ending in `.` matches as a prefix — result=Success|Error, startTime inclusive and endTime exclusive as epoch ms or ISO 8601)',
    list: true,
    operation: `query($first: Int, $offset: Int, $userId: String, $applicationId: String, $logKey: [String!], $result: LogResult,
      $startTime: DateTime, $endTime: DateTime) {
      logs(first: $first, offset: $offset, userId: $userId, applicationId: $applicationId, logKey: $logKey, result: $result,
        startTime: $startTime, endTime: $endTime) { totalCount nodes { ${LOG_FIELDS} } } }`,
    variables: (req) => {
      const result = parseFields(resultShape, optional(req, 'result'), ['result']);
      return {
        userId: optional(req, 'userId'),
        applicationId: optional(req, 'applicationId'),
        logKey: listParam(req, 'logKey'),
        result,
        startTime: instant(req, 'startTime'),
        endTime: instant(req, 'endTime'),
      };
    },
    status: 200,
    responseType: 'Log',
  },
  {
    method: 'GET',
    path: '/logs/:id',
    tag,
    summary: 'Get one audit log entry',
    operation: `query($id: ID!) { log(id: $id) { ${LOG_FIELDS} } }`,
    variables: (req) => ({ id: req.params.id }),
    status: 200,
    responseType: 'Log',
  },
];
