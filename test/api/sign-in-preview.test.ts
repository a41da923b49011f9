// The sign-in page as unsaved settings would show it (`signInExperiencePreview`, the console's live
// preview): the server's own page with the draft's name, colour, language and methods in their
// order, and the connectors the draft offers; nothing is saved; a draft a save would refuse is
// refused the same way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.stop());

const PREVIEW = 'query($input: UpdateSignInExperienceInput!, $language: String) { signInExperiencePreview(input: $input, language: $language) }';

describe('the sign-in page preview', () => {
  it('renders the draft’s name, colour, language and methods without saving them', async () => {
    const before = (await app.api('GET', '/sign-in-exp')).body;
    const draft = {
      productName: 'Northwind Accounts',
      color: { primaryColor: '#0a7d3b' },
      branding: { logoUrl: 'https://cdn.example.com/northwind.svg' },
      signIn: {
        methods: [
          { identifier: 'email', password: true, verificationCode: true, isPasswordPrimary: false },
          { identifier: 'username', password: true, verificationCode: false },
        ],
      },
    };
    const answer = await app.graphql(PREVIEW, { input: draft, language: 'fr' });
    expect(answer.errors).toBeUndefined();
    const page = answer.data.signInExperiencePreview as string;
    expect(page).toMatch(/^<!doctype html>/);
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain('Northwind Accounts');
    expect(page).toContain('#0a7d3b');
    expect(page).toContain('<img src="https://cdn.example.com/northwind.svg"');
    // The code link leads (the email method is not password-first), then the password form.
    expect(page.indexOf('/sign-in/code?interaction=preview&amp;channel=email')).toBeGreaterThan(-1);
    expect(page.indexOf('channel=email')).toBeLessThan(page.indexOf('name="password"'));

    const codeOnly = await app.graphql(PREVIEW, { input: { signIn: { methods: [{ identifier: 'email', password: false, verificationCode: true }] } } });
    expect(codeOnly.data.signInExperiencePreview).not.toContain('name="password"');

    expect((await app.api('GET', '/sign-in-exp')).body).toEqual(before);
  });

  it('refuses a draft a save would refuse, and an unknown language', async () => {
    const bad = await app.graphql(PREVIEW, { input: { color: { primaryColor: 'green' } } });
    expect(bad.errors?.[0]?.extensions?.code).toBe('guard.invalid_input');
    expect(bad.errors?.[0]?.message).toBe('color.primaryColor must be a #rrggbb colour');
    const language = await app.graphql(PREVIEW, { input: {}, language: 'tlh' });
    expect(language.errors?.[0]?.message).toBe('language must be one of en, de, fr, es, ja, zh-CN');
  });
});
