// The pure rules of backup codes: how a typed code is read (forgiving, but never two codes as one).
import { describe, expect, it } from 'vitest';
import { normalizeBackupCode } from '../../src/domain/sign-in/backup-codes.js';

describe('normalizeBackupCode', () => {
  it('ignores case, dashes and spaces, and reads o/i/l as 0/1/1', () => {
    expect(normalizeBackupCode('ABCD-EFGH-JK23')).toBe('abcdefghjk23');
    expect(normalizeBackupCode(' abcd efgh jk23 ')).toBe('abcdefghjk23');
    expect(normalizeBackupCode('0O1I-L1xx-yyzz')).toBe('00111' + '1xxyyzz');
  });

  it('refuses what cannot be a code', () => {
    for (const bad of ['', 'short', 'abc!defghijk', 'x'.repeat(65), 42, null, undefined, ['abcdefghjk23']]) {
      expect(normalizeBackupCode(bad), String(bad)).toBeUndefined();
    }
  });
});
