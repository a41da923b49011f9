// The one LIKE escaping every repository uses (issue 43: six copies became src/db/like-patterns.ts):
// what it writes, and that the database engine of the run (PGlite, or Postgres with
// TEST_DATABASE=postgres) reads `%`, `_` and `\` in a term literally, under LIKE and ILIKE alike,
// with no ESCAPE clause.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containsPattern, escapeLike, startsWithPattern } from '../../src/db/like-patterns.js';
import { createTestDatabase, usePostgres } from '../helpers/database.js';
import { postgresAdminUrl } from '../helpers/templates.js';

describe('escapeLike', () => {
  it.each([
    ['plain', 'plain'],
    ['50%', '50\\%'],
    ['a_b', 'a\\_b'],
    ['back\\slash', 'back\\\\slash'],
    ['ends in \\', 'ends in \\\\'],
    ['%_\\', '\\%\\_\\\\'],
    ['', ''],
  ])('%j → %j', (text, escaped) => {
    expect(escapeLike(text)).toBe(escaped);
  });

  it('wraps a term for "contains" and a prefix for "starts with"', () => {
    expect(containsPattern('50%')).toBe('%50\\%%');
    expect(startsWithPattern('tsk1.')).toBe('tsk1.%');
    expect(startsWithPattern('a_')).toBe('a\\_%');
  });
});

describe(`LIKE patterns on ${usePostgres ? 'Postgres' : 'PGlite'}`, () => {
  let query: (value: string, operator: 'like' | 'ilike', pattern: string) => Promise<boolean>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    if (usePostgres) {
      const client = new pg.Client({ connectionString: postgresAdminUrl });
      await client.connect();
      query = async (value, operator, pattern) =>
        (await client.query<{ m: boolean }>(`select $1::text ${operator} $2::text as m`, [value, pattern])).rows[0]!.m;
      close = () => client.end();
    } else {
      // Loaded from the copy initdb left: initdb itself is ~5 s of WASM.
      const db = new PGlite({ loadDataDir: (await createTestDatabase({ empty: true })).pgliteTemplate });
      await db.waitReady;
      query = async (value, operator, pattern) => (await db.query<{ m: boolean }>(`select $1::text ${operator} $2::text as m`, [value, pattern])).rows[0]!.m;
      close = () => db.close();
    }
  });
  afterAll(() => close());

  const cases: Array<[value: string, term: string, contains: boolean, startsWith: boolean]> = [
    ['costs 50% more', '50%', true, false],
    ['costs 500 more', '50%', false, false],
    ['a_b', 'a_b', true, true],
    ['axb', 'a_b', false, false],
    ['C:\\temp', 'C:\\', true, true],
    ['C:temp', 'C:\\', false, false],
    ['C:\\temp', ':\\t', true, false],
    ['50%', '%', true, false],
    ['anything', '%', false, false],
  ];

  it.each(cases)('%j against the term %j', async (value, term, contains, startsWith) => {
    expect(await query(value, 'like', containsPattern(term))).toBe(contains);
    expect(await query(value, 'like', startsWithPattern(term))).toBe(startsWith);
  });

  it('takes the term literally under ILIKE too, ignoring only case', async () => {
    expect(await query('Costs 50% More', 'ilike', containsPattern('50% more'))).toBe(true);
    expect(await query('Costs 500 More', 'ilike', containsPattern('50% more'))).toBe(false);
    expect(await query('A_B', 'ilike', startsWithPattern('a_'))).toBe(true);
    expect(await query('AxB', 'ilike', startsWithPattern('a_'))).toBe(false);
  });
});
