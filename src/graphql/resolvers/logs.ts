import { getLogEntry, listLogEntries, type LogEntry } from '../../domain/logs.js';
import { pageRequest } from '../../domain/pagination.js';
import { applicationById, userById } from '../entity-loaders.js';
import { toConnection } from '../connection.js';
import type { Resolvers } from '../types.generated.js';

/** The compatible product's payload: the common fields first, then the key's own (which never shadow them). */
function payloadOf(entry: LogEntry): Record<string, unknown> {
  return {
    ...entry.payload,
    key: entry.key,
    result: entry.result,
    ...(entry.error ? { error: { code: entry.error, message: entry.errorDescription ?? entry.error } } : {}),
    ip: entry.ip ?? undefined,
    userAgent: entry.userAgent ?? undefined,
    userId: entry.userId ?? undefined,
    applicationId: entry.applicationId ?? undefined,
  };
}

export const logResolvers: Resolvers = {
  Query: {
    logs: async (_, args, ctx) =>
      toConnection(
        await listLogEntries(ctx.db, pageRequest(args), {
          userId: args.userId ?? undefined,
          applicationId: args.applicationId ?? undefined,
          keys: args.logKey ?? undefined,
          result: args.result ?? undefined,
          startTime: args.startTime ?? undefined,
          endTime: args.endTime ?? undefined,
        }),
      ),
    log: async (_, { id }, ctx) => getLogEntry(ctx.db, id),
  },
  Log: {
    payload: (entry) => payloadOf(entry as LogEntry),
    user: (entry, _, ctx) => (entry.userId ? userById(ctx, entry.userId) : null),
    application: (entry, _, ctx) => (entry.applicationId ? applicationById(ctx, entry.applicationId) : null),
  },
};
