// Pure: snapshot in, what the consent modal shows and sends.
import type { SnapshotFrom } from 'xstate';
import type { consentMachine } from './consent.machine';
import type { ConsentEvent } from './consent.types';

type Snapshot = SnapshotFrom<typeof consentMachine>;

export function connectConsent(snapshot: Snapshot, send: (event: ConsentEvent) => void) {
  const { context } = snapshot;
  return {
    isOpen: snapshot.matches('asking') || snapshot.matches('saving') || snapshot.matches('acceptAgain'),
    isSaving: snapshot.matches('saving'),
    checkFailed: snapshot.matches('checkFailed'),
    acceptAgain: snapshot.matches('acceptAgain'),
    missingRequired: context.missingRequired,
    templates: context.pending,
    getToggleProps: (templateId: string) => ({
      type: 'checkbox' as const,
      name: `consent-${templateId}`,
      checked: context.answers[templateId] === true,
      disabled: snapshot.matches('saving'),
      onChange: (event: { target: { checked: boolean } }) =>
        send({ type: 'consent.toggle', templateId, accepted: event.target.checked }),
    }),
    accept: () => send({ type: 'consent.accept' }),
    retry: () => send({ type: 'check.retry' }),
  };
}
