// Model-based test of the collaborators page (issue 14, spec §2, §5, §6, §8): paths covering every transition of the
// production machine, driven through the real view with user-event; server answers resolve or reject deferreds.
import { afterAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, type EventObject } from 'xstate';
import { createI18n } from '../src/i18n/i18n-setup';
import { collaboratorsMachine } from '../src/machines/collaborators/collaborators.machine';
import { collaboratorsSampleInput, sampleBuyer } from '../src/machines/collaborators/collaborators.samples';
import { generatePaths } from '../src/flows/flow-paths';
import { collaboratorsFlow } from '../src/views/collaborators/collaborators.flow';
import { CollaboratorsView } from '../src/views/collaborators/collaborators.view';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { expectFullCoverage } from './support/model-coverage';
import { renderWithI18n } from './support/render-view';
import { deferredActors, stateValueOf } from './support/deferred-actors';

const recorder = createCoverageRecorder('collaborators', 'collaborators');
const i18nReady = createI18n('es-PE', { namespaces: ['common', 'rules', 'company'] });

const LABELS: Record<string, RegExp> = {
  firstName: /^Nombre/,
  lastName: /^Apellido/,
  email: /^Correo electrónico/,
  maximumPurchaseAmount: /^Monto máximo de compra/,
};

describe('collaborators model (spec §2, §5, §6, §8)', () => {
  const paths = generatePaths(collaboratorsFlow, { tenant: 'pe', kind: 'transitions' });
  it('has paths', () => expect(paths.length).toBeGreaterThan(5));
  for (const path of paths) {
    it(`${path.target} via ${path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' > ') || 'start'}`, async () => {
      const i18n = await i18nReady;
      const { deferred, settle } = deferredActors();
      const actor = createActor(
        collaboratorsMachine.provide({
          actors: {
            loadCollaborators: deferred('loadCollaborators'),
            saveCollaborator: deferred('saveCollaborator'),
            deleteCollaborator: deferred('deleteCollaborator'),
          } as never,
        }),
        { input: collaboratorsSampleInput, inspect: recorder.inspect },
      ).start();
      const user = userEvent.setup();
      renderWithI18n(i18n, <CollaboratorsView actorRef={actor} />);
      for (const step of path.steps) {
        const event = step.event as EventObject & { field?: string; value?: string; id?: string };
        const dialog = () => screen.getByRole('dialog');
        switch (event.type) {
          case 'list.retry':
            await user.click(screen.getByRole('button', { name: 'Reintentar' }));
            break;
          case 'collaborator.add':
            await user.click(screen.getByRole('button', { name: 'Crear colaborador' }));
            break;
          case 'collaborator.edit':
            await user.click(
              screen.getByRole('button', { name: `Editar a ${sampleBuyer.firstName} ${sampleBuyer.lastName}` }),
            );
            break;
          case 'collaborator.delete':
            await user.click(
              screen.getByRole('button', { name: `Eliminar a ${sampleBuyer.firstName} ${sampleBuyer.lastName}` }),
            );
            break;
          case 'field.change': {
            const input = within(dialog()).getByLabelText(LABELS[event.field!]!) as HTMLInputElement;
            await user.clear(input);
            if (event.value) await user.type(input, event.value);
            break;
          }
          case 'form.submit':
            await user.click(within(dialog()).getByRole('button', { name: 'Guardar' }));
            break;
          case 'form.cancel':
            await user.click(within(dialog()).getByRole('button', { name: 'Cancelar' }));
            break;
          case 'delete.confirm':
            await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
            break;
          case 'delete.cancel':
            await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancelar' }));
            break;
          default:
            await settle(event);
        }
        const snapshot = actor.getSnapshot();
        expect(snapshot.matches(stateValueOf(step.state) as never)).toBe(true);
        // what the user sees in each state
        if (step.state === 'loading') expect(screen.getByRole('status').textContent).toBe('Cargando colaboradores…');
        if (step.state === 'loadFailed')
          expect(screen.getByRole('alert').textContent).toContain('Hubo un error al cargar la información.');
        if (step.state === 'ready') {
          expect(screen.queryByRole('dialog')).toBeNull();
          if (snapshot.context.collaborators.length === 0)
            expect(screen.getByTestId('collaborators-empty')).toBeTruthy();
          else expect(screen.getAllByRole('row')).toHaveLength(snapshot.context.collaborators.length + 1);
        }
        if (step.state === 'editing' || step.state === 'saving') {
          expect(dialog()).toBeTruthy();
          const failure = snapshot.context.failure;
          if (failure === 'createFailed')
            expect(within(dialog()).getByRole('alert').textContent).toBe(
              'No pudimos crear el colaborador. Por favor inténtalo nuevamente.',
            );
          if (failure === 'editFailed')
            expect(within(dialog()).getByRole('alert').textContent).toBe(
              'Ocurrió un error al guardar tus cambios. Por favor intentalo de nuevo.',
            );
          for (const [field, key] of Object.entries(snapshot.context.errors)) {
            const input = document.getElementById(`collaborators-${field}`)!;
            expect(input.getAttribute('aria-invalid')).toBe('true');
            if (key === 'collaborator.required')
              expect(document.getElementById(`collaborators-${field}-error`)!.textContent).toBe(
                'Este campo es obligatorio',
              );
          }
        }
        if (step.state === 'confirmingDelete' || step.state === 'deleting') {
          expect(screen.getByRole('alertdialog').textContent).toContain(sampleBuyer.email);
          if (snapshot.context.failure === 'deleteFailed') {
            expect(within(screen.getByRole('alertdialog')).getByRole('alert').textContent).toBe(
              'No pudimos eliminar el colaborador. Por favor inténtalo nuevamente.',
            );
          }
        }
      }
      actor.stop();
    });
  }
  afterAll(() => expectFullCoverage(recorder, collaboratorsMachine));
});
