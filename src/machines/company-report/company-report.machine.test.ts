import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { companyReportMachine } from './company-report.machine';
import { connectCompanyReport } from './company-report.connect';
import { companyReportSampleInput } from './company-report.samples';
import type { LoadReportInput, ReportTable } from './company-report.types';

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('company report machine', () => {
  it('loads, checks a changed period, reloads it, and builds the CSV', async () => {
    const calls: LoadReportInput[] = [];
    let fail = true;
    const actor = createActor(
      companyReportMachine.provide({
        actors: {
          loadReport: fromPromise<ReportTable, LoadReportInput>(async ({ input }) => {
            calls.push(input);
            if (fail) throw new Error('x');
            return {
              ...input,
              currency: 'PEN',
              rows: [
                {
                  name: 'Ana, "la jefa"',
                  email: 'a@b.pe',
                  role: 'owner',
                  status: 'active',
                  quotes: 2,
                  quotedTotal: 35.5,
                  purchases: 1,
                  purchasedTotal: 10,
                },
              ],
            };
          }),
        },
      }),
      { input: companyReportSampleInput },
    ).start();
    const api = () => connectCompanyReport(actor.getSnapshot(), actor.send, { name: 'Nombre' });
    await tick();
    expect(api().loadFailed).toBe(true);
    fail = false;
    api().retry();
    await tick();
    expect(api().rows).toHaveLength(1);
    expect(decodeURIComponent(api().csvHref.split(',').slice(1).join(','))).toContain(
      'Nombre,email,role,status,quotes,quotedTotal,purchases,purchasedTotal\r\n"Ana, ""la jefa""",a@b.pe,owner,active,2,35.5,1,10',
    );
    api()
      .getFromProps()
      .onChange({ target: { value: '2026-04-01' } });
    api().apply();
    expect(api().periodError).toBe('period.fromAfterTo');
    expect(api().getFromProps()['aria-invalid']).toBe(true);
    api()
      .getFromProps()
      .onChange({ target: { value: '2026-03-15' } });
    expect(api().periodError).toBeNull();
    api().apply();
    expect(api().isLoading).toBe(true);
    await tick();
    expect(calls.at(-1)).toEqual({ kind: 'users', fromDate: '2026-03-15', toDate: '2026-03-30' });
    expect(api().csvName).toBe('reporte-usuarios-2026-03-15-2026-03-30.csv');
  });

  it('exports the words the table shows for roles and statuses, not the codes (issue 30)', async () => {
    const actor = createActor(
      companyReportMachine.provide({
        actors: {
          loadReport: fromPromise<ReportTable, LoadReportInput>(async ({ input }) => ({
            ...input,
            currency: 'PEN',
            rows: [
              { name: 'Bruno', email: 'b@b.pe', role: 'buyer', status: 'active', quotes: 0, quotedTotal: 0 },
              { name: 'Quique', email: 'q@b.pe', role: 'quoter', status: 'inactive', quotes: 1, quotedTotal: 5 },
            ],
          })),
        },
      }),
      { input: companyReportSampleInput },
    ).start();
    await tick();
    const api = connectCompanyReport(
      actor.getSnapshot(),
      actor.send,
      {},
      {
        role: { buyer: 'Comprador', quoter: 'Cotador' },
        status: { active: 'Activo', inactive: 'Inactivo' },
      },
    );
    const csv = decodeURIComponent(api.csvHref.split(',').slice(1).join(','));
    expect(csv).toContain('Bruno,b@b.pe,Comprador,Activo,0,0');
    expect(csv).toContain('Quique,q@b.pe,Cotador,Inactivo,1,5');
    expect(csv).not.toMatch(/,buyer,|,active,/);
  });
});
