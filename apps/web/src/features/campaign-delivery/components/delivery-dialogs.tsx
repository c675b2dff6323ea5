import type { Campaign } from '@adcontrol/domain/campaigns/campaign';
import type { NeededCapping } from '@adcontrol/domain/rules/needed-capping';
import { CappingDialog } from './capping-dialog';
import { DataInfoDialog } from './data-info-dialog';
import { LinkDialog } from './link-dialog';
import { OptimisationDialog } from './optimisation-dialog';

export type DeliveryDialogKind = 'link' | 'capping' | 'dataInfo' | 'optimisation';

interface DeliveryDialogsProps {
  campaign: Campaign;
  kind: DeliveryDialogKind | null;
  needed: NeededCapping | null;
  onClose: () => void;
}

/** The campaign's delivery modal that is open, if any; each mounts fresh, so it starts from what is stored. */
export function DeliveryDialogs({ campaign, kind, needed, onClose }: DeliveryDialogsProps) {
  switch (kind) {
    case 'link':
      return <LinkDialog campaign={campaign} onClose={onClose} />;
    case 'capping':
      return <CappingDialog campaign={campaign} needed={needed} onClose={onClose} />;
    case 'dataInfo':
      return <DataInfoDialog campaign={campaign} onClose={onClose} />;
    case 'optimisation':
      return <OptimisationDialog campaign={campaign} onClose={onClose} />;
    default:
      return null;
  }
}
