// Issue 32 item 1: Mexico's national postcode catalogue as SEPOMEX (Correos de México) publishes it for download, the
// pipe-separated `CPdescarga.txt`: a first line with the catalogue's terms of use, then the header below, then one row per
// settlement (asentamiento: colonia, fraccionamiento, barrio...), Latin-1 encoded. SEPOMEX's state and municipality keys
// (c_estado, c_mnpio) are INEGI's, the ids of server/data/geo/mx. There are no streets in the catalogue.
// The catalogue is free for private use and may not be passed on (server/data/SOURCES.md): only its format is here; tests
// use small made-up files.

export const SEPOMEX_COLUMNS = [
  'd_codigo',
  'd_asenta',
  'd_tipo_asenta',
  'D_mnpio',
  'd_estado',
  'd_ciudad',
  'd_CP',
  'c_estado',
  'c_oficina',
  'c_CP',
  'c_tipo_asenta',
  'c_mnpio',
  'id_asenta_cpcons',
  'd_zona',
  'c_cve_ciudad',
] as const;

const HEADER_START = 'd_codigo|d_asenta|';

/** A row in the order of the documented CSV: country, postcode, state, city, district, street. */
export interface PostcodeRow {
  line: number;
  cells: string[];
}

/** The text of a postcode file: UTF-8 when it is valid UTF-8, else Latin-1 (as SEPOMEX publishes its catalogue). */
export function decodePostcodeFile(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('latin1').decode(bytes);
  }
}

/** Whether the text is SEPOMEX's layout: its header on one of the first two lines. */
export function isSepomex(text: string): boolean {
  return text.split(/\r?\n/, 2).some((line) => line.replace(/^\uFEFF/, '').startsWith(HEADER_START));
}

/**
 * SEPOMEX rows as rows of the documented CSV: state by its INEGI key (c_estado), municipality by c_estado + c_mnpio (the
 * 5-digit INEGI code), the settlement's name (d_asenta) as the colony. Throws when the header is not SEPOMEX's.
 */
export function parseSepomex(text: string): PostcodeRow[] {
  const lines = text.split(/\r?\n/);
  const headerIndex = lines.findIndex((line, i) => i < 2 && line.replace(/^\uFEFF/, '').startsWith(HEADER_START));
  if (headerIndex < 0) throw new Error(`the SEPOMEX header ${SEPOMEX_COLUMNS.join('|')} was not found`);
  const header = lines[headerIndex]!.replace(/^\uFEFF/, '')
    .trim()
    .split('|');
  const at = (name: (typeof SEPOMEX_COLUMNS)[number]) => {
    const index = header.indexOf(name);
    if (index < 0) throw new Error(`the SEPOMEX header has no column ${name}`);
    return index;
  };
  const col = { postcode: at('d_codigo'), colony: at('d_asenta'), state: at('c_estado'), municipality: at('c_mnpio') };
  const rows: PostcodeRow[] = [];
  for (let i = headerIndex + 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === '') continue;
    const cells = line.split('|').map((c) => c.trim());
    // keys are zero-padded (09, 015); a file saved through a spreadsheet may have lost the zeros
    const pad = (value: string, width: number) => (/^\d+$/.test(value) ? value.padStart(width, '0') : value);
    const state = pad(cells[col.state] ?? '', 2);
    const municipality = pad(cells[col.municipality] ?? '', 3);
    rows.push({
      line: i + 1,
      cells: [
        'MX',
        cells[col.postcode] ?? '',
        state,
        state && municipality ? `${state}${municipality}` : '',
        cells[col.colony] ?? '',
        '',
      ],
    });
  }
  return rows;
}
