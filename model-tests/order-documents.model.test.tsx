// Model-based test (issue 11): tickets and invoices on the real view.
import { afterAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { generatePaths } from '../src/flows/flow-paths';
import { orderDocumentsMachine } from '../src/machines/order-documents/order-documents.machine';
import { orderDocumentsFlow } from '../src/views/order-documents/order-documents.flow';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { coveringPaths, runFlowPath } from './support/flow-harness';
import { expectFullCoverage } from './support/model-coverage';

const recorder = createCoverageRecorder('order-documents', 'orderDocuments');

describe('tickets and invoices model (issue 11)', () => {
  const paths = coveringPaths(generatePaths(orderDocumentsFlow, { tenant: 'cl', kind: 'transitions' }));
  for (const path of paths) {
    it(`${path.target} via ${path.steps.map((s) => s.description).join(' > ') || 'start'}`, async () => {
      await runFlowPath(orderDocumentsFlow, path, {
        recorder,
        assert: (state) => {
          // issue 30 item 9: one name for the page, the one the navigation and the account home give it
          expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mis boletas y facturas');
          if (state === 'ready') {
            expect(screen.getByRole('link', { name: /Ticket N° TK100001 – orden 9010103000/ })).toBeTruthy();
            expect(screen.getByRole('link', { name: 'Descargar PDF B10103000' }).getAttribute('href')).toMatch(
              /\/v2\/invoices\/11111111-1111-4111-8111-111111111111\/download$/,
            );
          }
          if (state === 'empty')
            expect(screen.getByRole('status').textContent).toBe('Aún no tienes tickets ni boletas.');
          if (state === 'failed')
            expect(screen.getByRole('alert').textContent).toContain('No pudimos cargar tus documentos.');
        },
      });
    }, 30_000);
  }
  afterAll(() => expectFullCoverage(recorder, orderDocumentsMachine));
});
