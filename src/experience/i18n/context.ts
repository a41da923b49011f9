// The language and look of the page being rendered, for the current request. The page middleware
// (src/experience/localize.ts) works them out once per request and runs the rest of the request
// inside them, so the shell (`page()`), the error renderer (`pageError()`) and the pages read them
// without every call passing them along — pages written before translations existed get the
// language attribute, branding and dark theme with no change. Outside a page request (or when the
// middleware could not run, e.g. the database is away) the defaults apply: English, Tessera's look.
import { AsyncLocalStorage } from 'node:async_hooks';
import { DEFAULT_DARK_PRIMARY_COLOR, DEFAULT_PRIMARY_COLOR, DEFAULT_PRODUCT_NAME, type ExperienceSettings } from '../../domain/sign-in/experience-settings.js';
import { DEFAULT_LANGUAGE, type Language } from '../../domain/sign-in/languages.js';
import { messagesOf, type Messages } from './index.js';

export interface PageContext {
  language: Language;
  productName: string;
  branding: ExperienceSettings['branding'];
  color: ExperienceSettings['color'];
}

export const DEFAULT_PAGE_CONTEXT: PageContext = {
  language: DEFAULT_LANGUAGE,
  productName: DEFAULT_PRODUCT_NAME,
  branding: { logoUrl: null, darkLogoUrl: null, favicon: null, darkFavicon: null },
  color: { primaryColor: DEFAULT_PRIMARY_COLOR, isDarkModeEnabled: false, darkPrimaryColor: DEFAULT_DARK_PRIMARY_COLOR },
};

const storage = new AsyncLocalStorage<PageContext>();

export const runInPageContext = <T>(context: PageContext, fn: () => T): T => storage.run(context, fn);

export const pageContext = (): PageContext => storage.getStore() ?? DEFAULT_PAGE_CONTEXT;

/** The current page's messages, in its language. */
export const text = (): Messages => messagesOf(pageContext().language);
