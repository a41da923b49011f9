// Migration 20261204_1500: users' phone numbers (and the verified phone values behind
// `phoneVerified`) are rewritten in the one spelling the server now writes and looks up; a number
// whose canonical spelling another user holds is left for an admin to settle.
import { describe, expect, it } from 'vitest';
import { useDatabaseBefore } from '../helpers/migration.js';

const migration = useDatabaseBefore('20261204_1500_canonical_phone_numbers');

describe('migration 20261204_1500 (phone numbers in one spelling)', () => {
  it('drops the trunk 0 after the country code, keeps verified values with their user, and leaves a clash alone', async () => {
    const users = [
      { id: 'u-au', username: 'au', primary_phone: '610412345678' },
      { id: 'u-uk', username: 'uk', primary_phone: '4407911123456' },
      { id: 'u-uk2', username: 'uk2', primary_phone: '447911123456' },
      { id: 'u-odd', username: 'odd', primary_phone: '0001234567' },
      { id: 'u-none', username: 'none', primary_phone: null },
    ];
    await migration.db.insertInto('users').values(users).execute();
    await migration.db.insertInto('user_verified_identifiers').values({ user_id: 'u-au', type: 'phone', value: '610412345678' }).execute();

    await migration.step('up');

    const phones = Object.fromEntries(
      (await migration.db.selectFrom('users').select(['id', 'primary_phone']).execute()).map((r) => [r.id as string, r.primary_phone as string | null]),
    );
    expect(phones).toEqual({ 'u-au': '61412345678', 'u-uk': '4407911123456', 'u-uk2': '447911123456', 'u-odd': '0001234567', 'u-none': null });
    const verified = await migration.db.selectFrom('user_verified_identifiers').select(['user_id', 'value']).execute();
    expect(verified).toEqual([{ user_id: 'u-au', value: '61412345678' }]);
  });
});
