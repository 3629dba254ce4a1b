// spec §4: a Mexican business registration stays pending until validated; an operator approves or rejects it. Used by the
// operator command (server/src/cli/approve-company.ts) and its tests. Rejecting also ends the live sessions of the company's users.
import type { Database } from '../db/database';
import { normaliseIdentification } from './customer-system-payload';

export type ReviewDecision = 'approved' | 'rejected';

export interface ReviewRequest {
  tenant: string;
  companyDocument: string;
  decision: ReviewDecision;
  operator: string;
  reason?: string | null;
  at: Date;
}

export type ReviewResult =
  | { ok: true; companyId: string; businessName: string; previous: string; status: 'active' | 'rejected' }
  | { ok: false; error: 'COMPANY_NOT_FOUND' | 'NOT_PENDING'; status?: string };

export async function reviewCompany(db: Database, request: ReviewRequest): Promise<ReviewResult> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ id: string; status: string; business_name: string }>(
      'SELECT id, status, business_name FROM companies WHERE tenant = $1 AND company_document = $2 FOR UPDATE',
      [request.tenant, normaliseIdentification(request.companyDocument)],
    );
    const company = rows[0];
    if (!company) return { ok: false, error: 'COMPANY_NOT_FOUND' };
    // only a pending request is decided; an approved company is not silently rejected by a stale command
    if (company.status !== 'pending') return { ok: false, error: 'NOT_PENDING', status: company.status };
    const status = request.decision === 'approved' ? 'active' : 'rejected';
    await tx.query('UPDATE companies SET status = $2, updated_at = $3 WHERE id = $1', [company.id, status, request.at]);
    await tx.query(
      'INSERT INTO company_reviews (company_id, decision, operator, reason, decided_at) VALUES ($1, $2, $3, $4, $5)',
      [company.id, request.decision, request.operator, request.reason ?? null, request.at],
    );
    if (status === 'rejected') {
      await tx.query(
        'UPDATE sessions SET revoked_at = $2 WHERE revoked_at IS NULL AND user_id IN (SELECT id FROM users WHERE company_id = $1)',
        [company.id, request.at],
      );
    }
    return { ok: true, companyId: company.id, businessName: company.business_name, previous: company.status, status };
  });
}
