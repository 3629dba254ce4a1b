// The database's errors as the drivers raise them: pg and PGlite set `code` (the SQLSTATE) and `constraint`; Drizzle wraps
// them in `cause`. One reader for the whole server (the error handler, the log's redaction, the repositories' conflicts).
export const UNIQUE_VIOLATION = '23505';

export interface DriverError {
  code: string;
  constraint?: string;
}

/** The driver's error in a thrown value's cause chain (at most 4 deep), or null when none carries a SQLSTATE. */
export function driverErrorOf(error: unknown): DriverError | null {
  for (
    let e: unknown = error, depth = 0;
    typeof e === 'object' && e !== null && depth < 4;
    e = Reflect.get(e, 'cause'), depth += 1
  ) {
    const code: unknown = Reflect.get(e, 'code');
    if (typeof code === 'string' && /^[0-9]{2}[0-9A-Z]{3}$/.test(code)) {
      const constraint: unknown = Reflect.get(e, 'constraint');
      return typeof constraint === 'string' ? { code, constraint } : { code };
    }
  }
  return null;
}

/** The SQLSTATE of a database error, or null. */
export const sqlStateOf = (error: unknown): string | null => driverErrorOf(error)?.code ?? null;

export const isUniqueViolation = (error: unknown): boolean => sqlStateOf(error) === UNIQUE_VIOLATION;
