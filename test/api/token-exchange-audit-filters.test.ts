// The token exchange audit filtered by resource and time (inclusive start, exclusive end), over
// GraphQL (tokenExchangeEvents) and REST (GET /api/token-exchange/audit), and the refusals of a
// range that ends before it starts or of a malformed instant.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';

const app = useTestApp();
const T0 = Date.parse('2026-11-01T00:00:00.000Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000);

beforeAll(async () => {
  // The trail as exchanges leave it, at known times (the audit is append-only; rows are seeded
  // directly because an exchange cannot be made to happen at a chosen past time).
  // Since the trail became a view of the audit log, its rows are log entries keyed
  // ExchangeTokenBy.TokenExchange, the exchange's own fields in the payload.
  const row = (id: string, resource: string | null, minutes: number, result: 'granted' | 'refused' = 'granted') => ({
    id,
    key: 'ExchangeTokenBy.TokenExchange',
    application_id: 'app-1',
    user_id: 'user-1',
    payload: JSON.stringify({ resource, requestedScopes: ['read'], grantedScopes: result === 'granted' ? ['read'] : null }),
    result: result === 'granted' ? 'Success' : 'Error',
    error: result === 'refused' ? 'invalid_target' : null,
    created_at: at(minutes),
  });
  await app.running.services.db
    .insertInto('logs')
    .values([
      row('e1', 'https://a.example.com', 0),
      row('e2', 'https://a.example.com', 10),
      row('e3', 'https://b.example.com', 10),
      row('e4', 'https://a.example.com', 20, 'refused'),
      row('e5', null, 30, 'refused'),
    ] as never)
    .execute();
});

const QUERY = `query($resource: String, $startTime: DateTime, $endTime: DateTime, $result: TokenExchangeResult) {
  tokenExchangeEvents(resource: $resource, startTime: $startTime, endTime: $endTime, result: $result) { totalCount nodes { id resource createdAt } } }`;

const ids = async (variables: Record<string, unknown>) => {
  const res = await app.graphql(QUERY, variables);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return { ids: res.data.tokenExchangeEvents.nodes.map((n: any) => n.id), total: res.data.tokenExchangeEvents.totalCount };
};

describe('token exchange audit filters', () => {
  it('filters by resource and by time, start inclusive and end exclusive, combined with the others', async () => {
    expect(await ids({ resource: 'https://a.example.com' })).toEqual({ ids: ['e4', 'e2', 'e1'], total: 3 });
    expect(await ids({ startTime: at(10).toISOString() })).toEqual({ ids: ['e5', 'e4', 'e3', 'e2'], total: 4 });
    expect(await ids({ endTime: at(10).toISOString() })).toEqual({ ids: ['e1'], total: 1 });
    expect(await ids({ startTime: at(10).toISOString(), endTime: at(20).toISOString() })).toEqual({ ids: ['e3', 'e2'], total: 2 });
    expect(await ids({ resource: 'https://a.example.com', startTime: at(10).toISOString(), result: 'refused' })).toEqual({ ids: ['e4'], total: 1 });
    expect(await ids({ resource: 'https://A.example.com' })).toEqual({ ids: [], total: 0 });
  });

  it('refuses an end not after the start, on both fronts', async () => {
    const gql = await app.graphql(QUERY, { startTime: at(10).toISOString(), endTime: at(10).toISOString() });
    expect(gql.errors?.[0]?.extensions?.code).toBe('guard.invalid_input');
    expect(gql.errors?.[0]?.message).toMatch(/endTime must be after startTime/);

    const rest = await app.api('GET', `/token-exchange/audit?startTime=${at(20).getTime()}&endTime=${at(10).getTime()}`);
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ code: 'guard.invalid_input', data: { field: ['endTime'] } });
  });

  it('takes the same filters over REST, as epoch milliseconds or ISO 8601, and refuses a malformed instant', async () => {
    const list = await app.api(
      'GET',
      `/token-exchange/audit?resource=${encodeURIComponent('https://a.example.com')}&startTime=${at(10).getTime()}&endTime=${encodeURIComponent(at(30).toISOString())}`,
    );
    expect(list.status).toBe(200);
    expect(list.headers.get('total-number')).toBe('2');
    expect(list.body.map((e: any) => e.id)).toEqual(['e4', 'e2']);
    expect(list.body[0].createdAt).toBe(at(20).getTime());

    const bad = await app.api('GET', '/token-exchange/audit?startTime=yesterday');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'guard.invalid_input', data: { field: ['startTime'] } });
    expect((await app.api('GET', '/token-exchange/audit?resource=')).status).toBe(400);
  });
});
