// A sign-in through the pages emits PostSignIn (and only that) to a real receiver.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { createHook, expectSigned, fastRetries } from '../helpers/hooks.js';
import { outboxSettled } from '../helpers/outbox.js';
import { createClient, createUser } from '../helpers/oidc-fixtures.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';
import { signInAndGetTokens } from '../helpers/sign-in.js';

const app = useTestApp({ env: fastRetries });
let receiver: Receiver;

beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver?.close();
});

it('emits PostSignIn with the session, user and application once per sign-in', async () => {
  const client = await createClient(app, 'Traditional');
  const user = await createUser(app);
  const hook = await createHook(app, receiver, ['PostSignIn', 'PostRegister', 'User.Data.Updated']);
  const tokens = await signInAndGetTokens(app, { ...client, username: user.username, password: user.password });
  const sid = JSON.parse(Buffer.from(tokens.id_token!.split('.')[1]!, 'base64url').toString()).sid;

  await receiver.waitFor((all) => all.length >= 1);
  // Everything the sign-in wrote to the outbox has been sent: another event would be here.
  await outboxSettled(app);
  expect(receiver.received.map((r) => r.json.event)).toEqual(['PostSignIn']);
  expectSigned(receiver.received);
  const payload = receiver.received[0]!.json;
  expect(payload).toMatchObject({
    hookId: hook.id,
    event: 'PostSignIn',
    interactionEvent: 'SignIn',
    sessionId: sid,
    userId: user.id,
    user: { id: user.id, username: user.username },
    application: { id: client.clientId, type: 'Traditional' },
  });
  expect(payload.userIp).toBeTypeOf('string');
  expect(JSON.stringify(payload)).not.toContain(user.password);

  // A silent re-authorization with the session is not a new sign-in.
  await signInAndGetTokens(app, { ...client, username: user.username, password: user.password, jar: tokens.jar });
  await outboxSettled(app);
  expect(receiver.received).toHaveLength(1);
});
