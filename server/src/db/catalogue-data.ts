// Demo product catalogue (issue 11/15: shared by orders, quotations, lists and the wish list; issue 34: the storefront's
// ~200 products over 8 categories). MADE UP for the demo: names of ordinary home-improvement goods in Spanish and Portuguese,
// invented brands, prices per tenant currency chosen to look plausible, stock drawn from a fixed pseudo-random sequence.
// Nobody's real listing. The 14 skus HM-1001 ... HM-7001 keep their names and prices (orders, lists, quotations and tests
// use them). A real catalogue replaces this one through `npm run catalogue -- import <file.csv>` (docs/storefront.md).
export interface DemoProduct {
  sku: string;
  name: string;
  /** Brazilian Portuguese name (product_texts 'pt') */
  namePt: string;
  brand: string;
  category: string;
  /** price in Chilean pesos; other currencies are derived with fixed demo rates below */
  clp: number;
  description: string;
  descriptionPt: string;
  unit: 'each' | 'm2';
  m2PerBox: number | null;
  variantGroup: string | null;
  variantLabel: string | null;
  widthCm: number | null;
  heightCm: number | null;
  depthCm: number | null;
  warrantyEligible: boolean;
  /** installation service price in CLP (null: no installation offered) */
  installationClp: number | null;
  homeDelivery: boolean;
}

/** The 8 categories (ids as stored in products.category) with their names per language. */
export const DEMO_CATEGORIES = [
  { id: 'herramientas', es: 'Herramientas', pt: 'Ferramentas' },
  { id: 'pinturas', es: 'Pinturas', pt: 'Tintas' },
  { id: 'pisos', es: 'Pisos y revestimientos', pt: 'Pisos e revestimentos' },
  { id: 'baño y cocina', es: 'Baño y cocina', pt: 'Banheiro e cozinha' },
  { id: 'iluminación', es: 'Iluminación', pt: 'Iluminação' },
  { id: 'jardín', es: 'Jardín', pt: 'Jardim' },
  { id: 'electro', es: 'Electro y electrohogar', pt: 'Eletro e eletrodomésticos' },
  { id: 'ferretería', es: 'Ferretería', pt: 'Ferragens' },
] as const;

type Spec = Partial<DemoProduct> & Pick<DemoProduct, 'sku' | 'name' | 'namePt' | 'brand' | 'category' | 'clp'>;

const CATEGORY_TRAITS: Record<string, { warranty: boolean; es: string; pt: string }> = {
  herramientas: {
    warranty: true,
    es: 'Herramienta para trabajos en casa y obra.',
    pt: 'Ferramenta para trabalhos em casa e obra.',
  },
  pinturas: {
    warranty: false,
    es: 'Para interiores y exteriores, fácil de aplicar.',
    pt: 'Para interiores e exteriores, fácil de aplicar.',
  },
  pisos: {
    warranty: false,
    es: 'Revestimiento resistente y fácil de limpiar.',
    pt: 'Revestimento resistente e fácil de limpar.',
  },
  'baño y cocina': {
    warranty: false,
    es: 'Para renovar tu baño o tu cocina.',
    pt: 'Para renovar seu banheiro ou sua cozinha.',
  },
  iluminación: {
    warranty: false,
    es: 'Iluminación eficiente para tu hogar.',
    pt: 'Iluminação eficiente para sua casa.',
  },
  jardín: { warranty: false, es: 'Para disfrutar tu jardín y terraza.', pt: 'Para aproveitar seu jardim e varanda.' },
  electro: {
    warranty: true,
    es: 'Electrohogar con garantía del fabricante.',
    pt: 'Eletrodoméstico com garantia do fabricante.',
  },
  ferretería: { warranty: false, es: 'Ferretería para el día a día.', pt: 'Ferragens para o dia a dia.' },
};

function product(spec: Spec): DemoProduct {
  const traits = CATEGORY_TRAITS[spec.category]!;
  return {
    description: `${spec.name}. ${traits.es}`,
    descriptionPt: `${spec.namePt}. ${traits.pt}`,
    unit: 'each',
    m2PerBox: null,
    variantGroup: null,
    variantLabel: null,
    widthCm: null,
    heightCm: null,
    depthCm: null,
    warrantyEligible: traits.warranty,
    installationClp: null,
    homeDelivery: true,
    ...spec,
  };
}

/** A product sold in several sizes (spec §5: choosing one is required): one sku per size, one variant group. */
function sized(
  group: string,
  base: Omit<Spec, 'sku' | 'name' | 'namePt' | 'clp'>,
  sizes: { sku: string; label: string; name: string; namePt: string; clp: number; extra?: Partial<DemoProduct> }[],
): DemoProduct[] {
  return sizes.map((s) =>
    product({
      ...base,
      sku: s.sku,
      name: s.name,
      namePt: s.namePt,
      clp: s.clp,
      variantGroup: group,
      variantLabel: s.label,
      ...s.extra,
    }),
  );
}

/** A tile or floor family sold by m2, in boxes, one sku per size. */
function tiles(
  group: string,
  brand: string,
  es: string,
  pt: string,
  first: number,
  sizes: { cm: [number, number]; m2PerBox: number; clp: number }[],
): DemoProduct[] {
  return sized(
    group,
    { brand, category: 'pisos', unit: 'm2' },
    sizes.map((s, i) => {
      const label = `${s.cm[0]}x${s.cm[1]} cm`;
      return {
        sku: `HM-3${String(first + i).padStart(3, '0')}`,
        label,
        name: `${es} ${label}`,
        namePt: `${pt} ${label}`,
        clp: s.clp,
        extra: { m2PerBox: s.m2PerBox, widthCm: s.cm[0], heightCm: s.cm[1], depthCm: 0.9 },
      };
    }),
  );
}

const LEGACY: DemoProduct[] = [
  product({
    sku: 'HM-1001',
    name: 'Taladro percutor 650 W',
    namePt: 'Furadeira de impacto 650 W',
    brand: 'Ferrus',
    category: 'herramientas',
    clp: 39990,
    widthCm: 28,
    heightCm: 20,
    depthCm: 8,
  }),
  product({
    sku: 'HM-1002',
    name: 'Set de destornilladores 12 piezas',
    namePt: 'Jogo de chaves de fenda 12 peças',
    brand: 'Ferrus',
    category: 'herramientas',
    clp: 12990,
    warrantyEligible: false,
  }),
  product({
    sku: 'HM-1003',
    name: 'Escalera de aluminio 5 peldaños',
    namePt: 'Escada de alumínio 5 degraus',
    brand: 'Altura',
    category: 'herramientas',
    clp: 45990,
    widthCm: 48,
    heightCm: 160,
    depthCm: 12,
    warrantyEligible: false,
  }),
  product({
    sku: 'HM-2001',
    name: 'Pintura látex blanco 1 galón',
    namePt: 'Tinta látex branca 1 galão',
    brand: 'Colorama',
    category: 'pinturas',
    clp: 15990,
  }),
  product({
    sku: 'HM-2002',
    name: 'Rodillo antigoteo 23 cm',
    namePt: 'Rolo antirrespingo 23 cm',
    brand: 'Colorama',
    category: 'pinturas',
    clp: 4990,
  }),
  product({
    sku: 'HM-3001',
    name: 'Cerámica piso gris 45x45 cm (caja 2 m²)',
    namePt: 'Cerâmica piso cinza 45x45 cm (caixa 2 m²)',
    brand: 'Terra',
    category: 'pisos',
    clp: 11990,
    unit: 'm2',
    m2PerBox: 2,
    widthCm: 45,
    heightCm: 45,
    depthCm: 0.8,
  }),
  product({
    sku: 'HM-3002',
    name: 'Adhesivo cerámico 25 kg',
    namePt: 'Argamassa para cerâmica 25 kg',
    brand: 'Terra',
    category: 'pisos',
    clp: 6990,
  }),
  product({
    sku: 'HM-4001',
    name: 'Grifería monomando lavaplatos',
    namePt: 'Torneira monocomando para pia',
    brand: 'Aquaris',
    category: 'baño y cocina',
    clp: 34990,
    installationClp: 19990,
  }),
  product({
    sku: 'HM-4002',
    name: 'Inodoro one piece',
    namePt: 'Vaso sanitário monobloco',
    brand: 'Aquaris',
    category: 'baño y cocina',
    clp: 129990,
    installationClp: 39990,
    widthCm: 38,
    heightCm: 72,
    depthCm: 68,
  }),
  product({
    sku: 'HM-5001',
    name: 'Ampolleta LED 9 W luz cálida (pack 4)',
    namePt: 'Lâmpada LED 9 W luz quente (pack 4)',
    brand: 'Lumo',
    category: 'iluminación',
    clp: 5990,
  }),
  product({
    sku: 'HM-5002',
    name: 'Foco proyector LED 50 W',
    namePt: 'Refletor LED 50 W',
    brand: 'Lumo',
    category: 'iluminación',
    clp: 17990,
    installationClp: 14990,
  }),
  product({
    sku: 'HM-6001',
    name: 'Parrilla a carbón 57 cm',
    namePt: 'Churrasqueira a carvão 57 cm',
    brand: 'Brasa',
    category: 'jardín',
    clp: 89990,
    widthCm: 57,
    heightCm: 95,
    depthCm: 60,
  }),
  product({
    sku: 'HM-6002',
    name: 'Manguera reforzada 25 m',
    namePt: 'Mangueira reforçada 25 m',
    brand: 'Verde',
    category: 'jardín',
    clp: 14990,
  }),
  product({
    sku: 'HM-7001',
    name: 'Televisor LED 32"',
    namePt: 'Televisor LED 32"',
    brand: 'Vista',
    category: 'electro',
    clp: 149990,
    installationClp: 24990,
    widthCm: 73,
    heightCm: 44,
    depthCm: 8,
  }),
];

/** [es, pt, brand, clp, extra?] rows of a category, skus numbered from `first`. */
type Row = [string, string, string, number, Partial<DemoProduct>?];
function rows(category: string, first: number, list: Row[]): DemoProduct[] {
  const digit = first.toString()[0]!;
  return list.map(([name, namePt, brand, clp, extra], i) =>
    product({
      sku: `HM-${digit}${String((first % 1000) + i).padStart(3, '0')}`,
      name,
      namePt,
      brand,
      category,
      clp,
      ...extra,
    }),
  );
}

const big = { homeDelivery: false } as const;

const TOOLS = rows('herramientas', 1101, [
  ['Atornillador inalámbrico 12 V', 'Parafusadeira sem fio 12 V', 'Ferrus', 34990],
  ['Atornillador inalámbrico 20 V con 2 baterías', 'Parafusadeira sem fio 20 V com 2 baterias', 'Ferrus', 79990],
  ['Esmeril angular 4 1/2" 750 W', 'Esmerilhadeira angular 4 1/2" 750 W', 'Ferrus', 32990],
  ['Sierra circular 1400 W', 'Serra circular 1400 W', 'Ferrus', 69990],
  ['Caladora 500 W', 'Serra tico-tico 500 W', 'Ferrus', 36990],
  ['Lijadora orbital 240 W', 'Lixadeira orbital 240 W', 'Ferrus', 29990],
  ['Rotomartillo SDS plus 800 W', 'Martelete SDS plus 800 W', 'Ferrus', 89990],
  ['Hidrolavadora 1600 W', 'Lavadora de alta pressão 1600 W', 'Aquaris', 99990],
  ['Compresor de aire 24 L', 'Compressor de ar 24 L', 'Ferrus', 129990, { widthCm: 60, heightCm: 60, depthCm: 30 }],
  ['Soldadora inverter 130 A', 'Máquina de solda inversora 130 A', 'Ferrus', 119990],
  ['Nivel láser autonivelante', 'Nível a laser autonivelante', 'Altura', 59990],
  ['Huincha de medir 8 m', 'Trena 8 m', 'Altura', 6990, { warrantyEligible: false }],
  ['Martillo carpintero 16 oz', 'Martelo de carpinteiro 16 oz', 'Ferrus', 8990, { warrantyEligible: false }],
  [
    'Set de llaves combinadas 10 piezas',
    'Jogo de chaves combinadas 10 peças',
    'Ferrus',
    19990,
    { warrantyEligible: false },
  ],
  ['Caja de herramientas 19"', 'Caixa de ferramentas 19"', 'Ferrus', 14990, { warrantyEligible: false }],
  ['Banco de trabajo plegable', 'Bancada de trabalho dobrável', 'Altura', 49990, { warrantyEligible: false, ...big }],
  [
    'Escalera tijera de fibra de vidrio 7 peldaños',
    'Escada tesoura de fibra de vidro 7 degraus',
    'Altura',
    109990,
    { warrantyEligible: false, ...big },
  ],
  ['Carretilla 90 L', 'Carrinho de mão 90 L', 'Altura', 54990, { warrantyEligible: false, ...big }],
  ['Alicate universal 8"', 'Alicate universal 8"', 'Ferrus', 7990, { warrantyEligible: false }],
  ['Pistola de calor 2000 W', 'Soprador térmico 2000 W', 'Ferrus', 27990],
  ['Aspiradora de polvo y agua 20 L', 'Aspirador de pó e água 20 L', 'Ferrus', 64990],
]);

const PAINTS = [
  ...rows('pinturas', 2101, [
    ['Esmalte al agua blanco 1 galón', 'Esmalte à base de água branco 1 galão', 'Colorama', 21990],
    ['Esmalte sintético negro 1/4 galón', 'Esmalte sintético preto 1/4 galão', 'Colorama', 7990],
    ['Barniz marino 1/4 galón', 'Verniz marítimo 1/4 galão', 'Colorama', 9990],
    ['Pintura para techos antihongos 1 galón', 'Tinta para tetos antimofo 1 galão', 'Colorama', 18990],
    ['Látex exterior gris perla 4 galones', 'Látex exterior cinza pérola 4 galões', 'Colorama', 54990],
    ['Sellador acrílico 1 galón', 'Selador acrílico 1 galão', 'Colorama', 13990],
    ['Pintura de piso rojo óxido 1 galón', 'Tinta de piso vermelho óxido 1 galão', 'Colorama', 23990],
    ['Spray multiuso negro mate 400 ml', 'Spray multiuso preto fosco 400 ml', 'Colorama', 3990],
    ['Brocha angular 2"', 'Trincha angular 2"', 'Colorama', 2990],
    ['Set de rodillo y bandeja', 'Kit rolo e bandeja', 'Colorama', 7490],
    ['Cinta de enmascarar 48 mm', 'Fita crepe 48 mm', 'Colorama', 2490],
    ['Masilla para muros 1 kg', 'Massa corrida 1 kg', 'Colorama', 4490],
    ['Diluyente sintético 1 L', 'Thinner 1 L', 'Colorama', 3990],
    ['Lija al agua grano 220 (pack 10)', 'Lixa d’água grão 220 (pack 10)', 'Ferrus', 3490],
    [
      'Pistola de pintura eléctrica 500 W',
      'Pistola de pintura elétrica 500 W',
      'Ferrus',
      39990,
      { warrantyEligible: true },
    ],
    ['Protector de madera nogal 1 galón', 'Protetor de madeira nogueira 1 galão', 'Colorama', 24990],
    ['Pintura látex colores 1 galón', 'Tinta látex cores 1 galão', 'Colorama', 16990],
  ]),
  ...sized('latex-premium', { brand: 'Colorama', category: 'pinturas' }, [
    {
      sku: 'HM-2201',
      label: '1 gal', // issue 32 item 4: the size reads alike in Spanish and Portuguese (one label per sku)
      name: 'Látex premium lavable blanco 1 galón',
      namePt: 'Látex premium lavável branco 1 galão',
      clp: 19990,
    },
    {
      sku: 'HM-2202',
      label: '4 gal',
      name: 'Látex premium lavable blanco 4 galones',
      namePt: 'Látex premium lavável branco 4 galões',
      clp: 69990,
    },
  ]),
];

const FLOORS = [
  ...tiles('ceramica-loft', 'Terra', 'Cerámica piso Loft gris', 'Cerâmica piso Loft cinza', 101, [
    { cm: [33, 33], m2PerBox: 1.5, clp: 8990 },
    { cm: [45, 45], m2PerBox: 2.03, clp: 10990 },
    { cm: [60, 60], m2PerBox: 1.44, clp: 12990 },
  ]),
  ...tiles('ceramica-muro-blanca', 'Terra', 'Cerámica muro blanca brillante', 'Cerâmica parede branca brilhante', 111, [
    { cm: [20, 30], m2PerBox: 1.5, clp: 7990 },
    { cm: [30, 60], m2PerBox: 1.44, clp: 11990 },
  ]),
  ...tiles('ceramica-madera', 'Terra', 'Cerámica piso símil madera', 'Cerâmica piso amadeirada', 121, [
    { cm: [20, 60], m2PerBox: 1.56, clp: 13990 },
    { cm: [20, 120], m2PerBox: 1.44, clp: 17990 },
  ]),
  ...tiles('porcelanato-marmolado', 'Marmora', 'Porcelanato marmolado blanco', 'Porcelanato marmorizado branco', 131, [
    { cm: [60, 60], m2PerBox: 1.44, clp: 19990 },
    { cm: [60, 120], m2PerBox: 1.44, clp: 27990 },
    { cm: [80, 80], m2PerBox: 1.28, clp: 24990 },
  ]),
  ...tiles('porcelanato-cemento', 'Marmora', 'Porcelanato efecto cemento', 'Porcelanato efeito cimento', 141, [
    { cm: [60, 60], m2PerBox: 1.44, clp: 17990 },
    { cm: [90, 90], m2PerBox: 1.62, clp: 29990 },
  ]),
  ...tiles(
    'porcelanato-exterior',
    'Marmora',
    'Porcelanato antideslizante exterior',
    'Porcelanato antiderrapante externo',
    151,
    [
      { cm: [45, 45], m2PerBox: 1.62, clp: 15990 },
      { cm: [60, 60], m2PerBox: 1.44, clp: 18990 },
    ],
  ),
  ...tiles('piso-flotante-roble', 'Madeco', 'Piso flotante roble 8 mm', 'Piso laminado carvalho 8 mm', 161, [
    { cm: [19, 120], m2PerBox: 2.13, clp: 18990 },
    { cm: [24, 138], m2PerBox: 1.99, clp: 22990 },
  ]),
  ...tiles('piso-vinilico', 'Madeco', 'Piso vinílico click gris', 'Piso vinílico click cinza', 171, [
    { cm: [18, 122], m2PerBox: 2.2, clp: 24990 },
    { cm: [30, 60], m2PerBox: 1.8, clp: 21990 },
  ]),
  ...rows('pisos', 3201, [
    ['Fragüe gris 1 kg', 'Rejunte cinza 1 kg', 'Terra', 2490],
    ['Crucetas para cerámica 3 mm (pack 200)', 'Espaçadores para cerâmica 3 mm (pack 200)', 'Terra', 1990],
    ['Cortadora de cerámica 60 cm', 'Cortador de cerâmica 60 cm', 'Ferrus', 34990, { warrantyEligible: true }],
    ['Llana dentada 8 mm', 'Desempenadeira dentada 8 mm', 'Ferrus', 3990],
    ['Guardapolvo MDF blanco 2,4 m', 'Rodapé MDF branco 2,4 m', 'Madeco', 3490],
    ['Espuma niveladora para piso flotante 10 m²', 'Manta niveladora para piso laminado 10 m²', 'Madeco', 8990],
    ['Adhesivo porcelanato 25 kg', 'Argamassa para porcelanato 25 kg', 'Terra', 9990],
    ['Perfil de término aluminio 2,5 m', 'Perfil de acabamento alumínio 2,5 m', 'Terra', 4990],
    ['Alfombra de pasillo 80x200 cm', 'Passadeira 80x200 cm', 'Madeco', 19990],
  ]),
];

const BATH_KITCHEN = [
  ...rows('baño y cocina', 4101, [
    [
      'Grifería monomando lavatorio',
      'Torneira monocomando para lavatório',
      'Aquaris',
      29990,
      { installationClp: 19990 },
    ],
    [
      'Grifería ducha termostática',
      'Misturador termostático para chuveiro',
      'Aquaris',
      89990,
      { installationClp: 29990 },
    ],
    [
      'Inodoro dos piezas blanco',
      'Vaso sanitário com caixa acoplada branco',
      'Aquaris',
      79990,
      { installationClp: 39990, widthCm: 37, heightCm: 76, depthCm: 66 },
    ],
    ['Lavamanos de pedestal', 'Lavatório com coluna', 'Aquaris', 49990, { installationClp: 29990 }],
    [
      'Tina de acrílico 170 cm',
      'Banheira de acrílico 170 cm',
      'Aquaris',
      219990,
      { installationClp: 79990, widthCm: 170, heightCm: 58, depthCm: 75, ...big },
    ],
    ['Vanitorio con lavamanos 60 cm', 'Gabinete com lavatório 60 cm', 'Aquaris', 119990, { installationClp: 34990 }],
    ['Espejo de baño con luz LED', 'Espelho de banheiro com luz LED', 'Lumo', 59990],
    ['Receptáculo de ducha 80x80 cm', 'Box de chuveiro 80x80 cm', 'Aquaris', 69990, { installationClp: 39990 }],
    [
      'Mampara de ducha vidrio templado',
      'Box de vidro temperado',
      'Aquaris',
      159990,
      { installationClp: 49990, ...big },
    ],
    [
      'Lavaplatos acero inoxidable 1 cubeta',
      'Cuba de aço inoxidável 1 bacia',
      'Aquaris',
      39990,
      { installationClp: 24990 },
    ],
    ['Campana de cocina 60 cm', 'Coifa 60 cm', 'Vista', 99990, { warrantyEligible: true, installationClp: 34990 }],
    [
      'Encimera a gas 4 quemadores',
      'Cooktop a gás 4 bocas',
      'Vista',
      129990,
      { warrantyEligible: true, installationClp: 39990 },
    ],
    [
      'Calefont 11 L gas licuado',
      'Aquecedor a gás 11 L',
      'Aquaris',
      189990,
      { warrantyEligible: true, installationClp: 59990 },
    ],
    [
      'Termo eléctrico 80 L',
      'Aquecedor elétrico 80 L',
      'Aquaris',
      169990,
      { warrantyEligible: true, installationClp: 49990, ...big },
    ],
    ['Accesorios de baño set 5 piezas', 'Kit de acessórios de banheiro 5 peças', 'Aquaris', 24990],
    ['Asiento de inodoro cierre suave', 'Assento sanitário com fechamento suave', 'Aquaris', 19990],
    ['Cortina de baño poliéster', 'Cortina de banheiro poliéster', 'Aquaris', 7990],
    ['Sifón flexible 1 1/2"', 'Sifão flexível 1 1/2"', 'Aquaris', 3990],
    ['Mueble aéreo de cocina 80 cm', 'Armário aéreo de cozinha 80 cm', 'Madeco', 69990, { installationClp: 29990 }],
    ['Mueble base de cocina 80 cm', 'Balcão de cozinha 80 cm', 'Madeco', 89990, { installationClp: 29990, ...big }],
  ]),
];

const LIGHTING = [
  ...rows('iluminación', 5101, [
    ['Lámpara colgante nórdica', 'Luminária pendente nórdica', 'Lumo', 24990, { installationClp: 14990 }],
    ['Plafón LED 24 W', 'Plafon LED 24 W', 'Lumo', 14990, { installationClp: 12990 }],
    ['Panel LED 60x60 cm 40 W', 'Painel LED 60x60 cm 40 W', 'Lumo', 19990, { installationClp: 14990 }],
    ['Tubo LED 18 W 120 cm', 'Tubular LED 18 W 120 cm', 'Lumo', 3990],
    ['Aplique de muro exterior', 'Arandela externa', 'Lumo', 17990, { installationClp: 12990 }],
    ['Lámpara de pie arco', 'Luminária de chão arco', 'Lumo', 49990],
    ['Lámpara de escritorio LED', 'Luminária de mesa LED', 'Lumo', 12990],
    ['Cinta LED 5 m con control', 'Fita LED 5 m com controle', 'Lumo', 14990],
    ['Foco solar con sensor de movimiento', 'Refletor solar com sensor de movimento', 'Lumo', 21990],
    ['Guirnalda de luces 10 m', 'Varal de luzes 10 m', 'Lumo', 11990],
    ['Ampolleta inteligente wifi', 'Lâmpada inteligente wi-fi', 'Lumo', 9990],
    ['Linterna recargable LED', 'Lanterna recarregável LED', 'Lumo', 8990],
    [
      'Ventilador de techo con luz',
      'Ventilador de teto com luz',
      'Vista',
      79990,
      { warrantyEligible: true, installationClp: 24990 },
    ],
    ['Interruptor doble blanco', 'Interruptor duplo branco', 'Lumo', 2990],
    ['Enchufe triple con USB', 'Tomada tripla com USB', 'Lumo', 6990],
    ['Alargador 5 tomas 3 m', 'Extensão 5 tomadas 3 m', 'Lumo', 7990],
    ['Cable eléctrico 2,5 mm 100 m', 'Cabo elétrico 2,5 mm 100 m', 'Lumo', 54990],
    ['Sensor de movimiento para muro', 'Sensor de presença para parede', 'Lumo', 12990],
  ]),
  ...sized('ampolleta-led', { brand: 'Lumo', category: 'iluminación' }, [
    { sku: 'HM-5201', label: '9 W', name: 'Ampolleta LED luz fría 9 W', namePt: 'Lâmpada LED luz fria 9 W', clp: 1990 },
    {
      sku: 'HM-5202',
      label: '12 W',
      name: 'Ampolleta LED luz fría 12 W',
      namePt: 'Lâmpada LED luz fria 12 W',
      clp: 2490,
    },
    {
      sku: 'HM-5203',
      label: '15 W',
      name: 'Ampolleta LED luz fría 15 W',
      namePt: 'Lâmpada LED luz fria 15 W',
      clp: 2990,
    },
  ]),
];

const GARDEN = rows('jardín', 6101, [
  [
    'Cortadora de pasto eléctrica 1400 W',
    'Cortador de grama elétrico 1400 W',
    'Verde',
    119990,
    { warrantyEligible: true },
  ],
  ['Orilladora eléctrica 500 W', 'Aparador de grama elétrico 500 W', 'Verde', 39990, { warrantyEligible: true }],
  ['Motosierra a gasolina 18"', 'Motosserra a gasolina 18"', 'Verde', 149990, { warrantyEligible: true }],
  ['Sopladora de hojas 2500 W', 'Soprador de folhas 2500 W', 'Verde', 44990, { warrantyEligible: true }],
  ['Tijera de podar', 'Tesoura de poda', 'Verde', 9990],
  ['Pala punta huevo', 'Pá de bico', 'Verde', 12990],
  ['Rastrillo metálico 14 dientes', 'Rastelo metálico 14 dentes', 'Verde', 8990],
  ['Set de riego pistola y conectores', 'Kit de irrigação pistola e conectores', 'Verde', 9990],
  ['Aspersor oscilante', 'Aspersor oscilante', 'Verde', 11990],
  ['Tierra de hojas 50 L', 'Terra vegetal 50 L', 'Verde', 5990],
  ['Macetero de fibra de vidrio 40 cm', 'Vaso de fibra de vidro 40 cm', 'Verde', 19990],
  [
    'Juego de terraza 4 sillas y mesa',
    'Conjunto de varanda 4 cadeiras e mesa',
    'Brasa',
    249990,
    { ...big, widthCm: 150, heightCm: 75, depthCm: 90 },
  ],
  ['Quitasol 3 m con base', 'Ombrelone 3 m com base', 'Brasa', 59990],
  ['Piscina estructural 3,6 m', 'Piscina estrutural 3,6 m', 'Verde', 199990, big],
  [
    'Bodega de jardín metálica',
    'Depósito de jardim metálico',
    'Altura',
    299990,
    { ...big, widthCm: 213, heightCm: 185, depthCm: 130 },
  ],
  [
    'Parrilla a gas 3 quemadores',
    'Churrasqueira a gás 3 queimadores',
    'Brasa',
    249990,
    { warrantyEligible: true, ...big },
  ],
  ['Carbón vegetal 5 kg', 'Carvão vegetal 5 kg', 'Brasa', 4990],
  ['Set de utensilios para parrilla', 'Kit de utensílios para churrasco', 'Brasa', 14990],
  ['Hamaca de algodón', 'Rede de algodão', 'Brasa', 24990],
  ['Malla raschel 80% 2x10 m', 'Tela de sombreamento 80% 2x10 m', 'Verde', 24990],
  ['Semillas de pasto 1 kg', 'Sementes de grama 1 kg', 'Verde', 7990],
]);

const ELECTRO = [
  ...rows('electro', 7101, [
    [
      'Refrigerador no frost 300 L',
      'Geladeira frost free 300 L',
      'Vista',
      399990,
      { installationClp: 19990, widthCm: 60, heightCm: 170, depthCm: 65, ...big },
    ],
    [
      'Lavadora carga frontal 8 kg',
      'Lavadora de roupas frontal 8 kg',
      'Vista',
      349990,
      { installationClp: 24990, widthCm: 60, heightCm: 85, depthCm: 55, ...big },
    ],
    ['Secadora 7 kg', 'Secadora 7 kg', 'Vista', 299990, { ...big }],
    ['Microondas 20 L', 'Micro-ondas 20 L', 'Vista', 59990],
    ['Horno eléctrico 45 L', 'Forno elétrico 45 L', 'Vista', 79990],
    ['Cocina a gas 4 platos', 'Fogão a gás 4 bocas', 'Vista', 229990, { installationClp: 29990, ...big }],
    [
      'Aire acondicionado split 12000 BTU',
      'Ar-condicionado split 12000 BTU',
      'Vista',
      379990,
      { installationClp: 119990 },
    ],
    ['Estufa a parafina 9000 kcal', 'Aquecedor a querosene 9000 kcal', 'Vista', 99990],
    ['Calefactor eléctrico 2000 W', 'Aquecedor elétrico 2000 W', 'Vista', 29990],
    ['Aspiradora robot', 'Aspirador robô', 'Vista', 179990],
    ['Hervidor eléctrico 1,7 L', 'Chaleira elétrica 1,7 L', 'Vista', 19990],
    ['Cafetera de goteo 12 tazas', 'Cafeteira elétrica 12 xícaras', 'Vista', 24990],
    ['Licuadora 1,5 L', 'Liquidificador 1,5 L', 'Vista', 34990],
    ['Freidora de aire 4 L', 'Fritadeira sem óleo 4 L', 'Vista', 59990],
    ['Purificador de aire', 'Purificador de ar', 'Vista', 89990],
    ['Parlante bluetooth portátil', 'Caixa de som bluetooth portátil', 'Vista', 39990],
    ['Lavavajillas 12 servicios', 'Lava-louças 12 serviços', 'Vista', 329990, { installationClp: 29990, ...big }],
    ['Congelador horizontal 200 L', 'Freezer horizontal 200 L', 'Vista', 279990, { ...big }],
  ]),
  ...sized('televisor-smart', { brand: 'Vista', category: 'electro' }, [
    {
      sku: 'HM-7201',
      label: '43"',
      name: 'Smart TV LED 43"',
      namePt: 'Smart TV LED 43"',
      clp: 249990,
      extra: { installationClp: 24990, widthCm: 97, heightCm: 57, depthCm: 8 },
    },
    {
      sku: 'HM-7202',
      label: '50"',
      name: 'Smart TV LED 50"',
      namePt: 'Smart TV LED 50"',
      clp: 329990,
      extra: { installationClp: 29990, widthCm: 112, heightCm: 65, depthCm: 8 },
    },
    {
      sku: 'HM-7203',
      label: '65"',
      name: 'Smart TV LED 65"',
      namePt: 'Smart TV LED 65"',
      clp: 599990,
      extra: { installationClp: 34990, widthCm: 145, heightCm: 84, depthCm: 9, homeDelivery: false },
    },
  ]),
];

const HARDWARE = rows('ferretería', 8101, [
  ['Tornillo volcanita 6x1" (caja 100)', 'Parafuso drywall 6x1" (caixa 100)', 'Ferrus', 2490],
  ['Tarugo plástico 8 mm (bolsa 50)', 'Bucha plástica 8 mm (pacote 50)', 'Ferrus', 1990],
  ['Clavo corriente 2" (1 kg)', 'Prego comum 2" (1 kg)', 'Ferrus', 2990],
  ['Candado de bronce 50 mm', 'Cadeado de latão 50 mm', 'Ferrus', 8990],
  ['Cerradura de sobreponer', 'Fechadura de sobrepor', 'Ferrus', 19990, { installationClp: 14990 }],
  ['Manilla de puerta acero', 'Maçaneta de porta aço', 'Ferrus', 12990, { installationClp: 9990 }],
  ['Bisagra 3" (pack 3)', 'Dobradiça 3" (pack 3)', 'Ferrus', 3990],
  ['Silicona transparente 280 ml', 'Silicone transparente 280 ml', 'Terra', 3490],
  ['Espuma de poliuretano 500 ml', 'Espuma de poliuretano 500 ml', 'Terra', 5990],
  ['Cinta aislante negra', 'Fita isolante preta', 'Lumo', 990],
  ['Adhesivo de montaje 300 g', 'Adesivo de montagem 300 g', 'Terra', 4490],
  ['Cadena galvanizada 5 mm por metro', 'Corrente galvanizada 5 mm por metro', 'Ferrus', 1490],
  ['Repisa flotante 60 cm', 'Prateleira flutuante 60 cm', 'Madeco', 12990],
  ['Organizador de tornillos 24 cajones', 'Organizador de parafusos 24 gavetas', 'Ferrus', 14990],
  ['Escuadra metálica 4" (pack 4)', 'Cantoneira metálica 4" (pack 4)', 'Ferrus', 2990],
  ['Guantes de trabajo nitrilo', 'Luvas de trabalho nitrílicas', 'Ferrus', 2490],
  ['Lentes de seguridad', 'Óculos de segurança', 'Ferrus', 2990],
  ['Mascarilla desechable (pack 10)', 'Máscara descartável (pack 10)', 'Ferrus', 4990],
  ['Timbre inalámbrico', 'Campainha sem fio', 'Lumo', 12990, { installationClp: 9990 }],
  [
    'Cerradura digital con clave',
    'Fechadura digital com senha',
    'Ferrus',
    99990,
    { warrantyEligible: true, installationClp: 24990 },
  ],
  ['Caja fuerte digital', 'Cofre digital', 'Ferrus', 69990, { warrantyEligible: true }],
  ['Broca para concreto 8 mm', 'Broca para concreto 8 mm', 'Ferrus', 1990],
  ['Set de brocas multiuso 15 piezas', 'Jogo de brocas multiuso 15 peças', 'Ferrus', 9990],
  ['Disco de corte metal 4 1/2" (pack 5)', 'Disco de corte metal 4 1/2" (pack 5)', 'Ferrus', 4990],
  ['Pegamento de contacto 250 ml', 'Cola de contato 250 ml', 'Terra', 3990],
  ['Burlete para puertas 5 m', 'Veda porta 5 m', 'Terra', 4490],
  ['Gancho para colgar cuadros (pack 10)', 'Gancho para quadros (pack 10)', 'Ferrus', 1990],
  ['Riel para cortinas 1,5 m', 'Trilho para cortinas 1,5 m', 'Madeco', 9990, { installationClp: 9990 }],
  ['Ruedas giratorias 50 mm (pack 4)', 'Rodízios giratórios 50 mm (pack 4)', 'Ferrus', 6990],
  ['Perfil de acero galvanizado 3 m', 'Perfil de aço galvanizado 3 m', 'Ferrus', 3990],
  [
    'Plancha de yeso cartón 10 mm',
    'Placa de gesso acartonado 10 mm',
    'Terra',
    6490,
    { ...big, widthCm: 120, heightCm: 240, depthCm: 1 },
  ],
  ['Saco de cemento 25 kg', 'Saco de cimento 25 kg', 'Terra', 5490],
  ['Arena fina saco 25 kg', 'Areia fina saco 25 kg', 'Terra', 2490],
  ['Malla electrosoldada 2,6x6 m', 'Tela soldada 2,6x6 m', 'Ferrus', 24990, big],
  ['Tablero OSB 9,5 mm', 'Painel OSB 9,5 mm', 'Madeco', 11990, { ...big, widthCm: 122, heightCm: 244, depthCm: 1 }],
  ['Pino dimensionado 2x3" 3,2 m', 'Pinus aparelhado 2x3" 3,2 m', 'Madeco', 3490],
]);

export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  ...LEGACY,
  ...TOOLS,
  ...PAINTS,
  ...FLOORS,
  ...BATH_KITCHEN,
  ...LIGHTING,
  ...GARDEN,
  ...ELECTRO,
  ...HARDWARE,
];

/** Out of stock in every store of every tenant (the demo's "no stock" case, spec §8). */
export const OUT_OF_STOCK_SKU = 'HM-7116';

/** Demo conversion from CLP (fixed, made up): the tenant currency's price, rounded to the currency's usual step. */
const RATES: Record<string, { rate: number; step: number }> = {
  CLP: { rate: 1, step: 10 },
  PEN: { rate: 0.004, step: 0.1 },
  MXN: { rate: 0.019, step: 1 },
  COP: { rate: 4.3, step: 100 },
  ARS: { rate: 1.05, step: 10 },
  UYU: { rate: 0.043, step: 1 },
  BRL: { rate: 0.0058, step: 0.1 },
};

export function demoPrice(clp: number, currency: string): number {
  const { rate, step } = RATES[currency] ?? RATES.CLP!;
  const value = Math.round((clp * rate) / step) * step;
  return Math.round(value * 100) / 100;
}

/**
 * Demo stock of a product in a store (made up): a fixed hash of tenant, sku and store code, so every start gives the same
 * numbers. About one in six is 0; OUT_OF_STOCK_SKU is 0 everywhere.
 */
export function demoStock(tenant: string, sku: string, storeCode: string): number {
  if (sku === OUT_OF_STOCK_SKU) return 0;
  let h = 2166136261;
  for (const c of `${tenant}|${sku}|${storeCode}`) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return h % 6 === 0 ? 0 : ((h >>> 3) % 48) + 1;
}
