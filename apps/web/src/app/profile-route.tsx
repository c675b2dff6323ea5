import { ProfilePage } from '../features/profile/components/profile-page';
import { ScheduledReportsSection } from '../features/scheduled-reports/components/scheduled-reports-section';

/** /profile, with the person's scheduled reports managed below their details (docs/decisions/040). */
export function ProfileRoute() {
  return (
    <ProfilePage>
      <ScheduledReportsSection />
    </ProfilePage>
  );
}
