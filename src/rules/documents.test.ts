// spec §3, §5: document rules. Vectors: public examples (SUNAT, DIAN, SAT/RENAPO via python-stdnum's doctests, Receita
// Federal's alphanumeric CNPJ example) plus numbers generated once with an independent implementation and pasted here.
// Numbers that may belong to real people are test fixtures only.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DOCUMENT_TYPES,
  defaultDocumentType,
  documentStruct,
  documentTypesFor,
  normalizeDocumentType,
  taxIdentifier,
  validateDocument,
  type DocumentErrorKey,
} from './documents';
import { is } from 'superstruct';
import { validateCurp } from './document-validators';

const valid = (type: string, value: string, options?: Parameters<typeof validateDocument>[2]) => {
  const result = validateDocument(type, value, options);
  if (!result.ok) throw new Error(`${type} ${value} rejected with ${result.error}`);
  return result;
};
const errorOf = (type: string, value: unknown, options?: Parameters<typeof validateDocument>[2]) => {
  const result = validateDocument(type, value, options);
  return result.ok ? 'ok' : result.error;
};

describe('normalizeDocumentType (spec §3)', () => {
  it.each([
    ['CE', 'CEDULA_DE_EXTRANJERIA'],
    ['cc', 'CEDULA_DE_CIUDADANIA'],
    [' rut ', 'RUT'],
    ['Carnet de extranjeria', 'CARNET_DE_EXTRANJERIA'],
    ['dniDv', 'DNIDV'],
    ['PASSPORT', null],
    ['', null],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeDocumentType(input)).toBe(expected);
  });
});

describe('RUT (spec §5)', () => {
  it.each([
    ['12.345.678-5', '12.345.678-5', '123456785'],
    ['11.111.111-1', '11.111.111-1', '111111111'],
    ['22455603-9', '22.455.603-9', '224556039'],
    ['4735650-4', '4.735.650-4', '47356504'],
    ['25882305-2', '25.882.305-2', '258823052'],
    ['19299464-0', '19.299.464-0', '192994640'], // check digit 0
    ['25025631-0', '25.025.631-0', '250256310'],
    ['15076749-0', '15.076.749-0', '150767490'],
    ['3917183-k', '3.917.183-K', '3917183K'], // check digit K, lower case accepted
    ['22806503K', '22.806.503-K', '22806503K'],
    [' 13.045.349-K ', '13.045.349-K', '13045349K'],
    ['9217207-4', '9.217.207-4', '92172074'],
  ])('accepts %s', (input, formatted, normalized) => {
    const result = valid('RUT', input);
    expect(result.formatted).toBe(formatted);
    expect(result.normalized).toBe(normalized);
  });

  it.each<[string, DocumentErrorKey]>([
    ['12.345.678-6', 'document.invalidCheckDigit'],
    ['12.345.678-K', 'document.invalidCheckDigit'],
    ['3917183-0', 'document.invalidCheckDigit'],
    ['19299464-K', 'document.invalidCheckDigit'],
    ['123.456.789-0', 'document.invalidLength'],
    ['K', 'document.invalidCharacters'],
    ['12.345.678-X', 'document.invalidCharacters'],
    ['12a45678-5', 'document.invalidCharacters'],
    ['0-0', 'document.invalidLength'],
    // spec §5: 1-2 digits, three, three: a body of 7 or 8 digits
    ['1-9', 'document.invalidLength'],
    ['5-1', 'document.invalidLength'],
    ['123.456-0', 'document.invalidLength'],
    ['00.123.456-0', 'document.invalidLength'],
    ['12,345,678-5', 'document.invalidCharacters'],
    ['K1234567-5', 'document.invalidCharacters'],
  ])('rejects %s with %s', (input, error) => {
    expect(errorOf('RUT', input)).toBe(error);
  });
});

describe('RUC (spec §5)', () => {
  it.each([
    '20100070970', // public: SUNAT padrón
    '20131312955', // public: SUNAT itself
    '16940781616',
    '20495931031',
    '16131647526',
    '16534192839',
    '15764835031',
    '10564139535',
    '20451462700', // check digit 0
    '15116566700',
    '17101226913',
    '16969653285',
    ' 20100070970 ',
  ])('accepts %s', (input) => {
    expect(valid('RUC', input).normalized).toBe(input.trim());
  });

  it('accepts the remainder cases: check digit 0 (11 - r = 10) and 1 (11 - r = 11)', () => {
    expect(valid('RUC', '20451462700').normalized).toBe('20451462700');
    expect(errorOf('RUC', '20451462701')).toBe('document.invalidCheckDigit');
  });

  it.each<[string, DocumentErrorKey]>([
    ['20100070971', 'document.invalidCheckDigit'],
    ['20131312950', 'document.invalidCheckDigit'],
    ['16940781610', 'document.invalidCheckDigit'],
    ['30100070970', 'document.invalidPrefix'],
    ['11100070970', 'document.invalidPrefix'],
    ['2010007097', 'document.invalidLength'],
    ['201000709701', 'document.invalidLength'],
    ['2010007097A', 'document.invalidCharacters'],
    ['RUC20100070', 'document.invalidCharacters'],
    ['', 'document.required'],
    ['   ', 'document.required'],
  ])('rejects %s with %s', (input, error) => {
    expect(errorOf('RUC', input)).toBe(error);
  });
});

describe('DNI with dniDv, Peru (spec §3, §5)', () => {
  const vectors: [string, string, string][] = [
    ['10651333', '9', 'C'],
    ['87262473', '8', 'B'],
    ['17810801', '3', 'H'],
    ['32677360', '9', 'C'],
    ['26064746', '1', 'F'],
    ['87234309', '7', 'A'],
    ['80500978', '6', 'K'],
    ['13619399', '1', 'F'],
    ['09169985', '6', 'K'],
    ['43534624', '9', 'C'],
    ['75107991', '1', 'E'],
  ];
  it.each(vectors)('accepts %s with the digit %s in every input form', (digits, digit) => {
    expect(valid('DNI', `${digits}-${digit}`).normalized).toBe(digits + digit);
    expect(valid('DNI', digits + digit).formatted).toBe(`${digits}-${digit}`);
    expect(valid('DNI', digits, { dv: digit }).dv).toBe(digit);
    expect(valid('DNIDV', digits + digit).normalized).toBe(digits + digit);
  });
  it.each(vectors)('accepts %s with the letter form of older cards (%s / %s)', (digits, _digit, letter) => {
    expect(valid('DNI', `${digits}-${letter.toLowerCase()}`).dv).toBe(letter);
  });

  it.each<[string, { dv?: string; requireDv?: boolean } | undefined, DocumentErrorKey]>([
    ['10651333-8', undefined, 'document.invalidCheckDigit'],
    ['10651333-D', undefined, 'document.invalidCheckDigit'],
    ['87262473', { dv: '9' }, 'document.invalidCheckDigit'],
    ['87262473-8', { dv: '7' }, 'document.invalidCheckDigit'],
    ['87262473', undefined, 'document.dvRequired'],
    ['1065133', undefined, 'document.invalidLength'],
    ['1065133399', undefined, 'document.invalidLength'],
    ['10651333-Z', undefined, 'document.invalidCharacters'],
    ['1065l333-9', undefined, 'document.invalidCharacters'],
    ['10651333', { dv: 'Z' }, 'document.invalidCheckDigit'],
    ['', undefined, 'document.required'],
  ])('rejects %s %j with %s (DNI and DNIDV)', (input, options, error) => {
    expect(errorOf('DNI', input, options)).toBe(error);
    expect(errorOf('DNIDV', input, options)).toBe(error);
  });

  it('takes 8 digits without a verification character only when asked to', () => {
    expect(valid('DNI', '87262473', { requireDv: false }).normalized).toBe('87262473');
    expect(errorOf('DNIDV', '87262473', { requireDv: false })).toBe('document.dvRequired');
  });

  it('Argentina and Uruguay: 7-8 digits without verification character', () => {
    expect(valid('DNI', '12.345.678', { country: 'AR' }).formatted).toBe('12.345.678');
    expect(valid('DNI', '4567890', { country: 'UY' }).normalized).toBe('4567890');
    expect(errorOf('DNI', '123456', { country: 'AR' })).toBe('document.invalidLength');
    expect(errorOf('DNI', '12345678K', { country: 'AR' })).toBe('document.invalidCharacters');
  });
});

describe('CARNET_DE_EXTRANJERIA (spec §5: letters and digits)', () => {
  it.each([
    '001234567',
    'N12345',
    'AB1234567',
    'x9z8y7',
    '000000001',
    'E-123456',
    '123 456 789',
    'CE001',
    'A',
    'ABCDEFGHIJKL',
  ])('accepts %s', (input) => {
    expect(valid('CARNET_DE_EXTRANJERIA', input).normalized).toMatch(/^[A-Z0-9]{1,12}$/);
  });
  it.each<[string, DocumentErrorKey]>([
    ['ABCDEFGHIJKLM', 'document.invalidLength'],
    ['1234567890123', 'document.invalidLength'],
    ['AB#123', 'document.invalidCharacters'],
    ['ÑAB123', 'document.invalidCharacters'],
    ['12_345', 'document.invalidCharacters'],
    ['12*345', 'document.invalidCharacters'],
    ['ab+12', 'document.invalidCharacters'],
    ['(12345)', 'document.invalidCharacters'],
    ['12345€', 'document.invalidCharacters'],
    ['', 'document.required'],
  ])('rejects %s', (input, error) => {
    expect(errorOf('CARNET_DE_EXTRANJERIA', input)).toBe(error);
  });
});

describe('CEDULA_DE_CIUDADANIA and CEDULA_DE_EXTRANJERIA (spec §5)', () => {
  it.each([
    '1234567',
    '12345678',
    '123456789',
    '1234567890',
    '1.020.345.678',
    '79 123 456',
    '52.123.456',
    '0012345',
    '9999999999',
    '1000000',
  ])('CC accepts %s', (input) => {
    expect(validateDocument('CC', input).ok).toBe(true);
  });
  it.each<[string, DocumentErrorKey]>([
    ['123456', 'document.invalidLength'],
    ['12345678901', 'document.invalidLength'],
    ['12345A7', 'document.invalidCharacters'],
    ['1234567,8', 'document.invalidCharacters'],
    ['+1234567', 'document.invalidCharacters'],
    ['1', 'document.invalidLength'],
    ['12', 'document.invalidLength'],
    ['١٢٣٤٥٦٧', 'document.invalidCharacters'],
    ['', 'document.required'],
    ['123_4567', 'document.invalidCharacters'],
  ])('CC rejects %s', (input, error) => {
    expect(errorOf('CEDULA_DE_CIUDADANIA', input)).toBe(error);
  });
  it('CC honours a configured min/max', () => {
    expect(errorOf('CC', '12345678', { minLength: 9, maxLength: 10 })).toBe('document.invalidLength');
    expect(errorOf('CC', '123456', { minLength: 6 })).toBe('ok');
  });

  it.each(['1', '12', '123', '1234', '12345', '123456', '1234567', '12345678', '123456789', '1234567890'])(
    'CE accepts %s',
    (input) => {
      expect(valid('CE', input).normalized).toBe(input);
    },
  );
  it.each<[string, DocumentErrorKey]>([
    ['12345678901', 'document.invalidLength'],
    ['123456789012', 'document.invalidLength'],
    ['A12345', 'document.invalidCharacters'],
    ['12345X', 'document.invalidCharacters'],
    ['12#45', 'document.invalidCharacters'],
    ['12,45', 'document.invalidCharacters'],
    ['1e5', 'document.invalidCharacters'],
    ['½', 'document.invalidCharacters'],
    ['', 'document.required'],
    ['  ', 'document.required'],
  ])('CE rejects %s', (input, error) => {
    expect(errorOf('CEDULA_DE_EXTRANJERIA', input)).toBe(error);
  });
});

describe('NIT (spec §5)', () => {
  it.each([
    ['800197268-4', '800.197.268-4'], // public: DIAN
    ['8001972684', '800.197.268-4'],
    ['900.123.456-8', '900.123.456-8'],
    ['819665774-7', '819.665.774-7'],
    ['944320136-0', '944.320.136-0'], // remainder 0
    ['8572181741', '857.218.174-1'], // remainder 1
    ['935797388-4', '935.797.388-4'],
    ['871189194-2', '871.189.194-2'],
    ['835556038-5', '835.556.038-5'],
    ['876500721-6', '876.500.721-6'],
    ['975550430-0', '975.550.430-0'],
    ['12345678902', '1.234.567.890-2'], // ten-digit base: DIAN series continues from the right
    ['987654321018', '98.765.432.101-8'],
  ])('accepts %s', (input, formatted) => {
    expect(valid('NIT', input).formatted).toBe(formatted);
  });
  it.each<[string, DocumentErrorKey]>([
    ['800197268-5', 'document.invalidCheckDigit'],
    ['8001972685', 'document.invalidCheckDigit'],
    ['944320136-1', 'document.invalidCheckDigit'],
    ['857218174-0', 'document.invalidCheckDigit'],
    ['80019726-8', 'document.invalidLength'],
    ['800197268', 'document.invalidLength'],
    ['800197268-45', 'document.invalidFormat'],
    ['8001-972684', 'document.invalidFormat'],
    ['800197268-K', 'document.invalidCharacters'],
    ['NIT800197268', 'document.invalidCharacters'],
    ['', 'document.required'],
  ])('rejects %s with %s', (input, error) => {
    expect(errorOf('NIT', input)).toBe(error);
  });
});

describe('RFC (spec §5)', () => {
  it.each([
    'GODE561231GR8', // public: python-stdnum
    'MUÑO800101AB3', // Ñ
    'PEÑA9912311A5',
    'LOP&040229ZZ6', // & and 29 February 2004
    'ABC010101122', // company, 12 characters
    'ÑAN200315X95',
    'A&B150630K17',
    'SANC761003Q59',
    'XYZ990101A18',
    'RAMI000229P2A', // check digit A; 29 February 2000
    'BOL120710A26',
    'GAME871120H79',
    'XAXX010101000', // generic national
    'XEXX010101000', // generic foreign
    'gode-561231-gr8',
  ])('accepts %s', (input) => {
    const result = valid('RFC', input);
    expect(result.warnings).toBeUndefined();
  });
  it('a failing check digit is a warning, not a rejection', () => {
    const result = valid('RFC', 'GODE561231GR9');
    expect(result.warnings).toEqual(['document.checkDigitWarning']);
  });
  it.each<[string, DocumentErrorKey]>([
    ['GODE561331GR8', 'document.invalidDate'], // month 13
    ['LOP&020229ZZ0', 'document.invalidDate'], // 29 February 1902 / 2002
    ['GODE560230GR8', 'document.invalidDate'], // 30 February
    ['GODE561232GR8', 'document.invalidDate'],
    ['GODE560431GR8', 'document.invalidDate'], // 31 April
    ['GODE561231GR', 'document.invalidFormat'], // 12 characters but a person's prefix
    ['GODE561231GRB', 'document.invalidFormat'], // check character B
    ['GO1E561231GR8', 'document.invalidFormat'],
    ['GODE561231G08', 'document.invalidFormat'], // 0 is not a homoclave character
    ['GODE561231OR8', 'document.invalidFormat'], // nor is O
    ['GODE56123GR8', 'document.invalidFormat'],
    ['GODEX561231GR8', 'document.invalidLength'],
    ['AB010101122', 'document.invalidLength'],
    ['GODE561231G#8', 'document.invalidCharacters'],
    ['', 'document.required'],
  ])('rejects %s with %s', (input, error) => {
    expect(errorOf('RFC', input)).toBe(error);
  });
});

describe('CURP (spec §5)', () => {
  it.each([
    'BOXW310820HNERXN09', // public: python-stdnum; NE = born abroad
    'HEGG560427MVZRRL04', // public: python-stdnum
    'GOMA850101HDFRRN00',
    'LOPE900615MJCPRR07',
    'PEXA010101XNEXXXA2', // sex X, born 2001 (letter differentiator)
    'RAMJ051231HNLMRNA7',
    'SAVL991231MCHNLS07',
    'TOGA000229HBCRRLA6', // 29 February 2000
    'MAMX100710XDFRRNB5', // sex X
    'CUFE451110HGTRRR09',
    'AAAA200229MQRXXX16', // 29 February 1920
    'vigl780305hsplns08',
  ])('accepts %s', (input) => {
    expect(valid('CURP', input).normalized).toBe(input.toUpperCase());
  });
  it.each<[string, DocumentErrorKey]>([
    ['BOXW310820HNERXN08', 'document.invalidCheckDigit'],
    ['HEGG560427MVZRRL05', 'document.invalidCheckDigit'],
    ['HEGG560427ZVZRRL04', 'document.invalidFormat'], // sex Z
    ['HEGG560427MXXRRL04', 'document.invalidState'],
    ['HEGG561327MVZRRL04', 'document.invalidDate'],
    ['TOGA010229HBCRRLA6', 'document.invalidDate'], // 29 February 2001
    ['TOGA010229HBCRRL07', 'document.invalidDate'], // digit differentiator: 29 February 1901
    ['TOMA880125HMNRRNO2', 'document.invalidDate'], // issue 30: a letter differentiator for a 1988 birth (2088 is to come)
    ['HBGG560427MVZRRL04', 'document.invalidFormat'], // second letter not a vowel
    ['HEGG560427MVZAAL04', 'document.invalidFormat'], // vowels where consonants go
    ['HEGG560427MVZRRL0', 'document.invalidLength'],
    ['HEGG560427MVZRRL04X', 'document.invalidLength'],
    ['HEGG56042#MVZRRL04', 'document.invalidCharacters'],
    ['', 'document.required'],
  ])('rejects %s with %s', (input, error) => {
    expect(errorOf('CURP', input)).toBe(error);
  });
});

describe('CURP: the differentiator and the birth year (issue 30)', () => {
  // a letter at position 17 is a birth from 2000 on: the date it gives must have come by `today`
  const on = (iso: string) => new Date(`${iso}T12:00:00Z`);
  it('refuses a letter whose 20yy birth date is still to come, on the day before and accepts it from that day', () => {
    expect(validateCurp('RAMJ051231HNLMRNA7', on('2005-12-30')).ok).toBe(false);
    expect(validateCurp('RAMJ051231HNLMRNA7', on('2005-12-31')).ok).toBe(true);
  });
  it('takes a digit as a birth in the 1900s, whatever the date today', () => {
    expect(validateCurp('SAVL991231MCHNLS07', on('2026-11-27')).ok).toBe(true);
  });
});

describe('CPF (spec §5)', () => {
  it.each([
    '390.533.447-05', // public: python-stdnum
    '567.945.748-29',
    '008.399.997-39',
    '717.112.653-65',
    '87735888732',
    '59549967093',
    '32145548327',
    '71230821090',
    '111.225.159-60',
    '94288165075',
    '14419398817',
  ])('accepts %s', (input) => {
    const result = valid('CPF', input);
    expect(result.formatted).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
  });
  it.each<[string, DocumentErrorKey]>([
    ['390.533.447-06', 'document.invalidCheckDigit'],
    ['390.533.447-15', 'document.invalidCheckDigit'],
    ['000.000.000-00', 'document.repeatedDigits'],
    ['111.111.111-11', 'document.repeatedDigits'],
    ['22222222222', 'document.repeatedDigits'],
    ['99999999999', 'document.repeatedDigits'],
    ['390.533.447-0', 'document.invalidLength'],
    ['390.533.447-055', 'document.invalidLength'],
    ['390.533.44A-05', 'document.invalidCharacters'],
    ['', 'document.required'],
    ['390,533,447-05', 'document.invalidCharacters'],
  ])('rejects %s with %s', (input, error) => {
    expect(errorOf('CPF', input)).toBe(error);
  });
  it('rejects all ten repeated-digit numbers', () => {
    for (let d = 0; d <= 9; d += 1) expect(errorOf('CPF', String(d).repeat(11))).toBe('document.repeatedDigits');
  });
});

describe('CNPJ, numeric and alphanumeric (spec §5)', () => {
  it.each([
    ['16.727.230/0001-97', '16727230000197'], // public: python-stdnum
    ['12.ABC.345/01DE-35', '12ABC34501DE35'], // public: Receita Federal's alphanumeric example
    ['24366125000106', '24366125000106'],
    ['84.252.420/0001-55', '84252420000155'],
    ['30863865000142', '30863865000142'],
    ['46553958000100', '46553958000100'],
    ['A1B2C3D4000193', 'A1B2C3D4000193'],
    ['zz.000.000/0001-59', 'ZZ000000000159'],
    ['AB12CD34000184', 'AB12CD34000184'],
    ['00ABCDEF000157', '00ABCDEF000157'],
    ['9X8Y7W6V000109', '9X8Y7W6V000109'],
  ])('accepts %s', (input, normalized) => {
    expect(valid('CNPJ', input).normalized).toBe(normalized);
  });
  it.each<[string, DocumentErrorKey]>([
    ['16.727.230/0001-98', 'document.invalidCheckDigit'],
    ['12.ABC.345/01DE-36', 'document.invalidCheckDigit'],
    ['12.ABD.345/01DE-35', 'document.invalidCheckDigit'],
    ['12.ABC.345/01DE-3A', 'document.invalidFormat'], // check digits are numeric
    ['00.000.000/0000-00', 'document.repeatedDigits'],
    ['11111111111111', 'document.repeatedDigits'],
    ['16.727.230/0001-9', 'document.invalidLength'],
    ['16.727.230/00001-97', 'document.invalidLength'],
    ['16.727.230/0001_97', 'document.invalidCharacters'],
    ['12.ÀBC.345/01DE-35', 'document.invalidCharacters'],
    ['', 'document.required'],
  ])('rejects %s with %s', (input, error) => {
    expect(errorOf('CNPJ', input)).toBe(error);
  });
});

describe('documentTypesFor and defaults (spec §3)', () => {
  it.each([
    ['CL', 'personal', ['RUT']],
    ['PE', 'personal', ['DNI', 'CARNET_DE_EXTRANJERIA', 'RUC']],
    ['PE', 'company', ['RUC']],
    ['BR', 'personal', ['CPF']],
    ['BR', 'ORGANIZATION', ['CNPJ']],
    ['AR', 'personal', ['DNI']],
    ['MX', 'INDIVIDUAL', ['CURP', 'RFC']],
    ['MX', 'company', ['RFC']],
    ['CO', 'personal', ['CEDULA_DE_CIUDADANIA', 'CEDULA_DE_EXTRANJERIA']],
    ['CO', 'company', ['NIT']],
    ['ZZ', 'personal', ['RUT']],
  ] as const)('%s %s -> %j', (country, kind, types) => {
    expect(documentTypesFor(country, kind)).toEqual(types);
  });
  it.each([
    ['CL', 'personal', 'RUT'],
    ['CL', 'company', 'RUT'],
    ['CO', 'personal', 'CEDULA_DE_CIUDADANIA'],
    ['CO', 'company', 'NIT'],
    ['BR', 'personal', 'CPF'],
    ['BR', 'company', 'CNPJ'],
    ['XX', 'company', 'RUT'],
  ] as const)('default for %s %s is %s', (country, kind, type) => {
    expect(defaultDocumentType(country, kind)).toBe(type);
  });
});

describe('taxIdentifier (spec §3)', () => {
  it.each([
    ['CL', 'RUT', '12.345.678-5', 'CL01123456785'],
    ['PE', 'RUC', '20100070970', 'PE0720100070970'],
    ['PE', 'DNI', '09169985', 'PE039169985'], // leading zero removed
    ['PE', 'DNI', '87262473-8', 'PE0387262473'], // the verification character is not part of the number
    ['BR', 'CNPJ', '16.727.230/0001-97', 'BR3016727230000197'],
    ['BR', 'CPF', '008.399.997-39', 'BR31839999739'],
    ['AR', 'DNI', '12.345.678', 'AR1012345678'],
    ['MX', 'CURP', 'HEGG560427MVZRRL04', 'MX21HEGG560427MVZRRL04'],
    ['mx', 'RFC', 'GODE-561231-GR8', 'MX35GODE561231GR8'],
  ])('%s %s %s -> %s', (country, type, number, expected) => {
    expect(taxIdentifier(country, type, number)).toBe(expected);
  });
  it('gives null where the spec has no code', () => {
    expect(taxIdentifier('CO', 'NIT', '800197268-4')).toBeNull();
    expect(taxIdentifier('CL', 'CPF', '39053344705')).toBeNull();
    expect(taxIdentifier('CL', 'RUT', '000')).toBeNull();
  });
});

describe('documentStruct', () => {
  it('accepts a valid value and rejects an invalid one', () => {
    expect(is('12.345.678-5', documentStruct('RUT'))).toBe(true);
    expect(is('12.345.678-6', documentStruct('RUT'))).toBe(false);
    expect(is(12345678, documentStruct('RUT'))).toBe(false);
  });
});

// Independent implementations, used only to build the property-test vectors below.
const refRut = (body: string) => {
  const digits = body.split('').reverse().map(Number);
  const sum = digits.reduce((acc, d, i) => acc + d * [2, 3, 4, 5, 6, 7][i % 6]!, 0);
  return ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'K', '0'][11 - (sum % 11)]!;
};
const refCpf = (n9: string) => {
  const d = n9.split('').map(Number);
  for (let k = 0; k < 2; k += 1) {
    const s = d.reduce((acc, x, i) => acc + x * (d.length + 1 - i), 0) % 11;
    d.push(s < 2 ? 0 : 11 - s);
  }
  return d.join('');
};
const refCnpj = (b12: string) => {
  const v = b12.split('').map((c) => c.charCodeAt(0) - 48);
  for (const w of [
    [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
    [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
  ]) {
    const s = v.reduce((acc, x, i) => acc + x * w[i]!, 0) % 11;
    v.push(s < 2 ? 0 : 11 - s);
  }
  return b12 + v.slice(12).join('');
};
const refNit = (base: string) => {
  const w = [71, 67, 59, 53, 47, 43, 41, 37, 29, 23, 19, 17, 13, 7, 3].slice(15 - base.length);
  const r = base.split('').reduce((acc, c, i) => acc + Number(c) * w[i]!, 0) % 11;
  return base + (r > 1 ? 11 - r : r);
};

const refRuc = (d10: string) => {
  const s = d10.split('').reduce((acc, c, i) => acc + Number(c) * [5, 4, 3, 2, 7, 6, 5, 4, 3, 2][i]!, 0);
  const r = 11 - (s % 11);
  return d10 + (r === 10 ? '0' : r === 11 ? '1' : String(r));
};
const refDni = (d8: string) => {
  const s = d8.split('').reduce((acc, c, i) => acc + Number(c) * [3, 2, 7, 6, 5, 4, 3, 2][i]!, 0);
  const k = (11 - (s % 11)) % 11;
  return { digit: [6, 7, 8, 9, 0, 1, 1, 2, 3, 4, 5][k]!.toString(), letter: 'KABCDEFGHIJ'.charAt(k) };
};

describe('properties (fast-check)', () => {
  const digitString = (min: number, max: number) =>
    fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), minLength: min, maxLength: max });

  it('RUT: format then validate round-trips', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000_000, max: 99_999_999 }), (n) => {
        const body = String(n);
        const first = valid('RUT', body + refRut(body));
        const again = valid('RUT', first.formatted);
        expect(again.normalized).toBe(first.normalized);
      }),
    );
  });
  it('CPF: format then validate round-trips', () => {
    fc.assert(
      fc.property(
        digitString(9, 9).filter((s) => !/^(.)\1*$/.test(s)),
        (n9) => {
          const first = valid('CPF', refCpf(n9));
          expect(valid('CPF', first.formatted).normalized).toBe(refCpf(n9));
        },
      ),
    );
  });
  it('CNPJ (alphanumeric): format then validate round-trips', () => {
    const base = fc.string({
      unit: fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('')),
      minLength: 12,
      maxLength: 12,
    });
    fc.assert(
      fc.property(
        base.filter((s) => !/^(.)\1*$/.test(s)),
        (b12) => {
          const first = valid('CNPJ', refCnpj(b12).toLowerCase());
          expect(valid('CNPJ', first.formatted).normalized).toBe(refCnpj(b12));
        },
      ),
    );
  });
  it('NIT: format then validate round-trips', () => {
    fc.assert(
      fc.property(digitString(9, 15), (base) => {
        const first = valid('NIT', refNit(base));
        expect(valid('NIT', first.formatted).normalized).toBe(refNit(base));
      }),
    );
  });
  it('RUC: validate round-trips, any prefix of the list', () => {
    fc.assert(
      fc.property(fc.constantFrom('10', '15', '16', '17', '20'), digitString(8, 8), (prefix, rest) => {
        const ruc = refRuc(prefix + rest);
        expect(valid('RUC', ` ${ruc} `).normalized).toBe(ruc);
      }),
    );
  });
  it('DNI: format then validate round-trips, numeric and letter forms', () => {
    fc.assert(
      fc.property(digitString(8, 8), fc.boolean(), (digits, letter) => {
        const { digit, letter: char } = refDni(digits);
        const first = valid('DNI', digits, { dv: letter ? char : digit });
        expect(valid('DNI', first.formatted).normalized).toBe(first.normalized);
      }),
    );
  });
  it('a changed check digit is rejected (RUT, CPF, CNPJ)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000_000, max: 99_999_999 }),
        fc.constantFrom(...'0123456789K'.split('')),
        (n, dv) => {
          const body = String(n);
          fc.pre(dv !== refRut(body));
          expect(errorOf('RUT', body + dv)).toBe('document.invalidCheckDigit');
        },
      ),
    );
    fc.assert(
      fc.property(
        digitString(9, 9).filter((s) => !/^(.)\1*$/.test(s)),
        fc.integer({ min: 1, max: 9 }),
        (n9, delta) => {
          const cpf = refCpf(n9);
          const changed = cpf.slice(0, 10) + ((Number(cpf[10]) + delta) % 10);
          expect(errorOf('CPF', changed)).toBe('document.invalidCheckDigit');
        },
      ),
    );
    fc.assert(
      fc.property(
        digitString(12, 12).filter((s) => !/^(.)\1*$/.test(s)),
        fc.integer({ min: 1, max: 9 }),
        (b12, delta) => {
          const cnpj = refCnpj(b12);
          const changed = cnpj.slice(0, 12) + ((Number(cnpj[12]) + delta) % 10) + cnpj[13];
          expect(errorOf('CNPJ', changed)).toBe('document.invalidCheckDigit');
        },
      ),
    );
  });
  it('no document rule throws on arbitrary input', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DOCUMENT_TYPES, 'CE', 'CC', 'x'),
        fc.anything(),
        fc.anything(),
        (type, value, options) => {
          const opts =
            typeof options === 'object' && options !== null ? (options as Record<string, unknown>) : undefined;
          expect(() => validateDocument(type, value, opts as never)).not.toThrow();
          expect(() => taxIdentifier('CL', type, value as string)).not.toThrow();
        },
      ),
    );
    fc.assert(
      fc.property(fc.constantFrom(...DOCUMENT_TYPES), fc.string(), (type, value) => {
        expect(() => validateDocument(type, value)).not.toThrow();
      }),
    );
  });
});
