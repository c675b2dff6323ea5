import { z } from 'zod';
import { isoDateTime, pagingQuery } from '../contract/common';
import { defineEndpoint } from '../contract/define-endpoint';

export const loginEvent = z.object({
  id: z.number().int(),
  accountId: z.number().int().nullable(),
  email: z.string(),
  success: z.boolean(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  actingAccountId: z.number().int().nullable(),
  createdAt: isoDateTime,
});

export const loginEventsQuery = z.object({
  ...pagingQuery,
  accountId: z.coerce.number().int().positive().optional(),
  email: z.string().trim().max(254).optional(),
  success: z.enum(['true', 'false']).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});

export const listLoginEvents = defineEndpoint({
  operationId: 'events.login',
  method: 'GET',
  path: '/events/login',
  tag: 'Events',
  summary: 'Sign-in attempts, newest first, with filters and paging (admins)',
  access: ['admin'],
  query: loginEventsQuery,
  response: z.object({ events: z.array(loginEvent), count: z.number().int() }),
});
