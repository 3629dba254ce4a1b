// What the order machines know of the tenant they run in (the flow edge passes it from the tenant config): not a shape of
// the server's (those are src/contracts/orders.contract.ts types, imported from there).
export interface OrderTenant {
  id: string;
  locale: string;
  currency: string;
}
