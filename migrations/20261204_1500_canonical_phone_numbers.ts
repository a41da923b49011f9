// Phone numbers in one spelling (issue 47 item 9): users' numbers and verified phone values are
// rewritten as E.164 digits without '+', a national trunk prefix after the country code dropped
// (`610412345678` → `61412345678`), which is how the server now writes and looks them up. A number
// whose canonical spelling another user already holds is left as it was (an admin settles the
// two); a verified value follows its user's number. Frozen in time: takes Kysely<any>, imports
// nothing from src/ (libphonenumber-js is read as it was when this ran).
import { sql, type Kysely } from 'kysely';
import { parsePhoneNumberFromString } from 'libphonenumber-js';

function canonical(digits: string): string {
  const parsed = parsePhoneNumberFromString(`+${digits}`);
  return parsed?.countryCallingCode && parsed.nationalNumber ? `${parsed.countryCallingCode}${parsed.nationalNumber}` : digits;
}

export async function up(db: Kysely<any>): Promise<void> {
  const rows = await db.selectFrom('users').select(['id', 'primary_phone']).where('primary_phone', 'is not', null).execute();
  const taken = new Set(rows.map((r) => r.primary_phone as string));
  for (const row of rows) {
    const from = row.primary_phone as string;
    const to = canonical(from);
    if (to === from || taken.has(to)) continue;
    taken.add(to);
    await db.updateTable('users').set({ primary_phone: to }).where('id', '=', row.id).execute();
    await sql`update user_verified_identifiers set value = ${to}
      where user_id = ${row.id} and type = 'phone' and value = ${from}
        and not exists (select 1 from user_verified_identifiers o where o.user_id = ${row.id} and o.type = 'phone' and o.value = ${to})`.execute(db);
  }
}

export async function down(): Promise<void> {
  // The longer spellings are not kept: a canonical number stays as it is.
}
