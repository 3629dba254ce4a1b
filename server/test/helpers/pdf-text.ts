// The text a pdfkit PDF shows, for tests: inflate each FlateDecode stream and decode the hex strings of its TJ/Tj operators
// (pdfkit writes standard-font text as WinAnsi hex). Enough to assert "the PDF says X" without a PDF library.
import { inflateSync } from 'node:zlib';

export function pdfText(pdf: Buffer): string {
  const out: string[] = [];
  const raw = pdf.toString('latin1');
  const streams = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streams.exec(raw))) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const bytes = pdf.subarray(start, end);
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    for (const block of content.matchAll(/\[(.*?)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/gs)) {
      const hexes =
        block[1] !== undefined ? [...block[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]!) : [block[2]!];
      out.push(hexes.map((h) => Buffer.from(h, 'hex').toString('latin1')).join(''));
    }
    streams.lastIndex = end;
  }
  return out.join('\n');
}
