import { getAudience, listAudiences } from '@adcontrol/domain/audiences/contracts';

const lists = [listAudiences.operationId] as const;

/** The query keys of what features read about audiences: every list sits under `lists`, whatever its page or search. */
export const audienceKeys = {
  lists,
  /** One page of the audiences list, or a pick list (`GET /audiences`). */
  list: <Q>(query: Q) => [...lists, query] as const,
  /** One audience with its filters (`GET /audiences/:id`). */
  detail: (id: number) => [getAudience.operationId, id] as const,
};
