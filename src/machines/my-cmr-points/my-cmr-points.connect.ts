// Pure props for the points page (STYLE.md rule 7): the balance and movements formatted in the tenant's locale (points as
// grouped integers with their sign, purchase amounts in the tenant's currency, dates in the locale's order), the CMR status.
import type { SnapshotFrom } from 'xstate';
import type { myCmrPointsMachine } from './my-cmr-points.machine';
import type { MyCmrPointsEvent } from './my-cmr-points.types';

type Snapshot = SnapshotFrom<typeof myCmrPointsMachine>;

export function connectMyCmrPoints(snapshot: Snapshot, send: (event: MyCmrPointsEvent) => void) {
  const { data, locale, currency } = snapshot.context;
  const points = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const signed = new Intl.NumberFormat(locale, { maximumFractionDigits: 0, signDisplay: 'exceptZero' });
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const date = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' });
  const updating = snapshot.matches('updating');
  return {
    isLoading: snapshot.matches('loading'),
    loadFailed: snapshot.matches('loadFailed'),
    ready: snapshot.matches('ready') || updating,
    isUpdating: updating,
    balance: data ? points.format(data.balance) : '',
    movements: (data?.movements ?? []).map((m) => ({
      id: m.id,
      date: date.format(new Date(m.date)),
      dateTime: m.date,
      description: m.description,
      points: signed.format(m.points),
      kind: m.points < 0 ? ('redeemed' as const) : ('earned' as const),
      amount: m.amount === null ? null : money.format(m.amount),
    })),
    subscribed: data?.cmrSubscribed ?? false,
    statusKey: data?.cmrSubscribed
      ? ('points.subscription.subscribed' as const)
      : ('points.subscription.notSubscribed' as const),
    toggleKey: updating
      ? ('points.subscription.updating' as const)
      : data?.cmrSubscribed
        ? ('points.subscription.unsubscribe' as const)
        : ('points.subscription.subscribe' as const),
    onToggle: () => send({ type: 'subscription.toggle' }),
    onRetry: () => send({ type: 'points.retry' }),
  };
}
