// Small HTTP helpers of the experience: cookies, CSRF tokens, request context, error bodies.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import { DomainError, errorStatus } from '../domain/errors.js';
import type { Services } from '../services.js';

export function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function setCookie(services: Services, res: Response, name: string, value: string, maxAgeSeconds: number): void {
  const secure = services.config.baseUrl.startsWith('https:');
  res.append(
    'Set-Cookie',
    `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
  );
}

// Without COOKIE_SECRET (development) a per-process key: tokens then hold on this instance only.
const fallbackKey = randomBytes(32);
const keyOf = (services: Services) => services.config.cookieSecret || fallbackKey;

/** The CSRF token of an experience: bound to its id, so another browser's token is useless. */
export function csrfToken(services: Services, experienceId: string): string {
  return createHmac('sha256', keyOf(services)).update(`csrf:${experienceId}`).digest('base64url');
}

export function csrfMatches(services: Services, experienceId: string, presented: unknown): boolean {
  if (typeof presented !== 'string') return false;
  const expected = Buffer.from(csrfToken(services, experienceId));
  const given = Buffer.from(presented);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const csrfError = () => new DomainError('session.csrf_token_mismatch', 'The form expired or came from another site; reload the page and try again.');

export function requestMeta(req: Request): { ip: string; userAgent: string } {
  return { ip: req.ip ?? '', userAgent: req.get('user-agent') ?? '' };
}

export function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** REST convention `{ code, message, data? }`; anything not a DomainError is a 500. */
export function sendError(res: Response, error: unknown): void {
  if (error instanceof DomainError) {
    if (error.code === 'user.identifier_locked' && typeof error.data?.retryAfter === 'number') {
      res.setHeader('Retry-After', String(error.data.retryAfter));
    }
    res.status(errorStatus(error.code)).json({ code: error.code, message: error.message, ...(error.data ? { data: error.data } : {}) });
    return;
  }
  console.error('experience failure', error);
  res.status(500).json({ code: 'unknown', message: 'Internal server error' });
}

/** A request with a non-empty body (a bodyless POST such as /submit needs no content type). */
export function hasBody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] ?? '0') !== '0';
}
