// Product name, branding, colours and language of the sign-in experience over the Management
// API (REST and GraphQL, one domain implementation), and what the pages make of them over HTTP:
// the language (ui_locales, Accept-Language, fallback), the Content-Security-Policy that lets the
// configured logo's origin in and nothing else, the colours and the dark theme.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { createClient, type TestClient } from '../helpers/oidc-fixtures.js';
import { pkcePair } from '../helpers/sign-in.js';
import { Browser } from './helpers/browser.js';
import { logtoOperations, shapeProblems } from '../compat/logto-api-types.js';

const FIELDS = `productName branding { logoUrl darkLogoUrl favicon darkFavicon } color { primaryColor isDarkModeEnabled darkPrimaryColor } languageInfo { autoDetect fallbackLanguage }`;
const UPDATE = `mutation($input: UpdateSignInExperienceInput!) { updateSignInExperience(input: $input) { signInExperience { ${FIELDS} } userErrors { code message field } } }`;

describe('branding and language settings', () => {
  const app = useTestApp();
  let web: TestClient;

  beforeAll(async () => {
    web = await createClient(app, 'Traditional');
  });

  /** A browser at the sign-in page of a fresh authorization request. */
  async function signInPage(extra: Record<string, string> = {}, headers: Record<string, string> = {}) {
    const browser = new Browser(app.url);
    const url = new URL(`${app.url}/oidc/auth`);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: web.clientId,
      redirect_uri: web.redirectUri,
      scope: 'openid',
      state: 's',
      code_challenge: pkcePair().challenge,
      code_challenge_method: 'S256',
      ...extra,
    }).toString();
    const first = await browser.request(url.toString(), {}, false);
    const page = await browser.request(first.headers.get('location')!, { headers });
    return { browser, page };
  }

  it('answers the defaults in the compatible shape, with the product name', async () => {
    const res = await app.api('GET', '/sign-in-exp');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      productName: 'Tessera',
      // Unset images are absent over REST, as the compatible product types them (GraphQL: null).
      branding: {},
      color: { primaryColor: '#0a58ca', isDarkModeEnabled: false, darkPrimaryColor: '#6ea8fe' },
      languageInfo: { autoDetect: true, fallbackLanguage: 'en' },
    });
    expect(res.body.branding).toEqual({});
  });

  it.each([
    [{ color: { primaryColor: 'red' } }, ['color', 'primaryColor']],
    [{ color: { darkPrimaryColor: '#12345' } }, ['color', 'darkPrimaryColor']],
    [{ branding: { logoUrl: 'javascript:alert(1)' } }, ['branding', 'logoUrl']],
    [{ branding: { favicon: 'ftp://example.com/f.ico' } }, ['branding', 'favicon']],
    [{ branding: { darkFavicon: 'data:image/png;base64,AAAA' } }, ['branding', 'darkFavicon']],
    [{ branding: { darkLogoUrl: 'https://user:secret@example.com/l.png' } }, ['branding', 'darkLogoUrl']],
    [{ branding: { logoUrl: '/relative/logo.png' } }, ['branding', 'logoUrl']],
    [{ languageInfo: { fallbackLanguage: 'pt-BR' } }, ['languageInfo', 'fallbackLanguage']],
    [{ productName: '' }, ['productName']],
    [{ productName: 'x'.repeat(65) }, ['productName']],
    [{ productName: 'Line\nbreak' }, ['productName']],
  ])('refuses %j over REST (400) and GraphQL (userErrors), changing nothing', async (input, field) => {
    // A valid change in the same request must not be half-applied.
    const body = { ...input, productName: (input as { productName?: string }).productName ?? 'Half Written' };
    const rest = await app.api('PATCH', '/sign-in-exp', body);
    expect(rest.status, JSON.stringify(rest.body)).toBe(400);
    expect(rest.body.code).toBe('guard.invalid_input');
    expect(rest.body.message).toMatch(new RegExp(field.join('\\.')));

    const gql = await app.graphql(UPDATE, { input: body });
    expect(gql.errors).toBeUndefined();
    expect(gql.data.updateSignInExperience.signInExperience).toBeNull();
    expect(gql.data.updateSignInExperience.userErrors).toEqual([expect.objectContaining({ code: 'guard.invalid_input', field })]);

    expect((await app.api('GET', '/sign-in-exp')).body.productName).toBe('Tessera');
  });

  it('refuses the wrong types at the edge', async () => {
    const rest = await app.api('PATCH', '/sign-in-exp', { color: { isDarkModeEnabled: 'yes' } });
    expect(rest.status).toBe(400);
    expect(rest.body.code).toBeTruthy();
  });

  it('stores a change through GraphQL and answers it over REST; colours lower-cased, an empty image removes it', async () => {
    const gql = await app.graphql(UPDATE, {
      input: {
        productName: 'Acme ID',
        branding: { logoUrl: 'https://cdn.example.com/acme.svg', favicon: 'https://cdn.example.com/favicon.ico' },
        color: { primaryColor: '#B00020', isDarkModeEnabled: true },
        languageInfo: { fallbackLanguage: 'fr' },
      },
    });
    expect(gql.data.updateSignInExperience.userErrors).toEqual([]);
    expect(gql.data.updateSignInExperience.signInExperience).toMatchObject({
      productName: 'Acme ID',
      color: { primaryColor: '#b00020', isDarkModeEnabled: true, darkPrimaryColor: '#6ea8fe' },
    });

    const after = await app.api('PATCH', '/sign-in-exp', {
      branding: { favicon: '', darkFavicon: 'https://icons.example.net/dark.ico' },
      color: { darkPrimaryColor: '#FFCC00' },
    });
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({
      productName: 'Acme ID',
      branding: { logoUrl: 'https://cdn.example.com/acme.svg', darkFavicon: 'https://icons.example.net/dark.ico' },
      color: { primaryColor: '#b00020', isDarkModeEnabled: true, darkPrimaryColor: '#ffcc00' },
      languageInfo: { autoDetect: true, fallbackLanguage: 'fr' },
    });
    expect(after.body.branding).toEqual({ logoUrl: 'https://cdn.example.com/acme.svg', darkFavicon: 'https://icons.example.net/dark.ico' });
    expect((await app.api('GET', '/sign-in-exp')).body).toEqual(after.body);
  });

  it("answers branding, color and languageInfo in the compatible product's typed shape", async () => {
    const op = logtoOperations().find((o) => o.operationId === 'GetSignInExp')!;
    const shape = op.response as Extract<NonNullable<typeof op.response>, { kind: 'object' }>;
    await app.api('PATCH', '/sign-in-exp', { branding: { darkLogoUrl: 'https://cdn.example.com/dark.svg', favicon: 'https://cdn.example.com/f.ico' } });
    const body = (await app.api('GET', '/sign-in-exp')).body;
    for (const field of ['branding', 'color', 'languageInfo']) {
      expect(shapeProblems(shape.properties[field]!.shape, body[field], `$.${field}`)).toEqual([]);
    }
    await app.api('PATCH', '/sign-in-exp', { branding: { darkLogoUrl: '' } });
  });

  it('renders the pages with the product name, the logo allowed by the CSP, and the colours', async () => {
    const { page } = await signInPage({ ui_locales: 'de' });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>Anmelden · Acme ID</title>');
    expect(page.text).toContain('<img src="https://cdn.example.com/acme.svg" alt="Logo von Acme ID">');
    expect(page.text).toContain('<span>Acme ID</span>');
    const csp = page.headers.get('content-security-policy')!;
    // The dark favicon's origin too: the dark theme is on.
    expect(csp).toContain("img-src 'self' data: https://cdn.example.com https://icons.example.net;");
    expect(page.text).toContain('<link rel="icon" href="https://icons.example.net/dark.ico" media="(prefers-color-scheme: dark)">');
    expect(csp).toContain("default-src 'none'");
    // The sign-in page carries the passkey button: scripts and fetches from this origin only.
    expect(csp).toContain("script-src 'self'; connect-src 'self';");
    expect(csp).not.toMatch(/(script|connect)-src[^;]*(https?:|\*)/);
    // Button text white on the dark red; the dark theme with its own colour and black text on yellow.
    expect(page.text).toContain('button{background:#b00020;color:#ffffff}');
    expect(page.text).toMatch(/@media \(prefers-color-scheme: dark\)\{.*button\{background:#ffcc00;color:#111111\}/s);
    expect(page.text).toContain('<meta name="color-scheme" content="light dark">');
  });

  it('chooses ui_locales over Accept-Language, then Accept-Language, then the fallback language', async () => {
    const de = await signInPage({ ui_locales: 'de-AT en' }, { 'accept-language': 'ja' });
    expect(de.page.text).toContain('<html lang="de">');
    expect(de.page.headers.get('content-language')).toBe('de');
    expect(de.page.text).toContain('Benutzername oder E-Mail-Adresse');

    const ja = await signInPage({}, { 'accept-language': 'ko;q=1, ja;q=0.8, en;q=0.5' });
    expect(ja.page.text).toContain('<html lang="ja">');
    expect(ja.page.text).toContain('パスワード');

    const zh = await signInPage({ ui_locales: 'zh-Hans' });
    expect(zh.page.text).toContain('<html lang="zh-CN">');

    // A hint, never a refusal: malformed tags are skipped, the rest still counts.
    const hostile = await signInPage({ ui_locales: `"><script> ${'x'.repeat(40)} es` });
    expect(hostile.page.status).toBe(200);
    expect(hostile.page.text).toContain('<html lang="es">');

    const fallback = await signInPage({}, { 'accept-language': 'ko' });
    expect(fallback.page.text).toContain('<html lang="fr">');
    expect(fallback.page.text).toContain('Mot de passe');
  });

  it('keeps the language of the interaction on the form post and translates its error by code', async () => {
    const { browser, page } = await signInPage({ ui_locales: 'es' });
    const wrong = await browser.submit(page, { identifier: 'nobody', password: 'wrong password' });
    expect(wrong.status).toBe(422);
    expect(wrong.text).toContain('<html lang="es">');
    expect(wrong.text).toContain('El identificador o la contraseña no son correctos.');
  });

  it("every page of the sign-in speaks the interaction's language, error pages included", async () => {
    const { browser, page } = await signInPage({ ui_locales: 'ja' });
    const interaction = new URL(page.url).searchParams.get('interaction')!;
    const register = await browser.get(`/register?interaction=${interaction}`);
    expect(register.text).toContain('<html lang="ja">');
    expect(register.text).toContain('<h1>アカウントを作成</h1>');
    const forgot = await browser.get(`/forgot-password?interaction=${interaction}`);
    expect(forgot.text).toContain('<h1>パスワードの再設定</h1>');
    // Without a password step the MFA page is an error page, in the same language.
    const mfa = await browser.get(`/sign-in/mfa?interaction=${interaction}`);
    expect(mfa.status).toBe(400);
    expect(mfa.text).toContain('先にパスワードでサインインしてください。');
    // A page with no interaction of this browser goes by Accept-Language.
    const stranger = await new Browser(app.url).request('/sign-in/mfa', { headers: { 'accept-language': 'de-CH, en;q=0.5' } });
    expect(stranger.text).toContain('<html lang="de">');
    expect(stranger.text).toContain('Diese Anmeldung ist abgelaufen oder nicht mehr gültig.');
  });

  it('uses only the fallback language when autoDetect is off (ui_locales still counts)', async () => {
    await app.api('PATCH', '/sign-in-exp', { languageInfo: { autoDetect: false } });
    try {
      expect((await signInPage({}, { 'accept-language': 'ja' })).page.text).toContain('<html lang="fr">');
      expect((await signInPage({ ui_locales: 'ja' }, { 'accept-language': 'de' })).page.text).toContain('<html lang="ja">');
    } finally {
      await app.api('PATCH', '/sign-in-exp', { languageInfo: { autoDetect: true } });
    }
  });

  it('lists the languages in discovery', async () => {
    const res = await fetch(`${app.url}/oidc/.well-known/openid-configuration`);
    expect(((await res.json()) as { ui_locales_supported: string[] }).ui_locales_supported).toEqual(['en', 'de', 'fr', 'es', 'ja', 'zh-CN']);
  });
});
