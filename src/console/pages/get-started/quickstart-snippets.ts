// The quickstarts' code, filled with this instance's settings and the chosen application's. Each
// keeps the secret out of the code (an environment variable) and names the redirect URI the
// application must have registered.
export interface QuickstartSettings {
  issuer: string;
  discoveryUrl: string;
  tokenEndpoint: string;
  clientId: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
}

export interface Quickstart {
  id: string;
  label: string;
  /** The application types it fits (the picker offers only these). */
  types: readonly string[];
  /** What to register on the application first. */
  setup(settings: QuickstartSettings): string;
  install: string;
  code(settings: QuickstartSettings): string;
}

const pathOf = (uri: string, fallback: string) => {
  try {
    return new URL(uri).pathname;
  } catch {
    return fallback;
  }
};
const originOf = (uri: string, fallback: string) => {
  try {
    return new URL(uri).origin;
  } catch {
    return fallback;
  }
};

export const QUICKSTARTS: readonly Quickstart[] = [
  {
    id: 'express',
    label: 'Express',
    types: ['Traditional'],
    setup: (s) => `Register the redirect URI ${s.redirectUri} on the application; keep its client secret in TESSERA_CLIENT_SECRET.`,
    install: 'npm install express express-openid-connect',
    code: (s) => `import express from 'express';
import { auth, requiresAuth } from 'express-openid-connect';

const app = express();
app.use(
  auth({
    issuerBaseURL: '${s.issuer}',
    baseURL: '${originOf(s.redirectUri, 'http://localhost:3000')}',
    clientID: '${s.clientId}',
    clientSecret: process.env.TESSERA_CLIENT_SECRET,
    secret: process.env.SESSION_SECRET, // at least 32 random characters: seals the session cookie
    authRequired: false,
    routes: { callback: '${pathOf(s.redirectUri, '/callback')}' },
    authorizationParams: { response_type: 'code', scope: 'openid profile email' },
  }),
);

app.get('/', (req, res) => res.send(req.oidc.isAuthenticated() ? \`Hello \${req.oidc.user.sub}\` : '<a href="/login">Sign in</a>'));
app.get('/profile', requiresAuth(), (req, res) => res.json(req.oidc.user));
app.listen(3000);
`,
  },
  {
    id: 'nextjs',
    label: 'Next.js (Auth.js)',
    types: ['Traditional'],
    setup: (s) =>
      `Register the redirect URI ${originOf(s.redirectUri, 'http://localhost:3000')}/api/auth/callback/tessera on the application; put its client secret in AUTH_TESSERA_SECRET and a random AUTH_SECRET in .env.local.`,
    install: 'npm install next-auth@beta',
    code: (s) => `// auth.ts
import NextAuth from 'next-auth';

export const { handlers, auth, signIn, signOut } = NextAuth({
  providers: [
    {
      id: 'tessera',
      name: 'Tessera',
      type: 'oidc',
      issuer: '${s.issuer}',
      clientId: '${s.clientId}',
      clientSecret: process.env.AUTH_TESSERA_SECRET,
      checks: ['pkce', 'state'],
      authorization: { params: { scope: 'openid profile email' } },
    },
  ],
});

// app/api/auth/[...nextauth]/route.ts
import { handlers } from '@/auth';
export const { GET, POST } = handlers;
`,
  },
  {
    id: 'spa',
    label: 'Single-page app',
    types: ['SPA'],
    setup: (s) =>
      `Register the redirect URI ${s.redirectUri} and the post sign-out redirect URI ${s.postLogoutRedirectUri} on the application (a single-page application has no secret: it uses PKCE).`,
    install: 'npm install oidc-client-ts',
    code: (s) => `import { UserManager } from 'oidc-client-ts';

const users = new UserManager({
  authority: '${s.issuer}',
  client_id: '${s.clientId}',
  redirect_uri: '${s.redirectUri}',
  post_logout_redirect_uri: '${s.postLogoutRedirectUri}',
  response_type: 'code',
  scope: 'openid profile',
});

// On a "Sign in" click:
await users.signinRedirect();
// On the page at the redirect URI:
const user = await users.signinRedirectCallback();
console.log(user.profile.sub, user.access_token);
// On "Sign out":
await users.signoutRedirect();
`,
  },
  {
    id: 'python',
    label: 'Python (Flask)',
    types: ['Traditional'],
    setup: (s) => `Register the redirect URI ${s.redirectUri} on the application; keep its client secret in TESSERA_CLIENT_SECRET.`,
    install: 'pip install flask authlib requests',
    code: (s) => `import os
from authlib.integrations.flask_client import OAuth
from flask import Flask, redirect, session

app = Flask(__name__)
app.secret_key = os.environ["FLASK_SECRET_KEY"]
oauth = OAuth(app)
oauth.register(
    "tessera",
    server_metadata_url="${s.discoveryUrl}",
    client_id="${s.clientId}",
    client_secret=os.environ["TESSERA_CLIENT_SECRET"],
    client_kwargs={"scope": "openid profile email", "code_challenge_method": "S256"},
)

@app.route("/login")
def login():
    return oauth.tessera.authorize_redirect("${s.redirectUri}")

@app.route("${pathOf(s.redirectUri, '/callback')}")
def callback():
    token = oauth.tessera.authorize_access_token()
    session["user"] = token["userinfo"]
    return redirect("/")
`,
  },
  {
    id: 'token-exchange',
    label: 'Service using token exchange',
    types: ['Traditional', 'MachineToMachine'],
    setup: () =>
      'On the application\'s Token exchange tab, switch on "Allow token exchange"; keep its client secret in TESSERA_CLIENT_SECRET. The service trades the access token a user sent it for one aimed at the API it calls next, with only the scopes the user holds there (RFC 8693).',
    install: '# any HTTP client; curl shown',
    code: (s) => `curl -s -u "${s.clientId}:$TESSERA_CLIENT_SECRET" ${s.tokenEndpoint} \\
  -d grant_type=urn:ietf:params:oauth:grant-type:token-exchange \\
  -d subject_token="$USER_ACCESS_TOKEN" \\
  -d subject_token_type=urn:ietf:params:oauth:token-type:access_token \\
  -d resource=https://orders.example.com \\
  -d scope=orders:read
`,
  },
];
