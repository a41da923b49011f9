// What the client-library tests share: a relying party of their own (an express app on a free
// loopback port, started before the library is configured, since libraries want their base URL),
// its registration in Tessera through the Management API, and a person signing in to it in
// Chromium on Tessera's real sign-in page.
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { TestApp } from '../helpers/app.js';
import { arriveAt, signInOnPage } from '../helpers/browser.js';

export interface RelyingParty {
  app: express.Express;
  url: string;
  close(): Promise<void>;
}

/** An express app listening on 127.0.0.1; routes are added after it listens. */
export async function startRelyingParty(): Promise<RelyingParty> {
  const app = express();
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    app,
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Registers the relying party in Tessera: its id and secret. */
export async function registerApplication(
  tessera: TestApp,
  name: string,
  type: 'Traditional' | 'SPA',
  metadata: { redirectUris: string[]; postLogoutRedirectUris: string[] },
): Promise<{ clientId: string; clientSecret: string }> {
  const created = await tessera.api('POST', '/applications', { name, type, oidcClientMetadata: metadata });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return { clientId: created.body.id, clientSecret: created.body.secret };
}

/**
 * Opens `start` (the library's login route) and signs in on Tessera's page; waits until the
 * browser is back at `back`. `choose` is what the person does on `start` first, for a library
 * whose login route is a page of its own (Auth.js's, with a button per provider).
 */
export async function signInThrough(
  page: Page,
  start: string,
  who: { username: string; password: string },
  back: RegExp,
  choose?: (page: Page) => Promise<void>,
): Promise<void> {
  await page.goto(start);
  await choose?.(page);
  await signInOnPage(page, who);
  try {
    await arriveAt(page, back, 20_000);
  } catch (error) {
    // Say where the browser is instead (an error page of the library or of Tessera).
    const body = await page
      .locator('body')
      .innerText()
      .catch(() => '');
    throw new Error(`the browser did not come back to ${back}: it is at ${page.url()}: ${body.slice(0, 500)}`, { cause: error });
  }
}

/** The JSON a route of the relying party answers to this browser (its cookies). */
export async function browserJson<T = any>(page: Page, url: string): Promise<T> {
  const res = await page.context().request.get(url);
  expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}
