import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';

/** Asks before a navigation leaves unsaved changes behind; a save that navigates away is let through. */
export function UnsavedChangesGuard({ when, isLeaving }: { when: boolean; isLeaving: RefObject<boolean> }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && !isLeaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('audience.builder.leaveTitle')}
      body={t('audience.builder.leaveBody')}
      confirmLabel={t('audience.builder.leave')}
      cancelLabel={t('audience.builder.stay')}
      isDestructive
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
}
