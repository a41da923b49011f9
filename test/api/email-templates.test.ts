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

/** The text/html part of a raw mail, its quoted-printable transfer encoding undone. */
function htmlPartOf(raw: string): string | undefined {
  const start = raw.search(/^Content-Type: text\/html/im);
  if (start < 0) return undefined;
  const body = raw
    .slice(start)
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n\n')
    .split(/\r?\n--/)[0]!;
  return body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

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
    // Beside the text, an HTML part branded with the sign-in experience's name and colour.
    const html = htmlPartOf(raw)!;
    expect(html).toContain('>Tessera</p>');
    expect(html).toContain('border-left:4px solid #0a58ca');
    expect(html).toMatch(/letter-spacing:6px[^>]*>\d{6}</);
    expect((await app.api('DELETE', `/email-templates/${(await app.api('GET', '/email-templates')).body[0].id}`)).status).toBe(204);
    expect((await app.api('GET', '/email-templates')).body).toEqual([]);
  });
});

describe('organization invitation mails', () => {
  const invite = async (invitee: string, messagePayload: Record<string, unknown>) => {
    const org = (await app.api('POST', '/organizations', { name: `Acme <${invitee.slice(0, 6)}>` })).body as { id: string; name: string };
    const created = await app.api('POST', '/organization-invitations', { organizationId: org.id, invitee, expiresAt: Date.now() + 3_600_000, messagePayload });
    return { org, created };
  };
  const mailTo = async (invitee: string, count: number) => {
    await expect.poll(() => smtp.countTo(invitee), { timeout: 10_000 }).toBe(count);
    return smtp.messages.filter((m) => m.to.includes(invitee))[count - 1]!.raw;
  };

  it('are written from the OrganizationInvitation template of the asked language, the code left out of the subject', async () => {
    const template = {
      languageTag: 'fr',
      templateType: 'OrganizationInvitation',
      details: { subject: 'Rejoignez {{organization.name}} {{code}}', content: 'Bienvenue sur {{productName}} : {{ link }} (code {{code}})' },
    };
    expect((await app.api('PUT', '/email-templates', { templates: [template] })).status).toBe(200);
    const invitee = `fr-inv-${Date.now()}@example.com`;
    const { org, created } = await invite(invitee, { link: 'https://app.example.com/join/1', code: '777111', locale: 'fr' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const raw = await mailTo(invitee, 1);
    expect(subjectOf(raw)).toBe(`Rejoignez ${org.name}`);
    expect(raw).toContain('Bienvenue sur Tessera : https://app.example.com/join/1 (code 777111)');

    // No template in the asked language (nor the fallback): the built-in text, with the product's name.
    const again = await app.api('POST', `/organization-invitations/${created.body.id}/message`, { link: 'https://app.example.com/join/2', uiLocales: 'de en' });
    expect(again.status).toBe(204);
    const builtIn = await mailTo(invitee, 2);
    expect(subjectOf(builtIn)).toBe(`Invitation to join ${org.name}`);
    expect(builtIn).toContain(`You have been invited to join ${org.name} on Tessera.`);
    // The organization's name is escaped in the branded HTML part; the link is its button.
    const html = htmlPartOf(builtIn)!;
    expect(html).toContain(`join ${org.name.replace('<', '&#60;').replace('>', '&#62;')} on Tessera.`);
    expect(html).toContain('href="https://app.example.com/join/2"');
    expect((await app.api('DELETE', '/email-templates?templateType=OrganizationInvitation')).body).toEqual({ rowCount: 1 });
  });

  it('are limited per recipient with the code-send limit: 429 over it, nothing sent and no invitation kept', async () => {
    const before = (await app.api('GET', '/sign-in-exp')).body.codeSend;
    expect((await app.api('PATCH', '/sign-in-exp', { codeSend: { limit: 2, windowSeconds: 3600 } })).status).toBe(200);
    try {
      const invitee = `limit-${Date.now()}@example.com`;
      const { created } = await invite(invitee, { link: 'https://app.example.com/join/3' });
      expect(created.status).toBe(201);
      expect((await app.api('POST', `/organization-invitations/${created.body.id}/message`, {})).status).toBe(204);
      await mailTo(invitee, 2);
      const third = await app.api('POST', `/organization-invitations/${created.body.id}/message`, {});
      expect(third.status).toBe(429);
      expect(third.body).toMatchObject({ code: 'request.message_rate_limited', data: { limit: 2, windowSeconds: 3600 } });
      // Creating another invitation that would mail the same person is refused whole.
      const { org: refusedOrg, created: refused } = await invite(invitee.toUpperCase(), { link: 'https://app.example.com/join/4' });
      expect(refused.status).toBe(429);
      expect((await app.api('GET', `/organization-invitations?organizationId=${refusedOrg.id}`)).body).toEqual([]);
      // Another recipient is not affected.
      const other = `other-${Date.now()}@example.com`;
      expect((await invite(other, {})).created.status).toBe(201);
      await mailTo(other, 1);
      expect(smtp.countTo(invitee)).toBe(2);
    } finally {
      await app.api('PATCH', '/sign-in-exp', { codeSend: before });
    }
  });
});
