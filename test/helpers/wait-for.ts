// The one way a test waits for something asynchronous (a delivery, a claim, a log line): poll a
// condition briefly until it holds or a deadline passes. A fixed sleep is either too short on a
// loaded CI host or wasted on an idle one; .ci/no-fixed-sleeps.mjs refuses them in test/.

export interface WaitOptions {
  /** Give up after this long (default 10 s). */
  timeoutMs?: number;
  /** Between polls (default 20 ms). */
  intervalMs?: number;
  /** Named in the error when the deadline passes. */
  what?: string;
}

/** Resolves with the condition's first truthy value; throws when the deadline passes first. */
export async function waitFor<T>(condition: () => T | Promise<T>, options: WaitOptions = {}): Promise<NonNullable<T>> {
  const { timeoutMs = 10_000, intervalMs = 20, what = 'condition' } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await condition();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`waitFor: ${what} not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
