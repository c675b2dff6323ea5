import { setExchangeRates } from '@adcontrol/domain/expenses/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog } from '../../src/db/schema';
import { call } from '../helpers/callers';
import { request } from '../helpers/request';
import { expensesApp } from './expenses-fixtures';

/** Loading a day's exchange rates: what changes, what is logged, what is refused. */
const expenses = expensesApp();
const { admin, seller } = expenses;

describe('PUT /exchange-rates/:date', () => {
  it('loads a day for the named currencies only, logged with the rates before and after', async () => {
    const first = await request(expenses.testApp, admin, setExchangeRates, {
      params: { date: '2026-05-04' },
      body: { perUsd: { CLP: 950, MX: 17 } },
    });
    expect(first.json()).toEqual({ date: '2026-05-04', perUsd: { CLP: 950, MX: 17 } });
    const second = await request(expenses.testApp, admin, setExchangeRates, {
      params: { date: '2026-05-04' },
      body: { perUsd: { CLP: 960 } },
    });
    expect(second.json()).toEqual({ date: '2026-05-04', perUsd: { CLP: 960, MX: 17 } });
    const [logged] = await expenses.testApp.database.db
      .select({ details: activityLog.details })
      .from(activityLog)
      .where(and(eq(activityLog.entityType, 'exchange_rate'), eq(activityLog.entityId, 20260504)))
      .orderBy(activityLog.id)
      .offset(1);
    expect(logged?.details).toEqual({
      date: '2026-05-04',
      before: { CLP: 950, MX: 17 },
      after: { CLP: 960, MX: 17 },
    });
  });

  it('refuses an unknown currency, a rate that is not positive, and anyone but an admin', async () => {
    const unknown = await call(expenses.testApp, admin, 'PUT', '/exchange-rates/2026-05-05', {
      perUsd: { XYZ: 3 },
    });
    expect(unknown.statusCode).toBe(400);
    const zero = await request(expenses.testApp, admin, setExchangeRates, {
      params: { date: '2026-05-05' },
      body: { perUsd: { CLP: 0 } },
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.failure().field).toContain('perUsd');
    const badDay = await request(expenses.testApp, admin, setExchangeRates, {
      params: { date: '2026-13-01' },
      body: { perUsd: { CLP: 900 } },
    });
    expect(badDay.json()).toMatchObject({ field: 'date' });
    const bySeller = await request(expenses.testApp, seller, setExchangeRates, {
      params: { date: '2026-05-05' },
      body: { perUsd: { CLP: 900 } },
    });
    expect(bySeller.statusCode).toBe(403);
  });
});
