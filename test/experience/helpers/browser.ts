// A tiny HTTP "browser": a cookie jar, manual redirects, and form submission by parsing the
// page's <form> (its action, hidden inputs and named inputs), as a user agent would.
export interface PageResponse {
  status: number;
  url: string;
  headers: Headers;
  text: string;
}

export class Browser {
  private cookies = new Map<string, string>();
  constructor(readonly base: string) {}

  private store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (/max-age=0/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(url: string, init: RequestInit = {}, follow = true): Promise<PageResponse> {
    let target = new URL(url, this.base).toString();
    let options: RequestInit = init;
    for (let hop = 0; hop < 10; hop++) {
      const res = await fetch(target, { ...options, redirect: 'manual', headers: { ...(options.headers ?? {}), cookie: this.cookieHeader() } });
      this.store(res);
      const location = res.headers.get('location');
      if (follow && res.status >= 300 && res.status < 400 && location) {
        const next = new URL(location, target);
        if (!next.toString().startsWith(this.base)) return { status: res.status, url: next.toString(), headers: res.headers, text: '' };
        target = next.toString();
        options = {};
        continue;
      }
      return { status: res.status, url: target, headers: res.headers, text: await res.text() };
    }
    throw new Error('too many redirects');
  }

  get(url: string) {
    return this.request(url);
  }

  /** Fills the page's (only) form with `values` and submits it (with more `headers`, such as X-Forwarded-For). */
  submit(page: PageResponse, values: Record<string, string>, follow = true, headers: Record<string, string> = {}): Promise<PageResponse> {
    const formMatch = /<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/.exec(page.text);
    if (!formMatch) throw new Error(`no form on ${page.url}: ${page.text.slice(0, 500)}`);
    const action = new URL(formMatch[1]!.replace(/&amp;/g, '&'), page.url).toString();
    const fields = new URLSearchParams();
    for (const input of formMatch[2]!.matchAll(/<input([^>]*)>/g)) {
      const name = /name="([^"]*)"/.exec(input[1]!)?.[1];
      const value = /value="([^"]*)"/.exec(input[1]!)?.[1] ?? '';
      if (name) fields.set(name, name in values ? values[name]! : value);
    }
    for (const k of Object.keys(values)) if (!fields.has(k)) throw new Error(`the form has no field ${k}`);
    return this.request(
      action,
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: fields.toString() },
      follow,
    );
  }
}
