import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useAudience } from '../../../entities/audiences/api/get-audience';
import { useRouteId } from '../../../lib/route-id';
import { AudienceBuilder } from './audience-builder';
import { AudienceLoadFailure, AudienceNotFound, LoadingAudience } from './audience-loading-states';
import { AudiencePageFrame } from './audience-page-frame';
import { returnTargetOf, withAudienceId } from './return-to';

/** /audience/create: a saved audience goes to the list, or back to campaign creation with its id. */
export function CreateAudiencePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const returnTo = returnTargetOf(location);
  return (
    <AudiencePageFrame title={t('screens.createAudience')} subtitle={t('audience.builder.createSubtitle')}>
      <AudienceBuilder
        mode="private"
        guardNavigation
        onSaved={(saved) => void navigate(returnTo ? withAudienceId(returnTo, saved._id) : paths.audiences())}
        onCancel={() => void navigate(returnTo ?? paths.audiences())}
      />
    </AudiencePageFrame>
  );
}

/** /audience/:id/edit; an address whose id cannot be one is the not-found screen. */
export function EditAudiencePage() {
  const { t } = useTranslation();
  const id = useRouteId();
  if (id === null) {
    return (
      <AudiencePageFrame title={t('screens.editAudience')}>
        <AudienceNotFound />
      </AudiencePageFrame>
    );
  }
  return <EditAudience id={id} />;
}

function EditAudience({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const audience = useAudience(id);
  return (
    <AudiencePageFrame
      title={audience.data?.name ?? t('screens.editAudience')}
      subtitle={audience.data ? t('screens.editAudience') : undefined}
    >
      {audience.isError && (
        <AudienceLoadFailure error={audience.error} onRetry={() => void audience.refetch()} />
      )}
      {audience.isPending && <LoadingAudience />}
      {audience.data && (
        <AudienceBuilder
          key={audience.data._id}
          mode="private"
          audience={audience.data}
          guardNavigation
          onSaved={() => void navigate(paths.audiences())}
          onCancel={() => void navigate(paths.audiences())}
        />
      )}
    </AudiencePageFrame>
  );
}
