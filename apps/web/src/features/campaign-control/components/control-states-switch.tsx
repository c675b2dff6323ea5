import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { useCampaignList } from '../hooks/use-campaign-list';
import { EmptyCampaigns, LoadingCampaigns } from './control-states';

interface ControlStatesProps {
  list: ReturnType<typeof useCampaignList>;
  limit: number;
  isFiltered: boolean;
  onClear: () => void;
}

/** What shows instead of rows: the failure with a retry, the skeleton, or the empty state. */
export function ControlStates({ list, limit, isFiltered, onClear }: ControlStatesProps) {
  const { t } = useTranslation();
  if (list.isError)
    return (
      <Alert
        severity="error"
        role="alert"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void list.refetch()}>
            {t('control.retry')}
          </Button>
        }
      >
        {t('messages.campaigns.loadFailed')} {t('messages.common.unexpectedReload')}
      </Alert>
    );
  if (list.isPending) return <LoadingCampaigns rows={limit} />;
  if (list.data && list.data.items.length === 0 && list.data.total === 0)
    return <EmptyCampaigns isFiltered={isFiltered} onClear={onClear} />;
  return null;
}
