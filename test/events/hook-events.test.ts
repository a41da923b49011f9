// The hookEvents query: the console's event picker reads the catalogue from the API, not from
// server code. Every name it lists is one a hook can subscribe to, and only an administrator sees it.
import { describe, expect, it } from 'vitest';
import { allEvents } from '../../src/domain/webhooks/event-catalogue.js';
import { useTestApp } from '../helpers/app.js';

const app = useTestApp();

describe('hookEvents', () => {
  it('lists the catalogue in its order, and every name is accepted by createHook', async () => {
    const { data, errors } = await app.graphql<{ hookEvents: string[] }>('{ hookEvents }');
    expect(errors).toBeUndefined();
    expect(data.hookEvents).toEqual([...allEvents]);
    expect(data.hookEvents).toContain('User.Created');
    expect(new Set(data.hookEvents).size).toBe(data.hookEvents.length);

    const created = await app.graphql(`mutation($input: CreateHookInput!) { createHook(input: $input) { hook { events } userErrors { code field } } }`, {
      input: { name: 'everything', events: data.hookEvents, config: { url: 'http://127.0.0.1:9/hook' } },
    });
    expect(created.data.createHook.userErrors).toEqual([]);
    expect(created.data.createHook.hook.events).toEqual(data.hookEvents);
  });

  it('is refused without a Management API token', async () => {
    const res = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ hookEvents }' }),
    });
    expect(res.status).toBe(401);
  });
});
