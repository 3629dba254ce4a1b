// spec §3 Quotation barcode, §7 "a barcode image servlet taking msg and image-format parameters": Code 128 drawn on the
// server by bwip-js, with a white quiet zone so that tills and phone readers (and our tests' decoder) read it.
import bwipjs from 'bwip-js/node';
import type { BarcodeFormat } from '../../../src/contracts/quotes.contract';

const OPTIONS = {
  bcid: 'code128',
  scale: 3,
  height: 12,
  includetext: true,
  textxalign: 'center',
  paddingwidth: 10,
  paddingheight: 4,
  backgroundcolor: 'FFFFFF',
} as const;

export async function barcodeImage(
  msg: string,
  format: BarcodeFormat,
): Promise<{ contentType: string; body: Buffer | string }> {
  if (format === 'svg') return { contentType: 'image/svg+xml', body: bwipjs.toSVG({ ...OPTIONS, text: msg }) };
  return { contentType: 'image/png', body: await bwipjs.toBuffer({ ...OPTIONS, text: msg }) };
}
