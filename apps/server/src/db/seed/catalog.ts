import type { CountryCode } from '@adcontrol/domain/shared/enums';

/** Words for made-up but plausible advertisers and what they sell, in Spanish and English. */
export interface Industry {
  key: string;
  /** `{stem}` is replaced by a place-like word or a family name. */
  brands: { es: string[]; en: string[] };
  products: { es: string[]; en: string[] };
  topics: string[];
  /** Brand colour for generated creatives. */
  color: string;
}

const industry = (
  key: string,
  color: string,
  topics: string[],
  brands: Industry['brands'],
  products: Industry['products'],
): Industry => ({ key, brands, products, topics, color });

/** Each brand pattern sells the products listed with it, so names never pair a brewery with yogurt. */
export const INDUSTRIES: readonly Industry[] = [
  industry(
    'supermarkets',
    '#D7263D',
    ['shopping', 'deals'],
    { es: ['Supermercados {stem}', 'Almacenes {stem}'], en: ['{stem} Market'] },
    {
      es: ['Cyber Day', 'Black Friday', 'Vuelta a Clases', 'Navidad'],
      en: ['Black Friday', 'Back to School', 'Holiday Season'],
    },
  ),
  industry(
    'department-stores',
    '#B71C1C',
    ['shopping', 'fashion'],
    { es: ['Tiendas {stem}', 'Multitienda {stem}'], en: ['{stem} Stores'] },
    {
      es: ['Liquidación de Invierno', 'Día de la Madre', 'Cyber Day', 'Temporada de Verano'],
      en: ['Summer Sale', "Mother's Day", 'Black Friday'],
    },
  ),
  industry(
    'banking',
    '#0B4F8A',
    ['finance'],
    { es: ['Banco {stem}', 'Financiera {stem}'], en: ['{stem} Bank', '{stem} Credit Union'] },
    {
      es: ['Tarjeta de Crédito Gold', 'Crédito de Consumo', 'Cuenta Digital', 'Crédito Hipotecario'],
      en: ['Cashback Card', 'Personal Loans', 'Digital Checking'],
    },
  ),
  industry(
    'insurance',
    '#283593',
    ['finance', 'insurance'],
    { es: ['Seguros {stem}'], en: ['{stem} Insurance'] },
    {
      es: ['Seguro Automotriz', 'Seguro de Hogar', 'Seguro de Vida', 'Seguro de Viaje'],
      en: ['Auto Insurance', 'Home Insurance', 'Travel Insurance'],
    },
  ),
  industry(
    'telco',
    '#6A1B9A',
    ['technology', 'telecommunications'],
    { es: ['{stem} Móvil', 'Conecta {stem}'], en: ['{stem} Wireless', '{stem} Mobile'] },
    {
      es: ['Plan Prepago 5G', 'Fibra Óptica 600 Mb', 'Portabilidad', 'Plan Familiar'],
      en: ['Unlimited 5G', 'Family Plan', 'Home Fiber'],
    },
  ),
  industry(
    'dairy',
    '#0288D1',
    ['food'],
    { es: ['Lácteos {stem}'], en: ['{stem} Dairy'] },
    {
      es: ['Yogur Griego', 'Helados Premium', 'Leche Sin Lactosa', 'Quesos Maduros'],
      en: ['Greek Yogurt', 'Premium Ice Cream', 'Lactose Free Milk'],
    },
  ),
  industry(
    'brewery',
    '#E07A1F',
    ['beverages'],
    { es: ['Cervecería {stem}'], en: ['{stem} Brewing'] },
    {
      es: ['Cerveza Artesanal', 'Cerveza Sin Alcohol', 'Pack Verano'],
      en: ['Craft Lager', 'Alcohol Free Beer', 'Summer Pack'],
    },
  ),
  industry(
    'coffee',
    '#5D4037',
    ['food', 'beverages'],
    { es: ['Café {stem}'], en: ['{stem} Coffee'] },
    {
      es: ['Café de Origen', 'Cápsulas Intenso', 'Cold Brew'],
      en: ['Single Origin', 'Cold Brew', 'Espresso Pods'],
    },
  ),
  industry(
    'automotive',
    '#37474F',
    ['automotive'],
    { es: ['Automotriz {stem}', 'Motores {stem}'], en: ['{stem} Motors', '{stem} Auto Group'] },
    {
      es: ['SUV Híbrida', 'Pickup 4x4', 'Citycar Eléctrico', 'Servicio Técnico'],
      en: ['Hybrid SUV', 'Electric Hatchback', 'Pickup Truck Event'],
    },
  ),
  industry(
    'airline',
    '#00897B',
    ['travel'],
    { es: ['Aerolíneas {stem}', 'Viajes {stem}'], en: ['{stem} Airlines', '{stem} Travel'] },
    {
      es: ['Vuelos Nacionales', 'Escapadas de Fin de Semana', 'Paquetes al Caribe'],
      en: ['Weekend Getaways', 'Caribbean Packages', 'Domestic Flights'],
    },
  ),
  industry(
    'pharmacy',
    '#2E7D32',
    ['health'],
    { es: ['Farmacias {stem}'], en: ['{stem} Pharmacy'] },
    { es: ['Vacuna Influenza', 'Vitaminas', 'Protector Solar'], en: ['Flu Shots', 'Vitamins', 'Sunscreen'] },
  ),
  industry(
    'clinic',
    '#00695C',
    ['health'],
    { es: ['Clínica {stem}'], en: ['{stem} Health'] },
    {
      es: ['Chequeo Preventivo', 'Telemedicina', 'Maternidad'],
      en: ['Annual Checkup', 'Telehealth', 'Maternity Care'],
    },
  ),
  industry(
    'delivery',
    '#F9A825',
    ['food', 'apps'],
    { es: ['{stem} Delivery', 'Pedidos {stem}'], en: ['{stem} Eats', '{stem} Delivery'] },
    {
      es: ['Envío Gratis', 'Descarga la App', 'Cupón de Bienvenida'],
      en: ['Free Delivery', 'Download the App', 'Welcome Coupon'],
    },
  ),
  industry(
    'education',
    '#1565C0',
    ['education'],
    { es: ['Universidad {stem}', 'Instituto {stem}'], en: ['{stem} College', '{stem} Academy'] },
    {
      es: ['Admisión', 'Postgrados Online', 'Cursos de Inglés'],
      en: ['Online MBA', 'Fall Admissions', 'Coding Bootcamp'],
    },
  ),
  industry(
    'fashion',
    '#AD1457',
    ['fashion', 'shopping'],
    { es: ['Moda {stem}', 'Calzados {stem}'], en: ['{stem} Apparel', '{stem} Footwear'] },
    {
      es: ['Colección Otoño Invierno', 'Zapatillas Running', 'Colección Verano'],
      en: ['Running Shoes', 'Fall Collection', 'Denim Week'],
    },
  ),
];

export const SPANISH_STEMS = [
  'Andina',
  'del Sur',
  'Austral',
  'del Pacífico',
  'La Estrella',
  'Cordillera',
  'Horizonte',
  'Altamar',
  'Nova',
  'Aurora',
  'Central',
  'Continental',
  'Libertad',
  'Cumbre',
  'Río Claro',
  'Los Robles',
  'Monteverde',
] as const;

export const REGIONAL_STEMS: Readonly<Record<CountryCode, readonly string[]>> = {
  CL: ['Patagonia', 'Maipo', 'Atacama'],
  AR: ['Pampa', 'Rioplatense', 'del Plata'],
  CO: ['Caribe', 'Cafetera', 'Antioquia'],
  MX: ['Azteca', 'Maya', 'del Bajío'],
  PE: ['Inca', 'Rímac', 'Andes'],
  PA: ['Istmo', 'Canal', 'Caribe'],
  ES: ['Ibérica', 'Mediterránea', 'Cantábrica'],
  US: ['Summit', 'Bluewater', 'Pioneer', 'Evergreen', 'Northstar', 'Harbor', 'Redwood', 'Keystone'],
};

export const AGENCY_PATTERNS = {
  es: ['{stem} Media', 'Agencia {stem} Digital', '{stem} Medios'],
  en: ['{stem} Media Group'],
};

export interface Segment {
  es: string;
  en: string;
  gender?: 'male' | 'female';
  ages: ('-18' | '18-24' | '25-34' | '35-44' | '45-54' | '55-65' | '+66')[];
  /** Packages of the audience engine's catalog (packages/audience-engine well-known apps). */
  apps: string[];
  /** The engine's category ids. */
  categories: string[];
}

export const SEGMENTS: readonly Segment[] = [
  {
    es: 'Jóvenes Universitarios',
    en: 'College Students',
    ages: ['18-24'],
    apps: ['com.zhiliaoapp.musically', 'com.spotify.music', 'com.duolingo'],
    categories: ['education', 'music_and_audio'],
  },
  {
    es: 'Mamás Primerizas',
    en: 'New Moms',
    gender: 'female',
    ages: ['25-34', '35-44'],
    apps: ['com.mercadolibre', 'com.instagram.android'],
    categories: ['lifestyle', 'shopping'],
  },
  {
    es: 'Gamers Móviles',
    en: 'Mobile Gamers',
    ages: ['-18', '18-24', '25-34'],
    apps: ['com.supercell.clashroyale', 'com.king.candycrushsaga'],
    categories: ['games_action', 'games_casual', 'games_puzzle', 'games_sports'],
  },
  {
    es: 'Viajeros Frecuentes',
    en: 'Frequent Travelers',
    ages: ['25-34', '35-44', '45-54'],
    apps: ['com.booking', 'com.waze', 'com.google.android.apps.maps'],
    categories: ['travel_and_local'],
  },
  {
    es: 'Amantes del Deporte',
    en: 'Sports Fans',
    gender: 'male',
    ages: ['18-24', '25-34', '35-44'],
    apps: ['com.strava', 'com.accuweather.android'],
    categories: ['sports', 'health_and_fitness'],
  },
  {
    es: 'Compradores Online',
    en: 'Online Shoppers',
    ages: ['25-34', '35-44', '45-54'],
    apps: ['com.mercadolibre', 'com.mercadopago.wallet', 'com.amazon.mShop.android.shopping'],
    categories: ['shopping', 'finance'],
  },
  {
    es: 'Fans de la Música',
    en: 'Music Lovers',
    ages: ['18-24', '25-34'],
    apps: ['com.spotify.music', 'com.shazam.android'],
    categories: ['music_and_audio'],
  },
  {
    es: 'Conductores',
    en: 'Drivers',
    ages: ['25-34', '35-44', '45-54', '55-65'],
    apps: ['com.waze', 'com.ubercab'],
    categories: ['maps_and_navigation'],
  },
  {
    es: 'Foodies',
    en: 'Foodies',
    ages: ['18-24', '25-34', '35-44'],
    apps: ['com.rappi.storekeeper', 'com.ubercab.eats'],
    categories: ['food_and_drink'],
  },
  {
    es: 'Profesionales Jóvenes',
    en: 'Young Professionals',
    ages: ['25-34', '35-44'],
    apps: ['com.linkedin.android', 'com.mercadopago.wallet'],
    categories: ['business', 'finance'],
  },
];

export const SELLER_COMMENTS = {
  es: [
    'Cliente solicita reporte semanal de resultados.',
    'Priorizar horario de 18 a 22 hrs.',
    'Renovación de la campaña del trimestre anterior.',
    'El cliente pide foco en Android.',
    'Orden de compra en trámite, facturar a fin de mes.',
    'Revisar creatividades antes de activar.',
  ],
  en: [
    'Client wants a weekly performance report.',
    'Prioritise the 6 pm to 10 pm window.',
    'Renewal of last quarter’s campaign.',
    'Purchase order pending, invoice at month end.',
  ],
} as const;

export const PUSH_COPY = {
  es: {
    titles: ['Solo por hoy: {product}', '{product}: 30% dcto', 'Descubre {product}', '¡Aprovecha {product}!'],
    subtitles: [
      'Toca y descubre la oferta',
      'Válido hasta el domingo',
      'Cupos limitados',
      'Descarga la app y ahorra',
    ],
    cta: 'Ver más',
  },
  en: {
    titles: ['Today only: {product}', '{product}: 30% off', 'Discover {product}', 'Try {product} today'],
    subtitles: ['Tap to see the offer', 'Valid until Sunday', 'Limited availability', 'Get the app and save'],
    cta: 'Learn more',
  },
} as const;
