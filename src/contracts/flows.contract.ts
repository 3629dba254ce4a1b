// Issue 6: whether the Flow Explorer (/flows) is on: always in development, in production only with FLOW_EXPLORER=1.
// Our own tooling path (no service of spec §7), mounted at the root.
import { boolean, object, type Infer } from 'superstruct';
import { defineEndpoint } from './endpoint';

export const FlowExplorerConfig = object({ enabled: boolean() });
export type FlowExplorerConfig = Infer<typeof FlowExplorerConfig>;

/** Never cached. */
export const GetFlowExplorerConfig = defineEndpoint({
  method: 'GET',
  service: 'storefront',
  path: '/api/flows/v1/config',
  response: FlowExplorerConfig,
});
