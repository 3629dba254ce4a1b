// The services the lists and quotations flows share, over the tenant's clients (a flow's env.clients, a page's clientsFor).
import type { ServiceClients } from '../../services/clients';
import { createListsApi } from '../../services/lists.api';
import { createQuotesApi } from '../../services/quotes.api';
import { actorsOver } from '../shared/service-actor';

export function listsApiFor(clients: ServiceClients) {
  return createListsApi(clients);
}

export function quotesApiFor(clients: ServiceClients) {
  return createQuotesApi(clients);
}

/** Issue 29: a lists or quotations flow's `implementations`, built over its service. */
export const listsActors = actorsOver(listsApiFor);
export const quotesActors = actorsOver(quotesApiFor);
