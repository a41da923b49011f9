// A real upstream OpenID Provider for the tests: oidc-provider on 127.0.0.1, with one confidential
// client whose redirect URI is set once the connector (whose id it names) exists. Its login and
// consent are answered at once for `user`, as a person signing in at their company's IdP would.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
// oidc-provider ships no type declarations (bench/servers/oidc-provider-types.d.ts declares the
// module as any): this helper keeps its own small types at the edges.
import Provider from 'oidc-provider';

type AnyProvider = any; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface OidcIdpUser {
  sub: string;
  email?: string;
  emailVerified?: boolean;
  name?: string;
  picture?: string;
  /** How the IdP says the person signed in: its ID token's `amr` (absent: none). */
  amr?: string[];
}

export interface TestOidcIdp {
  issuer: string;
  /** Who signs in at the IdP's login (unset: the login answers 403). */
  user: OidcIdpUser | undefined;
  /** Starts the provider with this client (after the connector exists, its id in the redirect URI). */
  configure(client: { clientId: string; clientSecret: string; redirectUris: string[] }): void;
  close(): Promise<void>;
}

export async function startOidcIdp(): Promise<TestOidcIdp> {
  let provider: AnyProvider | undefined;
  const idp: TestOidcIdp = {
    issuer: '',
    user: undefined,
    configure(client) {
      provider = new Provider(idp.issuer, {
        clients: [
          {
            client_id: client.clientId,
            client_secret: client.clientSecret,
            redirect_uris: client.redirectUris,
            grant_types: ['authorization_code'],
            response_types: ['code'],
          },
        ],
        // amr with openid, as IdPs such as Entra ID release it: only when a user's sign-in sets one.
        claims: { openid: ['sub', 'amr'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
        findAccount: async (_ctx: unknown, id: string) => ({
          accountId: id,
          claims: async () => {
            const u: OidcIdpUser = idp.user?.sub === id ? idp.user : { sub: id };
            return {
              sub: u.sub,
              ...(u.email ? { email: u.email, email_verified: u.emailVerified ?? false } : {}),
              ...(u.name ? { name: u.name } : {}),
              ...(u.picture ? { picture: u.picture } : {}),
            };
          },
        }),
        features: { devInteractions: { enabled: false } },
        interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
        cookies: { keys: ['test-idp-cookie-key'] },
        pkce: { required: () => true },
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  const interaction = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const p = provider!;
    const details = await p.interactionDetails(req, res);
    if (details.prompt.name === 'login') {
      if (!idp.user) return void res.writeHead(403).end('nobody signs in here');
      const login = { accountId: idp.user.sub, ...(idp.user.amr ? { amr: idp.user.amr } : {}) };
      return p.interactionFinished(req, res, { login }, { mergeWithLastSubmission: false });
    }
    const grant = new p.Grant({ accountId: details.session!.accountId, clientId: details.params.client_id as string });
    grant.addOIDCScope(String(details.params.scope));
    return p.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
  };

  const server = http.createServer((req, res) => {
    if (!provider) return void res.writeHead(503).end();
    if (req.url?.startsWith('/interaction/')) {
      interaction(req, res).catch((error) => res.writeHead(500).end(String(error)));
      return;
    }
    provider.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  idp.issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return idp;
}
