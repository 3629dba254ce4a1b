// Model-based test (STYLE.md §12, issue 31 item 3): shortest paths of the data-export machine played on the real
// DataExportView through the flow's own driver (runFlowPath); server answers settle deferred actors, the grant's window is
// a fake timer. Every state and transition must be visited; the files are offered only after the step-up.
import { afterAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { EventObject } from 'xstate';
import es from '../src/i18n/locales/es/rights.json';
import { stepUpVerifyFailures } from '../src/machines/account-closure/account-closure.samples';
import { dataExportMachine } from '../src/machines/data-export/data-export.machine';
import type { StepUpContext } from '../src/machines/shared/step-up';
import { generatePaths, type PlanPath } from '../src/flows/flow-paths';
import { dataExportFlow } from '../src/views/data-export/data-export.flow';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { expectFullCoverage } from './support/model-coverage';
import { coveringPaths, extendPath, runFlowPath } from './support/flow-harness';

type AnyEvent = EventObject & Record<string, unknown>;

const recorder = createCoverageRecorder('data-export', 'dataExport');
const JSON_HREF = '/s/account/v1/users/data-export?format=json';
const PDF_HREF = '/s/account/v1/users/data-export?format=pdf';

function assertScreen(state: string, context: StepUpContext) {
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(es.dataExport.title);
  const alerts = screen.queryAllByRole('alert').map((a) => a.textContent);
  if (context.error) expect(alerts).toContain(es.stepUp.errors[context.error]);
  const links = () => screen.queryAllByRole('link').map((a) => a.getAttribute('href'));
  switch (state) {
    case 'intro':
    case 'requestingCode':
      expect(
        screen.getByRole('button', { name: state === 'intro' ? es.stepUp.sendCode : es.stepUp.sending }),
      ).toBeTruthy();
      if (context.expired) expect(screen.getByRole('status').textContent).toBe(es.stepUp.expired);
      expect(links()).not.toContain(JSON_HREF);
      break;
    case 'enteringCode':
    case 'resendingCode':
    case 'verifying':
      expect(screen.getByText(es.stepUp.codeSent)).toBeTruthy();
      if (context.resent) expect(screen.getByRole('status').textContent).toBe(es.stepUp.resent);
      expect(links()).not.toContain(JSON_HREF);
      break;
    case 'locked':
      expect(screen.getByRole('button', { name: es.stepUp.startOver })).toBeTruthy();
      break;
    case 'ready':
      expect(screen.getByRole('link', { name: es.dataExport.json }).getAttribute('href')).toBe(JSON_HREF);
      expect(screen.getByRole('link', { name: es.dataExport.pdf }).getAttribute('href')).toBe(PDF_HREF);
      break;
    default:
      throw new Error(`unknown state ${state}`);
  }
}

describe('data export model (issue 31 item 3)', () => {
  const shortest = generatePaths(dataExportFlow, { tenant: 'co', kind: 'shortest' });
  const at = (target: string) => shortest.find((p) => p.target === target)!;
  const fail = (base: PlanPath, id: string, actor: string, error: object, state: string) =>
    extendPath(base, id, [{ event: { type: `xstate.error.actor.${actor}`, error } as AnyEvent, state }]);
  const locked = new Set(['OTP_LOCKED_ERROR', 'ACCOUNT_REMAINS_LOCKED']);
  const verifyErrors = stepUpVerifyFailures.map((error, i) =>
    fail(
      at('verifying'),
      `export-verify-error-${i}`,
      'verifyStepUp',
      error,
      locked.has(error.code) ? 'locked' : 'enteringCode',
    ),
  );
  const more = [
    fail(at('requestingCode'), 'export-request-error', 'requestCode', { code: 'RATE_LIMITED', status: 429 }, 'intro'),
    fail(at('resendingCode'), 'export-resend-error', 'requestCode', { code: 'GENERIC_ERROR' }, 'enteringCode'),
    extendPath(
      verifyErrors.find((p) => p.target === 'locked')!,
      'export-locked-restart',
      [{ event: { type: 'flow.restart' }, state: 'intro' }],
    ),
  ];
  const paths = [...coveringPaths(shortest), ...verifyErrors, ...more];
  for (const path of paths) {
    it(`${path.id}: ${path.target} via ${path.steps.map((s) => s.description).join(' > ') || 'start'}`, async () => {
      await runFlowPath(dataExportFlow, path, {
        recorder,
        viewProps: { jsonHref: JSON_HREF, pdfHref: PDF_HREF, privacyHref: '/co/account/privacy' },
        assert: (state, { snapshot }) => assertScreen(state, snapshot.context as StepUpContext),
      });
    }, 30_000);
  }

  afterAll(() => expectFullCoverage(recorder, dataExportMachine));
});
