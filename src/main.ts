// Process entry: config → database → app → listen; graceful stop on SIGTERM/SIGINT.
import { loadConfig } from './config.js';
import { start } from './start.js';

const config = loadConfig();
const running = await start(config);
if (running.generatedAdmin) {
  // Printed once, at creation: the secret is stored only as a digest.
  console.log(
    `created admin application: client_id=${running.generatedAdmin.clientId} client_secret=${running.generatedAdmin.clientSecret}`,
  );
}
const engine = running.services.database.engine === 'pglite' ? `PGlite (${config.dataDir})` : 'Postgres';
console.log(`tessera listening on ${config.baseUrl} (port ${config.port}, database: ${engine})`);

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    running.stop().then(
      () => process.exit(0),
      (error) => {
        console.error('error while stopping', error);
        process.exit(1);
      },
    );
  });
}
