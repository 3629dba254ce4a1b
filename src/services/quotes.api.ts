// spec §7: stores and quotations (my-account), the PDF (download), quote to cart (checkout), the barcode image servlet
// (storefront) and the agent quotation report (quotation service). Contracts: src/contracts/quotes.contract.ts.
import { fillPath } from '../contracts/endpoint';
import type { BarcodeFormat } from '../contracts/quotes.contract';
import * as Quotes from '../contracts/quotes.contract';
import { callEndpoint, joinUrl, type ServiceClient } from './http';

export interface QuotesClients {
  myAccount: ServiceClient;
  download: ServiceClient;
  checkout: ServiceClient;
  quotation: ServiceClient;
  storefront: ServiceClient;
}

export function createQuotesApi(c: QuotesClients) {
  return {
    stores: async (signal?: AbortSignal) => (await callEndpoint(c.myAccount, Quotes.GetStores, { signal })).stores,
    quotations: async (signal?: AbortSignal) =>
      (await callEndpoint(c.myAccount, Quotes.GetQuotations, { signal })).quotations,
    orders: async (signal?: AbortSignal) =>
      (await callEndpoint(c.myAccount, Quotes.GetQuotationOrders, { signal })).orders,
    detail: (id: string, signal?: AbortSignal) =>
      callEndpoint(c.myAccount, Quotes.GetQuotation, { params: { id }, signal }),
    requote: (id: string, signal?: AbortSignal) =>
      callEndpoint(c.myAccount, Quotes.RequoteQuotation, { params: { id }, signal }),
    purchase: (quotationId: string, signal?: AbortSignal) =>
      callEndpoint(c.checkout, Quotes.PurchaseQuotation, { body: { quotationId }, signal }),
    agentReport: (range: { from: string; to: string }, signal?: AbortSignal) =>
      callEndpoint(c.quotation, Quotes.GetAgentReport, {
        query: { ...(range.from ? { from: range.from } : {}), ...(range.to ? { to: range.to } : {}) },
        signal,
      }),
    /** the PDF's address, for a plain link (the browser downloads it with the session cookie) */
    pdfUrl: (id: string) => joinUrl(c.download.baseUrl, fillPath(Quotes.DownloadQuotation.path, { id })),
    /** the barcode image's address (spec §7: msg and image-format) */
    barcodeUrl: (msg: string, format: BarcodeFormat = 'png') =>
      `${joinUrl(c.storefront.baseUrl, Quotes.BarcodeImage.path)}?${new URLSearchParams({ msg, 'image-format': format })}`,
  };
}
export type QuotesApi = ReturnType<typeof createQuotesApi>;
