import { COUNTRY_CURRENCY } from '@adcontrol/domain/shared/enum-values';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { startDraftWith } from '../features/campaign-wizard/state/prefill';
import { SimulatorPage } from '../features/simulator/components/simulator-page';
import type { ScenarioForm } from '../features/simulator/state/scenario-form';
import { useSession } from '../lib/session-store';

/** Who may create campaigns (`campaignWriters`): analysts simulate, but buy nothing. */
const CREATES_CAMPAIGNS = new Set(['admin', 'advertiser', 'seller', 'super_seller', 'country_manager']);

/**
 * The simulator turns a scenario into a campaign draft: the two features meet here (STYLE 1), the scenario's
 * general data handed to the wizard's draft, and the wizard opened on its general step.
 */
export function SimulatorRoute() {
  const navigate = useNavigate();
  const { role } = useSession();
  const createCampaign = (form: ScenarioForm) => {
    startDraftWith({
      country: form.country,
      currency: form.country ? COUNTRY_CURRENCY[form.country] : null,
      format: form.format,
      model: form.model,
      budget: form.budget,
      price: form.price,
      premium: form.premium,
      date: { start: form.start || null, end: form.end || null },
    });
    navigate(paths.createCampaign());
  };
  return (
    <SimulatorPage {...(role && CREATES_CAMPAIGNS.has(role) ? { onCreateCampaign: createCampaign } : {})} />
  );
}
