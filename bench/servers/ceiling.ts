// The ceiling: node:http + jose and nothing else. Token exchange verifies the subject JWT and
// signs a new one; client_credentials only signs. No client authentication, no storage.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { SignJWT, importJWK, jwtVerify, type CryptoKey } from 'jose';
import { grantScopes, readReferenceData } from './reference-data.js';

const data = readReferenceData();
const { d: _d, ...publicJwk } = data.privateJwk;
const signingKey = (await importJWK(data.privateJwk, 'ES256')) as CryptoKey;
const verifyKey = (await importJWK(publicJwk, 'ES256')) as CryptoKey;
const kid = data.privateJwk.kid;
let issuer = '';

async function sign(sub: string, aud: string, clientId: string, scope: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ client_id: clientId, scope })
    .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid })
    .setIssuer(issuer)
    .setSubject(sub)
    .setAudience(aud)
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .setJti(randomUUID())
    .sign(signingKey);
}

function clientIdOf(req: http.IncomingMessage): string {
  const raw = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString();
  return decodeURIComponent(raw.slice(0, raw.indexOf(':')));
}

const server = http.createServer((req, res) => {
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (chunk: string) => (body += chunk));
  req.on('end', async () => {
    try {
      const form = new URLSearchParams(body);
      const resource = form.get('resource') ?? '';
      let token: string;
      let scope: string;
      if (form.get('grant_type') === 'client_credentials') {
        scope = form.get('scope') ?? '';
        token = await sign(clientIdOf(req), resource, clientIdOf(req), scope);
      } else {
        const { payload } = await jwtVerify(form.get('subject_token') ?? '', verifyKey, { issuer, algorithms: ['ES256'], typ: 'at+jwt' });
        scope = grantScopes(form.get('scope') ?? undefined, data.users[payload.sub!]?.[resource]);
        token = await sign(payload.sub!, resource, clientIdOf(req), scope);
      }
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ access_token: token, token_type: 'Bearer', expires_in: 3600, scope }));
    } catch (error) {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'invalid_grant', error_description: String(error) }));
    }
  });
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as { port: number };
  issuer = `http://127.0.0.1:${port}`;
  console.log(`listening ${port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
