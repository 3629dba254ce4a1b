// spec §7: stores and quotations (my-account), the PDF (download), quote to cart (checkout), the barcode image servlet
// (storefront) and the agent quotation report (quotation service). Contracts: src/contracts/quotes.contract.ts.
import { fillPath } from '../contracts/endpoint';
import {
  BarcodeImage,
  DownloadQuotation,
  GetAgentReport,
  GetQuotation,
  GetQuotationOrders,
  GetQuotations,
  GetStores,
  PurchaseQuotation,
  RequoteQuotation,
  type BarcodeFormat,
} from '../contracts/quotes.contract';
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
    stores: async (signal?: AbortSignal) => (await callEndpoint(c.myAccount, GetStores, { signal })).stores,
    quotations: async (signal?: AbortSignal) => (await callEndpoint(c.myAccount, GetQuotations, { signal })).quotations,
    orders: async (signal?: AbortSignal) => (await callEndpoint(c.myAccount, GetQuotationOrders, { signal })).orders,
    detail: (id: string, signal?: AbortSignal) => callEndpoint(c.myAccount, GetQuotation, { params: { id }, signal }),
    requote: (id: string, signal?: AbortSignal) =>
      callEndpoint(c.myAccount, RequoteQuotation, { params: { id }, signal }),
    purchase: (quotationId: string, signal?: AbortSignal) =>
      callEndpoint(c.checkout, PurchaseQuotation, { body: { quotationId }, signal }),
    agentReport: (range: { from: string; to: string }, signal?: AbortSignal) =>
      callEndpoint(c.quotation, GetAgentReport, {
        query: { ...(range.from ? { from: range.from } : {}), ...(range.to ? { to: range.to } : {}) },
        signal,
      }),
    /** the PDF's address, for a plain link (the browser downloads it with the session cookie) */
    pdfUrl: (id: string) => joinUrl(c.download.baseUrl, fillPath(DownloadQuotation.path, { id })),
    /** the barcode image's address (spec §7: msg and image-format) */
    barcodeUrl: (msg: string, format: BarcodeFormat = 'png') =>
      `${joinUrl(c.storefront.baseUrl, BarcodeImage.path)}?${new URLSearchParams({ msg, 'image-format': format })}`,
  };
}
export type QuotesApi = ReturnType<typeof createQuotesApi>;
