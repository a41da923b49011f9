// The one shell of every experience page: small, accessible, inline styles, no scripts and no
// external assets (the Content-Security-Policy of src/experience/respond.ts allows nothing else).

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

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
    const rendered = Array.isArray(v) ? v.map((x) => (x instanceof Html ? x.value : escapeHtml(String(x ?? '')))).join('') : v instanceof Html ? v.value : v === undefined || v === null || v === false ? '' : escapeHtml(String(v));
    out += rendered + strings[i + 1]!;
  });
  return new Html(out);
}

const style = `
  body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f5f5f7;color:#1d1d1f}
  main{max-width:24rem;margin:4rem auto;background:#fff;padding:2rem;border-radius:.75rem;box-shadow:0 1px 4px rgba(0,0,0,.1)}
  h1{font-size:1.4rem;margin-top:0} label{display:block;margin:.75rem 0 .25rem;font-weight:600}
  input{width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #888;border-radius:.4rem;font:inherit}
  input:focus,button:focus{outline:3px solid #0a58ca;outline-offset:1px}
  button{margin-top:1.25rem;width:100%;padding:.7rem;border:0;border-radius:.4rem;background:#0a58ca;color:#fff;font:inherit;font-weight:600;cursor:pointer}
  .error{background:#fde8e8;color:#8a1c1c;padding:.6rem;border-radius:.4rem} .note{color:#444} nav{margin-top:1.25rem}
`;

export function page(title: string, body: Html, error?: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · Tessera</title><style>${style}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>
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
export function form(action: string, csrf: string, fields: Field[], submitLabel: string, hasError: boolean, hidden: Record<string, string> = {}): Html {
  return html`<form method="post" action="${action}" novalidate>
${Object.entries(hidden).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">
`)}<input type="hidden" name="csrf" value="${csrf}">
${fields.map(
  (f) => html`<label for="${f.name}">${f.label}</label>
<input id="${f.name}" name="${f.name}" type="${f.type ?? 'text'}" required${f.autocomplete ? html` autocomplete="${f.autocomplete}"` : ''}${f.inputmode ? html` inputmode="${f.inputmode}"` : ''}${f.value ? html` value="${f.value}"` : ''}${f.autofocus ? html` autofocus` : ''}${hasError ? html` aria-describedby="form-error" aria-invalid="true"` : ''}>`,
)}
<button type="submit">${submitLabel}</button>
</form>`;
}
