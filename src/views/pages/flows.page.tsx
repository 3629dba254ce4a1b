// Issue 6: /flows, the Flow Explorer. The Explorer itself (elkjs, xstate/graph, every flow's view) is a separate lazy chunk,
// loaded only once the Explorer is known to be enabled, so that no other route pays for it.
import { lazy, Suspense, use } from 'react';
import { useTranslation } from 'react-i18next';
import { explorerEnabled } from '../flows/explorer-enabled';

const FlowExplorer = lazy(() => import('../flows/flow-explorer'));

function Gate() {
  const { t } = useTranslation('flows');
  const enabled = use(explorerEnabled());
  return enabled ? <FlowExplorer /> : <p role="status">{t('disabled')}</p>;
}

export default function FlowsPage() {
  return (
    <Suspense fallback={<p aria-busy="true">…</p>}>
      <Gate />
    </Suspense>
  );
}
