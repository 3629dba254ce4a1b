// The invoice or receipt of an order as a PDF (GET /v2/invoices/{id}/download, spec §2 "invoice or receipt download"), drawn
// with pdfkit from the stored order: document number, order number, date, lines, delivery cost and total. Standard fonts only
// (Helvetica covers Spanish and Portuguese accents), no network, no files.
import PDFDocument from 'pdfkit';
import type { PaymentMethod } from '../../../src/rules/order-status';
import type { TenantConfig } from '../../../src/tenants/tenant.types';

export interface InvoicePdfInput {
  tenant: Pick<TenantConfig, 'name' | 'locale' | 'currency'>;
  kind: 'invoice' | 'receipt';
  documentNumber: string;
  orderNumber: string;
  issuedAt: Date;
  customerName: string;
  paymentMethod: PaymentMethod;
  lines: readonly { name: string; sku: string; quantity: number; unitPrice: number }[];
  subtotal: number;
  deliveryCost: number;
  total: number;
}

const PAYMENT: Record<'es' | 'pt', Record<PaymentMethod, string>> = {
  es: {
    creditCard: 'Tarjeta de crédito',
    debitCard: 'Tarjeta de débito',
    cmrCard: 'Tarjeta de la tienda',
    bankTransfer: 'Transferencia bancaria',
    cash: 'Efectivo en caja',
    purchaseOrder: 'Orden de compra',
  },
  pt: {
    creditCard: 'Cartão de crédito',
    debitCard: 'Cartão de débito',
    cmrCard: 'Cartão da loja',
    bankTransfer: 'Transferência bancária',
    cash: 'Dinheiro no caixa',
    purchaseOrder: 'Ordem de compra',
  },
};

const TEXT = {
  es: {
    invoice: 'Factura',
    receipt: 'Boleta',
    order: 'Pedido N°',
    date: 'Fecha',
    customer: 'Cliente',
    payment: 'Medio de pago',
    product: 'Producto',
    qty: 'Cant.',
    unit: 'Precio unitario',
    amount: 'Total',
    subtotal: 'Subtotal',
    delivery: 'Despacho',
    total: 'Total pagado',
  },
  pt: {
    invoice: 'Nota fiscal',
    receipt: 'Recibo',
    order: 'Pedido N°',
    date: 'Data',
    customer: 'Cliente',
    payment: 'Forma de pagamento',
    product: 'Produto',
    qty: 'Qtd.',
    unit: 'Preço unitário',
    amount: 'Total',
    subtotal: 'Subtotal',
    delivery: 'Entrega',
    total: 'Total pago',
  },
};

export function invoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  const lang = input.tenant.locale.startsWith('pt') ? 'pt' : 'es';
  const t = TEXT[lang];
  const money = new Intl.NumberFormat(input.tenant.locale, { style: 'currency', currency: input.tenant.currency });
  const title = `${input.kind === 'invoice' ? t.invoice : t.receipt} ${input.documentNumber}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: title, Subject: `${t.order} ${input.orderNumber}`, Author: input.tenant.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(18).text(input.tenant.name);
  doc.moveDown(0.5).fontSize(14).text(title);
  doc.font('Helvetica').fontSize(11).moveDown(0.5);
  doc.text(`${t.order} ${input.orderNumber}`);
  doc.text(
    `${t.date}: ${new Intl.DateTimeFormat(input.tenant.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(input.issuedAt)}`,
  );
  doc.text(`${t.customer}: ${input.customerName}`);
  doc.text(`${t.payment}: ${PAYMENT[lang][input.paymentMethod]}`);
  doc.moveDown();

  const columns = [50, 300, 360, 460];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    cells.forEach((cell, i) => doc.text(cell, columns[i]!, y, { width: (columns[i + 1] ?? 545) - columns[i]! - 8 }));
    doc.moveDown(0.4);
    doc.x = 50;
  };
  row([t.product, t.qty, t.unit, t.amount], true);
  for (const line of input.lines) {
    row([
      `${line.name} (${line.sku})`,
      String(line.quantity),
      money.format(line.unitPrice),
      money.format(line.unitPrice * line.quantity),
    ]);
  }
  doc.moveDown();
  row(['', '', t.subtotal, money.format(input.subtotal)]);
  row(['', '', t.delivery, money.format(input.deliveryCost)]);
  row(['', '', t.total, money.format(input.total)], true);
  doc.end();
  return done;
}
