// The token endpoint's one-pass form reader must read every well-formed form exactly as
// URLSearchParams (and so express's urlencoded parser) does, and refuse what they would silently
// turn into U+FFFD.
import { describe, expect, it } from 'vitest';
import { MAX_TOKEN_FORM_PARAMETERS, parseTokenForm } from '../../../src/oidc/token/form.js';
import { OAuthError } from '../../../src/oidc/errors.js';

/** URLSearchParams' reading, with a repeated name as an array (the shape the handler takes). */
function reference(body: string): Record<string, string | string[]> {
  const form: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const previous = form[name];
    form[name] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return form;
}

function refusal(body: string): { error: string; description: string } | undefined {
  try {
    parseTokenForm(body);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(OAuthError);
    return { error: (error as OAuthError).error, description: (error as OAuthError).description };
  }
}

// A small deterministic generator (no seed from the clock: a failure must reproduce).
function* lcg(seed: number): Generator<number> {
  let x = seed;
  for (;;) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    yield x;
  }
}

describe('parseTokenForm', () => {
  it('reads 5,000 generated forms as URLSearchParams does', () => {
    // Pieces a form may hold: plain text, '+', escapes of reserved and non-ASCII characters, raw
    // non-ASCII, '=' inside a value, empty pairs and names without '='.
    const pieces = [
      'a',
      'b',
      'grant_type',
      'scope',
      '+',
      '=',
      '&',
      '&&',
      '%2B',
      '%26',
      '%3D',
      '%20',
      '%C3%A9',
      '%E2%82%AC',
      'é',
      '€',
      '~',
      '.',
      '-',
      '%25',
      '%7e',
      'urn%3Aietf',
    ];
    const next = lcg(42);
    let compared = 0;
    for (let i = 0; i < 5000; i++) {
      let body = '';
      const length = next.next().value % 24;
      for (let j = 0; j < length; j++) body += pieces[next.next().value % pieces.length];
      expect(parseTokenForm(body), JSON.stringify(body)).toEqual(reference(body));
      compared++;
    }
    expect(compared).toBe(5000);
  });

  it('reads a token exchange form, repeated resources and spaces spelled both ways', () => {
    const body =
      'grant_type=urn%3Aietf%3Aparams%3Aoauth%3Agrant-type%3Atoken-exchange&scope=read%3Aa+write%3Ab%20x' +
      '&resource=https%3A%2F%2Fa.example%2Fv1&resource=https%3A%2F%2Fb.example&subject_token=eyJ.eyJ.sig-_&flag';
    expect(parseTokenForm(body)).toEqual({
      grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
      scope: 'read:a write:b x',
      resource: ['https://a.example/v1', 'https://b.example'],
      subject_token: 'eyJ.eyJ.sig-_',
      flag: '',
    });
  });

  it('keeps fields named like Object.prototype members as plain fields', () => {
    const form = parseTokenForm('__proto__=a&__proto__=b&constructor=c&grant_type=x');
    expect(Object.getPrototypeOf(form)).toBeNull();
    expect(Object.entries(form)).toEqual([
      ['__proto__', ['a', 'b']],
      ['constructor', 'c'],
      ['grant_type', 'x'],
    ]);
  });

  it('refuses escapes that are not UTF-8 or not escapes, in names and in values', () => {
    for (const body of ['scope=%FF', 'scope=%zz', 'scope=%', 'scope=%E2%82', 'sc%C0%AFpe=x', 'a=b&%ED%A0%80=c']) {
      expect(refusal(body), body).toEqual({ error: 'invalid_request', description: 'the form is not valid percent-encoded UTF-8' });
    }
  });

  it('refuses a NUL, escaped or not', () => {
    for (const body of ['scope=a%00', 'a%00=b', 'scope=a\u0000b']) {
      expect(refusal(body), JSON.stringify(body)).toEqual({ error: 'invalid_request', description: 'parameters must not contain the NUL character' });
    }
  });

  it(`takes ${MAX_TOKEN_FORM_PARAMETERS} parameters and refuses the next, empty pairs not counted`, () => {
    const pairs = (n: number) => Array.from({ length: n }, (_, i) => `p${i}=x`).join('&');
    expect(Object.keys(parseTokenForm(`&&${pairs(MAX_TOKEN_FORM_PARAMETERS)}&&`))).toHaveLength(MAX_TOKEN_FORM_PARAMETERS);
    expect(refusal(pairs(MAX_TOKEN_FORM_PARAMETERS + 1))).toEqual({ error: 'invalid_request', description: 'too many parameters' });
    // A huge form is refused at the first pair over the limit, before the bad escape after it.
    expect(refusal(`${pairs(10_000)}&bad=%FF`)).toEqual({ error: 'invalid_request', description: 'too many parameters' });
  });
});
