// Signed cookies: `value.mac` where mac = HMAC-SHA256(key, name=value). The key comes from
// COOKIE_SECRET, or is generated once and kept in system_settings so every instance shares it —
// sealed with KEY_ENCRYPTION_KEY when one is configured (a copy of the database does not give
// it; seal-at-rest seals one stored in clear before the key was set).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import { sharedCookieSecret } from '../domain/instance/cookie-secret.js';
import type { Services } from '../services.js';

const keys = new WeakMap<Services, Promise<Buffer>>();

/** The HMAC key for cookies and CSRF tokens (read once per process). */
export function cookieKey(services: Services): Promise<Buffer> {
  let key = keys.get(services);
  if (!key) {
    key = (async () => {
      if (services.config.cookieSecret) return Buffer.from(services.config.cookieSecret, 'utf8');
      return Buffer.from(await sharedCookieSecret(services.db, services.config.keyEncryptionKey), 'utf8');
    })();
    // A failure (e.g. a sealed key that does not open) is not remembered: the next request retries.
    key.catch(() => keys.delete(services));
    keys.set(services, key);
  }
  return key;
}

export function mac(key: Buffer, purpose: string, value: string): string {
  return createHmac('sha256', key).update(`${purpose}=${value}`).digest('base64url');
}

export function macMatches(key: Buffer, purpose: string, value: string, presented: string): boolean {
  const expected = Buffer.from(mac(key, purpose, value));
  const given = Buffer.from(presented);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function readCookies(req: Request): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || out.has(name)) continue;
    try {
      out.set(name, decodeURIComponent(part.slice(eq + 1).trim()));
    } catch {
      // A malformed cookie is ignored, as if absent.
    }
  }
  return out;
}

export async function readSignedCookie(services: Services, req: Request, name: string): Promise<string | undefined> {
  const raw = readCookies(req).get(name);
  if (!raw) return undefined;
  const dot = raw.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const value = raw.slice(0, dot);
  return macMatches(await cookieKey(services), name, value, raw.slice(dot + 1)) ? value : undefined;
}

function attributes(services: Services, maxAgeSeconds: number): string {
  const secure = services.config.baseUrl.startsWith('https:') ? '; Secure' : '';
  return `Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`;
}

export async function setSignedCookie(services: Services, res: Response, name: string, value: string, maxAgeSeconds: number) {
  const signed = `${value}.${mac(await cookieKey(services), name, value)}`;
  res.append('Set-Cookie', `${name}=${encodeURIComponent(signed)}; ${attributes(services, maxAgeSeconds)}`);
}

export function clearCookie(services: Services, res: Response, name: string): void {
  res.append('Set-Cookie', `${name}=; ${attributes(services, 0)}`);
}
