import { type ExpenseReportQuery, expenseReport } from '@adcontrol/domain/expenses/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** The report of a period and grouping, in the caller's scope (docs/decisions/038). */
export function expenseReportQueryOptions(query: ExpenseReportQuery) {
  return queryOptions({
    queryKey: [expenseReport.operationId, query] as const,
    queryFn: () => callEndpoint(expenseReport, { query }),
    // Spend changes once a day, when the servers report: a minute keeps switching back and forth instant.
    staleTime: 60_000,
  });
}

export function useExpenseReport(query: ExpenseReportQuery) {
  // The previous grouping stays on screen while the next one loads, so the table does not flash empty.
  return useQuery({ ...expenseReportQueryOptions(query), placeholderData: keepPreviousData });
}
