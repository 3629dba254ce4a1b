// Model-based test of the company reports (issue 14): paths covering every transition, through the real view.
import { afterAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, type EventObject } from 'xstate';
import { createI18n } from '../src/i18n/i18n-setup';
import { companyReportMachine } from '../src/machines/company-report/company-report.machine';
import { companyReportSampleInput } from '../src/machines/company-report/company-report.samples';
import { generatePaths } from '../src/flows/flow-paths';
import { companyReportFlow } from '../src/views/company-report/company-report.flow';
import { CompanyReportView } from '../src/views/company-report/company-report.view';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { expectFullCoverage } from './support/model-coverage';
import { renderWithI18n } from './support/render-view';
import { deferredActors, stateValueOf } from './support/deferred-actors';
import { fireEvent } from '@testing-library/react';

const recorder = createCoverageRecorder('company-report', 'companyReport');
const i18nReady = createI18n('es-PE', { namespaces: ['common', 'rules', 'company'] });

describe('company report model (issue 14)', () => {
  const paths = generatePaths(companyReportFlow, { tenant: 'pe', kind: 'transitions' });
  for (const path of paths) {
    it(`${path.target} via ${path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' > ') || 'start'}`, async () => {
      const i18n = await i18nReady;
      const { deferred, settle } = deferredActors();
      const actor = createActor(
        companyReportMachine.provide({ actors: { loadReport: deferred('loadReport') } as never }),
        {
          input: companyReportSampleInput,
          inspect: recorder.inspect,
        },
      ).start();
      const user = userEvent.setup();
      renderWithI18n(i18n, <CompanyReportView actorRef={actor} />);
      for (const step of path.steps) {
        const event = step.event as EventObject & { field?: string; value?: string };
        if (event.type === 'report.retry') await user.click(screen.getByRole('button', { name: 'Reintentar' }));
        else if (event.type === 'period.apply') await user.click(screen.getByRole('button', { name: 'Ver reporte' }));
        else if (event.type === 'period.change')
          fireEvent.change(screen.getByLabelText(event.field === 'fromDate' ? 'Desde' : 'Hasta'), {
            target: { value: event.value },
          });
        else await settle(event);
        const snapshot = actor.getSnapshot();
        expect(snapshot.matches(stateValueOf(step.state) as never)).toBe(true);
        if (step.state === 'loading') expect(screen.getByRole('status').textContent).toBe('Cargando reporte…');
        if (step.state === 'loadFailed')
          expect(screen.getByRole('alert').textContent).toContain('Hubo un error al cargar la información.');
        if (step.state === 'ready') {
          const rows = snapshot.context.data?.rows ?? [];
          if (rows.length === 0)
            expect(screen.getByTestId('report-empty').textContent).toBe('No hay datos para este período.');
          else {
            expect(screen.getByRole('cell', { name: 'Carmen Flores' })).toBeTruthy();
            // every role in words, the credit-line user included (it showed its code, 'creditLineUser')
            expect(screen.getByRole('cell', { name: 'Comprador' })).toBeTruthy();
            expect(screen.getByRole('cell', { name: 'Usuario de línea de crédito' })).toBeTruthy();
            // what the user quoted: the count and the quoted total in the tenant's money
            expect(screen.getByRole('cell', { name: '3' })).toBeTruthy();
            expect(screen.getByRole('cell', { name: /S\/\s?2[,.]?750\.90/ })).toBeTruthy();
            expect(screen.getByRole('cell', { name: /S\/\s?1[,.]?234\.50/ })).toBeTruthy();
            expect(screen.getByRole('link', { name: 'Descargar CSV' }).getAttribute('download')).toMatch(
              /^reporte-usuarios-/,
            );
          }
          if (snapshot.context.periodError)
            expect(screen.getByRole('alert').textContent).toBe('La fecha de inicio debe ser anterior a la de término.');
        }
      }
      actor.stop();
    });
  }
  afterAll(() => expectFullCoverage(recorder, companyReportMachine));
});
