// SQL spans for PGlite, which no instrumentation knows (the pg instrumentation covers Postgres):
// a Kysely driver wrapper that runs each statement in a span shaped like the pg instrumentation's,
// so a trace reads the same on both databases. Used only when tracing is on.
//
// Like the pg instrumentation as Tessera configures it: a statement gets a span only inside a
// traced operation (background work such as the dispatcher's polling makes no traces of its
// own); the statement's text is recorded, never its parameters (Kysely sends every value as
// one); a failure records its SQLSTATE, not the database's message, which may quote a value.
import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryResult, TransactionSettings } from 'kysely';
import { tessera } from '../observability/trace-context.js';

function operationOf(sql: string): string {
  const word = /^\s*([a-z]+)/i.exec(sql)?.[1];
  return word ? word.toUpperCase() : 'QUERY';
}

function traceStatement<T>(sql: string, run: () => Promise<T>): Promise<T> {
  if (!trace.getSpan(context.active())) return run();
  const operation = operationOf(sql);
  return tessera().startActiveSpan(
    `${operation} pglite`,
    {
      kind: SpanKind.CLIENT,
      attributes: { 'db.system.name': 'postgresql', 'db.operation.name': operation, 'db.query.text': sql },
    },
    async (span) => {
      try {
        return await run();
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        const type = typeof code === 'string' ? code : 'error';
        span.setAttribute('error.type', type);
        span.setStatus({ code: SpanStatusCode.ERROR, message: typeof code === 'string' ? `SQLSTATE ${code}` : 'query failed' });
        throw error;
      } finally {
        span.end();
      }
    },
  );
}

function tracedConnection(inner: DatabaseConnection): DatabaseConnection {
  return {
    executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      return traceStatement(query.sql, () => inner.executeQuery<R>(query));
    },
    streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
      // Not traced: nothing in Tessera streams, and a span could not cover the consumer's pace.
      return inner.streamQuery<R>(query, chunkSize);
    },
  };
}

function tracedDriver(inner: Driver): Driver {
  // The driver hands out its own connections and wants them back: wrap and unwrap one to one.
  const wrapperOf = new WeakMap<DatabaseConnection, DatabaseConnection>();
  const innerOf = new WeakMap<DatabaseConnection, DatabaseConnection>();
  const unwrap = (connection: DatabaseConnection) => innerOf.get(connection) ?? connection;
  return {
    init: () => inner.init(),
    async acquireConnection() {
      const connection = await inner.acquireConnection();
      let wrapper = wrapperOf.get(connection);
      if (!wrapper) {
        wrapper = tracedConnection(connection);
        wrapperOf.set(connection, wrapper);
        innerOf.set(wrapper, connection);
      }
      return wrapper;
    },
    // Given the wrapper: the driver's BEGIN/COMMIT/ROLLBACK go through executeQuery and are traced.
    beginTransaction: (connection: DatabaseConnection, settings: TransactionSettings) => inner.beginTransaction(connection, settings),
    commitTransaction: (connection: DatabaseConnection) => inner.commitTransaction(connection),
    rollbackTransaction: (connection: DatabaseConnection) => inner.rollbackTransaction(connection),
    releaseConnection: (connection: DatabaseConnection) => inner.releaseConnection(unwrap(connection)),
    destroy: () => inner.destroy(),
    // Savepoints exactly as the driver has them (or not).
    ...(inner.savepoint && { savepoint: inner.savepoint.bind(inner) }),
    ...(inner.rollbackToSavepoint && { rollbackToSavepoint: inner.rollbackToSavepoint.bind(inner) }),
    ...(inner.releaseSavepoint && { releaseSavepoint: inner.releaseSavepoint.bind(inner) }),
  };
}

export function tracedDialect(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => tracedDriver(dialect.createDriver()),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
