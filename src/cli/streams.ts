// Small stream helpers for the CLI.
export async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
  return text;
}

/** Writes and waits when the stream asks to (an export of millions of users stays in flat memory). */
export async function write(stream: NodeJS.WritableStream, text: string): Promise<void> {
  if (!stream.write(text)) await new Promise<void>((resolve) => stream.once('drain', () => resolve()));
}

/**
 * A progress line for a long command: `<verb> <done>[/<total>] users, <rate>/s`. On a terminal
 * it is redrawn in place a few times a second; otherwise (a log, a test) one line every `every`.
 */
export function progressLine(err: NodeJS.WritableStream, verb: string, total: number | undefined, every = 1000) {
  const tty = Boolean((err as NodeJS.WriteStream).isTTY);
  const started = performance.now();
  let drawnAt = 0;
  const text = (done: number, extra: string) => {
    const seconds = (performance.now() - started) / 1000;
    const rate = seconds > 0 ? Math.round(done / seconds) : 0;
    return `${verb} ${done}${total === undefined ? '' : `/${total}`} users${extra}, ${rate}/s`;
  };
  return {
    tick(done: number, extra = '') {
      if (tty) {
        const now = performance.now();
        if (now - drawnAt < 250) return;
        drawnAt = now;
        err.write(`\r${text(done, extra)}\u001b[K`);
      } else if (done % every === 0) err.write(`${text(done, extra)}…\n`);
    },
    /** Ends a redrawn line so that what follows starts on its own. */
    clear() {
      if (tty && drawnAt) err.write('\r\u001b[K');
    },
  };
}
