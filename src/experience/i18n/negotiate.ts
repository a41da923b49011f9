// Which language a page speaks: the authorization request's `ui_locales` (the client's explicit
// wish, a space-separated list of BCP 47 tags in order of preference) first; then, when the
// sign-in experience allows it, the browser's Accept-Language (by q-value); then the sign-in
// experience's fallback language. A tag matches a supported language exactly (case-insensitively),
// else by its primary language (de-AT → de); Chinese in Simplified script or from the mainland or
// Singapore (zh, zh-Hans, zh-Hans-*, zh-CN, zh-SG) → zh-CN, while Traditional Chinese (zh-Hant,
// zh-TW, zh-HK, zh-MO) is not offered Simplified and falls through to the next preference.
import { SUPPORTED_LANGUAGES, type Language } from '../../domain/sign-in/languages.js';

const TRADITIONAL = new Set(['hant', 'tw', 'hk', 'mo']);

/** The supported language a BCP 47 tag stands for, or undefined. */
export function matchLanguage(tag: string): Language | undefined {
  const parts = tag.trim().toLowerCase().split(/[-_]/);
  const primary = parts[0];
  if (!primary || !/^[a-z]{2,8}$/.test(primary)) return undefined;
  if (primary === 'zh') return parts.slice(1).some((p) => TRADITIONAL.has(p)) ? undefined : 'zh-CN';
  return SUPPORTED_LANGUAGES.find((l) => l.toLowerCase() === primary);
}

/** The first supported language of a space-separated `ui_locales` list. */
export function fromUiLocales(uiLocales: string | undefined): Language | undefined {
  for (const tag of (uiLocales ?? '').split(' ')) {
    const match = tag ? matchLanguage(tag) : undefined;
    if (match) return match;
  }
  return undefined;
}

/**
 * The best supported language of an Accept-Language header (RFC 9110 §12.5.4): ranges by
 * descending q (ties keep their order), q=0 excluded, `*` ignored (it names nothing in particular).
 */
export function fromAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranges = header
    .slice(0, 1000)
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { range: range.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((r) => r.range && r.range !== '*' && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { range } of ranges) {
    const match = matchLanguage(range);
    if (match) return match;
  }
  return undefined;
}

export interface LanguageInputs {
  uiLocales?: string | undefined;
  acceptLanguage?: string | undefined;
  autoDetect: boolean;
  fallbackLanguage: Language;
}

export function negotiateLanguage({ uiLocales, acceptLanguage, autoDetect, fallbackLanguage }: LanguageInputs): Language {
  return fromUiLocales(uiLocales) ?? (autoDetect ? fromAcceptLanguage(acceptLanguage) : undefined) ?? fallbackLanguage;
}
