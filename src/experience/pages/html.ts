// The one shell of every experience page: small, accessible, inline styles, no scripts; the only
// external assets are the configured logo and favicon (the Content-Security-Policy of
// src/experience/respond.ts allows their origins and nothing else). The language, product name,
// logo and colours come from the current request's page context (src/experience/i18n/context.ts).
import { pageContext, text, type PageContext } from '../i18n/context.js';
import { format } from '../i18n/index.js';
import { themeCss } from './theme.js';
import { escapeHtml } from '../../http/escape-html.js';

/** A tagged template that escapes every interpolated value unless it is already `Html`. */
export class Html {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0]!;
  values.forEach((v, i) => {
    const rendered = Array.isArray(v)
      ? v.map((x) => (x instanceof Html ? x.value : escapeHtml(String(x ?? '')))).join('')
      : v instanceof Html
        ? v.value
        : v === undefined || v === null || v === false
          ? ''
          : escapeHtml(String(v));
    out += rendered + strings[i + 1]!;
  });
  return new Html(out);
}

const style = `
  body{font:16px/1.5 system-ui,-apple-system,"Segoe UI","Hiragino Sans","PingFang SC","Microsoft YaHei","Noto Sans CJK JP",sans-serif;margin:0}
  main{max-width:24rem;margin:4rem auto;padding:2rem;border-radius:.75rem;box-shadow:0 1px 4px rgba(0,0,0,.1)}
  @media (max-width:30rem){main{max-width:none;margin:0;border-radius:0;box-shadow:none;min-height:100vh;box-sizing:border-box;padding:1.5rem}}
  .brand{display:flex;align-items:center;gap:.6rem;margin-bottom:1rem;font-weight:600}
  .brand img{max-height:2.5rem;max-width:10rem;object-fit:contain}
  h1{font-size:1.4rem;margin-top:0} label{display:block;margin:.75rem 0 .25rem;font-weight:600}
  input{width:100%;box-sizing:border-box;padding:.6rem;border:1px solid;border-radius:.4rem;font:inherit}
  input:focus,button:focus,a:focus{outline:3px solid;outline-offset:1px}
  button{margin-top:1.25rem;width:100%;padding:.7rem;border:0;border-radius:.4rem;font:inherit;font-weight:600;cursor:pointer}
  .error{padding:.6rem;border-radius:.4rem} nav{margin-top:1.25rem}
  dt{font-weight:600} dd{margin:0 0 .5rem;overflow-wrap:anywhere}
`;

/** The logo (the dark one under a dark colour-scheme preference, when the dark theme is on) and the product name. */
function brand(): string {
  const { productName, branding, color } = pageContext();
  const alt = escapeHtml(format(text().shell.logoAlt, { product: productName }));
  let logo = '';
  if (branding.logoUrl) {
    const img = `<img src="${escapeHtml(branding.logoUrl)}" alt="${alt}">`;
    logo =
      color.isDarkModeEnabled && branding.darkLogoUrl
        ? `<picture><source srcset="${escapeHtml(branding.darkLogoUrl)}" media="(prefers-color-scheme: dark)">${img}</picture>`
        : img;
  }
  return `<div class="brand">${logo}<span>${escapeHtml(productName)}</span></div>`;
}

/** The favicon, and the dark one for a dark colour-scheme preference when the dark theme is on (the later link wins where its media matches). */
function favicons(branding: PageContext['branding'], dark: boolean): string {
  const light = branding.favicon ? `<link rel="icon" href="${escapeHtml(branding.favicon)}">` : '';
  const night = dark && branding.darkFavicon ? `<link rel="icon" href="${escapeHtml(branding.darkFavicon)}" media="(prefers-color-scheme: dark)">` : '';
  return light + night;
}

/** A whole page in the current request's language and look; `error` is shown above the body. */
export function page(title: string, body: Html, error?: string): string {
  const { language, productName, branding, color } = pageContext();
  return `<!doctype html>
<html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
${color.isDarkModeEnabled ? '<meta name="color-scheme" content="light dark">' : ''}${favicons(branding, color.isDarkModeEnabled)}
<title>${escapeHtml(title)} · ${escapeHtml(productName)}</title><style>${style}  ${themeCss(color)}</style></head>
<body><main>${brand()}<h1>${escapeHtml(title)}</h1>
${error ? `<p class="error" role="alert" id="form-error">${escapeHtml(error)}</p>` : ''}
${body.value}
</main></body></html>`;
}

export interface Field {
  name: string;
  label: string;
  type?: string;
  autocomplete?: string;
  value?: string;
  inputmode?: string;
  autofocus?: boolean;
}

/** A form posting to `action` with its CSRF token, `hidden` values and labelled `fields`. */
export function form(
  action: string,
  csrf: string,
  fields: Field[],
  submitLabel: string,
  hasError: boolean,
  hidden: Record<string, string> = {},
  /** Goes before the button (a CAPTCHA widget). */
  extra: Html | string = '',
): Html {
  return html`<form method="post" action="${action}" novalidate>
${Object.entries(hidden).map(
  ([name, value]) => html`<input type="hidden" name="${name}" value="${value}">
`,
)}<input type="hidden" name="csrf" value="${csrf}">
${fields.map(
  (f) => html`<label for="${f.name}">${f.label}</label>
<input id="${f.name}" name="${f.name}" type="${f.type ?? 'text'}" required${f.autocomplete ? html` autocomplete="${f.autocomplete}"` : ''}${f.inputmode ? html` inputmode="${f.inputmode}"` : ''}${f.value ? html` value="${f.value}"` : ''}${f.autofocus ? html` autofocus` : ''}${hasError ? html` aria-describedby="form-error" aria-invalid="true"` : ''}>`,
)}
${extra}<button type="submit">${submitLabel}</button>
</form>`;
}

/** A translated text with `{name}` placeholders as Html: the text is escaped, values are escaped unless already Html. */
export function formatHtml(template: string, vars: Record<string, string | Html>): Html {
  return new Html(
    template
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (name === undefined || !Object.hasOwn(vars, name)) return escapeHtml(part);
        const value = vars[name]!;
        return value instanceof Html ? value.value : escapeHtml(value);
      })
      .join(''),
  );
}
