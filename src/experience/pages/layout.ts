// The shell of every experience page: small, accessible, no external assets (inline CSS only).
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f5f5f7;color:#1d1d1f}
main{max-width:22rem;margin:10vh auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px #0002}
h1{font-size:1.4rem;margin-top:0}label{display:block;margin:1rem 0 .3rem;font-weight:600}
input{width:100%;box-sizing:border-box;padding:.6rem;font-size:1rem;border:1px solid #888;border-radius:6px}
input:focus,button:focus{outline:3px solid #0a66c2;outline-offset:2px}
button{margin-top:1.5rem;width:100%;padding:.7rem;font-size:1rem;border:0;border-radius:6px;background:#0a66c2;color:#fff;cursor:pointer}
.error{color:#b00020;background:#fdecea;padding:.6rem;border-radius:6px}nav{margin-top:1rem;font-size:.9rem}`;

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export function errorBox(message: string | undefined): string {
  return message ? `<p class="error" role="alert" id="form-error">${escapeHtml(message)}</p>` : '';
}
