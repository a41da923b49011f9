// The experience's cookies and CSRF tokens, all on the one cookie key kept in the database
// (src/oidc/cookies.ts), so whichever instance or worker serves the next step accepts them.
// `tessera_exp` names an experience (sign-up, password reset: src/domain/sign-in/experiences.ts);
// it is signed, so a cookie we did not set (garbage, a NUL character, another's guessed name) is
// simply absent.
// A form's CSRF token is an HMAC of the flow it belongs to (the interaction for sign-in and
// MFA, the experience for sign-up and password reset), so it is useless in another browser.
import type { Request, Response } from 'express';
import { EXPERIENCE_TTL_SECONDS } from '../domain/sign-in/experiences.js';
import { DomainError } from '../domain/errors.js';
import { clearCookie, cookieKey, mac, macMatches, readSignedCookie, setSignedCookie } from '../oidc/cookies.js';
import type { Services } from '../services.js';

export const EXPERIENCE_COOKIE = 'tessera_exp';

export function readExperienceId(services: Services, req: Request): Promise<string | undefined> {
  return readSignedCookie(services, req, EXPERIENCE_COOKIE);
}

export function setExperienceCookie(services: Services, res: Response, experienceId: string): Promise<void> {
  return setSignedCookie(services, res, EXPERIENCE_COOKIE, experienceId, EXPERIENCE_TTL_SECONDS);
}

export function clearExperienceCookie(services: Services, res: Response): void {
  clearCookie(services, res, EXPERIENCE_COOKIE);
}

/** Names an administrator's test sign-in in the browser that opened it (src/domain/federation/connector-tests.ts). */
export const CONNECTOR_TEST_COOKIE = 'tessera_connector_test';

export function readConnectorTestId(services: Services, req: Request): Promise<string | undefined> {
  return readSignedCookie(services, req, CONNECTOR_TEST_COOKIE);
}

export function setConnectorTestCookie(services: Services, res: Response, testId: string, maxAgeSeconds: number): Promise<void> {
  return setSignedCookie(services, res, CONNECTOR_TEST_COOKIE, testId, maxAgeSeconds);
}

export function clearConnectorTestCookie(services: Services, res: Response): void {
  clearCookie(services, res, CONNECTOR_TEST_COOKIE);
}

/** The CSRF token of a form of the flow `flowId` (an interaction or experience id). */
export async function csrfToken(services: Services, flowId: string): Promise<string> {
  return mac(await cookieKey(services), 'csrf', flowId);
}

export async function csrfMatches(services: Services, flowId: string, presented: unknown): Promise<boolean> {
  return typeof presented === 'string' && macMatches(await cookieKey(services), 'csrf', flowId, presented);
}

/**
 * A form post that is not bound to a live flow of this browser: a wrong or missing token, or a
 * flow that expired or is another browser's. 400, with `message` saying what to do.
 */
export const formRefused = (message = 'The form expired or came from another site; reload the page and try again.') =>
  new DomainError('session.csrf_token_mismatch', message);
