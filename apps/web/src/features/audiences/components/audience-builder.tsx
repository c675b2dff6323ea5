import type { Audience } from '@adcontrol/domain/audiences/audience';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormFailure } from '../../../components/form-failure';
import { SAVE_FIELDS, useAudienceForm } from '../hooks/use-audience-form';
import { usePeopleCount } from '../hooks/use-people-count';
import { BuilderSections } from './builder-sections';
import { chosenCountries } from './builder-values';
import { CountBreakdownCard } from './count-breakdown-card';
import type { LookupMode } from './geography/geography-section';
import { PeopleCounter, reachesNobody } from './people-counter';
import { SaveActions } from './save-bar';
import { SaveProblems } from './save-problems';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

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

/**
 * The audience builder: name, the filter sections, and the people counter — beside them from 1200 px, in a
 * bottom bar below that, with the breakdown after the sections.
 */
export function AudienceBuilder({
  mode,
  audience,
  onSaved,
  onCancel,
  guardNavigation = false,
}: AudienceBuilderProps) {
  const { t } = useTranslation();
  const isWide = useMediaQuery((theme) => theme.breakpoints.up('lg'));
  const canSave = mode === 'private';
  const builder = useAudienceForm({ audience, canSave, onSaved });
  const { control, register, formState } = builder.form;
  const filters = useWatch({ control, name: 'filters' });
  const options = useWatch({ control, name: 'options' });
  const count = usePeopleCount(mode, filters, canSave ? options : undefined);
  builder.reachesNobody.current = reachesNobody(count);
  // The phone's bottom bar keeps only the save: the way back is at the top of the page.
  const actions = (isBar: boolean) =>
    canSave ? (
      <SaveActions
        isPending={builder.save.isPending}
        onCancel={isBar ? undefined : onCancel}
        isCreate={audience === undefined}
      />
    ) : null;

  return (
    <Box component="form" noValidate onSubmit={canSave ? builder.submit : (event) => event.preventDefault()}>
      {canSave && (
        <ConfirmDialog
          open={builder.zeroConfirm.isOpen}
          title={t('audience.builder.zeroTitle')}
          body={t('audience.builder.zeroBody')}
          confirmLabel={t('audience.builder.zeroConfirm')}
          cancelLabel={t('audience.builder.zeroCancel')}
          onConfirm={builder.zeroConfirm.confirm}
          onClose={builder.zeroConfirm.close}
        />
      )}
      {guardNavigation && canSave && (
        <UnsavedChangesGuard when={formState.isDirty} isLeaving={builder.isLeaving} />
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 340px' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          {/* A failure on the server's side says SPEC 8's try-again-later message. */}
          <FormFailure
            error={builder.save.error}
            fields={SAVE_FIELDS}
            fallback={t('messages.audiences.saveFailed')}
          />
          <SaveProblems problems={builder.problems} />
          {canSave && (
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
              <TextField
                {...register('name')}
                label={t('audience.builder.name')}
                required
                fullWidth
                autoComplete="off"
                error={Boolean(builder.nameError)}
                helperText={builder.nameError ?? t('audience.builder.nameHelp')}
              />
            </Paper>
          )}
          <BuilderSections
            control={control}
            mode={mode}
            countries={chosenCountries(filters)}
            locationError={builder.locationError}
            hasOptions={canSave && builder.isAdmin}
          />
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
