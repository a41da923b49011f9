// Hooks management over REST and GraphQL, signing and rotation, the test endpoint, delivery
// logs and redelivery, 410 and non-retryable answers, and the target policy.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createHook, expectSigned, fastRetries } from '../helpers/hooks.js';
import { outboxSettled } from '../helpers/outbox.js';
import { startReceiver, verifyCompat, type Receiver } from '../helpers/receiver.js';

let app: TestApp;
let receiver: Receiver;

beforeAll(async () => {
  app = await startTestApp({ env: { ...fastRetries, WEBHOOK_KEY_GRACE_SECONDS: '3600' } });
  receiver = await startReceiver();
});
afterAll(async () => {
  await app?.stop();
  await receiver?.close();
});
beforeEach(() => {
  receiver.received.length = 0;
  receiver.answer = () => ({ status: 200, body: 'ok' });
});

const newUser = (name: string) => app.api('POST', '/users', { username: name });

describe('hooks over REST', () => {
  it('creates (201, signing key once), lists, gets with stats, updates and deletes', async () => {
    const created = await app.api('POST', '/hooks', {
      name: 'crm',
      events: ['User.Created', 'User.Deleted'],
      config: { url: receiver.url, headers: { 'x-tenant': 'acme' } },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'crm',
      events: ['User.Created', 'User.Deleted'],
      enabled: true,
      config: { url: receiver.url, headers: { 'x-tenant': 'acme' } },
    });
    expect(created.body.signingKey).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(created.body.signingKey.slice(6), 'base64')).toHaveLength(32);
    expect(typeof created.body.createdAt).toBe('number');
    const id = created.body.id as string;
    receiver.keys.set(id, [created.body.signingKey]);

    const list = await app.api('GET', '/hooks?page=1&page_size=10');
    expect(list.status).toBe(200);
    expect(list.headers.get('total-number')).toBe(String(list.body.length));
    expect(list.body.map((h: any) => h.id)).toContain(id);
    expect(JSON.stringify(list.body)).not.toContain('whsec_');

    await newUser('stats_user');
    await receiver.waitFor((all) => all.some((r) => r.json.hookId === id));
    expect(receiver.received[0]!.headers['x-tenant']).toBe('acme');
    expect(receiver.received[0]!.headers['content-type']).toBe('application/json');
    expectSigned(receiver.received);

    // The delivery's outcome is written (the stats count it).
    await outboxSettled(app, { hookId: id });
    const got = await app.api('GET', `/hooks/${id}`);
    expect(got.status).toBe(200);
    // The field typed clients require, never the key: it is shown only at creation and rotation.
    expect(got.body.signingKey).toBe('');
    expect(got.body.executionStats).toEqual({ successCount: 1, failedCount: 0, pendingCount: 0, requestCount: 1 });
    const other = await createHook(app, receiver, ['Role.Created']);
    const withStats = await app.api('GET', '/hooks?includeExecutionStats=true');
    const stats = new Map(withStats.body.map((h: any) => [h.id, h.executionStats]));
    expect(stats.get(id)).toEqual(got.body.executionStats);
    expect(stats.get(other.id)).toEqual({ successCount: 0, failedCount: 0, pendingCount: 0, requestCount: 0 });
    expect(list.body[0]).not.toHaveProperty('executionStats');
    await app.api('DELETE', `/hooks/${other.id}`);

    const patched = await app.api('PATCH', `/hooks/${id}`, { name: 'crm2', events: ['User.Deleted'] });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ name: 'crm2', events: ['User.Deleted'], config: { url: receiver.url } });

    expect((await app.api('DELETE', `/hooks/${id}`)).status).toBe(204);
    expect((await app.api('GET', `/hooks/${id}`)).status).toBe(404);
    expect((await app.api('DELETE', `/hooks/${id}`)).status).toBe(404);
  });

  it('refuses bad input with 400 and unknown hooks with 404', async () => {
    const cases: unknown[] = [
      { name: 'x', events: [], config: { url: receiver.url } },
      { name: 'x', events: ['User.Exploded'], config: { url: receiver.url } },
      { name: 'x', events: ['User.Created'], config: { url: 'ftp://example.com/' } },
      { name: 'x', events: ['User.Created'], config: { url: 'not a url' } },
      { name: 'x', events: ['User.Created'] },
      { name: '', events: ['User.Created'], config: { url: receiver.url } },
      { name: 'x', events: ['User.Created'], config: { url: receiver.url, headers: { 'webhook-id': 'forged' } } },
      { name: 'x', events: ['User.Created'], config: { url: receiver.url, headers: { 'x-a': 1 } } },
    ];
    for (const body of cases) {
      const res = await app.api('POST', '/hooks', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      // No events at all has the compatible product's own code.
      const events = (body as { events?: unknown }).events;
      expect(res.body.code).toBe(Array.isArray(events) && events.length === 0 ? 'hook.missing_events' : 'guard.invalid_input');
    }
    // Each refusal's own words and field, the first problem first (the wrong types GraphQL's input types refuse first).
    const url = receiver.url;
    const manyHeaders = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`x-h${i}`, 'v']));
    const refusals: [unknown, string, string[]][] = [
      [{ name: '', events: ['User.Created'], config: { url } }, 'name must be 1 to 128 characters', ['name']],
      [{ name: 'x'.repeat(129), events: ['User.Created'], config: { url } }, 'name must be 1 to 128 characters', ['name']],
      [{ name: 'x', events: ['User.Created', 'User.Exploded', 'Nope'], config: { url } }, 'unknown event: User.Exploded', ['events']],
      [{ name: 'x', events: ['User.Created'], config: { url, headers: manyHeaders } }, 'config.headers may have at most 20 entries', ['config', 'headers']],
      [
        { name: 'x', events: ['User.Created'], config: { url, headers: { 'x-a': 'a', 'bad name': 1 } } },
        'config.headers: bad name cannot be set',
        ['config', 'headers'],
      ],
      [
        { name: 'x', events: ['User.Created'], config: { url, headers: { 'x-a': 1, 'webhook-id': 'f' } } },
        'config.headers: x-a must be a single-line string',
        ['config', 'headers'],
      ],
      [
        { name: 'x', events: ['User.Created'], config: { url, headers: { 'x-a': 'a\nb' } } },
        'config.headers: x-a must be a single-line string',
        ['config', 'headers'],
      ],
    ];
    for (const [body, message, field] of refusals) {
      const res = await app.api('POST', '/hooks', body);
      expect([res.status, res.body.code, res.body.message, res.body.data?.field], JSON.stringify(body)).toEqual([400, 'guard.invalid_input', message, field]);
    }
    expect((await app.api('PATCH', '/hooks/nope', { name: 'y' })).status).toBe(404);
    expect((await app.api('PATCH', '/hooks/nope/signing-key')).status).toBe(404);
    expect((await app.api('GET', '/hooks/nope/recent-logs')).status).toBe(404);
    const hook = await createHook(app, receiver, ['User.Created']);
    expect((await app.api('PATCH', `/hooks/${hook.id}`, { events: ['Nope'] })).status).toBe(400);
    expect((await app.api('PATCH', `/hooks/${hook.id}`, { events: [] })).status).toBe(400);
    await app.api('DELETE', `/hooks/${hook.id}`);
  });

  it('takes the compatible product’s legacy body: one `event`, no name, `config.retries`; neither event nor events is hook.missing_events (issue 47)', async () => {
    const legacy = await app.api('POST', '/hooks', { event: 'PostRegister', config: { url: receiver.url, retries: 3 } });
    expect(legacy.status, JSON.stringify(legacy.body)).toBe(201);
    expect(legacy.body).toMatchObject({ name: 'PostRegister', events: ['PostRegister'], enabled: true });
    expect(legacy.body.config).toEqual({ url: receiver.url, headers: {} });
    const none = await app.api('POST', '/hooks', { name: 'nothing', config: { url: receiver.url } });
    expect([none.status, none.body.code, none.body.data?.field]).toEqual([400, 'hook.missing_events', ['events']]);
    const unknown = await app.api('POST', '/hooks', { event: 'Nope', config: { url: receiver.url } });
    expect([unknown.status, unknown.body.code]).toEqual([400, 'guard.invalid_input']);
    await app.api('DELETE', `/hooks/${legacy.body.id}`);
  });
});

describe('signing and rotation', () => {
  it('after a rotation both keys sign (two v1 signatures) and the compat header uses the new key', async () => {
    const hook = await createHook(app, receiver, ['User.Created']);
    const rotated = await app.api('PATCH', `/hooks/${hook.id}/signing-key`);
    expect(rotated.status).toBe(200);
    expect(rotated.body.signingKey).toMatch(/^whsec_/);
    expect(rotated.body.signingKey).not.toBe(hook.signingKey);
    expect(rotated.body.previousKeyExpiresAt - Date.now()).toBeGreaterThan(3500 * 1000);
    receiver.keys.set(hook.id, [rotated.body.signingKey, hook.signingKey]);

    await newUser('rotation_user');
    const [r] = await receiver.waitFor((all) => all.some((x) => x.json.hookId === hook.id));
    const signatures = r!.headers['webhook-signature']!.split(' ');
    expect(signatures).toHaveLength(2);
    expect(signatures.every((s) => s.startsWith('v1,'))).toBe(true);
    expect(r!.standardVerifiedWith.sort()).toEqual([rotated.body.signingKey, hook.signingKey].sort());
    expect(verifyCompat(rotated.body.signingKey, r!.body, r!.headers['logto-signature-sha-256'])).toBe(true);
    expect(verifyCompat(hook.signingKey, r!.body, r!.headers['logto-signature-sha-256'])).toBe(false);
    await app.api('DELETE', `/hooks/${hook.id}`);
  });
});

describe('the test endpoint', () => {
  it('sends a signed sample of each chosen event to the given config and reports results', async () => {
    const hook = await createHook(app, receiver, ['User.Created']);
    receiver.answer = (req) => (req.json.event === 'PostSignIn' ? { status: 500, body: 'boom' } : { status: 200, body: 'fine' });
    const res = await app.api('POST', `/hooks/${hook.id}/test`, {
      events: ['User.Created', 'PostSignIn', 'Message.RateLimited'],
      config: { url: receiver.url, headers: { 'x-test': '1' } },
    });
    // One refusal makes the test a failure, as the compatible product answers it; every result is in `data`.
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('hook.send_test_payload_failed');
    expect(res.body.data.results.map((r: any) => [r.event, r.success, r.statusCode])).toEqual([
      ['User.Created', true, 200],
      ['PostSignIn', false, 500],
      ['Message.RateLimited', true, 200],
    ]);
    expect(res.body.data.results[1].responseExcerpt).toBe('boom');
    expect(receiver.received.map((r) => r.json.event)).toEqual(['User.Created', 'PostSignIn', 'Message.RateLimited']);
    expect(receiver.received.every((r) => r.json.hookId === hook.id && r.headers['webhook-id']?.startsWith('msg_test_'))).toBe(true);
    expect(receiver.received.every((r) => r.headers['x-test'] === '1')).toBe(true);
    expectSigned(receiver.received);
    expect(receiver.received[2]!.json).toMatchObject({ action: 'VerificationCodeSend', recipient: expect.any(String) });

    const bad = await app.api('POST', `/hooks/${hook.id}/test`, { events: ['Nope'], config: { url: receiver.url } });
    expect(bad.status).toBe(400);
    const unknown = await app.api('POST', '/hooks/nope/test', { events: ['User.Created'], config: { url: receiver.url } });
    expect(unknown.status).toBe(404);
    await app.api('DELETE', `/hooks/${hook.id}`);
  });
});

describe('delivery outcomes, logs and redelivery', () => {
  it('retries 5xx, logs each attempt, and answers recent-logs with filters and pagination', async () => {
    const hook = await createHook(app, receiver, ['User.Created', 'User.Deleted']);
    let calls = 0;
    receiver.answer = (req) =>
      req.json.hookId !== hook.id
        ? { status: 200 }
        : (calls += 1) === 1
          ? { status: 503, body: 'busy' }
          : calls === 2
            ? { status: 503, headers: { 'content-type': 'application/json' }, body: '{"message":"try later"}' }
            : { status: 204 };
    const user = await newUser('retry_user');
    await receiver.waitFor((all) => all.filter((r) => r.json.hookId === hook.id).length >= 3);
    // Its outcome and every attempt's log are written.
    await outboxSettled(app, { hookId: hook.id });
    const mine = receiver.received.filter((r) => r.json.hookId === hook.id);
    expect(new Set(mine.map((r) => r.headers['webhook-id'])).size).toBe(1);
    expectSigned(mine);

    const logs = await app.api('GET', `/hooks/${hook.id}/recent-logs`);
    expect(logs.status).toBe(200);
    expect(logs.headers.get('total-number')).toBe('3');
    expect(logs.body.map((l: any) => [l.attempt, l.result, l.statusCode])).toEqual([
      [3, 'success', 204],
      [2, 'failed', 503],
      [1, 'failed', 503],
    ]);
    expect(logs.body[1].responseExcerpt).toBe('{"message":"try later"}');
    // The receiver's answer in the compatible log payload: parsed when it is JSON, else its text.
    expect(logs.body[1].payload.response).toEqual({ statusCode: 503, body: { message: 'try later' } });
    expect(logs.body[2].payload.response).toEqual({ statusCode: 503, body: 'busy' });
    expect(logs.body[0].webhookId).toBe(mine[0]!.headers['webhook-id']);
    expect(logs.body[0].payload.body.event).toBe('User.Created');
    expect(logs.body[0]).toMatchObject({ key: 'TriggerHook.User.Created', payload: { key: 'TriggerHook.User.Created', hookId: hook.id } });
    expect(typeof logs.body[0].createdAt).toBe('number');

    const failed = await app.api('GET', `/hooks/${hook.id}/recent-logs?result=failed&page_size=1&page=2`);
    expect(failed.headers.get('total-number')).toBe('2');
    expect(failed.body).toHaveLength(1);
    expect(failed.body[0].attempt).toBe(1);
    const byEvent = await app.api('GET', `/hooks/${hook.id}/recent-logs?event=User.Deleted`);
    expect(byEvent.body).toEqual([]);
    const future = await app.api('GET', `/hooks/${hook.id}/recent-logs?startTime=${Date.now() + 60_000}`);
    expect(future.headers.get('total-number')).toBe('0');
    const past = await app.api('GET', `/hooks/${hook.id}/recent-logs?endTime=${Date.now() - 3600_000}`);
    expect(past.body).toEqual([]);
    expect((await app.api('GET', `/hooks/${hook.id}/recent-logs?result=maybe`)).status).toBe(400);
    expect((await app.api('GET', `/hooks/${hook.id}/recent-logs?startTime=yesterday`)).status).toBe(400);

    // Redelivery: same payload, same webhook-id, new attempts.
    receiver.received.length = 0;
    const redelivered = await app.api('POST', `/hooks/${hook.id}/deliveries/${logs.body[0].deliveryId}/redeliver`);
    expect(redelivered.status).toBe(202);
    expect(redelivered.body).toMatchObject({ status: 'pending', webhookId: mine[0]!.headers['webhook-id'], redeliveryOf: logs.body[0].deliveryId });
    const [again] = await receiver.waitFor((all) => all.length >= 1);
    expect(again!.headers['webhook-id']).toBe(mine[0]!.headers['webhook-id']);
    expect(again!.json).toEqual(mine[0]!.json);
    expectSigned(receiver.received);
    expect((await app.api('POST', `/hooks/${hook.id}/deliveries/nope/redeliver`)).status).toBe(404);

    // The same over GraphQL.
    receiver.received.length = 0;
    const gql = await app.graphql(
      `mutation($id: ID!, $d: ID!) { redeliverHookDelivery(id: $id, deliveryId: $d) { delivery { id status webhookId } userErrors { code } } }`,
      { id: hook.id, d: logs.body[0].deliveryId },
    );
    expect(gql.data.redeliverHookDelivery.userErrors).toEqual([]);
    await receiver.waitFor((all) => all.length >= 1);
    expect(receiver.received[0]!.headers['webhook-id']).toBe(mine[0]!.headers['webhook-id']);
    await app.api('DELETE', `/users/${user.body.id}`);
    await app.api('DELETE', `/hooks/${hook.id}`);
  });

  it('410 Gone disables the hook and stops; other 4xx stop without retry', async () => {
    const gone = await createHook(app, receiver, ['User.Created']);
    receiver.answer = (req) => (req.json.hookId === gone.id ? { status: 410 } : { status: 200 });
    await newUser('gone_user');
    await receiver.waitFor((all) => all.some((r) => r.json.hookId === gone.id));
    // Its outcome is written: no retry is pending (nor will be).
    await outboxSettled(app);
    expect(receiver.received.filter((r) => r.json.hookId === gone.id)).toHaveLength(1);
    const after = await app.api('GET', `/hooks/${gone.id}`);
    expect(after.body.enabled).toBe(false);
    expect(after.body.executionStats).toMatchObject({ failedCount: 1, pendingCount: 0 });
    receiver.received.length = 0;
    await newUser('gone_user_2');
    // Whatever the change wrote to the outbox has been sent.
    await outboxSettled(app);
    expect(receiver.received.filter((r) => r.json.hookId === gone.id)).toHaveLength(0);
    await app.api('DELETE', `/hooks/${gone.id}`);

    const rejecting = await createHook(app, receiver, ['User.Created']);
    receiver.answer = (req) => (req.json.hookId === rejecting.id ? { status: 400, body: 'bad payload' } : { status: 200 });
    await newUser('rejected_user');
    await receiver.waitFor((all) => all.some((r) => r.json.hookId === rejecting.id));
    await outboxSettled(app);
    expect(receiver.received.filter((r) => r.json.hookId === rejecting.id)).toHaveLength(1);
    const stats = await app.api('GET', `/hooks/${rejecting.id}`);
    expect(stats.body.enabled).toBe(true);
    expect(stats.body.executionStats).toMatchObject({ failedCount: 1, pendingCount: 0 });
    await app.api('DELETE', `/hooks/${rejecting.id}`);
  });
});

describe('hooks over GraphQL', () => {
  it('creates, reads, rotates and deletes; errors are userErrors', async () => {
    const created = await app.graphql(
      `mutation($input: CreateHookInput!) { createHook(input: $input) { hook { id name events enabled config { url headers } } signingKey userErrors { code field } } }`,
      { input: { name: 'gql', events: ['Role.Created'], config: { url: receiver.url } } },
    );
    expect(created.data.createHook.userErrors).toEqual([]);
    expect(created.data.createHook.signingKey).toMatch(/^whsec_/);
    const id = created.data.createHook.hook.id;
    const read = await app.graphql(
      `query($id: ID!) { hook(id: $id) { id executionStats { requestCount } createdAt } hooks(first: 50) { totalCount nodes { id } } }`,
      { id },
    );
    expect(read.data.hook.executionStats.requestCount).toBe(0);
    expect(read.data.hook.createdAt).toMatch(/T/);
    expect(read.data.hooks.nodes.map((n: any) => n.id)).toContain(id);
    const bad = await app.graphql(
      `mutation { createHook(input: { name: "x", events: ["Nope"], config: { url: "http://127.0.0.1/" } }) { hook { id } userErrors { code field } } }`,
    );
    expect(bad.data.createHook.userErrors[0]).toMatchObject({ code: 'guard.invalid_input', field: ['events'] });
    const rotated = await app.graphql(`mutation($id: ID!) { rotateHookSigningKey(id: $id) { signingKey previousKeyExpiresAt userErrors { code } } }`, { id });
    expect(rotated.data.rotateHookSigningKey.signingKey).toMatch(/^whsec_/);
    const tested = await app.graphql(
      `mutation($id: ID!, $url: String!) { testHook(id: $id, input: { events: ["Role.Created"], config: { url: $url } }) { results { event success } userErrors { code } } }`,
      { id, url: receiver.url },
    );
    expect(tested.data.testHook.results).toEqual([{ event: 'Role.Created', success: true }]);
    const testedMissing = await app.graphql(
      `mutation($url: String!) { testHook(id: "nope", input: { events: ["Role.Created"], config: { url: $url } }) { results { event } userErrors { code } } }`,
      { url: receiver.url },
    );
    expect(testedMissing.data.testHook.userErrors[0].code).toBe('entity.not_found');
    const logs = await app.graphql(`query($id: ID!) { hookRecentLogs(id: $id, first: 5) { totalCount nodes { id } } }`, { id });
    expect(logs.data.hookRecentLogs.totalCount).toBe(0);
    const deleted = await app.graphql(`mutation($id: ID!) { deleteHook(id: $id) { deletedId userErrors { code } } }`, { id });
    expect(deleted.data.deleteHook.deletedId).toBe(id);
  });
});

describe('target policy', () => {
  it('refuses loopback, private and link-local targets unless private targets are allowed', async () => {
    const strict = await startTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'false', WEBHOOK_DISPATCHER: 'false' } });
    try {
      for (const url of [
        'http://127.0.0.1:9/x',
        'http://localhost/x',
        'http://10.1.2.3/',
        'http://192.168.1.1/',
        'http://169.254.169.254/latest',
        'http://[::1]/',
        'http://[::ffff:127.0.0.1]/',
        'http://172.20.0.1/',
        'http://0.0.0.0/',
      ]) {
        const res = await strict.api('POST', '/hooks', { name: 'x', events: ['User.Created'], config: { url } });
        expect(res.status, url).toBe(400);
        expect(res.body.code, url).toBe('hook.target_not_allowed');
      }
      const ok = await strict.api('POST', '/hooks', { name: 'x', events: ['User.Created'], config: { url: 'https://93.184.215.14/hook' } });
      expect(ok.status).toBe(201);
      const test = await strict.api('POST', `/hooks/${ok.body.id}/test`, { events: ['User.Created'], config: { url: receiver.url } });
      expect(test.status).toBe(400);
      expect(test.body.code).toBe('hook.target_not_allowed');
    } finally {
      await strict.stop();
    }
  });
});

describe('signing keys at rest', () => {
  it('are sealed with KEY_ENCRYPTION_KEY, bound to their hook, and still sign deliveries and tests', async () => {
    const sealed = await startTestApp({ env: { ...fastRetries, KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64') } });
    try {
      const hook = await createHook(sealed, receiver, ['User.Created']);
      const rotated = await sealed.api('PATCH', `/hooks/${hook.id}/signing-key`);
      receiver.keys.set(hook.id, [rotated.body.signingKey, hook.signingKey]);
      const row = await sealed.running.services.db
        .selectFrom('hooks')
        .select(['signing_key', 'previous_signing_key'])
        .where('id', '=', hook.id)
        .executeTakeFirstOrThrow();
      expect(row.signing_key).toMatch(/^sealed:v1:/);
      expect(row.previous_signing_key).toMatch(/^sealed:v1:/);
      expect(JSON.stringify(row)).not.toContain('whsec_');

      await sealed.api('POST', '/users', { username: 'sealed_user' });
      const [got] = await receiver.waitFor((all) => all.some((r) => r.json.hookId === hook.id));
      expect(got!.standardVerifiedWith).toHaveLength(2);
      expect(got!.compatVerified).toBe(true);
      const test = await sealed.api('POST', `/hooks/${hook.id}/test`, { events: ['PostSignIn'], config: { url: receiver.url } });
      expect(test.status).toBe(204);
      expectSigned(receiver.received.filter((r) => r.json.hookId === hook.id));

      // A sealed key moved onto another hook's row does not open there.
      const other = await createHook(sealed, receiver, ['User.Deleted']);
      await sealed.running.services.db.updateTable('hooks').set({ signing_key: row.signing_key }).where('id', '=', other.id).execute();
      const moved = await sealed.api('POST', `/hooks/${other.id}/test`, { events: ['User.Deleted'], config: { url: receiver.url } });
      expect(moved.status).toBe(500);
    } finally {
      await sealed.stop();
    }
  });
});
