import type { Audience } from '@adcontrol/domain/audiences/audience';
import { formatCountry } from '@adcontrol/domain/format/format';
import type { CountryCode } from '@adcontrol/domain/shared/enums';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAudience } from '../../../../entities/audiences/api/get-audience';
import { useAudienceChoices } from '../../../../entities/audiences/api/get-audiences';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';

/** What the wizard's route supplies: the audience feature's builder in a dialog (a feature cannot import it). */
export type RenderAudienceBuilder = (props: {
  open: boolean;
  onClose(): void;
  onSaved(audience: { id: number; name: string }): void;
}) => ReactNode;

interface Choice {
  id: number;
  name: string;
  /** Whether the audience takes in the campaign's country: those are offered first. */
  isInCountry: boolean;
}

function choiceOf(audience: Audience, country: CountryCode | null): Choice {
  const places = audience.filters.geolocalization.coordinates;
  const isInCountry = country !== null && places.some((place) => place.countryCode === country);
  return { id: audience._id, name: audience.name, isInCountry };
}

interface AudiencePickerProps {
  value: number | null | undefined;
  onChange: (audienceId: number | null) => void;
  country: CountryCode | null;
  error?: string | undefined;
  renderAudienceBuilder?: RenderAudienceBuilder | undefined;
}

/** Enough of the caller's audiences for a pick list; the search narrows them on the server. */
const PICK_LIMIT = 50;

/** The creative's audience: one of the caller's, searched by name, or a new one made in the builder. */
export function AudiencePicker({
  value,
  onChange,
  country,
  error,
  renderAudienceBuilder,
}: AudiencePickerProps) {
  const { t, i18n } = useTranslation();
  const countryName = country ? formatCountry(country, i18n.language) : '';
  const inCountry = t('campaigns.creatives.audience.inCountry', { country: countryName });
  const others = t('campaigns.creatives.audience.others');
  const [term, setTerm] = useState('');
  const [isBuilding, setIsBuilding] = useState(false);
  const [created, setCreated] = useState<Choice | null>(null);
  const search = useDebouncedValue(term.trim(), 300);
  const list = useAudienceChoices(search, PICK_LIMIT);
  const choices = useMemo(
    () =>
      (list.data?.items ?? [])
        .map((audience) => choiceOf(audience, country))
        .sort((a, b) => Number(b.isInCountry) - Number(a.isInCountry)),
    [list.data, country],
  );
  const listed =
    choices.find((choice) => choice.id === value) ?? (created?.id === value ? created : undefined);
  // Asked for only when the pick list is in and does not hold it (a draft reloaded, a long list).
  const named = useAudience(value, { enabled: list.isSuccess && listed === undefined });
  const selected =
    listed ?? (named.data ? { id: named.data._id, name: named.data.name, isInCountry: false } : null);
  const options =
    selected && !choices.some((choice) => choice.id === selected.id) ? [selected, ...choices] : choices;

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
      <Autocomplete
        fullWidth
        size="small"
        options={options}
        value={value == null ? null : (selected ?? null)}
        onChange={(_, choice) => onChange(choice?.id ?? null)}
        onInputChange={(_, next, reason) => reason === 'input' && setTerm(next)}
        filterOptions={(all) => all}
        groupBy={country ? (choice) => (choice.isInCountry ? inCountry : others) : undefined}
        isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
        getOptionLabel={(choice) => choice.name}
        getOptionKey={(choice) => choice.id}
        loading={list.isFetching}
        loadingText={t('common.loading')}
        noOptionsText={t(
          list.isError ? 'campaigns.creatives.audience.loadFailed' : 'campaigns.creatives.audience.none',
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('campaigns.creatives.fields.audienceId')}
            error={error !== undefined}
            helperText={error ?? t('campaigns.creatives.audience.help')}
          />
        )}
      />
      {renderAudienceBuilder && (
        <Button
          variant="outlined"
          startIcon={<AddOutlined />}
          onClick={() => setIsBuilding(true)}
          sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
        >
          {t('campaigns.creatives.audience.create')}
        </Button>
      )}
      {renderAudienceBuilder?.({
        open: isBuilding,
        onClose: () => setIsBuilding(false),
        onSaved: (audience) => {
          setCreated({ ...audience, isInCountry: false });
          onChange(audience.id);
          setIsBuilding(false);
        },
      })}
    </Stack>
  );
}
