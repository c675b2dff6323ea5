import type { Audience } from '@adcontrol/domain/audiences/audience';
import { createAudienceRequest } from '@adcontrol/domain/audiences/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useSnackbar } from 'notistack';
import { useRef } from 'react';
import { Controller, get, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { fieldErrorText, SERVER_ERROR } from '../../../lib/field-errors';
import { useSession } from '../../../lib/session-store';
import { usePeopleCount } from '../hooks/use-people-count';
import { useSaveAudience } from '../hooks/use-save-audience';
import { ApplicationsSection } from './applications-section';
import { type BuilderValues, chosenCountries, initialValues } from './builder-values';
import { CountBreakdownCard } from './count-breakdown-card';
import { DemographicsSection } from './demographics-section';
import { DevicesSection } from './devices-section';
import { GeographySection, type LookupMode } from './geography/geography-section';
import { OptionsSection } from './options-section';
import { PeopleCounter } from './people-counter';
import { SaveActions } from './save-bar';
import { SaveProblems } from './save-problems';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

const LOCATION_PATH = 'filters.geolocalization.coordinates';

/**
 * The save request's rules (a valid name, an included location or point). The form always holds complete
 * filters, the contract's output, which its input (defaults optional) accepts: hence the narrower type.
 */
const saveResolver = zodResolver(createAudienceRequest) as unknown as Resolver<BuilderValues>;

export interface AudienceBuilderProps {
  /** `public`: the demo's lookups and count, with no name and no saving. */
  mode: LookupMode;
  /** The audience being edited; absent to create one. */
  audience?: Audience | undefined;
  onSaved?: (audience: Audience) => void;
  onCancel?: () => void;
  /** Ask before leaving the page with unsaved changes (not inside a dialog, which has its own close). */
  guardNavigation?: boolean;
}

/** The audience builder: name, the filter sections, and the people counter beside them. */
export function AudienceBuilder({
  mode,
  audience,
  onSaved,
  onCancel,
  guardNavigation = false,
}: AudienceBuilderProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { role } = useSession();
  const isWide = useMediaQuery((theme) => theme.breakpoints.up('lg'));
  const canSave = mode === 'private';
  const save = useSaveAudience(audience);
  const isLeaving = useRef(false);
  const form = useForm<BuilderValues>({
    defaultValues: initialValues(audience),
    mode: 'onTouched',
    ...(canSave ? { resolver: saveResolver } : {}),
  });
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty, isSubmitted },
  } = form;
  const filters = useWatch({ control, name: 'filters' });
  const options = useWatch({ control, name: 'options' });
  const count = usePeopleCount(mode, filters, canSave ? options : undefined);
  const countries = chosenCountries(filters);

  const nameError = fieldErrorText(t, errors.name, {
    too_small: 'messages.validation.required',
    invalid_format: 'messages.validation.nameInvalid',
    invalid_type: 'messages.validation.required',
  });
  const locationIssue = get(errors, LOCATION_PATH) as { message?: string; type?: string } | undefined;
  const locationError = locationIssue
    ? locationIssue.type === SERVER_ERROR
      ? locationIssue.message
      : t('messages.validation.audienceNeedsLocation')
    : undefined;
  const problems = isSubmitted
    ? [
        ...(nameError ? [{ field: t('audience.builder.name'), message: nameError }] : []),
        ...(locationError ? [{ field: t('audience.builder.geography'), message: locationError }] : []),
      ]
    : [];

  const submit = handleSubmit((values) => {
    save.mutate(
      { values, withOptions: role === 'admin' },
      {
        onSuccess: (saved) => {
          enqueueSnackbar(t('messages.audiences.saved'), { variant: 'success' });
          isLeaving.current = true;
          onSaved?.(saved);
        },
        onError: (error) => {
          if (!(error instanceof ApiError) || !error.field) return;
          const field = error.field.startsWith('name')
            ? 'name'
            : error.field.startsWith('filters.geolocalization')
              ? LOCATION_PATH
              : null;
          if (field)
            setError(field as 'name', { type: SERVER_ERROR, message: error.message }, { shouldFocus: true });
        },
      },
    );
  });
  const isFieldFailure = save.error instanceof ApiError && Boolean(save.error.field);
  const isCreate = audience === undefined;
  // The phone's bottom bar keeps only the save: the way back is at the top of the page.
  const actions = (isBar: boolean) =>
    canSave ? (
      <SaveActions isPending={save.isPending} onCancel={isBar ? undefined : onCancel} isCreate={isCreate} />
    ) : null;

  return (
    <Box component="form" noValidate onSubmit={canSave ? submit : (event) => event.preventDefault()}>
      {guardNavigation && canSave && <UnsavedChangesGuard when={isDirty} isLeaving={isLeaving} />}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 340px' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          {save.isError && !isFieldFailure && (
            <Alert severity="error" role="alert">
              {t('messages.audiences.saveFailed')}
            </Alert>
          )}
          <SaveProblems problems={problems} />
          {canSave && (
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
              <TextField
                {...register('name')}
                label={t('audience.builder.name')}
                required
                fullWidth
                autoComplete="off"
                error={Boolean(nameError)}
                helperText={nameError ?? t('audience.builder.nameHelp')}
              />
            </Paper>
          )}
          <Controller
            control={control}
            name="filters.geolocalization"
            render={({ field }) => (
              <GeographySection
                value={field.value}
                onChange={field.onChange}
                lookups={mode}
                error={locationError}
              />
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
              <DevicesSection
                value={field.value}
                onChange={field.onChange}
                mode={mode}
                countries={countries}
              />
            )}
          />
          <Controller
            control={control}
            name="filters.demographics"
            render={({ field }) => <DemographicsSection value={field.value} onChange={field.onChange} />}
          />
          {canSave && role === 'admin' && (
            <Controller
              control={control}
              name="options"
              render={({ field }) => <OptionsSection value={field.value} onChange={field.onChange} />}
            />
          )}
          {!isWide && <CountBreakdownCard state={count} />}
        </Box>
        {isWide && (
          <Paper
            variant="outlined"
            component="aside"
            sx={{ p: 3, position: 'sticky', top: 88, display: 'grid', gap: 3 }}
          >
            <PeopleCounter state={count} />
            {actions(false)}
          </Paper>
        )}
      </Box>
      {!isWide && (
        <Paper
          elevation={8}
          sx={{
            position: 'sticky',
            bottom: 0,
            mt: 3,
            mx: { xs: -1.5, sm: 0 },
            px: 2,
            py: 1.5,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            zIndex: 2,
            borderRadius: { xs: 0, sm: 1 },
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <PeopleCounter state={count} isCompact />
          </Box>
          {actions(true)}
        </Paper>
      )}
    </Box>
  );
}
