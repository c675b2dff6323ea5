import PublicOutlined from '@mui/icons-material/PublicOutlined';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApplicationsSection } from './applications-section';
import { BuilderSection } from './builder-section';
import type { BuilderValues } from './builder-values';
import { DemographicsSection } from './demographics-section';
import { DevicesSection } from './devices-section';
import { GeographySection, type LookupMode } from './geography/geography-section';
import { OptionsSection } from './options-section';

interface BuilderSectionsProps {
  control: Control<BuilderValues>;
  mode: LookupMode;
  /** The included countries, which scope the app and carrier lookups. */
  countries: readonly string[];
  locationError: string | undefined;
  hasOptions: boolean;
}

/** Each section edits its own part of the filters, so a section knows nothing of the form around it. */
export function BuilderSections({
  control,
  mode,
  countries,
  locationError,
  hasOptions,
}: BuilderSectionsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Controller
        control={control}
        name="filters.geolocalization"
        render={({ field }) => (
          <BuilderSection title={t('audience.builder.geography')} icon={<PublicOutlined />}>
            <GeographySection
              value={field.value}
              onChange={field.onChange}
              lookups={mode}
              error={locationError}
            />
          </BuilderSection>
        )}
      />
      <Controller
        control={control}
        name="filters.applications"
        render={({ field }) => (
          <ApplicationsSection
            value={field.value}
            onChange={field.onChange}
            mode={mode}
            countries={countries}
          />
        )}
      />
      <Controller
        control={control}
        name="filters.devices"
        render={({ field }) => (
          <DevicesSection value={field.value} onChange={field.onChange} mode={mode} countries={countries} />
        )}
      />
      <Controller
        control={control}
        name="filters.demographics"
        render={({ field }) => <DemographicsSection value={field.value} onChange={field.onChange} />}
      />
      {hasOptions && (
        <Controller
          control={control}
          name="options"
          render={({ field }) => <OptionsSection value={field.value} onChange={field.onChange} />}
        />
      )}
    </>
  );
}
