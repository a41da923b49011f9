// `npm run migrate`: apply pending migrations and exit.
import { loadConfig } from '../config.js';
import { openDatabase } from './database.js';
import { migrateToLatest } from './migrator.js';

const config = loadConfig();
const database = await openDatabase(config);
try {
  const applied = await migrateToLatest(database.db);
  console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
} finally {
  await database.close();
}
