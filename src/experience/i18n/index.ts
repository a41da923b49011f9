// The pages' words in six languages: one file per language in ./locales (English is the
// reference the others are typed against), a typed `t(language, key, vars)` with English as the
// fallback, and the translation of the errors users see, by DomainError code.
//
// Adding a page: put its English strings in a new section of locales/en.ts, translate that
// section in every other file (typecheck and test/experience/i18n.test.ts fail until you do),
// and read them in the page with `text().<section>` (the current request's language).
import type { Language } from '../../domain/sign-in/languages.js';
import { de } from './locales/de.js';
import { en, type Messages } from './locales/en.js';
import { es } from './locales/es.js';
import { fr } from './locales/fr.js';
import { ja } from './locales/ja.js';
import { zhCN } from './locales/zh-CN.js';

export type { Messages } from './locales/en.js';
export { negotiateLanguage, matchLanguage, fromAcceptLanguage, fromUiLocales } from './negotiate.js';

export const LOCALES: Record<Language, Messages> = { en, de, fr, es, ja, 'zh-CN': zhCN };

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every translatable key, `section.name` (error keys contain dots of their own: `errors.<code>`). */
export type MessageKey = Exclude<Leaves<Messages>, `errors.${string}`> | `errors.${keyof Messages['errors'] & string}`;

/** Replaces `{name}` with its value; a placeholder without a value stays as written. */
export function format(template: string, vars: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(vars, name) ? String(vars[name]) : whole));
}

function lookup(messages: Messages, key: string): string | undefined {
  const dot = key.indexOf('.');
  const section = (messages as unknown as Record<string, Record<string, unknown>>)[key.slice(0, dot)];
  const value = section?.[key.slice(dot + 1)];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The text of `key` in `language`, English when that language lacks it. */
export function t(language: Language, key: MessageKey, vars?: Record<string, string | number>): string {
  return format(lookup(LOCALES[language], key) ?? lookup(en, key) ?? key, vars);
}

/** A whole language's messages (for a page reading several strings of its section). */
export const messagesOf = (language: Language): Messages => LOCALES[language];

/**
 * The message a page shows for a client error. English pages show the error's own message (it
 * can be more specific, such as the attempts left); other languages show the translation of its
 * code (or of `code@field` for invalid input about one field), and the English message when the
 * code has no translation.
 */
export function errorMessage(
  language: Language,
  error: { code: string; message: string; field?: string[] | undefined; data?: Record<string, unknown> | undefined },
): string {
  if (language === 'en') return error.message;
  const errors = LOCALES[language].errors as Record<string, string>;
  const byField = error.field?.length ? errors[`${error.code}@${error.field.join('.')}`] : undefined;
  const text = byField ?? errors[error.code];
  if (!text) return error.message;
  const retryAfter = typeof error.data?.retryAfter === 'number' ? error.data.retryAfter : undefined;
  return format(text, retryAfter === undefined ? {} : { minutes: Math.max(1, Math.ceil(retryAfter / 60)) });
}

/**
 * `count` in the plural form `language` uses for it (Intl.PluralRules: French says "1 code" and
 * "0 code", Japanese and Chinese have one form), with `{count}` filled in.
 */
export function plural(language: Language, count: number, forms: { one: string; other: string }): string {
  return format(new Intl.PluralRules(language).select(count) === 'one' ? forms.one : forms.other, { count });
}
