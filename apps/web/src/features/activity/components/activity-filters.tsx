import ClearOutlined from '@mui/icons-material/ClearOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import { useActivityFacets } from '../api/get-activity-facets';
import { type ActivityAddress, isPeriodReversed } from '../hooks/use-activity-filter';
import { useActivityWords } from './activity-words';
import { PersonField } from './person-field';

interface FiltersProps {
  filter: ActivityAddress;
  onChange: (patch: Partial<ActivityAddress>) => void;
}

const EMAIL_DELAY_MS = 400;

function Choice(props: {
  label: string;
  allLabel: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value ?? ''}
      onChange={(event) => props.onChange(event.target.value || undefined)}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value="">{props.allLabel}</MenuItem>
      {props.options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

function Period({ filter, onChange }: FiltersProps) {
  const { t } = useTranslation();
  const reversed = isPeriodReversed(filter);
  const day = (key: 'from' | 'to', label: string) => (
    <DateField
      size="small"
      label={label}
      value={filter[key]}
      onChange={(day) => onChange({ [key]: day })}
      error={key === 'to' && reversed}
      helperText={key === 'to' && reversed ? t('activity.filters.endBeforeStart') : undefined}
    />
  );
  return (
    <>
      {day('from', t('activity.filters.from'))}
      {day('to', t('activity.filters.to'))}
    </>
  );
}

function FilterBar({
  children,
  onClear,
  isFiltered,
}: {
  children: ReactNode;
  onClear: () => void;
  isFiltered: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Box
      role="search"
      sx={{
        display: 'grid',
        gap: 2,
        // minmax(0, …): a date field's own width must not push the bar past a phone's screen.
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: 'minmax(220px, 2fr) repeat(4, minmax(140px, 1fr)) auto',
        },
        alignItems: 'start',
        '& > *': { minWidth: 0 },
        // On a phone the person, the e-mail and the choices take a row each: side by side, "Todas las acciones"
        // and "Todos los objetos" were cut; the two dates still share one.
        '& > :nth-child(-n+3)': { gridColumn: { xs: '1 / -1', md: 'auto' } },
      }}
    >
      {children}
      {isFiltered && (
        <Button startIcon={<ClearOutlined />} onClick={onClear} sx={{ mt: 0.25, justifySelf: 'start' }}>
          {t('activity.filters.clear')}
        </Button>
      )}
    </Box>
  );
}

/** The changes' filters: person, entity, action and period. */
export function ChangesFilters({ filter, onChange }: FiltersProps) {
  const { t } = useTranslation();
  const words = useActivityWords();
  const facets = useActivityFacets().data;
  const isFiltered = Boolean(
    filter.personId || filter.entityType || filter.action || filter.from || filter.to,
  );
  return (
    <FilterBar
      isFiltered={isFiltered}
      onClear={() =>
        onChange({
          personId: undefined,
          entityType: undefined,
          action: undefined,
          from: undefined,
          to: undefined,
        })
      }
    >
      <PersonField value={filter.personId} onChange={(personId) => onChange({ personId })} />
      <Choice
        label={t('activity.filters.entity')}
        allLabel={t('activity.filters.allEntities')}
        value={filter.entityType}
        options={(facets?.entityTypes ?? []).map((value) => ({ value, label: words.entity(value) }))}
        onChange={(entityType) => onChange({ entityType })}
      />
      <Choice
        label={t('activity.filters.action')}
        allLabel={t('activity.filters.allActions')}
        value={filter.action}
        options={(facets?.actions ?? []).map((value) => ({ value, label: words.action(value) }))}
        onChange={(action) => onChange({ action })}
      />
      <Period filter={filter} onChange={onChange} />
    </FilterBar>
  );
}

/** The sign-ins' filters (those GET /events/login takes): person, e-mail as typed, outcome and period. */
export function SignInsFilters({ filter, onChange }: FiltersProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(filter.email ?? '');
  useEffect(() => setEmail(filter.email ?? ''), [filter.email]);
  useEffect(() => {
    const typed = email.trim() || undefined;
    if (typed === filter.email) return;
    const timer = setTimeout(() => onChange({ email: typed }), EMAIL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [email, filter.email, onChange]);
  const isFiltered = Boolean(filter.personId || filter.email || filter.success || filter.from || filter.to);
  return (
    <FilterBar
      isFiltered={isFiltered}
      onClear={() =>
        onChange({
          personId: undefined,
          email: undefined,
          success: undefined,
          from: undefined,
          to: undefined,
        })
      }
    >
      <PersonField value={filter.personId} onChange={(personId) => onChange({ personId })} />
      <TextField
        size="small"
        type="search"
        label={t('activity.filters.email')}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Choice
        label={t('activity.filters.outcome')}
        allLabel={t('activity.filters.anyOutcome')}
        value={filter.success}
        options={[
          { value: 'true', label: t('activity.signIns.succeeded') },
          { value: 'false', label: t('activity.signIns.failed') },
        ]}
        onChange={(success) => onChange({ success: success as ActivityAddress['success'] })}
      />
      <Period filter={filter} onChange={onChange} />
    </FilterBar>
  );
}
