import type { CountryCode, Currency } from '@adcontrol/domain/shared/enums';
import type { MobileCarrier } from '../json-types';

export interface City {
  name: string;
  lat: number;
  lng: number;
}

export interface Market {
  country: CountryCode;
  name: string;
  currency: Currency;
  timezone: string;
  language: 'es' | 'en';
  /** Units of the local currency per US dollar, roughly, to size budgets and prices. */
  perUsd: number;
  /** Budgets are rounded to this many units, the way sales teams quote them. */
  budgetStep: number;
  /** Decimals a unit price is quoted with. */
  priceDecimals: number;
  /** Share of the network's advertisers in this market. */
  weight: number;
  /** Mobile devices the network reaches in the market, in millions. */
  reachMillions: number;
  cities: City[];
  carriers: MobileCarrier[];
}

function carrier(name: string, mcc: string, mnc: string): MobileCarrier {
  return { name, mcc, mnc, value: `${mcc}-${mnc}` };
}

export const MARKETS: readonly Market[] = [
  {
    country: 'CL',
    name: 'Chile',
    currency: 'CLP',
    timezone: 'America/Santiago',
    language: 'es',
    perUsd: 940,
    budgetStep: 50_000,
    priceDecimals: 0,
    weight: 20,
    reachMillions: 9,
    cities: [
      { name: 'Santiago', lat: -33.4489, lng: -70.6693 },
      { name: 'Valparaíso', lat: -33.0472, lng: -71.6127 },
      { name: 'Concepción', lat: -36.8201, lng: -73.0444 },
      { name: 'Antofagasta', lat: -23.6509, lng: -70.3975 },
    ],
    carriers: [
      carrier('Entel', '730', '01'),
      carrier('Movistar', '730', '02'),
      carrier('Claro', '730', '03'),
      carrier('WOM', '730', '09'),
    ],
  },
  {
    country: 'AR',
    name: 'Argentina',
    currency: 'ARS',
    timezone: 'America/Argentina/Buenos_Aires',
    language: 'es',
    perUsd: 1150,
    budgetStep: 50_000,
    priceDecimals: 0,
    weight: 16,
    reachMillions: 18,
    cities: [
      { name: 'Buenos Aires', lat: -34.6037, lng: -58.3816 },
      { name: 'Córdoba', lat: -31.4201, lng: -64.1888 },
      { name: 'Rosario', lat: -32.9442, lng: -60.6505 },
      { name: 'Mendoza', lat: -32.8895, lng: -68.8458 },
    ],
    carriers: [
      carrier('Movistar', '722', '07'),
      carrier('Claro', '722', '310'),
      carrier('Personal', '722', '34'),
    ],
  },
  {
    country: 'CO',
    name: 'Colombia',
    currency: 'COP',
    timezone: 'America/Bogota',
    language: 'es',
    perUsd: 4000,
    budgetStep: 500_000,
    priceDecimals: 0,
    weight: 15,
    reachMillions: 21,
    cities: [
      { name: 'Bogotá', lat: 4.711, lng: -74.0721 },
      { name: 'Medellín', lat: 6.2442, lng: -75.5812 },
      { name: 'Cali', lat: 3.4516, lng: -76.532 },
      { name: 'Barranquilla', lat: 10.9685, lng: -74.7813 },
    ],
    carriers: [
      carrier('Claro', '732', '101'),
      carrier('Tigo', '732', '103'),
      carrier('Movistar', '732', '123'),
      carrier('WOM', '732', '360'),
    ],
  },
  {
    country: 'MX',
    name: 'México',
    currency: 'MX',
    timezone: 'America/Mexico_City',
    language: 'es',
    perUsd: 18.5,
    budgetStep: 1_000,
    priceDecimals: 2,
    weight: 16,
    reachMillions: 48,
    cities: [
      { name: 'Ciudad de México', lat: 19.4326, lng: -99.1332 },
      { name: 'Guadalajara', lat: 20.6597, lng: -103.3496 },
      { name: 'Monterrey', lat: 25.6866, lng: -100.3161 },
      { name: 'Puebla', lat: 19.0414, lng: -98.2063 },
    ],
    carriers: [
      carrier('Telcel', '334', '020'),
      carrier('Movistar', '334', '030'),
      carrier('AT&T', '334', '050'),
    ],
  },
  {
    country: 'PE',
    name: 'Perú',
    currency: 'PEN',
    timezone: 'America/Lima',
    language: 'es',
    perUsd: 3.75,
    budgetStep: 500,
    priceDecimals: 2,
    weight: 12,
    reachMillions: 13,
    cities: [
      { name: 'Lima', lat: -12.0464, lng: -77.0428 },
      { name: 'Arequipa', lat: -16.409, lng: -71.5375 },
      { name: 'Trujillo', lat: -8.1116, lng: -79.0288 },
      { name: 'Cusco', lat: -13.532, lng: -71.9675 },
    ],
    carriers: [
      carrier('Movistar', '716', '06'),
      carrier('Claro', '716', '10'),
      carrier('Bitel', '716', '15'),
      carrier('Entel', '716', '17'),
    ],
  },
  {
    country: 'PA',
    name: 'Panamá',
    currency: 'PAB',
    timezone: 'America/Panama',
    language: 'es',
    perUsd: 1,
    budgetStep: 100,
    priceDecimals: 2,
    weight: 6,
    reachMillions: 2.4,
    cities: [
      { name: 'Ciudad de Panamá', lat: 8.9824, lng: -79.5199 },
      { name: 'Colón', lat: 9.3592, lng: -79.9014 },
      { name: 'David', lat: 8.4273, lng: -82.4308 },
    ],
    carriers: [
      carrier('+Móvil', '714', '01'),
      carrier('Tigo', '714', '020'),
      carrier('Digicel', '714', '04'),
    ],
  },
  {
    country: 'ES',
    name: 'España',
    currency: 'EUR',
    timezone: 'Europe/Madrid',
    language: 'es',
    perUsd: 0.92,
    budgetStep: 100,
    priceDecimals: 2,
    weight: 8,
    reachMillions: 14,
    cities: [
      { name: 'Madrid', lat: 40.4168, lng: -3.7038 },
      { name: 'Barcelona', lat: 41.3874, lng: 2.1686 },
      { name: 'Valencia', lat: 39.4699, lng: -0.3763 },
      { name: 'Sevilla', lat: 37.3891, lng: -5.9845 },
    ],
    carriers: [
      carrier('Vodafone', '214', '01'),
      carrier('Orange', '214', '03'),
      carrier('Yoigo', '214', '04'),
      carrier('Movistar', '214', '07'),
    ],
  },
  {
    country: 'US',
    name: 'United States',
    currency: 'USD',
    timezone: 'America/New_York',
    language: 'en',
    perUsd: 1,
    budgetStep: 100,
    priceDecimals: 2,
    weight: 7,
    reachMillions: 11,
    cities: [
      { name: 'Miami', lat: 25.7617, lng: -80.1918 },
      { name: 'New York', lat: 40.7128, lng: -74.006 },
      { name: 'Los Angeles', lat: 34.0522, lng: -118.2437 },
      { name: 'Houston', lat: 29.7604, lng: -95.3698 },
    ],
    carriers: [
      carrier('AT&T', '310', '410'),
      carrier('T-Mobile', '310', '260'),
      carrier('Verizon', '311', '480'),
    ],
  },
];

export function marketOf(country: string): Market {
  const market = MARKETS.find((candidate) => candidate.country === country);
  if (!market) throw new Error(`no market for ${country}`);
  return market;
}
