// Email templates per usage and language (issue 47 item 7) at the compatible /api/email-templates
// paths, and the codes sent in them: a real SMTP server receives what the Experience API sends, in
// the template of the reader's language, else of the fallback language, else the built-in text;
// the code is never in the subject.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createClient, type TestClient } from '../helpers/oidc-fixtures.js';
import { JsonClient, startAuthorization } from '../experience/helpers/json-client.js';
import { startSmtp, type TestSmtp } from '../experience/helpers/smtp.js';

let app: TestApp;
let smtp: TestSmtp;
let web: TestClient;

beforeAll(async () => {
  smtp = await startSmtp();
  app = await startTestApp({ env: { SMTP_URL: smtp.url } });
  web = await createClient(app, 'Traditional');
});
afterAll(async () => {
  await app?.stop();
  await smtp?.stop();
});

const signInTemplate = {
  languageTag: 'fr',
  templateType: 'Register',
  details: { subject: 'Votre code {{ code }} pour {{productName}}', content: 'Bonjour ! Votre code : {{ code }} ({{ productName }})' },
};
const genericHtml = {
  languageTag: 'en',
  templateType: 'Generic',
  details: { subject: 'Your {{productName}} code', content: '<p>Code: <b>{{code}}</b></p>', contentType: 'text/html' },
};

/** Sends a registration code to `email` as a browser speaking `acceptLanguage` would, and returns the raw mail. */
async function registrationMail(email: string, acceptLanguage?: string): Promise<string> {
  const client = new JsonClient(app.url, undefined, acceptLanguage ? { 'accept-language': acceptLanguage } : {});
  await startAuthorization(client.browser, web);
  expect((await client.call('PUT', '/api/experience', { interactionEvent: 'Register' })).status).toBe(204);
  const before = smtp.countTo(email);
  const sent = await client.call('POST', '/api/experience/verification/verification-code', { identifier: { type: 'email', value: email } });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  await expect.poll(() => smtp.countTo(email), { timeout: 10_000 }).toBe(before + 1);
  return smtp.messages.filter((m) => m.to.includes(email))[before]!.raw;
}

const subjectOf = (raw: string) => /^Subject: (.*)$/m.exec(raw)?.[1] ?? '';

describe('the compatible /api/email-templates', () => {
  let ids: string[];

  it('creates templates with PUT, and replaces the details of one of the same language and type', async () => {
    const put = await app.api('PUT', '/email-templates', { templates: [signInTemplate, genericHtml] });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toHaveLength(2);
    expect(put.body[0]).toMatchObject({ tenantId: 'default', languageTag: 'fr', templateType: 'Register', details: signInTemplate.details });
    expect(typeof put.body[0].createdAt).toBe('number');
    expect(put.body[0].details).not.toHaveProperty('contentType');
    ids = put.body.map((t: { id: string }) => t.id);
    const again = await app.api('PUT', '/email-templates', {
      templates: [{ ...genericHtml, details: { ...genericHtml.details, subject: 'Your {{productName}} sign-in code' } }],
    });
    expect(again.body[0].id).toBe(ids[1]);
    expect((await app.api('GET', '/email-templates')).body).toHaveLength(2);
  });

  it('lists by languageTag and templateType, reads one, and patches some details', async () => {
    expect((await app.api('GET', '/email-templates?languageTag=fr')).body.map((t: { id: string }) => t.id)).toEqual([ids[0]]);
    expect((await app.api('GET', '/email-templates?templateType=Generic')).body.map((t: { id: string }) => t.id)).toEqual([ids[1]]);
    expect((await app.api('GET', `/email-templates/${ids[0]}`)).body.languageTag).toBe('fr');
    const patched = await app.api('PATCH', `/email-templates/${ids[1]}/details`, { replyTo: 'Support' });
    expect(patched.status).toBe(200);
    expect(patched.body.details).toMatchObject({ subject: 'Your {{productName}} sign-in code', replyTo: 'Support', contentType: 'text/html' });
  });

  it('refuses bad input with guard.invalid_input and an unknown id with 404, writing nothing', async () => {
    const cases = [
      { templates: [] },
      { templates: [{ ...signInTemplate, templateType: 'Birthday' }] },
      { templates: [{ ...signInTemplate, details: { subject: '', content: 'x' } }] },
      { templates: [{ ...signInTemplate, languageTag: 'not a tag' }] },
      { templates: [signInTemplate, signInTemplate] },
      { templates: [{ ...signInTemplate, details: { ...signInTemplate.details, extra: 1 } }] },
    ];
    for (const body of cases) {
      const res = await app.api('PUT', '/email-templates', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('guard.invalid_input');
    }
    expect((await app.api('GET', '/email-templates')).body).toHaveLength(2);
    expect((await app.api('GET', '/email-templates/nope')).body.code).toBe('entity.not_exists_with_id');
    expect((await app.api('PATCH', '/email-templates/nope/details', { subject: 'x' })).status).toBe(404);
    expect((await app.api('DELETE', '/email-templates')).status).toBe(400);
  });

  it('answers GraphQL with the same templates', async () => {
    const res = await app.graphql(`{ emailTemplates(templateType: Register) { id languageTag details { subject } } }`);
    expect(res.data.emailTemplates).toEqual([{ id: ids[0], languageTag: 'fr', details: { subject: signInTemplate.details.subject } }]);
  });
});

describe('codes sent in the templates', () => {
  it('a French reader gets the French Register template, the code filled in the body and left out of the subject', async () => {
    const raw = await registrationMail(`fr-${Date.now()}@example.com`, 'fr-FR,fr;q=0.9');
    const subject = subjectOf(raw);
    expect(subject).toContain('Votre code');
    expect(subject).not.toMatch(/\d{6}/);
    expect(raw).toMatch(/Votre code : \d{6} \(Tessera\)/);
  });

  it('an English reader gets the English Generic HTML template (with a text part naming the code)', async () => {
    const raw = await registrationMail(`en-${Date.now()}@example.com`, 'en-US');
    expect(subjectOf(raw)).toBe('Your Tessera sign-in code');
    expect(raw).toContain('text/html');
    expect(raw).toMatch(/<b>\d{6}<\/b>/);
    expect(raw).toMatch(/verification code is \d{6}/);
  });

  it('with no template of its language or the fallback language, the built-in text, code not in the subject', async () => {
    expect((await app.api('DELETE', '/email-templates?languageTag=en')).body).toEqual({ rowCount: 1 });
    const raw = await registrationMail(`de-${Date.now()}@example.com`, 'de');
    expect(subjectOf(raw)).toBe('Tessera: your verification code');
    expect(raw).toMatch(/Your Tessera verification code is \d{6}/);
    expect((await app.api('DELETE', `/email-templates/${(await app.api('GET', '/email-templates')).body[0].id}`)).status).toBe(204);
    expect((await app.api('GET', '/email-templates')).body).toEqual([]);
  });
});
