import type { AudienceFilters } from '@adcontrol/domain/audiences/audience';
import AppsOutlined from '@mui/icons-material/AppsOutlined';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useAppsNamed } from '../api/search-apps';
import { AppPicker } from './app-picker';
import { BuilderSection } from './builder-section';
import { APP_CATEGORIES, useCategoryLabel } from './categories';
import type { LookupMode } from './geography/geography-section';

type Applications = AudienceFilters['applications'];

interface ApplicationsSectionProps {
  value: Applications;
  onChange: (next: Applications) => void;
  mode: LookupMode;
  countries: readonly string[];
}

/** Apps the people have installed, apps they lack, and the categories of their apps. */
export function ApplicationsSection({ value, onChange, mode, countries }: ApplicationsSectionProps) {
  const { t } = useTranslation();
  const categoryLabel = useCategoryLabel();
  const patch = (changes: Partial<Applications>) => onChange({ ...value, ...changes });
  const categories = [...new Set([...APP_CATEGORIES, ...value.category])];
  const scope =
    countries.length > 0 ? t('audience.builder.appsInCountries') : t('audience.builder.appsAnywhere');

  // Only an audience saved through the API can hold one: the pickers do not offer an app the other list has.
  const inBoth = value.installed.filter((packageName) => value.notInstalled.includes(packageName));
  const named = useAppsNamed(mode, inBoth);
  const titleOf = (packageName: string) =>
    named.data?.find((app) => app.packageName === packageName)?.title ?? packageName;

  return (
    <BuilderSection title={t('audience.builder.applications')} icon={<AppsOutlined />}>
      {inBoth.length > 0 && (
        <Alert severity="warning">
          {t('audience.builder.appsInBoth', { count: inBoth.length, apps: inBoth.map(titleOf).join(', ') })}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 1 }}>
        <AppPicker
          label={t('audience.builder.installed')}
          helperText={scope}
          value={value.installed}
          onChange={(installed) => patch({ installed })}
          mode={mode}
          countries={countries}
          takenBy={{ packages: value.notInstalled, reason: t('audience.builder.appTakenNotInstalled') }}
        />
        <FormControlLabel
          control={
            <Switch
              checked={value.requiredAllInstalled}
              onChange={(event) => patch({ requiredAllInstalled: event.target.checked })}
            />
          }
          label={t('audience.builder.requireAllInstalled')}
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <AppPicker
          label={t('audience.builder.notInstalled')}
          value={value.notInstalled}
          onChange={(notInstalled) => patch({ notInstalled })}
          mode={mode}
          countries={countries}
          takenBy={{ packages: value.installed, reason: t('audience.builder.appTakenInstalled') }}
        />
        <FormControlLabel
          control={
            <Switch
              checked={value.requiredAllNotInstalled}
              onChange={(event) => patch({ requiredAllNotInstalled: event.target.checked })}
            />
          }
          label={t('audience.builder.requireAllNotInstalled')}
        />
      </Box>
      <Autocomplete
        multiple
        filterSelectedOptions
        options={categories}
        value={value.category}
        onChange={(_, category) => patch({ category })}
        getOptionLabel={categoryLabel}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('audience.builder.categories')}
            helperText={t('audience.builder.categoriesHelp')}
          />
        )}
      />
    </BuilderSection>
  );
}
