import { can } from '@adcontrol/domain/rules/permissions';
import {
  CAMPAIGN_FORMATS,
  COUNTRY_CURRENCY,
  type CountryCode,
  CURRENCIES,
  PURCHASE_MODELS,
} from '@adcontrol/domain/shared/enum-values';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountryField } from '../../../components/country-field';
import { DateField } from '../../../components/date-field';
import { MoneyField } from '../../../components/money-field';
import { SelectField } from '../../../components/select-field';
import { TimezoneField } from '../../../components/timezone-field';
import { useProblemProps } from '../../../components/use-problem-props';
import { useAdvertiserChoices } from '../../../entities/accounts/api/get-advertisers';
import { useSession } from '../../../lib/session-store';
import { updateDraft, type WizardState } from '../state/draft-store';
import type { GeneralField, GeneralProblems } from '../state/general-problems';
import { FlightSummary } from './flight-summary';
import { PriceField } from './price-field';
import { SellerField } from './seller-field';
import { SetDatesDialog } from './set-dates-dialog';
import { WorkOrdersField } from './work-orders-field';

/** Typing filters: SPEC 5 decimals take one separator; money follows keepMoneyText (dots and one comma). */
const DECIMAL_CHARACTERS = /[^\d.,]/g;
const oneSeparator = (text: string) => text.replace(DECIMAL_CHARACTERS, '').replace(/([.,].*)[.,]/g, '$1');

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Grid container spacing={2}>
        {children}
      </Grid>
    </Paper>
  );
}

interface GeneralStepProps {
  draft: WizardState;
  problems: GeneralProblems;
  /** Problems show once the user tried to go on, or for a field already touched (the name as it is typed). */
  showAll: boolean;
}

/** SPEC 5's general data: who the campaign is for, what it buys, when it runs, and its work orders. */
export function GeneralStep({ draft, problems, showAll }: GeneralStepProps) {
  const { t } = useTranslation();
  const { account, role } = useSession();
  const isAdvertiser = can(role, 'advertisers.actAsSelf');
  const choosesSeller = can(role, 'campaigns.pickSeller');
  const advertisers = useAdvertiserChoices(!isAdvertiser);
  const [datesOpen, setDatesOpen] = useState(false);
  const problemProps = useProblemProps(problems);
  const error = (field: GeneralField, always = false) => problemProps(field, showAll || always);
  const choices = advertisers.data ?? [];
  const chosen = choices.find((choice) => choice.id === draft.advertiserId) ?? null;
  const setCountry = (country: CountryCode | undefined) =>
    updateDraft({ country: country ?? null, currency: country ? COUNTRY_CURRENCY[country] : draft.currency });

  return (
    <>
      <Section title={t('campaigns.wizard.general.identity')}>
        <Grid size={{ xs: 12, md: 8 }}>
          <TextField
            fullWidth
            required
            name="name"
            label={t('campaigns.wizard.fields.name')}
            value={draft.name}
            onChange={(event) => updateDraft({ name: event.target.value })}
            {...error('name', draft.name !== '' && problems.name === 'campaigns.alreadyExists')}
            slotProps={{ htmlInput: { maxLength: 150 } }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <SelectField
            required
            name="format"
            label={t('campaigns.wizard.fields.format')}
            value={draft.format}
            options={CAMPAIGN_FORMATS}
            optionLabel={(format) => t(`campaigns.wizard.formats.${format}`)}
            onChange={(format) => updateDraft({ format })}
            {...error('format')}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          {isAdvertiser ? (
            <TextField
              fullWidth
              label={t('campaigns.wizard.fields.advertiser')}
              value={account?.company || account?.firstName || ''}
              slotProps={{ htmlInput: { readOnly: true } }}
              helperText={t('campaigns.wizard.general.ownAccount')}
            />
          ) : (
            <Autocomplete
              options={choices}
              value={chosen}
              loading={advertisers.isPending}
              getOptionLabel={(option) => option.company || option.firstName || option.email}
              isOptionEqualToValue={(option, value) => option.id === value.id}
              onChange={(_, value) =>
                updateDraft({
                  advertiserId: value?.id ?? null,
                  ...(choosesSeller && value?.parentId && draft.seller === null
                    ? { seller: value.parentId }
                    : {}),
                  ...(value?.country && !draft.country
                    ? { country: value.country, currency: COUNTRY_CURRENCY[value.country] }
                    : {}),
                  ...(value?.timezone && !draft.timezone ? { timezone: value.timezone } : {}),
                })
              }
              renderInput={(params) => (
                <TextField
                  {...params}
                  required
                  name="advertiserId"
                  label={t('campaigns.wizard.fields.advertiser')}
                  {...error('advertiserId')}
                />
              )}
            />
          )}
        </Grid>
        {choosesSeller && (
          <Grid size={{ xs: 12, md: 6 }}>
            <SellerField
              value={draft.seller}
              advertiserParentId={chosen?.parentId ?? null}
              onChange={(seller) => updateDraft({ seller })}
            />
          </Grid>
        )}
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <CountryField
            label={t('campaigns.wizard.fields.country')}
            name="country"
            value={draft.country ?? undefined}
            onChange={setCountry}
            {...error('country')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <TimezoneField
            label={t('campaigns.wizard.fields.timezone')}
            name="timezone"
            value={draft.timezone || undefined}
            onChange={(timezone) => updateDraft({ timezone: timezone ?? '' })}
          />
        </Grid>
      </Section>

      <Section title={t('campaigns.wizard.general.buying')}>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <SelectField
            required
            name="model"
            label={t('campaigns.wizard.fields.model')}
            value={draft.model}
            options={PURCHASE_MODELS}
            onChange={(model) => updateDraft({ model })}
            {...error('model')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <SelectField
            required
            name="currency"
            label={t('campaigns.wizard.fields.currency')}
            value={draft.currency}
            options={CURRENCIES}
            onChange={(currency) => updateDraft({ currency })}
            {...error('currency')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <MoneyField
            required
            name="budget"
            label={t('campaigns.wizard.fields.budget')}
            value={draft.budget}
            onChange={(budget) => updateDraft({ budget })}
            {...error('budget')}
            placeholder="1.500.000,00"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <FormControlLabel
            sx={{ mt: 1 }}
            control={
              <Switch
                checked={draft.premium}
                onChange={(event) => updateDraft({ premium: event.target.checked })}
              />
            }
            label={t('campaigns.wizard.fields.premium')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <PriceField draft={draft} {...error('price')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <TextField
            fullWidth
            name="ctr"
            label={<bdi>{t('campaigns.wizard.fields.ctr')}</bdi>}
            value={draft.ctr}
            onChange={(event) => updateDraft({ ctr: oneSeparator(event.target.value) })}
            {...error('ctr', true)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <TextField
            fullWidth
            name="conversionRate"
            label={<bdi>{t('campaigns.wizard.fields.conversionRate')}</bdi>}
            value={draft.conversionRate}
            onChange={(event) => updateDraft({ conversionRate: oneSeparator(event.target.value) })}
            {...error('conversionRate', true)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        </Grid>
      </Section>

      <Section title={t('campaigns.wizard.general.flight')}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DateField
            fullWidth
            required
            name="start"
            label={t('campaigns.wizard.fields.start')}
            value={draft.date.start}
            onChange={(day) => updateDraft({ date: { ...draft.date, start: day ?? null } })}
            {...error('start')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DateField
            fullWidth
            required
            name="end"
            label={t('campaigns.wizard.fields.end')}
            value={draft.date.end}
            onChange={(day) => updateDraft({ date: { ...draft.date, end: day ?? null } })}
            {...error('end', problems.end === 'validation.endBeforeStart')}
          />
        </Grid>
        <Grid size={12}>
          <Button startIcon={<CalendarMonthOutlined />} onClick={() => setDatesOpen(true)}>
            {t('campaigns.wizard.dates.open')}
          </Button>
        </Grid>
        <Grid size={12}>
          <FlightSummary draft={draft} />
        </Grid>
        <SetDatesDialog draft={draft} open={datesOpen} onClose={() => setDatesOpen(false)} />
      </Section>

      <Section title={t('campaigns.wizard.general.workOrders')}>
        <Grid size={12}>
          <WorkOrdersField draft={draft} />
        </Grid>
      </Section>
    </>
  );
}
