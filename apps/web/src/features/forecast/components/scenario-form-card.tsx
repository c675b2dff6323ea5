import { parseBudgetText } from '@adcontrol/domain/rules/budget';
import { CAMPAIGN_FORMATS, COUNTRY_CURRENCY, PURCHASE_MODELS } from '@adcontrol/domain/shared/enum-values';
import QueryStatsOutlined from '@mui/icons-material/QueryStatsOutlined';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CountryField } from '../../../components/country-field';
import { DateField } from '../../../components/date-field';
import { MoneyField } from '../../../components/money-field';
import { SectionCard } from '../../../components/section-card';
import { SelectField } from '../../../components/select-field';
import { useProblemProps } from '../../../components/use-problem-props';
import type { FormProblems, ScenarioField, ScenarioForm } from '../state/scenario-form';
import { updateForm } from '../state/scenarios-store';
import { AudiencePicker } from './audience-picker';
import { UnitPriceField } from './unit-price-field';

interface ScenarioFormCardProps {
  form: ScenarioForm;
  problems: FormProblems;
  /** Problems show once the user asked for a forecast. */
  showProblems: boolean;
  isPending: boolean;
  onSubmit: () => void;
}

/** The scenario: where, what and how it is bought, for how much and when, and optionally for whom. */
export function ScenarioFormCard({
  form,
  problems,
  showProblems,
  isPending,
  onSubmit,
}: ScenarioFormCardProps) {
  const { t } = useTranslation();
  const problemProps = useProblemProps(problems);
  const error = (field: ScenarioField) =>
    problemProps(field, showProblems || (field === 'end' && problems.end === 'validation.endBeforeStart'));
  const budget = parseBudgetText(form.budget);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <SectionCard title={t('simulator.form.title')} subtitle={t('simulator.form.subtitle')}>
      <Grid
        container
        spacing={2}
        component="form"
        noValidate
        onSubmit={submit}
        aria-label={t('simulator.form.title')}
      >
        <Grid size={{ xs: 12, sm: 6, lg: 12 }}>
          <CountryField
            required
            label={t('simulator.fields.country')}
            name="country"
            value={form.country ?? undefined}
            onChange={(country) => updateForm({ country: country ?? null })}
            {...error('country')}
          />
        </Grid>
        {/* In the narrow form column a label as long as "Purchase model" needs the whole row. */}
        <Grid size={{ xs: 12, sm: 6, lg: 12 }}>
          <SelectField
            required
            name="format"
            label={t('simulator.fields.format')}
            value={form.format}
            options={CAMPAIGN_FORMATS}
            optionLabel={(format) => t(`simulator.formats.${format}`)}
            onChange={(format) => updateForm({ format })}
            {...error('format')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 12 }}>
          <SelectField
            required
            name="model"
            label={t('simulator.fields.model')}
            value={form.model}
            options={PURCHASE_MODELS}
            onChange={(model) => updateForm({ model })}
            {...error('model')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 12 }}>
          <MoneyField
            required
            name="budget"
            label={
              form.country
                ? t('simulator.fields.budgetIn', { currency: COUNTRY_CURRENCY[form.country] })
                : t('simulator.fields.budget')
            }
            value={form.budget}
            onChange={(budget) => updateForm({ budget })}
            {...error('budget')}
            placeholder="1.500.000,00"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 12 }}>
          <UnitPriceField
            form={form}
            budget={budget !== null && budget > 0 ? budget : null}
            {...error('price')}
          />
        </Grid>
        <Grid size={12}>
          <FormControlLabel
            control={
              <Switch
                checked={form.premium}
                onChange={(event) => updateForm({ premium: event.target.checked })}
              />
            }
            label={t('simulator.fields.premium')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DateField
            fullWidth
            required
            name="start"
            label={t('simulator.fields.start')}
            value={form.start}
            onChange={(day) => updateForm({ start: day ?? '' })}
            {...error('start')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DateField
            fullWidth
            required
            name="end"
            label={t('simulator.fields.end')}
            value={form.end}
            onChange={(day) => updateForm({ end: day ?? '' })}
            {...error('end')}
          />
        </Grid>
        <Grid size={12}>
          <AudiencePicker value={form.audience} onChange={(audience) => updateForm({ audience })} />
        </Grid>
        <Grid size={12}>
          <Button
            type="submit"
            variant="contained"
            fullWidth
            startIcon={<QueryStatsOutlined />}
            loading={isPending}
            loadingPosition="start"
          >
            {t('simulator.form.submit')}
          </Button>
        </Grid>
      </Grid>
    </SectionCard>
  );
}
