// One process at a time on an embedded (PGlite) data directory. PGlite keeps the database in the
// process's memory and writes it back to the directory: a second process (a `tessera` command
// beside the running server) would read and write its own copy, report success, and have its
// writes overwritten when the server stops. So whoever opens the directory first holds
// `<DATA_DIR>/tessera.lock` and the second refuses, saying who holds it.
//
// The lock file records its holder (pid, host, the process's start time from /proc where there
// is one, a random token). A lock left by a process that died without releasing it (a crash, a
// SIGKILL) is stale and taken over at once: on the same host when that pid is gone, or is now
// another process (a different start time; in a container the same pid comes back after a
// restart); from another host (a volume shared by containers), when the holder stopped touching
// the file for STALE_AFTER_MS (holders touch it every HEARTBEAT_MS).
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, rmdirSync, statSync, unlinkSync, utimesSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';

export const LOCK_FILE = 'tessera.lock';
export const HEARTBEAT_MS = 15_000;
/** A lock of another host not touched for this long is stale. */
export const STALE_AFTER_MS = 120_000;
/** A lock file without a readable record (its writer died between creating and writing it). */
const UNREADABLE_STALE_AFTER_MS = 10_000;

/** The data directory is held by another process: the message says by whom and what to do. */
export class DataDirLocked extends Error {
  override readonly name = 'DataDirLocked';
}

interface LockRecord {
  pid: number;
  host: string;
  /** Field 22 of /proc/<pid>/stat (start time in clock ticks since boot); null off Linux. */
  procStart: string | null;
  since: string;
  holder: string;
  token: string;
}

/** Directories this process holds, with their tokens: a lock naming our own pid but not listed is a previous incarnation's. */
const heldHere = new Map<string, string>();

function procStartOf(pid: number | 'self'): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command name, which is in parentheses and may hold spaces; starttime is field 22.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, owned by someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(file: string): { record: LockRecord | undefined; raw: string; ageMs: number } | undefined {
  let raw: string;
  let ageMs: number;
  try {
    raw = readFileSync(file, 'utf8');
    ageMs = Date.now() - statSync(file).mtimeMs;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const record = JSON.parse(raw) as LockRecord;
    if (typeof record.pid !== 'number' || typeof record.host !== 'string' || typeof record.token !== 'string') return { record: undefined, raw, ageMs };
    return { record, raw, ageMs };
  } catch {
    return { record: undefined, raw, ageMs };
  }
}

/** Whether a lock found in `dir` was left by a process that no longer holds it. */
function stale(dir: string, found: NonNullable<ReturnType<typeof readLock>>): boolean {
  const { record, ageMs } = found;
  if (!record) return ageMs > UNREADABLE_STALE_AFTER_MS;
  if (record.host !== hostname()) return ageMs > STALE_AFTER_MS;
  if (record.pid === process.pid) return heldHere.get(dir) !== record.token;
  if (!alive(record.pid)) return true;
  const now = record.procStart === null ? null : procStartOf(record.pid);
  return now !== null && now !== record.procStart;
}

function refusal(dir: string, record: LockRecord | undefined): DataDirLocked {
  const who = record
    ? `${record.holder} (pid ${record.pid}${record.host === hostname() ? '' : ` on ${record.host}`}, since ${record.since})`
    : 'another process that is opening it right now';
  const sameProcess = record?.pid === process.pid && record.host === hostname();
  return new DataDirLocked(
    sameProcess
      ? `the embedded database in ${dir} is already open in this process`
      : `the embedded database in ${dir} is in use by ${who}. PGlite belongs to one process: a change made beside it would be lost when it stops. ` +
          'Stop it first, or make the change through it (the console or the Management API); to run the server and commands at once, use Postgres (DATABASE_URL).' +
          (record && record.host !== hostname()
            ? ` If that process no longer runs, the lock is taken over ${STALE_AFTER_MS / 1000} s after it last touched ${join(dir, LOCK_FILE)}.`
            : ''),
  );
}

/** Removes the stale lock `raw` unless someone replaced it meanwhile; a short-lived directory is the mutex of the takeover. */
function breakStale(file: string, raw: string): void {
  const mutex = `${file}.takeover`;
  try {
    mkdirSync(mutex);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // Another process is taking it over; a mutex left by a crash in these few lines is old.
    try {
      if (Date.now() - statSync(mutex).mtimeMs > UNREADABLE_STALE_AFTER_MS) rmdirSync(mutex);
    } catch {
      // gone meanwhile
    }
    return;
  }
  try {
    let current: string | undefined;
    try {
      current = readFileSync(file, 'utf8');
    } catch {
      current = undefined;
    }
    if (current === raw) unlinkSync(file);
  } finally {
    rmdirSync(mutex);
  }
}

/**
 * Takes `<dir>/tessera.lock` for `holder` (said to whoever is refused), or throws DataDirLocked.
 * Returns the release, which removes the file only while it is still ours.
 */
export function lockDataDir(dataDir: string, holder: string): () => void {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, LOCK_FILE);
  const record: LockRecord = {
    pid: process.pid,
    host: hostname(),
    procStart: procStartOf('self'),
    since: new Date().toISOString(),
    holder,
    token: randomBytes(16).toString('hex'),
  };
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      try {
        writeSync(fd, `${JSON.stringify(record)}\n`);
      } finally {
        closeSync(fd);
      }
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const found = readLock(file);
    if (!found) continue;
    if (attempt >= 3 || !stale(dir, found)) throw refusal(dir, found.record);
    breakStale(file, found.raw);
  }
  heldHere.set(dir, record.token);
  const heartbeat = setInterval(() => {
    try {
      const now = new Date();
      utimesSync(file, now, now);
    } catch {
      // Removed under us: nothing to keep fresh; the release finds it gone.
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    clearInterval(heartbeat);
    if (heldHere.get(dir) === record.token) heldHere.delete(dir);
    const found = readLock(file);
    if (found?.record?.token === record.token) unlinkSync(file);
  };
}
