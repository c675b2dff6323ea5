import { ID_LIMIT, withinLimit } from '@adcontrol/domain/rules/limits';
import { useParams } from 'react-router';

/**
 * The `:id` of the address as a record id, or null when it cannot be one (`/audience/abc/edit`, `0`, `1.5`, past
 * the id column): such an address is a page that does not exist, shown as the screen's not-found, never asked of
 * the API, whose refusal would be a validation message.
 */
export function routeIdOf(text: string | undefined): number | null {
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return withinLimit(id, ID_LIMIT) ? id : null;
}

export function useRouteId(name = 'id'): number | null {
  return routeIdOf(useParams()[name]);
}
