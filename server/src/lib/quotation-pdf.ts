// The quotation as a PDF (download service GET /v1/quotations/{id}, spec §7): number, store, dates, products, total and the
// barcode the till scans (spec §3). Drawn with pdfkit; text in Spanish or Portuguese by the tenant's locale.
import PDFDocument from 'pdfkit';
import bwipjs from 'bwip-js/node';

export interface QuotationPdfInput {
  locale: string;
  number: string;
  store: { name: string; address: string; city: string };
  createdAt: Date;
  expiresAt: Date;
  expired: boolean;
  currency: string;
  total: number;
  lines: { sku: string; name: string; quantity: number; unitPrice: number }[];
}

const TEXT = {
  es: {
    title: 'Cotización',
    store: 'Tienda',
    created: 'Fecha',
    expires: 'Válida hasta',
    expired: 'La cotización que buscas ya expiró',
    product: 'Producto',
    qty: 'Cant.',
    price: 'Precio',
    total: 'Total',
  },
  pt: {
    title: 'Orçamento',
    store: 'Loja',
    created: 'Data',
    expires: 'Válido até',
    expired: 'O orçamento que você procura expirou',
    product: 'Produto',
    qty: 'Qtd.',
    price: 'Preço',
    total: 'Total',
  },
} as const;

export async function quotationPdf(input: QuotationPdfInput): Promise<Buffer> {
  const t = input.locale.startsWith('pt') ? TEXT.pt : TEXT.es;
  const money = (n: number) =>
    new Intl.NumberFormat(input.locale, { style: 'currency', currency: input.currency }).format(n);
  const date = (d: Date) => new Intl.DateTimeFormat(input.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(d);
  const barcode = await bwipjs.toBuffer({
    bcid: 'code128',
    text: input.number,
    scale: 2,
    height: 10,
    includetext: true,
    textxalign: 'center',
    paddingwidth: 10,
    paddingheight: 4,
    backgroundcolor: 'FFFFFF',
  });

  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `${t.title} ${input.number}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.fontSize(20).text(`${t.title} N° ${input.number}`);
  doc.moveDown(0.5).fontSize(11);
  doc.text(`${t.store}: ${input.store.name} — ${input.store.address}, ${input.store.city}`);
  doc.text(`${t.created}: ${date(input.createdAt)}`);
  doc.text(`${t.expires}: ${date(input.expiresAt)}`);
  if (input.expired) doc.moveDown(0.3).fillColor('#b00020').text(t.expired).fillColor('black');
  doc.moveDown();
  doc.image(barcode, { fit: [260, 90] });
  doc.moveDown();
  doc.fontSize(10).text(`${t.product}  ·  ${t.qty}  ·  ${t.price}`, { underline: true });
  for (const line of input.lines) {
    doc.text(
      `${line.name} (${line.sku})  ·  ${line.quantity}  ·  ${money(line.unitPrice)}  =  ${money(line.unitPrice * line.quantity)}`,
    );
  }
  doc
    .moveDown()
    .fontSize(13)
    .text(`${t.total}: ${money(input.total)}`);
  doc.end();
  return done;
}
