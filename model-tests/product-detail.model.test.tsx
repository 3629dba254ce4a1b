// Model-based test (issue 34 item 3): the product page on the real view: sizes (spec §5: the add button asks for one), stock
// by store with the chosen store first, warranty and installation, quantity, add to cart (spec §8 "no stock"), the tile
// calculator (12 m² of 1.44 m² boxes with 10% waste = 10 boxes), "Comparar" up to 2, the wish list (a guest is offered
// login), not found and a failed availability check with its retry.
import { afterAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { generatePaths } from '../src/flows/flow-paths';
import { productDetailMachine } from '../src/machines/product-detail/product-detail.machine';
import { productDetailQuoterLoaded } from '../src/machines/product-detail/product-detail.samples';
import { productDetailFlow } from '../src/views/product-detail/product-detail.flow';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { runFlowPath } from './support/flow-harness';
import { expectFullCoverage } from './support/model-coverage';

const recorder = createCoverageRecorder('product-detail', 'productDetail');
const NOTICES: Record<string, string> = {
  sizeRequired: 'Elige una medida antes de agregar al carro.',
  quantityInvalid: 'Ingresa una cantidad entera entre 1 y 999.',
  compareAdded: 'Comparando',
  compareFull: 'Ya tienes 2 productos para comparar. Quita uno para agregar otro.',
  wishSaved: 'Guardamos el producto en tu lista de deseos.',
  wishLogin: 'Inicia sesión para guardar productos en tu lista de deseos.',
  wishFailed: 'No pudimos guardar el producto en tu lista de deseos. Inténtalo nuevamente.',
  addFailed: 'No hay stock suficiente de este producto. Prueba con menos unidades o con otra tienda.',
};

describe('product detail model (issue 34)', () => {
  // every generated path takes a transition no shorter one took (guarded self-loops look alike by state name, so
  // coveringPaths would drop the size, quantity and full-comparison branches)
  const paths = generatePaths(productDetailFlow, { tenant: 'cl', kind: 'transitions' });
  // spec §6 (issue 30 item 1): the same page as a company's quoter loads it (every state it reaches, shortest paths)
  const quoterFlow = {
    ...productDetailFlow,
    samples: {
      ...productDetailFlow.samples,
      common: [
        ...productDetailFlow.samples.common.filter((e) => e.type !== 'xstate.done.actor.loadProduct'),
        productDetailQuoterLoaded,
      ],
    },
  };
  // the three shortest ways a quoter reaches the product (loaded; a size chosen; the tile calculator used): enough to see
  // that no button fills the cart whatever the quoter does first
  const quoterPaths = generatePaths(quoterFlow, { tenant: 'cl', kind: 'shortest' })
    .filter((p) => p.target === 'ready')
    .sort((a, b) => a.steps.length - b.steps.length)
    .filter((p, i, all) => i === 0 || p.steps.at(-1)?.event.type !== all[i - 1]?.steps.at(-1)?.event.type)
    .slice(0, 3);
  const played = [
    ...paths.map((path) => ({ flow: productDetailFlow, path, who: '' })),
    ...quoterPaths.map((path) => ({ flow: quoterFlow, path, who: 'quoter: ' })),
  ];
  it('plays paths where a quoter sees the product', () =>
    expect(quoterPaths.some((p) => p.target === 'ready')).toBe(true));
  for (const { flow, path, who } of played) {
    const via = who
      ? path.steps.map((s) => s.event.type.replace('xstate.done.actor.', ''))
      : path.steps.map((s) => s.description);
    it(`${who}${path.target} via ${via.join(' > ') || 'start'}`, async () => {
      await runFlowPath(flow, path, {
        recorder,
        actions: { showSku: () => {}, storeStore: () => {}, storeCompare: () => {}, reportCartCount: () => {} },
        assert: (state, { snapshot, container }) => {
          const c = snapshot.context;
          if (state === 'ready') {
            expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Porcelanato marmolado blanco 60x60 cm');
            expect(screen.getByText('$19.990 la caja')).toBeTruthy();
            // spec §2 stock by store, the chosen store first
            const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
            expect(rows.map((r) => r.getAttribute('data-store'))).toEqual(
              c.storeId === 'store-2' ? ['CL-002', 'CL-001'] : ['CL-001', 'CL-002'],
            );
            expect(rows.find((r) => r.getAttribute('data-store') === 'CL-001')!.textContent).toContain('12 unidades');
            const add = container.querySelector('[data-action="cart-add"]');
            if (c.viewer.role === 'quoter') {
              // spec §6 (issue 30 item 1): a quoter is offered "Cotizar", never a button that fills the cart
              expect(add).toBeNull();
              expect(container.querySelector('[data-action="tiles-add"]')).toBeNull();
              expect(screen.getByRole('link', { name: 'Cotizar' }).getAttribute('href')).toBe('/cl/account/quotations');
              expect(container.textContent).toContain(
                'Tu perfil de cotizador permite cotizar este producto, pero no comprarlo.',
              );
            } else expect(add!.textContent).toBe(c.sizeChosen ? 'Agregar al carro' : 'Elige una medida para agregar');
            expect(screen.getByRole('option', { name: '2 años: $2.799 por unidad' })).toBeTruthy();
            expect(screen.getByLabelText('Agregar instalación ($9.990)')).toBeTruthy();
            if (c.boxes !== null) {
              expect(screen.getByTestId('tile-result').textContent).toBe(
                'Necesitas 10 cajas (13,2 m² con 10% extra; cubren 14,4 m²).',
              );
              if (c.viewer.role !== 'quoter')
                expect(screen.getByRole('button', { name: 'Agregar 10 cajas al carro' })).toBeTruthy();
            }
            if (c.areaError)
              expect(screen.getByRole('alert').textContent).toBe(
                c.areaError === 'tiles.areaRequired'
                  ? 'Ingresa la superficie en m².'
                  : 'Ingresa la superficie con números, por ejemplo 12 o 12,5.',
              );
            const notice = c.notice?.kind;
            if (notice && notice in NOTICES) expect(container.textContent).toContain(NOTICES[notice]);
            if (notice === 'wishLogin')
              expect(screen.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe(
                `/cl/login?returnTo=${encodeURIComponent(`/cl/product/${c.sku}`)}`,
              );
            if (notice === 'added') expect(container.textContent).toContain('Tu carro tiene 9 productos.');
          }
          if (state === 'notFound')
            expect(screen.getByRole('heading', { name: 'No encontramos este producto.' })).toBeTruthy();
          if (state === 'failed')
            expect(screen.getByRole('alert').textContent).toContain(
              'No pudimos revisar la disponibilidad de este producto.',
            );
        },
      });
    }, 30_000);
  }
  afterAll(() => expectFullCoverage(recorder, productDetailMachine));
});
