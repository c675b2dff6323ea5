import { type Audience, audienceFilters } from '@adcontrol/domain/audiences/audience';

type Filters = Parameters<typeof audienceFilters.parse>[0];

/** A saved audience as the list and the detail answer it: Santiago centro, no filters, 1,234,567 people. */
export function makeAudience(
  overrides: Partial<Omit<Audience, 'filters'>> & { filters?: Filters } = {},
): Audience {
  const { filters, ...rest } = overrides;
  return {
    _id: 7,
    name: 'Santiago centro',
    filters: audienceFilters.parse(filters ?? {}),
    options: { ignoreMultiplier: false },
    size: 1_234_567,
    ownerId: 1,
    ownerName: 'Ana Pérez',
    createdAt: '2026-03-01T12:00:00.000Z',
    updatedAt: '2026-03-04T12:00:00.000Z',
    ...rest,
  };
}
