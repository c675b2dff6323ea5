import { COUNTRY_CURRENCY } from '@adcontrol/domain/shared/enum-values';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../components/confirm-dialog';
import { paths } from '../config/paths';
import { draftInProgress, startDraftWith } from '../features/campaign-wizard/state/prefill';
import { SimulatorPage } from '../features/forecast/components/simulator-page';
import type { ScenarioForm } from '../features/forecast/state/scenario-form';
import { useCan } from '../lib/use-can';

/**
 * The simulator turns a scenario into a campaign draft: the two features meet here (STYLE 1), the scenario's
 * general data handed to the wizard's draft, and the wizard opened on its general step. A draft the person
 * already started in the wizard is replaced only once they say so.
 */
export function SimulatorRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Analysts simulate, but buy nothing.
  const createsCampaigns = useCan('campaigns.create');
  const [pending, setPending] = useState<{ form: ScenarioForm; draftName: string } | null>(null);
  const startFrom = (form: ScenarioForm) => {
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
  const createCampaign = (form: ScenarioForm) => {
    const draft = draftInProgress();
    if (draft) setPending({ form, draftName: draft.name.trim() });
    else startFrom(form);
  };
  return (
    <>
      <SimulatorPage {...(createsCampaigns ? { onCreateCampaign: createCampaign } : {})} />
      <ConfirmDialog
        open={pending !== null}
        title={t('simulator.replaceDraft.title')}
        body={t('simulator.replaceDraft.body', {
          name: pending?.draftName || t('simulator.replaceDraft.unnamed'),
        })}
        confirmLabel={t('simulator.replaceDraft.confirm')}
        cancelLabel={t('simulator.replaceDraft.cancel')}
        isDestructive
        onConfirm={() => {
          if (pending) startFrom(pending.form);
          setPending(null);
        }}
        onClose={() => setPending(null)}
      />
    </>
  );
}
