// The languages the sign-in pages are translated into (one file each in src/experience/i18n/locales).
// Kept in domain/ because the sign-in experience settings validate their fallback language against it.

export const SUPPORTED_LANGUAGES = ['en', 'de', 'fr', 'es', 'ja', 'zh-CN'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

export const isSupportedLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
