// Issue 14: the database an operator command works on, named before it does anything. Commands run against the SAME data as
// the server: DATABASE_URL when set, else the PGlite data dir DATA_DIR/pglite (default .data/pglite, relative to where the
// command runs). A data folder that holds no database is refused instead of silently creating an empty one (the command
// would then report "no company" against the wrong data), and so is a database without the product's tables.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrator';

export class OperatorDatabaseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OperatorDatabaseError';
  }
}

/** What the command says it uses: PostgreSQL without the password, or the PGlite folder as an absolute path. */
export function describeTarget(
  env: NodeJS.ProcessEnv,
): { kind: 'postgres'; url: string; label: string } | { kind: 'pglite'; dataDir: string; label: string } {
  if (env.DATABASE_URL) {
    const url = new URL(env.DATABASE_URL);
    if (url.password) url.password = '***';
    return { kind: 'postgres', url: env.DATABASE_URL, label: `PostgreSQL ${url.toString()}` };
  }
  const dataDir = resolve(join(env.DATA_DIR ?? '.data', 'pglite'));
  return { kind: 'pglite', dataDir, label: `PGlite at ${dataDir}` };
}

/** Opens the server's database for an operator command; `say` receives the line naming it. */
export async function openOperatorDatabase(env: NodeJS.ProcessEnv, say: (line: string) => void): Promise<Database> {
  const target = describeTarget(env);
  say(`Database: ${target.label}`);
  if (target.kind === 'pglite' && !existsSync(join(target.dataDir, 'PG_VERSION'))) {
    throw new OperatorDatabaseError(
      `No database in ${target.dataDir}. Set DATA_DIR to the server's data folder (the one \`npm start\` uses) or DATABASE_URL.`,
    );
  }
  const db =
    target.kind === 'postgres'
      ? await openDatabase({ kind: 'postgres', url: target.url, max: 1 })
      : await openDatabase({ kind: 'pglite', dataDir: target.dataDir });
  try {
    const [found] = await db.sql.query<{ companies: string | null }>(
      "SELECT to_regclass('public.companies')::text AS companies",
    );
    if (!found?.companies)
      throw new OperatorDatabaseError(
        `${target.label} holds no Cuenta database (no companies table). Start the server on it first.`,
      );
    await migrate(db); // the same migrations as the server's start: a no-op when it is up to date
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}

/**
 * Runs an operator command's `main` when its module is the one node was started with (not when a test imports it), and
 * exits with its code; an unexpected error prints its message only and exits 1.
 */
export function runWhenCalled(
  moduleUrl: string,
  main: (argv: string[], env: NodeJS.ProcessEnv) => Promise<number>,
): void {
  if (moduleUrl !== `file://${process.argv[1]}`) return;
  main(process.argv.slice(2), process.env).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
