import type { Audience } from '@adcontrol/domain/audiences/audience';
import { createAudienceRequest } from '@adcontrol/domain/audiences/contracts';
import { can } from '@adcontrol/domain/rules/permissions';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { get, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorText, failedField } from '../../../lib/error-text';
import { fieldErrorText, SERVER_ERROR } from '../../../lib/field-errors';
import { useSnackbar } from '../../../lib/notifications';
import { useSession } from '../../../lib/session-store';
import { type BuilderValues, initialValues } from '../components/builder-values';
import { useSaveAudience } from './use-save-audience';

export const LOCATION_PATH = 'filters.geolocalization.coordinates';

/**
 * The save request's rules (a valid name, an included location or point). The form always holds complete
 * filters, the contract's output, which its input (defaults optional) accepts: hence the narrower type.
 */
const saveResolver = zodResolver(createAudienceRequest) as unknown as Resolver<BuilderValues>;

/**
 * What shows a refusal of the server under it: the name field, and the Geography section for any part of the
 * location. A refusal of anything else is said above the form (FormFailure).
 */
export const SAVE_FIELDS = ['name', 'filters.geolocalization'] as const;

/**
 * The builder's form: its values, the save with its toast, and the errors in words — on the name field, for
 * the Geography section, and as the list of what still stops a save (SPEC 5).
 */
export function useAudienceForm({
  audience,
  canSave,
  onSaved,
}: {
  audience: Audience | undefined;
  canSave: boolean;
  onSaved: ((audience: Audience) => void) | undefined;
}) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { role } = useSession();
  const save = useSaveAudience(audience);
  // Set once saved, so the unsaved-changes guard lets the navigation that follows through.
  const isLeaving = useRef(false);
  const form = useForm<BuilderValues>({
    defaultValues: initialValues(audience),
    mode: 'onTouched',
    ...(canSave ? { resolver: saveResolver } : {}),
  });
  const { errors, isSubmitted } = form.formState;

  const nameError = fieldErrorText(t, errors.name, {
    too_small: 'messages.validation.required',
    custom: 'messages.validation.nameInvalid',
    invalid_type: 'messages.validation.required',
  });
  const locationIssue = get(errors, LOCATION_PATH) as { message?: string; type?: string } | undefined;
  const locationError = !locationIssue
    ? undefined
    : locationIssue.type === SERVER_ERROR
      ? locationIssue.message
      : t('messages.validation.audienceNeedsLocation');
  const problems = !isSubmitted
    ? []
    : [
        ...(nameError ? [{ field: t('audience.builder.name'), message: nameError }] : []),
        ...(locationError ? [{ field: t('audience.builder.geography'), message: locationError }] : []),
      ];

  // Set by the builder from its live count: 0 people for the filters as they are, so saving asks first.
  const reachesNobody = useRef(false);
  // Values held while the person confirms saving an audience that reaches nobody.
  const [awaitingZero, setAwaitingZero] = useState<BuilderValues | null>(null);

  const saveValues = (values: BuilderValues) =>
    save.mutate(
      { values, withOptions: can(role, 'audiences.ignoreMultiplier') },
      {
        onSuccess: (saved) => {
          enqueueSnackbar(t('messages.audiences.saved'), { variant: 'success' });
          isLeaving.current = true;
          onSaved?.(saved);
        },
        onError: (error) => {
          const field = failedField(error, SAVE_FIELDS);
          if (!field) return;
          // A name the owner already has (case, accents and spaces aside) is told in the reader's language.
          const isTaken = error instanceof ApiError && error.code === 'CONFLICT';
          const message = isTaken ? t('messages.audiences.alreadyExists') : errorText(error, t);
          const path = field === 'name' ? field : LOCATION_PATH;
          form.setError(path as 'name', { type: SERVER_ERROR, message }, { shouldFocus: true });
        },
      },
    );
  const submit = form.handleSubmit((values) =>
    reachesNobody.current ? setAwaitingZero(values) : saveValues(values),
  );
  const zeroConfirm = {
    isOpen: awaitingZero !== null,
    confirm: () => {
      if (awaitingZero) saveValues(awaitingZero);
      setAwaitingZero(null);
    },
    close: () => setAwaitingZero(null),
  };

  return {
    form,
    submit,
    zeroConfirm,
    reachesNobody,
    save,
    isLeaving,
    nameError,
    locationError,
    problems,
    isAdmin: can(role, 'audiences.ignoreMultiplier'),
  };
}
