// Every refusal the token exchange can give has a reason label of its own: a tripwire for a
// changed or added message that the classifier in src/observability/metrics.ts would count as
// "other".
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exchangeRefusalReason } from '../../src/observability/metrics.js';
import { EXCHANGE_NOT_ALLOWED } from '../../src/domain/oauth/token-exchange.js';
import { ACCESS_DENIED_MESSAGE } from '../../src/domain/directory/application-access-control.js';

/** The message argument of each refuse(…) / invalidRequest(…) / invalidTarget(…) call in a file, `${…}` filled in. */
function messages(file: string, calls: string[]): string[] {
  const source = readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
  const found: string[] = [];
  const pattern = new RegExp(`(?:${calls.join('|')})\\((?:'[a-z_]+',\\s*)?(['\`])((?:(?!\\1).)*)\\1`, 'g');
  for (const m of source.matchAll(pattern)) {
    // refuse('code', CONSTANT): the constant is checked on its own.
    if (!/^[a-z_]+$/.test(m[2]!)) found.push(m[2]!.replace(/\$\{[^}]*\}/g, 'X'));
  }
  return found;
}

describe('token exchange refusal reasons', () => {
  it('classifies every refusal message of the exchange', () => {
    const all = [
      EXCHANGE_NOT_ALLOWED,
      ACCESS_DENIED_MESSAGE,
      ...messages('src/domain/oauth/token-exchange.ts', ['refuse']),
      ...messages('src/oidc/grants/token-exchange.ts', ['invalidRequest', 'invalidTarget']),
    ];
    expect(all.length).toBeGreaterThan(15);
    const unclassified = all.filter((m) => exchangeRefusalReason(m) === 'other');
    expect(unclassified).toEqual([]);
  });

  it('never uses the text itself as the label', () => {
    expect(exchangeRefusalReason('resource https://evil.example/ABC is not a known API resource')).toBe('unknown_resource');
    expect(exchangeRefusalReason('third-party applications may not use token exchange')).toBe('third_party_application');
    expect(exchangeRefusalReason('anything new')).toBe('other');
    expect(exchangeRefusalReason(undefined)).toBe('other');
  });
});
