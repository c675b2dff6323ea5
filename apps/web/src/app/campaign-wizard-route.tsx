import { lazy, Suspense } from 'react';
import { LoadingDialog } from '../components/loading-dialog';
import { AddCreativesPage } from '../features/campaign-wizard/components/add-creatives-page';
import { CampaignWizardPage } from '../features/campaign-wizard/components/campaign-wizard-page';
import type { RenderAudienceBuilder } from '../features/campaign-wizard/creatives/fields/audience-picker';

/** The audience builder travels with its own texts and map, loaded when a creative first asks for it. */
const AudienceBuilderDialog = lazy(async () => {
  const [{ AudienceBuilderDialog: Dialog }, { loadTexts }] = await Promise.all([
    import('../features/audiences/components/audience-builder-dialog'),
    import('./i18n'),
  ]);
  await loadTexts('audience');
  return { default: Dialog };
});

/**
 * A feature does not import another (STYLE 1): the wizard's "create audience" opens the audience feature's
 * builder dialog through this render function, joined here at the app level.
 */
const renderAudienceBuilder: RenderAudienceBuilder = ({ open, onClose, onSaved }) =>
  open ? (
    <Suspense fallback={<LoadingDialog onClose={onClose} />}>
      <AudienceBuilderDialog
        open={open}
        onClose={onClose}
        onSaved={(audience) => onSaved({ id: audience._id, name: audience.name })}
      />
    </Suspense>
  ) : null;

export function CampaignWizardRoute() {
  return <CampaignWizardPage renderAudienceBuilder={renderAudienceBuilder} />;
}

export function AddCreativesRoute() {
  return <AddCreativesPage renderAudienceBuilder={renderAudienceBuilder} />;
}
