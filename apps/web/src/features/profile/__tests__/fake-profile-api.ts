import { listReportSchedules } from '@adcontrol/domain/scheduled-reports/contracts';
import { fake, mockApi, type Route } from '../../../test/app';

/**
 * The profile page's calls; the scheduled reports it also lists (docs/decisions/040) are none here. A test's
 * own routes answer first.
 */
export function fakeProfileApi(...routes: Route[]) {
  return mockApi(
    ...routes,
    fake(listReportSchedules, () => ({ items: [] })),
  );
}
