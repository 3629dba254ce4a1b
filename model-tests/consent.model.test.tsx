// Model-based test of the consent check (spec §8, §9): shortest paths of the production machine through the real modal.
import { afterAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, type EventObject } from 'xstate';
import { createI18n } from '../src/i18n/i18n-setup';
import { consentMachine } from '../src/machines/consent/consent.machine';
import { generatePaths, type PlanPath } from '../src/flows/flow-paths';
import { consentFlow } from '../src/views/consent/consent.flow';
import { ConsentView } from '../src/views/consent/consent.view';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { expectFullCoverage } from './support/model-coverage';
import { renderWithI18n } from './support/render-view';
import { deferredActors } from './support/deferred-actors';

const recorder = createCoverageRecorder('consent', 'consent');
const i18nReady = createI18n('es-CO', { namespaces: ['common', 'registration'] });

function selectedPaths(): PlanPath[] {
  const chosen = new Map<string, PlanPath>();
  const paths = generatePaths(consentFlow, { tenant: 'co', kind: 'shortest' });
  for (const path of paths) {
    const key = `${path.steps.at(-2)?.state ?? ''}>${path.target}|${JSON.stringify(path.steps.at(-1)?.event ?? {})}`;
    if (!chosen.has(key)) chosen.set(key, path);
  }
  const sample = (type: string) => consentFlow.samples.common.find((s) => s.type === type)!;
  // transitions back into known states (retry, accept again) are not needed by any shortest path: add them
  const failed = paths.find((p) => p.target === 'checkFailed')!;
  chosen.set('retry', { ...failed, id: 'retry', target: 'checking', steps: [...failed.steps, { kind: 'user', event: sample('check.retry'), description: 'retry', state: 'checking', stateIds: [] }] });
  const again = paths.find((p) => p.target === 'acceptAgain')!;
  chosen.set('again', {
    ...again,
    id: 'again',
    target: 'done',
    steps: [
      ...again.steps,
      { kind: 'user', event: sample('consent.accept'), description: 'accept again', state: 'saving', stateIds: [] },
      { kind: 'done', event: sample('xstate.done.actor.saveConsents'), description: 'saved', state: 'done', stateIds: [] },
    ],
  });
  return [...chosen.values()];
}

describe('consent model (spec §8, §9)', () => {
  for (const path of selectedPaths()) {
    it(`${path.target} via ${path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' > ') || 'start'}`, async () => {
      const i18n = await i18nReady;
      const { deferred, settle } = deferredActors();
      const actor = createActor(consentMachine.provide({ actors: { checkConsents: deferred('checkConsents'), saveConsents: deferred('saveConsents') } as never }), {
        inspect: recorder.inspect,
      }).start();
      const user = userEvent.setup();
      const { container } = renderWithI18n(i18n, <ConsentView actorRef={actor} />);
      for (const step of path.steps) {
        const event = step.event as EventObject & { templateId?: string; accepted?: boolean; output?: unknown; error?: unknown };
        if (event.type === 'consent.toggle') {
          const box = container.querySelector<HTMLInputElement>(`[name="consent-${event.templateId}"]`)!;
          if (box.checked !== event.accepted) await user.click(box);
        } else if (event.type === 'consent.accept') {
          await user.click(screen.getByRole('button', { name: 'Aceptar' }));
        } else if (event.type === 'check.retry') {
          await user.click(screen.getByRole('button', { name: 'Reintentar' }));
        } else {
          await settle(event);
        }
        expect(actor.getSnapshot().matches(step.state as never)).toBe(true);
        const { context } = actor.getSnapshot();
        if (step.state === 'done' || step.state === 'checking') expect(screen.queryByRole('dialog')).toBeNull();
        else if (step.state === 'checkFailed') expect(screen.getByRole('alert').textContent).toContain('Hubo un error al cargar la información');
        else if (step.state === 'acceptAgain') expect(screen.getByRole('dialog', { name: 'Acepta nuevamente los términos' })).toBeTruthy();
        else {
          expect(screen.getByRole('dialog', { name: 'Revisa y acepta las autorizaciones' })).toBeTruthy();
          expect(screen.queryAllByRole('alert')).toHaveLength(context.missingRequired ? 1 : 0);
        }
      }
      actor.stop();
    });
  }
  afterAll(() => expectFullCoverage(recorder, consentMachine));
});
