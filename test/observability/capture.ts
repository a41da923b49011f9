// What the process writes while a test runs: the logger's lines (stdout), and anything that
// still reaches the console or stderr.
import { format } from 'node:util';
import { vi } from 'vitest';

export interface Capture {
  text(): string;
  /** The JSON lines among them (the logger in JSON mode). */
  entries(): Array<Record<string, any>>;
  stop(): void;
}

export function captureOutput(): Capture {
  const chunks: string[] = [];
  const spies: Array<{ mockRestore(): void }> = [];
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream);
    spies.push(
      vi.spyOn(stream, 'write').mockImplementation((chunk: unknown, ...rest: unknown[]) => {
        chunks.push(String(chunk));
        return (write as (...a: unknown[]) => boolean)(chunk, ...rest);
      }),
    );
  }
  for (const method of ['error', 'warn', 'log', 'info', 'debug'] as const) {
    spies.push(vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void chunks.push(format(...args))));
  }
  return {
    text: () => chunks.join(''),
    entries: () =>
      chunks
        .join('')
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, any>),
    stop: () => spies.forEach((s) => s.mockRestore()),
  };
}
