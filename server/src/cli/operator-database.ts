// Issue 14: the database an operator command works on, named before it does anything. Commands run against the SAME data as
// the server: DATABASE_URL when set, else the PGlite data dir DATA_DIR/pglite (default .data/pglite, relative to where the
// command runs). A data folder that holds no database is refused instead of silently creating an empty one (the command
// would then report "no company" against the wrong data), and so is a database without the product's tables.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
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

/** How a command prints a line (stdout or stderr); tests pass a collector. */
export type Out = (line: string) => void;

/**
 * issue 29: the command line every operator command reads (positionals allowed, unknown options refused), or null after
 * `refuse` printed the usage (the command then exits 2).
 */
export function parseCommandLine<O extends NonNullable<ParseArgsConfig['options']>>(
  args: string[],
  options: O,
  refuse: (error: unknown) => void,
) {
  try {
    return parseArgs({ args, options, allowPositionals: true as const, strict: true as const });
  } catch (error) {
    refuse(error);
    return null;
  }
}

/**
 * issue 29: the server's database as it is, without the checks below (the seeding commands, which may start it): DATABASE_URL
 * when set, else the PGlite data dir DATA_DIR/pglite.
 */
export function openServerDatabase(env: NodeJS.ProcessEnv): Promise<Database> {
  const target = describeTarget(env);
  return target.kind === 'postgres'
    ? openDatabase({ kind: 'postgres', url: target.url, max: 1 })
    : openDatabase({ kind: 'pglite', dataDir: target.dataDir });
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
  const db = await openServerDatabase(env);
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
 * issue 29: the operator database, or null after `err` printed why it cannot be used (the command then exits 1); any other
 * error is thrown on.
 */
export async function openOperatorDatabaseOrSay(
  env: NodeJS.ProcessEnv,
  out: Out,
  err: Out,
  open: (env: NodeJS.ProcessEnv, say: Out) => Promise<Database> = openOperatorDatabase,
): Promise<Database | null> {
  try {
    return await open(env, out);
  } catch (error) {
    if (!(error instanceof OperatorDatabaseError)) throw error;
    err(error.message);
    return null;
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
