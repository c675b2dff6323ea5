import type { ActivityListQuery } from '@adcontrol/domain/activity/contracts';
import type { LoginEventsQuery } from '@adcontrol/domain/events/contracts';
import { useCallback, useMemo } from 'react';
import { z } from 'zod';
import { isDay } from '../../../lib/day-range';
import { useAddressParams } from '../../../lib/use-address-params';

export const PAGE_SIZES = [25, 50, 100] as const;
export const TABS = ['changes', 'sign-ins'] as const;
export type ActivityTab = (typeof TABS)[number];

const day = z
  .string()
  .refine((value) => isDay(value))
  .optional()
  .catch(undefined);
const text = (max: number) => z.string().trim().min(1).max(max).optional().catch(undefined);

/** Both tabs' filters live in the address, so a filtered log can be reloaded, shared and returned to. */
const fromAddress = z.object({
  tab: z.enum(TABS).catch('changes'),
  page: z.coerce.number().int().min(1).catch(1),
  limit: z.coerce
    .number()
    .refine((value) => (PAGE_SIZES as readonly number[]).includes(value))
    .catch(25),
  personId: z.coerce.number().int().positive().optional().catch(undefined),
  entityType: text(40),
  action: text(80),
  email: text(254),
  success: z.enum(['true', 'false']).optional().catch(undefined),
  from: day,
  to: day,
});
export type ActivityAddress = z.infer<typeof fromAddress>;

const DEFAULTS: Partial<Record<keyof ActivityAddress, string>> = { tab: 'changes', page: '1', limit: '25' };

export function useActivityFilter() {
  const [params, updateParams] = useAddressParams();
  const filter = useMemo(() => fromAddress.parse(Object.fromEntries(params)), [params]);

  /** Any change but paging starts again from page 1. */
  const setFilter = useCallback(
    (patch: Partial<ActivityAddress>) => {
      updateParams(
        (live) => {
          const next: Partial<ActivityAddress> = {
            ...fromAddress.parse(Object.fromEntries(live)),
            page: 1,
            ...patch,
          };
          const search = new URLSearchParams();
          for (const [key, value] of Object.entries(next)) {
            const written = value === undefined ? '' : String(value);
            if (written && DEFAULTS[key as keyof ActivityAddress] !== written) search.set(key, written);
          }
          return search;
        },
        { replace: true },
      );
    },
    [updateParams],
  );
  return { filter, setFilter };
}

const present = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;

/** A reversed period is not sent: the screen says so instead. */
const period = (filter: ActivityAddress) =>
  filter.from && filter.to && filter.from > filter.to ? {} : { from: filter.from, to: filter.to };

/** What the changes call is asked (the export takes the same without paging). */
export function changesQuery(filter: ActivityAddress): ActivityListQuery {
  const { page, limit, personId, entityType, action } = filter;
  return present({ page, limit, personId, entityType, action, ...period(filter) });
}

export function signInsQuery(filter: ActivityAddress): LoginEventsQuery {
  const { page, limit, personId, email, success } = filter;
  return present({ page, limit, accountId: personId, email, success, ...period(filter) });
}

export const isPeriodReversed = (filter: ActivityAddress) =>
  Boolean(filter.from && filter.to && filter.from > filter.to);
