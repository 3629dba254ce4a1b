// spec §4: the operator command that approves or rejects a pending (Mexican) company registration.
//   tsx server/src/cli/approve-company.ts --tenant mx --document ABC680524P73 --approve --operator "Ana Ops"
//   tsx server/src/cli/approve-company.ts --tenant mx --document ABC680524P73 --reject --operator "Ana Ops" --reason "RFC no coincide"
// Uses the same database as the server: DATABASE_URL when set, else the PGlite data dir DATA_DIR (default .data/pglite); it
// names the database first and refuses a data folder that holds none (operator-database.ts, issue 14).
import { parseArgs } from 'node:util';
import { openOperatorDatabaseOrSay, runWhenCalled } from './operator-database';
import { reviewCompany, type ReviewDecision } from '../registration/registration-review';
import { findTenant } from '../../../src/tenants/tenants';

const USAGE =
  'usage: approve-company --tenant <id> --document <company document> (--approve | --reject) --operator <name> [--reason <text>]';

export async function main(
  argv: string[],
  env: NodeJS.ProcessEnv,
  say: (line: string) => void = console.log,
): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      tenant: { type: 'string' },
      document: { type: 'string' },
      approve: { type: 'boolean', default: false },
      reject: { type: 'boolean', default: false },
      operator: { type: 'string' },
      reason: { type: 'string' },
    },
    strict: true,
  });
  const tenant = findTenant(values.tenant);
  if (!tenant || !values.document || !values.operator || values.approve === values.reject) {
    console.error(USAGE);
    return 2;
  }
  const decision: ReviewDecision = values.approve ? 'approved' : 'rejected';
  const db = await openOperatorDatabaseOrSay(env, say, console.error);
  if (!db) return 1;
  try {
    const result = await reviewCompany(db, {
      tenant: tenant.id,
      companyDocument: values.document,
      decision,
      operator: values.operator,
      reason: values.reason ?? null,
      at: new Date(),
    });
    if (!result.ok) {
      console.error(
        result.error === 'COMPANY_NOT_FOUND'
          ? 'No company with that document in this tenant.'
          : `The company is ${result.status}, not pending.`,
      );
      return 1;
    }
    say(`${result.businessName}: ${result.previous} -> ${result.status}`);
    return 0;
  } finally {
    await db.close();
  }
}

runWhenCalled(import.meta.url, main);
