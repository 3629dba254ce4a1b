// Issue 6: /flows, the Flow Explorer. The Explorer itself (elkjs, xstate/graph, every flow's view) is a separate lazy chunk,
// loaded only once the Explorer is known to be enabled, so that no other route pays for it.
// Issue 33 item 1: /flows?stage is the state atlas's stage (one flow's view alone, driven by `npm run atlas`), behind the
// same switch.
import { lazy, Suspense, use } from 'react';
import { useTranslation } from 'react-i18next';
import { explorerEnabled } from '../explorer/explorer-enabled';

const FlowExplorer = lazy(() => import('../explorer/flow-explorer'));
const FlowStage = lazy(() => import('../explorer/flow-stage'));

function Gate() {
  const { t } = useTranslation('flows');
  const enabled = use(explorerEnabled());
  if (!enabled) return <p role="status">{t('disabled')}</p>;
  return new URLSearchParams(window.location.search).has('stage') ? <FlowStage /> : <FlowExplorer />;
}

export default function FlowsPage() {
  return (
    <Suspense fallback={<p aria-busy="true">…</p>}>
      <Gate />
    </Suspense>
  );
}
