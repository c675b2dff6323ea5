import { z } from 'zod';
import { pagingQuery } from '../contract/common';
import { defineEndpoint } from '../contract/define-endpoint';
import { recordIdText } from '../contract/limit-fields';
import { rolesFor } from '../rules/permissions';
import { refusal } from '../shared/issue-message';
import { loginEvent } from './login-event';

export const loginEventsQuery = z
  .object({
    ...pagingQuery,
    accountId: recordIdText().optional(),
    email: z.string().trim().max(254).optional(),
    success: z.enum(['true', 'false']).optional(),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
  })
  .refine(
    (query) => !query.from || !query.to || query.from <= query.to,
    refusal('must not be before from', 'validation.endBeforeStart', { path: ['to'] }),
  );
export type LoginEventsQuery = z.input<typeof loginEventsQuery>;

/** SPEC 3 Login events: a page of events and the count of all that match. */
export const loginEventsResponse = z.object({ events: z.array(loginEvent), count: z.number().int() });
export type LoginEventsResponse = z.infer<typeof loginEventsResponse>;

export const listLoginEvents = defineEndpoint({
  operationId: 'events.login',
  method: 'GET',
  path: '/events/login',
  tag: 'Events',
  summary: 'Sign-in attempts, newest first, with filters and paging (admins)',
  access: rolesFor('activity.read'),
  query: loginEventsQuery,
  response: loginEventsResponse,
});
