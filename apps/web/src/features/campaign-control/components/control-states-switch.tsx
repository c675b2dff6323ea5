import { useTranslation } from 'react-i18next';
import { ListError } from '../../../components/list-page';
import type { useCampaignList } from '../hooks/use-campaign-list';
import { EmptyCampaigns, LoadingCampaigns } from './control-states';

interface ControlStatesProps {
  list: ReturnType<typeof useCampaignList>;
  /** The first rows have arrived and are being drawn: the skeleton stays meanwhile. */
  isDrawing: boolean;
  limit: number;
  isFiltered: boolean;
  onClear: () => void;
}

/** What shows instead of rows: the failure with a retry, the skeleton, or the empty state. */
export function ControlStates({ list, isDrawing, limit, isFiltered, onClear }: ControlStatesProps) {
  const { t } = useTranslation();
  if (list.isError)
    return (
      <ListError
        message={`${t('messages.campaigns.loadFailed')} ${t('messages.common.unexpectedReload')}`}
        onRetry={() => void list.refetch()}
      />
    );
  if (list.isPending || (isDrawing && list.data && list.data.items.length > 0))
    return <LoadingCampaigns rows={limit} />;
  if (list.data && list.data.items.length === 0 && list.data.total === 0)
    return <EmptyCampaigns isFiltered={isFiltered} onClear={onClear} />;
  return null;
}
