// The protections of every /console answer. The SPA's script comes only from our own origin and
// its component library injects <style> elements carrying the per-response nonce, which it reads
// from <meta name="csp-nonce"> (the server writes it into index.html). Nothing may frame the
// console, and no URL (the setup link carries its token) leaks through a Referer. Images may come
// from any https origin: the sign-in page preview shows the logos an administrator configured
// (an image runs nothing; scripts stay 'self' only).
import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The nonce of this response (set by consoleProtections). */
export const nonceOf = (res: Response): string => res.locals.cspNonce as string;

export function consoleProtections(_req: Request, res: Response, next: NextFunction): void {
  const nonce = randomBytes(16).toString('base64');
  res.locals.cspNonce = nonce;
  res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('X-Frame-Options', 'DENY');
  next();
}
