// Reading the Prometheus text format, in tests and in the bench (bench/lib/audit-wait.ts).
export type Samples = Map<string, number>;

/** `name{a="x",b="y"} 3` lines → key `name{a="x",b="y"}` (labels as written) → value. */
export function parseMetrics(text: string): Samples {
  const samples: Samples = new Map();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    samples.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return samples;
}

/** The value of one series (0 when absent); labels in any order. */
export function sample(samples: Samples, name: string, labels: Record<string, string | number> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  let total = 0;
  let found = false;
  for (const [key, value] of samples) {
    const brace = key.indexOf('{');
    const series = brace === -1 ? key : key.slice(0, brace);
    if (series !== name) continue;
    const have = brace === -1 ? [] : key.slice(brace + 1, -1).split(/,(?=[a-z_]+=")/);
    if (wanted.every((w) => have.includes(w)) && have.length === wanted.length) {
      total += value;
      found = true;
    }
  }
  return found ? total : 0;
}

/** Every label value of one label across a metric's series. */
export function labelValues(samples: Samples, name: string, label: string): string[] {
  const values = new Set<string>();
  for (const key of samples.keys()) {
    if (!key.startsWith(`${name}{`)) continue;
    const m = new RegExp(`[{,]${label}="([^"]*)"`).exec(key);
    if (m) values.add(m[1]!);
  }
  return [...values];
}
