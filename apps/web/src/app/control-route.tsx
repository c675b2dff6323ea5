import { ControlPage } from '../features/campaign-control/components/control-page';
import { useDeliveryRowActions } from '../features/campaign-delivery/components/delivery-row-actions';

/**
 * A feature does not import another (STYLE 1): Control's row menus take the delivery modals (link, capping and
 * source, data info) from the delivery feature here, at the app level.
 */
export function ControlRoute() {
  const delivery = useDeliveryRowActions();
  return <ControlPage extraRowActions={delivery.actionsFor}>{delivery.dialog}</ControlPage>;
}
