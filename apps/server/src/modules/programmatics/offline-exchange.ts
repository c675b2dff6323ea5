import { type DealAction, dealTransition } from '@adcontrol/domain/rules/deal-status';
import type { Db } from '../../db/client';
import { type ExchangeDeal, ExchangeRefusedError, type ProgrammaticExchange } from './exchange';
import { lockOfflineDeal, offlineBook, setOfflineActions } from './offline-exchange-repository';
import {
  type DealActionRecord,
  type DealPlan,
  dealActionRecord,
  dealPlan,
  deliveryDays,
  statusAt,
  toExchangeDeal,
} from './offline-model';

type Row = { plan: DealPlan; actions: DealActionRecord[] };

const readRow = (row: { plan: unknown; actions: unknown }): Row => ({
  plan: dealPlan.parse(row.plan),
  actions: dealActionRecord.array().parse(row.actions),
});

/**
 * The exchange that works with no internet (ARCHITECTURE 8; docs/decisions/035): the deals of its book in
 * `offline_exchange_deals` live out their plans as time passes (offline-model.ts), and take pauses and
 * activations like a real exchange, refusing those their status does not allow. `clock` lets tests move time.
 */
export function createOfflineExchange(db: Db, clock: () => Date = () => new Date()): ProgrammaticExchange {
  async function book(): Promise<Row[]> {
    return (await offlineBook(db)).map(readRow);
  }

  async function change(dealId: string, action: DealAction, key: string): Promise<ExchangeDeal> {
    return db.transaction(async (tx) => {
      const stored = await lockOfflineDeal(tx, dealId);
      if (!stored) throw new ExchangeRefusedError(`Deal ${dealId} is unknown to the exchange`);
      const { plan, actions } = readRow(stored);
      const now = clock();
      // A key seen before is a retry: answer as now, apply nothing again.
      if (actions.some((record) => record.key === key)) return toExchangeDeal(plan, actions, now);
      const status = statusAt(plan, actions, now);
      if (!dealTransition(status, action)) {
        throw new ExchangeRefusedError(`A ${status} deal cannot be ${action}d`, status);
      }
      const next = [...actions, { at: now.toISOString(), action, key }];
      await setOfflineActions(tx, dealId, next);
      return toExchangeDeal(plan, next, now);
    });
  }

  return {
    async deals() {
      const now = clock();
      return (await book()).map(({ plan, actions }) => toExchangeDeal(plan, actions, now));
    },
    async statistics(since) {
      const now = clock();
      return (await book()).flatMap(({ plan, actions }) => deliveryDays(plan, actions, now, since));
    },
    pause: (dealId, key) => change(dealId, 'pause', key),
    activate: (dealId, key) => change(dealId, 'activate', key),
  };
}
