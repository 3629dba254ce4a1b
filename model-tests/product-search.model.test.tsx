// Model-based test (issue 34 item 2): search results on the real view: results with facets and paging, the empty state with
// suggestions, a failed search and its retry, the price range (a malformed one is refused), the comparison set (a third
// product shows spec §8's "compare add" failure) and adding to the cart (spec §8 "no stock").
import { afterAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { generatePaths } from '../src/flows/flow-paths';
import { productSearchMachine } from '../src/machines/product-search/product-search.machine';
import { productSearchFlow } from '../src/views/product-search/product-search.flow';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { coveringPaths, runFlowPath } from './support/flow-harness';
import { expectFullCoverage } from './support/model-coverage';

const recorder = createCoverageRecorder('product-search', 'productSearch');

describe('product search model (issue 34)', () => {
  const paths = coveringPaths(generatePaths(productSearchFlow, { tenant: 'cl', kind: 'transitions' }));
  for (const path of paths) {
    it(`${path.target} via ${path.steps.map((s) => s.description).join(' > ') || 'start'}`, async () => {
      await runFlowPath(productSearchFlow, path, {
        recorder,
        actions: { showCriteria: () => {}, storeCompare: () => {}, reportCartCount: () => {} },
        assert: (state, { snapshot, event }) => {
          if (state === 'results') {
            expect(screen.getByRole('link', { name: 'Adhesivo cerámico 25 kg' }).getAttribute('href')).toBe(
              '/cl/product/HM-3002',
            );
            // sizes and boxes are chosen on the product page
            expect(screen.getByRole('link', { name: 'Ver opciones' }).getAttribute('href')).toBe('/cl/product/HM-3101');
            expect(screen.getByText('30 productos')).toBeTruthy();
            expect(screen.getByRole('button', { name: 'Página 2' })).toBeTruthy();
            const notice = snapshot.context.notice;
            if (notice?.kind === 'compareFull')
              expect(screen.getByRole('alert').textContent).toBe(
                'Ya tienes 2 productos para comparar. Quita uno para agregar otro.',
              );
            if (notice?.kind === 'added')
              expect(screen.getByRole('status').textContent).toBe('Tu carro tiene 3 productos.');
            if (notice?.kind === 'addFailed')
              expect(screen.getByRole('alert').textContent).toContain('No hay stock suficiente de este producto.');
            if (snapshot.context.compare.length)
              expect(screen.getByText(`Comparando ${snapshot.context.compare.length} de 2 productos.`)).toBeTruthy();
          }
          if (state === 'empty') {
            expect(screen.getByRole('button', { name: 'Herramientas' })).toBeTruthy();
            expect(screen.getByRole('link', { name: 'porcelanato' }).getAttribute('href')).toBe(
              '/cl/search?q=porcelanato',
            );
          }
          if (state === 'failed')
            expect(screen.getByRole('alert').textContent).toContain('No pudimos cargar los resultados.');
          if (snapshot.context.notice?.kind === 'priceInvalid')
            expect(screen.getByText('Ingresa el precio solo con números, sin puntos ni signos.')).toBeTruthy();
          if (event?.type === 'price.apply' && snapshot.context.notice?.kind === 'priceInvalid')
            // nothing typed is lost on a refused filter
            expect((screen.getByLabelText('Desde') as HTMLInputElement).value).toBe('mil');
        },
      });
    }, 30_000);
  }
  afterAll(() => expectFullCoverage(recorder, productSearchMachine));
});
