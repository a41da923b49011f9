// CORS for the endpoints a browser-based public client (SPA) calls directly: discovery, JWKS,
// token, pushed authorization requests, userinfo and revocation. Any origin may call them: none of them reads cookies, so a
// cross-origin caller gains nothing it could not do from its own server.
import type { NextFunction, Request, Response } from 'express';

export function openCors(req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  if (req.method === 'OPTIONS') {
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, DPoP');
    res.setHeader('Access-Control-Max-Age', '600');
    res.status(204).end();
    return;
  }
  next();
}
