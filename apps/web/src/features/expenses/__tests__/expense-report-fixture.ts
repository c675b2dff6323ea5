import type { ExpenseReportResponse } from '@adcontrol/domain/expenses/contracts';
import type { ExpenseGroup } from '@adcontrol/domain/expenses/expenses';

const campaigns: ExpenseReportResponse['campaigns'] = [
  {
    id: 11,
    name: 'Invierno Chile',
    advertiserId: 5,
    advertiser: 'Lácteos del Sur',
    sellerId: 3,
    seller: 'Marta Vendedora',
    country: 'CL',
    currency: 'CLP',
    budget: 100_000,
    spent: 38_000,
    usd: 45,
    spentToDate: 43_000,
    consumed: 43,
    sharedWithAdvertiser: true,
  },
  {
    id: 12,
    name: 'Verano Madrid',
    advertiserId: 5,
    advertiser: 'Lácteos del Sur',
    sellerId: null,
    seller: null,
    country: 'ES',
    currency: 'EUR',
    budget: 1_000,
    spent: 2,
    usd: 2.17,
    spentToDate: 2,
    consumed: 0.2,
    sharedWithAdvertiser: false,
  },
  {
    id: 13,
    name: 'Otoño Buenos Aires',
    advertiserId: 6,
    advertiser: 'Andes Motors',
    sellerId: null,
    seller: null,
    country: 'AR',
    currency: 'ARS',
    budget: 500,
    spent: 500,
    usd: 0.5,
    spentToDate: 500,
    consumed: 100,
    sharedWithAdvertiser: false,
  },
  {
    id: 14,
    name: 'Zapatos Valparaíso',
    advertiserId: 7,
    advertiser: 'Zapatería Puerto',
    sellerId: null,
    seller: null,
    country: 'CL',
    currency: 'USD',
    budget: 1_000,
    spent: 5,
    usd: 5,
    spentToDate: 5,
    consumed: 0.5,
    sharedWithAdvertiser: false,
  },
];

const ROWS: Record<ExpenseGroup, ExpenseReportResponse['rows']> = {
  advertiser: [
    {
      key: '5',
      accountId: 5,
      label: 'Lácteos del Sur',
      spend: [
        { currency: 'CLP', amount: 38_000 },
        { currency: 'EUR', amount: 2 },
      ],
      usd: 47.17,
      campaigns: 2,
    },
    {
      key: '7',
      accountId: 7,
      label: 'Zapatería Puerto',
      spend: [{ currency: 'USD', amount: 5 }],
      usd: 5,
      campaigns: 1,
    },
    {
      key: '6',
      accountId: 6,
      label: 'Andes Motors',
      spend: [{ currency: 'ARS', amount: 500 }],
      usd: 0.5,
      campaigns: 1,
    },
  ],
  seller: [
    {
      key: '3',
      accountId: 3,
      label: 'Marta Vendedora',
      spend: [{ currency: 'CLP', amount: 38_000 }],
      usd: 45,
      campaigns: 1,
    },
    {
      key: 'none',
      accountId: null,
      label: '',
      spend: [
        { currency: 'EUR', amount: 2 },
        { currency: 'ARS', amount: 500 },
        { currency: 'USD', amount: 5 },
      ],
      usd: 7.67,
      campaigns: 3,
    },
  ],
  country: [
    {
      key: 'CL',
      accountId: null,
      label: 'CL',
      spend: [
        { currency: 'CLP', amount: 38_000 },
        { currency: 'USD', amount: 5 },
      ],
      usd: 50,
      campaigns: 2,
    },
    {
      key: 'ES',
      accountId: null,
      label: 'ES',
      spend: [{ currency: 'EUR', amount: 2 }],
      usd: 2.17,
      campaigns: 1,
    },
    {
      key: 'AR',
      accountId: null,
      label: 'AR',
      spend: [{ currency: 'ARS', amount: 500 }],
      usd: 0.5,
      campaigns: 1,
    },
  ],
  currency: [],
};

/** The report the API answers for the worked example of the server's tests, by grouping. */
export function makeReport(
  groupBy: ExpenseGroup,
  from = '2026-03-01',
  to = '2026-03-31',
): ExpenseReportResponse {
  return {
    from,
    to,
    groupBy,
    rows: ROWS[groupBy],
    totals: {
      spend: [
        { currency: 'CLP', amount: 38_000 },
        { currency: 'EUR', amount: 2 },
        { currency: 'ARS', amount: 500 },
        { currency: 'USD', amount: 5 },
      ],
      usd: 52.67,
      campaigns: 4,
    },
    campaigns,
    rates: [
      { currency: 'ARS', date: '2026-03-01', perUsd: 1000, source: 'table' },
      { currency: 'CLP', date: '2026-03-02', perUsd: 1000, source: 'table' },
      { currency: 'CLP', date: '2026-03-04', perUsd: 800, source: 'table' },
      { currency: 'EUR', date: '2026-11-02', perUsd: 0.92, source: 'default' },
    ],
  };
}
