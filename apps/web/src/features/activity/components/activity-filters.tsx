import ClearOutlined from '@mui/icons-material/ClearOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceField } from '../../../components/choice-field';
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

/** What both tabs filter by, around each tab's own filters: who, and when. */
const SHARED_KEYS = ['personId', 'from', 'to'] as const;

/** A tab's filters: the person, the tab's own choices, the period, and a way to clear them all. */
function FilterBar({
  filter,
  onChange,
  keys,
  children,
}: FiltersProps & {
  /** The tab's own filters, cleared with the shared ones. */
  keys: readonly (keyof ActivityAddress)[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const cleared = [...SHARED_KEYS, ...keys];
  const isFiltered = cleared.some((key) => Boolean(filter[key]));
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
      <PersonField value={filter.personId} onChange={(personId) => onChange({ personId })} />
      {children}
      <Period filter={filter} onChange={onChange} />
      {isFiltered && (
        <Button
          startIcon={<ClearOutlined />}
          onClick={() => onChange(Object.fromEntries(cleared.map((key) => [key, undefined])))}
          sx={{ mt: 0.25, justifySelf: 'start' }}
        >
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
  return (
    <FilterBar filter={filter} onChange={onChange} keys={['entityType', 'action']}>
      <ChoiceField
        label={t('activity.filters.entity')}
        anyLabel={t('activity.filters.allEntities')}
        value={filter.entityType}
        choices={(facets?.entityTypes ?? []).map((value) => ({ value, label: words.entity(value) }))}
        onChange={(entityType) => onChange({ entityType })}
      />
      <ChoiceField
        label={t('activity.filters.action')}
        anyLabel={t('activity.filters.allActions')}
        value={filter.action}
        choices={(facets?.actions ?? []).map((value) => ({ value, label: words.action(value) }))}
        onChange={(action) => onChange({ action })}
      />
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
  return (
    <FilterBar filter={filter} onChange={onChange} keys={['email', 'success']}>
      <TextField
        size="small"
        type="search"
        label={t('activity.filters.email')}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <ChoiceField
        label={t('activity.filters.outcome')}
        anyLabel={t('activity.filters.anyOutcome')}
        value={filter.success}
        choices={[
          { value: 'true', label: t('activity.signIns.succeeded') },
          { value: 'false', label: t('activity.signIns.failed') },
        ]}
        onChange={(success) => onChange({ success })}
      />
    </FilterBar>
  );
}
