// CSRF tokens for the experience forms: an HMAC of the interaction id, so a token only works
// for the interaction (and so the browser, through its cookie) it was rendered for.
import { cookieKey, mac, macMatches } from '../oidc/cookies.js';
import type { Services } from '../services.js';

export async function csrfToken(services: Services, interactionId: string): Promise<string> {
  return mac(await cookieKey(services), 'csrf', interactionId);
}

export async function csrfMatches(services: Services, interactionId: string, presented: unknown): Promise<boolean> {
  return typeof presented === 'string' && macMatches(await cookieKey(services), 'csrf', interactionId, presented);
}
