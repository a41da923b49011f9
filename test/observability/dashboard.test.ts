// The Grafana dashboard and the Prometheus alert rules in docs/operations/ name metrics by hand:
// every metric their PromQL uses must be one a running Tessera actually exposes, so a renamed or
// removed metric breaks this test instead of silently emptying a panel or muting an alert.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';

const DOCS = new URL('../../docs/operations/', import.meta.url);
const dashboard = JSON.parse(readFileSync(new URL('grafana-dashboard.json', DOCS), 'utf8')) as Dashboard;
const alertsYaml = readFileSync(new URL('prometheus-alerts.yml', DOCS), 'utf8');

interface Panel {
  type: string;
  title: string;
  datasource?: { type: string; uid: string };
  targets?: Array<{ expr: string; datasource?: { type: string; uid: string } }>;
  panels?: Panel[];
}
interface Dashboard {
  panels: Panel[];
  templating: { list: Array<{ name: string; type: string; query: unknown }> };
}

/** Series Prometheus makes up itself for each target; no exporter exposes them. */
const SYNTHETIC = new Set(['up', 'scrape_duration_seconds', 'scrape_samples_scraped']);

// PromQL words that are not metric names: aggregations, functions, keywords.
const PROMQL_WORDS = new Set(
  (
    'sum min max avg group stddev stdvar count count_values bottomk topk quantile by without on ignoring ' +
    'group_left group_right bool and or unless offset rate irate increase delta idelta deriv histogram_quantile ' +
    'absent absent_over_time abs ceil floor round clamp clamp_min clamp_max changes resets label_replace label_join ' +
    'avg_over_time min_over_time max_over_time sum_over_time count_over_time quantile_over_time last_over_time ' +
    'time timestamp vector scalar sort sort_desc predict_linear exp ln log2 log10 sqrt inf nan'
  ).split(' '),
);

/** The metric names in one PromQL expression. */
function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`[^`]*`/g, ' ') // strings: label values, regexes
    .replace(/\{[^}]*\}/g, ' ') // label matchers
    .replace(/\[[^\]]*\]/g, ' ') // range selectors and $__rate_interval
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ') // label lists
    .replace(/\$\w+/g, ' '); // dashboard variables
  const names = new Set<string>();
  for (const [word] of bare.matchAll(/[A-Za-z_:][A-Za-z0-9_:]*/g)) {
    if (PROMQL_WORDS.has(word.toLowerCase())) continue;
    names.add(word);
  }
  return [...names];
}

/** Every `expr:` of the rules file, single-line or a block scalar (`expr: |`). */
function alertExpressions(yaml: string): string[] {
  const lines = yaml.split('\n');
  const exprs: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const m = /^(\s*)(?:-\s+)?expr:\s*(.*)$/.exec(lines[i]!);
    if (!m) continue;
    let value = m[2]!.trim();
    if (/^[|>][-+]?$/.test(value)) {
      const indent = m[1]!.length;
      const body: string[] = [];
      while (i + 1 < lines.length && (lines[i + 1]!.trim() === '' || /^\s*/.exec(lines[i + 1]!)![0].length > indent)) body.push(lines[(i += 1)]!.trim());
      value = body.join(' ');
    } else if (/^(["']).*\1$/.test(value)) {
      value = value.slice(1, -1);
    }
    exprs.push(value);
  }
  return exprs;
}

function dashboardExpressions(): string[] {
  const exprs: string[] = [];
  const walk = (panels: Panel[]) => {
    for (const panel of panels) {
      for (const target of panel.targets ?? []) exprs.push(target.expr);
      walk(panel.panels ?? []);
    }
  };
  walk(dashboard.panels);
  for (const variable of dashboard.templating.list) {
    if (variable.type !== 'query') continue;
    const query = typeof variable.query === 'string' ? variable.query : (variable.query as { query: string }).query;
    const m = /^label_values\((.+),\s*\w+\)$/.exec(query);
    exprs.push(m ? m[1]! : query);
  }
  return exprs;
}

/** Metric families of a scrape (`# TYPE` lines, so a counter no request has moved yet counts) and its sample names. */
function exposed(text: string): { types: Map<string, string>; samples: Set<string> } {
  const types = new Map<string, string>();
  const samples = new Set<string>();
  for (const line of text.split('\n')) {
    const type = /^# TYPE (\S+) (\S+)$/.exec(line);
    if (type) types.set(type[1]!, type[2]!);
    else if (line && !line.startsWith('#')) samples.add(/^[^{\s]+/.exec(line)![0]);
  }
  return { types, samples };
}

/** Why `name` is not in the scrape, or undefined when it is. */
function missing(name: string, scrape: ReturnType<typeof exposed>): string | undefined {
  if (SYNTHETIC.has(name)) return undefined;
  const suffix = /^(.*)_(bucket|sum|count)$/.exec(name);
  if (suffix) {
    const family = scrape.types.get(suffix[1]!);
    if (family === 'histogram' || (family === 'summary' && suffix[2] !== 'bucket')) return undefined;
  }
  const type = scrape.types.get(name);
  if (type === undefined) return `${name}: not exposed`;
  if (type === 'histogram' || type === 'summary') return `${name}: a ${type}, query it as ${name}_bucket/_sum/_count`;
  return undefined;
}

const app = useTestApp();
let scrape: ReturnType<typeof exposed>;

beforeAll(async () => {
  // A little traffic: a client_credentials grant and a Management API call.
  expect((await app.api('GET', '/applications')).status).toBe(200);
  const res = await fetch(`${app.url}/metrics`);
  expect(res.status).toBe(200);
  scrape = exposed(await res.text());
});

describe('docs/operations dashboard and alerts', () => {
  it('finds metric names in PromQL, and only those', () => {
    expect(
      metricNames(
        'histogram_quantile(0.99, sum by (route, le) (rate(tessera_http_request_duration_seconds_bucket{job=~"$job", route="/oidc/token"}[$__rate_interval])))',
      ),
    ).toEqual(['tessera_http_request_duration_seconds_bucket']);
    expect(metricNames('sum(rate(a_total{x=~"b|c"}[15m])) / sum(rate(a_total[15m])) > 0.2 and on (instance) up == 1')).toEqual(['a_total', 'up']);
    expect(metricNames('absent(up{job="tessera"} == 1)')).toEqual(['up']);
    expect(alertExpressions('rules:\n  - alert: A\n    expr: |\n      sum(x)\n        > 1\n    for: 5m\n  - expr: "y > 2"\n')).toEqual(['sum(x) > 1', 'y > 2']);
  });

  it('the scrape exposes the histograms as _bucket series and the labelled counters as families', () => {
    expect(scrape.samples).toContain('tessera_http_request_duration_seconds_bucket');
    expect(scrape.types.get('tessera_token_requests_total')).toBe('counter');
    expect(scrape.types.get('tessera_webhook_delivery_latency_seconds')).toBe('histogram');
  });

  it('the dashboard uses a Prometheus datasource variable, and every metric it queries exists', () => {
    const ds = dashboard.templating.list.find((v) => v.type === 'datasource');
    expect(ds?.query).toBe('prometheus');
    const queried = dashboard.panels.filter((p) => p.type !== 'row');
    expect(queried.length).toBeGreaterThanOrEqual(11);
    for (const panel of queried) {
      expect(panel.datasource, panel.title).toEqual({ type: 'prometheus', uid: `\${${ds!.name}}` });
      expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
    }

    const names = new Set(dashboardExpressions().flatMap(metricNames));
    for (const wanted of [
      'tessera_http_request_duration_seconds_count',
      'tessera_http_request_duration_seconds_bucket',
      'tessera_token_requests_total',
      'tessera_token_exchange_refusals_total',
      'tessera_webhook_outbox_depth',
      'tessera_webhook_oldest_due_delivery_age_seconds',
      'tessera_webhook_deliveries_total',
      'tessera_webhook_delivery_latency_seconds_bucket',
      'tessera_db_pool_connections',
      'nodejs_eventloop_lag_p99_seconds',
    ]) {
      expect(names, wanted).toContain(wanted);
    }
    expect([...names].map((n) => missing(n, scrape)).filter(Boolean)).toEqual([]);
  });

  it('every metric the alert rules use exists', () => {
    const exprs = alertExpressions(alertsYaml);
    expect(exprs.length).toBe((alertsYaml.match(/^\s*- alert:/gm) ?? []).length);
    expect(exprs.length).toBeGreaterThanOrEqual(6);
    const names = new Set(exprs.flatMap(metricNames));
    for (const wanted of [
      'up',
      'tessera_webhook_outbox_depth',
      'tessera_webhook_oldest_due_delivery_age_seconds',
      'tessera_webhook_deliveries_total',
      'tessera_http_request_duration_seconds_count',
      'tessera_db_pool_connections',
    ]) {
      expect(names, wanted).toContain(wanted);
    }
    expect([...names].map((n) => missing(n, scrape)).filter(Boolean)).toEqual([]);
  });
});
