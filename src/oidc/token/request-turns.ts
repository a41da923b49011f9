// One token request per event-loop turn. A burst of requests that arrive together would otherwise
// run back to back in one turn (each about 0.3 ms of CPU), and the database answers to the audit
// INSERTs of the requests before them would wait unread until the whole burst was done: with 20
// clients, Tessera's core then sat 7-9% idle while every request waited on an answer that had
// already arrived. Yielding between requests lets libuv read those answers in between.
const waiting: Array<() => void> = [];
let scheduled = false;

function runNext(): void {
  scheduled = false;
  waiting.shift()?.();
  // Scheduled from within the check phase, so it runs in the next turn, after I/O is polled.
  if (waiting.length) schedule();
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  setImmediate(runNext);
}

/** Resolves in a later event-loop turn, in arrival order, one caller per turn. */
export function nextRequestTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    schedule();
  });
}
