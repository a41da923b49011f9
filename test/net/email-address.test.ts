// The one email address rule (issue 43: the user, invitation, verification-code and upstream
// profile checks each had a copy of it): loose on spelling, strict on white space, `@` and length.
import { describe, expect, it } from 'vitest';
import { EMAIL_ADDRESS_MAX_LENGTH, isEmailAddress } from '../../src/net/email-address.js';

const ofLength = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

describe('isEmailAddress', () => {
  it.each(['alice@example.com', 'Alice.Smith+tag@mail.example.co.uk', 'x@y.z', "o'brien@example.com", 'name@[bracket].example', 'ünï@exämple.com'])(
    'takes %j',
    (value) => {
      expect(isEmailAddress(value)).toBe(true);
    },
  );

  it.each([
    ['', 'empty'],
    ['alice', 'no @'],
    ['alice@example', 'no dot in the domain'],
    ['alice@example.', 'nothing after the dot'],
    ['@example.com', 'nothing before the @'],
    ['alice@@example.com', 'two @'],
    ['alice@bob@example.com', 'an @ in the local part'],
    ['alice @example.com', 'white space inside'],
    [' alice@example.com', 'leading white space (callers trim first)'],
    ['alice@example.com\n', 'a trailing newline'],
    ['alice@exa\tmple.com', 'a tab'],
  ])('refuses %j (%s)', (value) => {
    expect(isEmailAddress(value)).toBe(false);
  });

  it(`takes ${EMAIL_ADDRESS_MAX_LENGTH} characters and refuses one more`, () => {
    expect(EMAIL_ADDRESS_MAX_LENGTH).toBe(254);
    expect(isEmailAddress(ofLength(254))).toBe(true);
    expect(isEmailAddress(ofLength(255))).toBe(false);
  });
});
