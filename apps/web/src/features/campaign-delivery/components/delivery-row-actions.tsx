import type { CampaignRow } from '@adcontrol/domain/campaigns/campaign';
import type { NeededCapping } from '@adcontrol/domain/rules/needed-capping';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { campaignDetailsQueryOptions } from '../../../entities/campaigns/api/get-campaign-details';
import { errorText } from '../../../lib/error-text';
import { useCan } from '../../../lib/use-can';
import type { DeliveryDialogKind } from './delivery-dialogs';
import { DeliveryDialogsOnDemand, LoadingDeliveryDialog } from './delivery-dialogs-on-demand';

/** What a row menu item needs; the Control list's own type has the same shape (the app joins the two). */
export interface DeliveryRowAction {
  key: string;
  label: string;
  icon: ReactNode;
  onSelect: () => void;
}

type Row = Pick<CampaignRow, 'id' | 'name' | 'metric' | 'neededCapping'>;
interface Target {
  row: Row;
  kind: DeliveryDialogKind;
}

/** The campaign's details (its creatives, its data info) are read before the modal shows its form. */
function RowDialog({ target, onClose }: { target: Target; onClose: () => void }) {
  const { t } = useTranslation();
  const details = useQuery(campaignDetailsQueryOptions(target.row.id));
  const needed: NeededCapping = { metric: target.row.metric, value: target.row.neededCapping };
  if (!details.data) {
    return (
      <LoadingDeliveryDialog
        kind={target.kind}
        subtitle={target.row.name}
        error={details.isError ? errorText(details.error, t) : null}
        onClose={onClose}
      />
    );
  }
  return (
    <DeliveryDialogsOnDemand campaign={details.data} kind={target.kind} needed={needed} onClose={onClose} />
  );
}

const ACTIONS: { kind: DeliveryDialogKind; icon: ReactNode; isAdminOnly: boolean }[] = [
  { kind: 'link', icon: <LinkOutlined fontSize="small" />, isAdminOnly: false },
  { kind: 'capping', icon: <TuneOutlined fontSize="small" />, isAdminOnly: true },
  { kind: 'dataInfo', icon: <EditNoteOutlined fontSize="small" />, isAdminOnly: true },
];

/**
 * Control's row actions for the delivery modals (admins; super sellers link only): the menu items for a row,
 * and the modal they open, which the page renders.
 */
export function useDeliveryRowActions(): {
  actionsFor: (row: Row) => DeliveryRowAction[];
  dialog: ReactNode;
} {
  const { t } = useTranslation();
  const links = useCan('campaigns.link');
  const tunes = useCan('campaigns.tuneDelivery');
  const [target, setTarget] = useState<Target | null>(null);
  const actionsFor = (row: Row): DeliveryRowAction[] =>
    !links
      ? []
      : ACTIONS.filter((action) => tunes || !action.isAdminOnly).map((action) => ({
          key: action.kind,
          label: t(`delivery.actions.${action.kind}`),
          icon: action.icon,
          onSelect: () => setTarget({ row, kind: action.kind }),
        }));
  const dialog = target ? <RowDialog target={target} onClose={() => setTarget(null)} /> : null;
  return { actionsFor, dialog };
}
