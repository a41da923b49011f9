// The pages' languages without a server: locale negotiation (ui_locales over Accept-Language,
// q-values, region and script fallback, unsupported → the fallback language), the completeness
// of every language file against English (so a page cannot ship untranslated silently), the
// translation of errors by code, and the colour rules that keep branded pages readable.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../../src/domain/sign-in/languages.js';
import { errorMessage, format, fromAcceptLanguage, LOCALES, matchLanguage, negotiateLanguage, t } from '../../src/experience/i18n/index.js';
import { en } from '../../src/experience/i18n/locales/en.js';
import { formatHtml, html } from '../../src/experience/pages/html.js';
import { contrast, readableOn, textOn, themeCss } from '../../src/experience/pages/theme.js';

const base = { autoDetect: true, fallbackLanguage: 'en' as const };

describe('language negotiation', () => {
  it('prefers ui_locales over Accept-Language', () => {
    expect(negotiateLanguage({ ...base, uiLocales: 'de', acceptLanguage: 'ja' })).toBe('de');
    expect(negotiateLanguage({ ...base, uiLocales: 'xx-YY fr-CA de', acceptLanguage: 'ja' })).toBe('fr');
  });

  it('falls to Accept-Language when no ui_locales tag is supported', () => {
    expect(negotiateLanguage({ ...base, uiLocales: 'ko sv', acceptLanguage: 'ja,en;q=0.5' })).toBe('ja');
  });

  it('orders Accept-Language by q-value, ties in order, q=0 excluded', () => {
    expect(fromAcceptLanguage('en;q=0.3, de;q=0.9, fr;q=0.8')).toBe('de');
    expect(fromAcceptLanguage('es, fr')).toBe('es');
    expect(fromAcceptLanguage('ja;q=0, fr;q=0.1')).toBe('fr');
    expect(fromAcceptLanguage('ko, *;q=0.5')).toBeUndefined();
    expect(fromAcceptLanguage('de;q=bogus, ja;q=0.5')).toBe('de');
    expect(fromAcceptLanguage('')).toBeUndefined();
  });

  it('matches regions and scripts to the supported language', () => {
    expect(matchLanguage('de-AT')).toBe('de');
    expect(matchLanguage('DE-ch')).toBe('de');
    expect(matchLanguage('es-419')).toBe('es');
    expect(matchLanguage('zh')).toBe('zh-CN');
    expect(matchLanguage('zh-Hans')).toBe('zh-CN');
    expect(matchLanguage('zh-Hans-SG')).toBe('zh-CN');
    expect(matchLanguage('zh_CN')).toBe('zh-CN');
    // Traditional Chinese readers are not handed Simplified Chinese.
    expect(matchLanguage('zh-TW')).toBeUndefined();
    expect(matchLanguage('zh-Hant')).toBeUndefined();
    expect(matchLanguage('pt-BR')).toBeUndefined();
    expect(matchLanguage('e')).toBeUndefined();
  });

  it('uses the fallback language for unsupported input, and ignores Accept-Language without autoDetect', () => {
    expect(negotiateLanguage({ autoDetect: true, fallbackLanguage: 'es', uiLocales: 'ko', acceptLanguage: 'pt-BR' })).toBe('es');
    expect(negotiateLanguage({ autoDetect: true, fallbackLanguage: 'fr' })).toBe('fr');
    expect(negotiateLanguage({ autoDetect: false, fallbackLanguage: 'fr', acceptLanguage: 'ja' })).toBe('fr');
    // The client's explicit ui_locales still counts without autoDetect.
    expect(negotiateLanguage({ autoDetect: false, fallbackLanguage: 'fr', uiLocales: 'ja' })).toBe('ja');
  });
});

/** Every `section.key` of a messages object. */
function keysOf(messages: object): string[] {
  return Object.entries(messages).flatMap(([section, entries]) => Object.keys(entries as object).map((k) => `${section}.${k}`));
}
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const valueOf = (messages: object, key: string) => {
  const dot = key.indexOf('.');
  return (messages as Record<string, Record<string, unknown>>)[key.slice(0, dot)]?.[key.slice(dot + 1)];
};

describe('language files', () => {
  it('has one file per supported language, each registered', () => {
    const files = readdirSync(new URL('../../src/experience/i18n/locales/', import.meta.url)).map((f) => f.replace(/\.ts$/, ''));
    expect(files.sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
    expect(Object.keys(LOCALES).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
  });

  // Generic: whatever section a new page adds to en.ts, every language must carry it.
  it.each(SUPPORTED_LANGUAGES.filter((l) => l !== 'en'))('%s has every English key, non-empty, with the same placeholders and no extra keys', (language) => {
    const messages = LOCALES[language];
    const missing = keysOf(en).filter((k) => typeof valueOf(messages, k) !== 'string' || (valueOf(messages, k) as string).trim() === '');
    expect(missing, `missing or empty in ${language}`).toEqual([]);
    expect(
      keysOf(messages).filter((k) => !keysOf(en).includes(k)),
      `not in en.ts`,
    ).toEqual([]);
    for (const key of keysOf(en)) {
      expect(placeholders(valueOf(messages, key) as string), `${language} ${key}`).toEqual(placeholders(valueOf(en, key) as string));
    }
  });

  it('translates (a language file is not a copy of English)', () => {
    for (const language of SUPPORTED_LANGUAGES.filter((l) => l !== 'en')) {
      const same = keysOf(en).filter((k) => valueOf(LOCALES[language], k) === valueOf(en, k));
      expect(same.length, `${language}: ${same.join(', ')}`).toBeLessThan(3);
    }
  });

  // The pages read their words through text().<section>.<key>: every such key must exist in en.ts
  // (typecheck proves it too; this keeps the proof inside the test run).
  it('every key a page module reads exists in English', () => {
    const dirs = ['../../src/experience/pages/', '../../src/experience/'];
    const used = new Set<string>();
    for (const dir of dirs) {
      for (const file of readdirSync(new URL(dir, import.meta.url)).filter((f) => f.endsWith('.ts'))) {
        const source = readFileSync(new URL(dir + file, import.meta.url), 'utf8');
        for (const m of source.matchAll(/text\(\)\.(\w+)\.(\w+)/g)) used.add(`${m[1]}.${m[2]}`);
        for (const m of source.matchAll(/const (\w+) = text\(\)\.(\w+);/g)) {
          for (const u of source.matchAll(new RegExp(`\\b${m[1]}\\.(\\w+)`, 'g'))) used.add(`${m[2]}.${u[1]}`);
        }
      }
    }
    expect(used.size).toBeGreaterThan(30);
    expect([...used].filter((k) => valueOf(en, k) === undefined)).toEqual([]);
  });

  it('t() formats placeholders and falls back to English', () => {
    expect(t('de', 'signIn.continueWith', { name: 'GitHub' })).toBe('Weiter mit GitHub');
    expect(t('ja', 'signIn.title')).toBe('サインイン');
    expect(format('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    const broken = { ...LOCALES.fr, signIn: { ...LOCALES.fr.signIn, title: '' } };
    const original = LOCALES.fr;
    LOCALES.fr = broken;
    try {
      expect(t('fr', 'signIn.title')).toBe('Sign in');
    } finally {
      LOCALES.fr = original;
    }
  });

  it('formatHtml escapes the translation and its text values, keeps Html values', () => {
    expect(formatHtml('<b>{x}</b> {y}', { x: html`<strong>${'a&b'}</strong>`, y: '<i>' }).value).toBe('&lt;b&gt;<strong>a&amp;b</strong>&lt;/b&gt; &lt;i&gt;');
  });
});

describe('error messages by code', () => {
  it('translates a known code, by field when there is a field entry, and keeps English for English pages', () => {
    const wrong = { code: 'session.invalid_credentials', message: 'Incorrect identifier or password.' };
    expect(errorMessage('de', wrong)).toBe('Benutzername, E-Mail-Adresse oder Passwort ist falsch.');
    expect(errorMessage('en', { ...wrong, message: 'specific English' })).toBe('specific English');
    expect(errorMessage('fr', { code: 'guard.invalid_input', message: 'password must be at least 8 characters', field: ['password'] })).toBe(
      'Un mot de passe doit comporter entre 8 et 256 caractères.',
    );
    expect(errorMessage('fr', { code: 'guard.invalid_input', message: 'x', field: ['somethingElse'] })).toBe('Vérifiez votre saisie et réessayez.');
    expect(errorMessage('ja', { code: 'user.identifier_locked', message: 'locked', data: { retryAfter: 61 } })).toContain('2 分後');
  });

  it('shows the English message for a code without a translation', () => {
    expect(errorMessage('zh-CN', { code: 'brand_new.code', message: 'A new English message.' })).toBe('A new English message.');
  });
});

describe('branding colours', () => {
  it('picks the readable text colour for a button', () => {
    expect(textOn('#0a58ca')).toBe('#ffffff');
    expect(textOn('#ffd400')).toBe('#111111');
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });

  it('darkens (light theme) or lightens (dark theme) a link colour until it reaches 4.5:1', () => {
    const yellowLink = readableOn('#ffd400', '#ffffff', '#000000');
    expect(contrast(yellowLink, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(readableOn('#0a58ca', '#ffffff', '#000000')).toBe('#0a58ca');
    expect(contrast(readableOn('#1d3b8a', '#1c1c1e', '#ffffff'), '#1c1c1e')).toBeGreaterThanOrEqual(4.5);
  });

  it('adds the dark theme only when enabled', () => {
    expect(themeCss({ primaryColor: '#aa0000', isDarkModeEnabled: false, darkPrimaryColor: '#ff8888' })).not.toContain('prefers-color-scheme');
    const both = themeCss({ primaryColor: '#aa0000', isDarkModeEnabled: true, darkPrimaryColor: '#ff8888' });
    expect(both).toContain('@media (prefers-color-scheme: dark)');
    expect(both).toContain('#ff8888');
  });
});
