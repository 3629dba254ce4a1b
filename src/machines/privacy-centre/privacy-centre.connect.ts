// Pure props for the privacy centre (STYLE.md rule 7): documents with what can be done with each (withdraw / give again /
// required: close the account instead), the history newest first with dates and times in the tenant's locale, and the
// re-accept modal.
import type { SnapshotFrom } from 'xstate';
import type { privacyCentreMachine } from './privacy-centre.machine';
import type { PrivacyCentreEvent } from './privacy-centre.types';

type Snapshot = SnapshotFrom<typeof privacyCentreMachine>;

export function connectPrivacyCentre(snapshot: Snapshot, send: (event: PrivacyCentreEvent) => void) {
  const { overview, locale, timeZone, change, error, notice, reacceptFailed } = snapshot.context;
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone });
  const updating = snapshot.matches('updating');
  const reaccepting = snapshot.matches('reaccepting');
  const modalOpen = snapshot.matches('reaccept') || reaccepting;
  return {
    isLoading: snapshot.matches('loading'),
    loadFailed: snapshot.matches('loadFailed'),
    ready: overview !== null && !snapshot.matches('loading'),
    isUpdating: updating,
    /** the message key of a failed change: required (close the account instead), stale, or spec §8's save failure */
    errorKey: error ? (`errors.${error}` as const) : null,
    showCloseAccount: error === 'required',
    noticeKey: notice ? (`notices.${notice}` as const) : null,
    documents: (overview?.documents ?? []).map((d) => ({
      templateId: d.templateId,
      title: d.title,
      url: d.url,
      required: d.required,
      currentVersion: d.currentVersion,
      statusKey:
        d.accepted === true
          ? d.decidedVersion === d.currentVersion
            ? ('status.accepted' as const)
            : ('status.outdated' as const)
          : d.accepted === false
            ? ('status.withdrawn' as const)
            : d.acceptedWithAccountAt
              ? ('status.acceptedWithAccount' as const)
              : ('status.notGiven' as const),
      /** the day the account's creation accepted it (status.acceptedWithAccount's date), formatted; '' otherwise */
      statusDate: d.accepted === null && d.acceptedWithAccountAt ? day.format(new Date(d.acceptedWithAccountAt)) : '',
      busy: updating && change?.templateId === d.templateId,
      /** what the row's button does: optional consents only (spec §9); a required one shows why it cannot be withdrawn */
      action: d.required ? null : d.accepted === true ? ('withdraw' as const) : ('grant' as const),
      onAction: () =>
        send({ type: d.accepted === true ? 'consent.withdraw' : 'consent.grant', templateId: d.templateId }),
      actionDisabled: updating || reaccepting,
    })),
    history: (overview?.history ?? []).map((h) => ({
      id: h.id,
      title: h.title,
      version: h.version,
      decisionKey: h.accepted ? ('history.accepted' as const) : ('history.withdrawn' as const),
      date: when.format(new Date(h.recordedAt)),
      dateTime: h.recordedAt,
      channel: h.channel,
      sourceKey: `history.sources.${h.source}` as const,
    })),
    hasPending: (overview?.pending.length ?? 0) > 0,
    openReaccept: () => send({ type: 'reaccept.open' }),
    modal: modalOpen
      ? {
          templates: overview!.pending.map((t) => ({
            id: t.id,
            title: t.title,
            version: t.version,
            url: t.url ?? null,
          })),
          failed: reacceptFailed,
          isSaving: reaccepting,
          accept: () => send({ type: 'reaccept.accept' }),
          later: () => send({ type: 'reaccept.later' }),
        }
      : null,
    retry: () => send({ type: 'privacy.retry' }),
    exportHref: snapshot.context.exportHref,
    closeAccountHref: snapshot.context.closeAccountHref,
  };
}
