// Issue 17: named statements on PGlite are parsed once and then bound and executed (server/src/db/pglite-prepared.ts).
// They must answer exactly as query() does, report errors the same way, and never run inside another caller's transaction.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedStatements } from '../../src/db/pglite-prepared';

let db: PGlite;
let prepared: ReturnType<typeof preparedStatements>;

beforeAll(async () => {
  db = await PGlite.create();
  await db.exec(`CREATE TABLE items (id int PRIMARY KEY, label text, seen_at timestamptz, flag boolean, data jsonb)`);
  prepared = preparedStatements(db);
});
afterAll(() => db.close());

const INSERT = 'INSERT INTO items (id, label, seen_at, flag, data) VALUES ($1, $2, $3, $4, $5) RETURNING *';
const SELECT = 'SELECT id, label, seen_at, flag, data FROM items WHERE id = $1 AND ($2::text IS NULL OR label = $2)';
const COUNT = 'SELECT count(*)::int AS n FROM items';

describe('PGlite named statements', () => {
  it('answer as query() does: dates, booleans, nulls, JSON, numbers, both ways', async () => {
    const seen = new Date('2026-11-26T10:00:00.000Z');
    const [inserted] = await prepared(INSERT, [1, 'uno', seen, true, JSON.stringify({ a: [1, 2] })], 'items_insert');
    expect(inserted).toEqual({ id: 1, label: 'uno', seen_at: seen, flag: true, data: { a: [1, 2] } });
    await prepared(INSERT, [2, null, null, false, null], 'items_insert');
    for (const params of [
      [1, 'uno'],
      [1, null],
      [2, null],
      [1, 'dos'],
      [3, null],
    ]) {
      expect(await prepared(SELECT, params, 'items_select')).toEqual((await db.query(SELECT, params)).rows);
    }
    expect(await prepared(SELECT, [2, null], 'items_select')).toEqual([
      { id: 2, label: null, seen_at: null, flag: false, data: null },
    ]);
  });

  it('are parsed once per name', async () => {
    for (let i = 0; i < 3; i++) await prepared(COUNT, [], 'items_count');
    const { rows } = await db.query<{ name: string }>(
      `SELECT name FROM pg_prepared_statements WHERE name LIKE 'items_%'`,
    );
    expect(rows.map((r) => r.name).sort()).toEqual(['items_count', 'items_insert', 'items_select']);
  });

  it('throw the database error (with its code) and leave the session usable', async () => {
    await expect(prepared(INSERT, [1, 'again', null, true, null], 'items_insert')).rejects.toMatchObject({
      code: '23505',
    });
    expect(await prepared(COUNT, [], 'items_count')).toEqual([{ n: 2 }]);
    await expect(prepared('SELECT FROM nowhere WHERE', [], 'broken')).rejects.toMatchObject({ code: '42601' });
    // not kept: asked again, it fails again instead of answering from a statement that does not exist
    await expect(prepared('SELECT FROM nowhere WHERE', [], 'broken')).rejects.toMatchObject({ code: '42601' });
  });

  it('refuse a name given with another text', async () => {
    await expect(prepared('SELECT 1 AS n', [], 'items_count')).rejects.toThrow(/another text/);
  });

  it('wait for another caller’s transaction instead of running inside it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let insertedInside!: () => void;
    const inside = new Promise<void>((resolve) => (insertedInside = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.query('INSERT INTO items (id, label) VALUES (3, $1)', ['tres']);
      insertedInside();
      await held;
      await tx.query('DELETE FROM items WHERE id = 3');
    });
    await inside;
    const counted = prepared<{ n: number }>(COUNT, [], 'items_count');
    release();
    await transaction;
    // had it run inside the transaction it would have counted the row the transaction deleted before committing
    expect(await counted).toEqual([{ n: 2 }]);
  });
});
