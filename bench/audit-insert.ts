// Micro-benchmark: this process's CPU per audit row when token exchanges record concurrently
// (src/db/repositories/token-exchange-audit.ts), on a fresh database of the local Postgres.
// `npx tsx bench/audit-insert.ts` (pin it with taskset to read it as one core's cost).
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrator.js';
import { insertTokenExchangeEvent, type TokenExchangeEventWrite } from '../src/db/repositories/token-exchange-audit.js';
import { createBenchDatabase } from './lib/postgres.js';

const bench = await createBenchDatabase();
const database = await openDatabase({ databaseUrl: bench.url, dataDir: '' });
try {
  await migrateToLatest(database.db);
  let serial = 0;
  const event = (): TokenExchangeEventWrite => ({
    id: `bench-${serial++}`,
    applicationId: 'app',
    userId: 'user',
    resource: 'https://orders.example.com',
    organizationId: null,
    requestedScopes: ['read', 'write', 'admin'],
    grantedScopes: ['read', 'write'],
    actorSubject: null,
    result: 'granted',
    error: null,
    errorDescription: null,
    issuedJti: `jti-${serial}`,
    ip: '127.0.0.1',
    userAgent: 'bench',
  });
  const rows = 6000;
  for (const concurrent of [1, 4, 12, 24]) {
    for (const timed of [false, true]) {
      let left = rows;
      const cpu = process.cpuUsage();
      const started = performance.now();
      await Promise.all(
        Array.from({ length: concurrent }, async () => {
          while (left-- > 0) await insertTokenExchangeEvent(database.db, event());
        }),
      );
      const used = process.cpuUsage(cpu);
      const seconds = (performance.now() - started) / 1000;
      if (timed)
        console.log(`${concurrent} concurrent: ${((used.user + used.system) / rows).toFixed(1)} µs CPU per row, ${(rows / seconds).toFixed(0)} rows/s`);
    }
  }
} finally {
  await database.close();
  await bench.drop();
}
