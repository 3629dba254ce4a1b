// The service clients the lists and quotations flows share, for a tenant.
import { createServiceClient } from '../../services/clients';
import { createListsApi } from '../../services/lists.api';
import { createQuotesApi } from '../../services/quotes.api';

export function listsApiFor(tenant: string) {
  return createListsApi({
    quotation: createServiceClient('quotation', { tenant }),
    myAccount: createServiceClient('myAccount', { tenant }),
  });
}

export function quotesApiFor(tenant: string) {
  return createQuotesApi({
    myAccount: createServiceClient('myAccount', { tenant }),
    download: createServiceClient('download', { tenant }),
    checkout: createServiceClient('checkout', { tenant }),
    quotation: createServiceClient('quotation', { tenant }),
    storefront: createServiceClient('storefront', { tenant }),
  });
}
