// The one HTML escaping of the fronts (issue 43: the experience pages and the OIDC error pages each
// had a copy): the five characters that matter become entities, and nothing else changes.
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../src/http/escape-html.js';

describe('escapeHtml', () => {
  it('turns & < > " and \' into entities', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;');
  });

  it('escapes an entity again rather than trusting it', () => {
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });

  it('leaves everything else as it is', () => {
    const plain = 'Grüße, 你好 — `code` / =+?#%\\ \n\t';
    expect(escapeHtml(plain)).toBe(plain);
    expect(escapeHtml('')).toBe('');
  });
});
