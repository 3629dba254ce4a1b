// Decodes a barcode PNG in Node (issue 15: "a barcode that decodes to its number"): pngjs reads the pixels, zxing-wasm
// (its reader's WebAssembly loaded from node_modules, never fetched) finds the Code 128 symbol. Used by the browser tests
// and the server's API tests alike.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PNG } from 'pngjs';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

let prepared = false;

function prepare() {
  if (prepared) return;
  const require = createRequire(import.meta.url);
  const wasm = readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
  prepareZXingModule({
    overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer },
  });
  prepared = true;
}

/** The texts of the barcodes found in the PNG. */
export async function decodeBarcodePng(png: Uint8Array): Promise<string[]> {
  prepare();
  const image = PNG.sync.read(Buffer.from(png));
  const results = await readBarcodes(
    { data: new Uint8ClampedArray(image.data), width: image.width, height: image.height, colorSpace: 'srgb' },
    { formats: ['Code128'] },
  );
  return results.map((r) => r.text);
}
