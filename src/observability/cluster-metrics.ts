// /metrics under WORKERS=n. The workers share one port, so a scrape lands on any of them; that
// worker asks the primary over the cluster's IPC channel, the primary gathers every worker's
// registry (prom-client's AggregatorRegistry: counters and histograms summed, gauges by their
// declared aggregator) and sends the text back. One scrape target, the whole cluster's counts.
import cluster from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import { metricsRegistry } from './metrics.js';

const ASK = 'tessera:metrics-request';
const ANSWER = 'tessera:metrics-answer';
const TIMEOUT_MS = 8000;

interface Ask {
  type: typeof ASK;
  id: number;
}
interface Answer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

/** In the cluster primary: answer the workers' requests for the aggregated metrics. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: Ask | undefined) => {
    if (message?.type !== ASK) return;
    const reply = (answer: Omit<Answer, 'type' | 'id'>) => {
      if (worker.isConnected()) worker.send({ type: ANSWER, id: message.id, ...answer } satisfies Answer);
    };
    aggregator.clusterMetrics().then(
      (text) => reply({ text }),
      (error: unknown) => reply({ error: error instanceof Error ? error.message : 'aggregation failed' }),
    );
  });
}

let joined = false;
/**
 * In a worker: answer the primary's requests for this worker's registry (prom-client installs
 * that listener when an AggregatorRegistry is made, in the primary and in workers alike).
 */
export function joinClusterMetrics(): void {
  if (joined || !cluster.isWorker) return;
  joined = true;
  new AggregatorRegistry();
}

let asked = 0;
const waiting = new Map<number, { resolve: (text: string) => void; reject: (error: Error) => void }>();
let listening = false;

function listen(): void {
  if (listening) return;
  listening = true;
  process.on('message', (message: Answer | undefined) => {
    if (message?.type !== ANSWER) return;
    const pending = waiting.get(message.id);
    if (!pending) return;
    waiting.delete(message.id);
    if (message.text !== undefined) pending.resolve(message.text);
    else pending.reject(new Error(message.error ?? 'no metrics'));
  });
}

function askPrimary(): Promise<string> {
  listen();
  const id = (asked += 1);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error('the cluster primary did not answer in time'));
    }, TIMEOUT_MS);
    waiting.set(id, {
      resolve: (text) => {
        clearTimeout(timer);
        resolve(text);
      },
      reject: (error) => {
        clearTimeout(timer);
        reject(error);
      },
    });
    process.send!({ type: ASK, id } satisfies Ask);
  });
}

/** The metrics text for a scrape: the whole cluster's from a worker, this process's otherwise. */
export function metricsText(): Promise<string> {
  return cluster.isWorker && process.send ? askPrimary() : metricsRegistry.metrics();
}
