import { describe, expect, it } from 'vitest';
import { driverErrorOf, isUniqueViolation, sqlStateOf } from '../../src/lib/db-errors';

const driver = (code: string, constraint?: string) => Object.assign(new Error('duplicate key'), { code, constraint });
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: insert into ...'), { cause });

describe('db-errors (the driver error in a thrown value, bare or wrapped by Drizzle)', () => {
  it('reads the SQLSTATE and constraint of a bare driver error', () => {
    expect(driverErrorOf(driver('23505', 'orders_tenant_number_key'))).toEqual({
      code: '23505',
      constraint: 'orders_tenant_number_key',
    });
    expect(isUniqueViolation(driver('23505'))).toBe(true);
  });

  it('finds it in the cause chain of a wrapped error', () => {
    expect(sqlStateOf(wrapped(wrapped(driver('23503'))))).toBe('23503');
    expect(isUniqueViolation(wrapped(driver('23505')))).toBe(true);
  });

  it('takes no system error code or plain value for a SQLSTATE', () => {
    expect(sqlStateOf(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBeNull();
    expect(sqlStateOf('23505')).toBeNull();
    expect(sqlStateOf(null)).toBeNull();
    expect(isUniqueViolation(wrapped(driver('22001')))).toBe(false);
  });
});
