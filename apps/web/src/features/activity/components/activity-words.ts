import type { ActivityPerson } from '@adcontrol/domain/activity/contracts';
import { activityActionWords, activityEntityWords, wordsFromName } from '@adcontrol/domain/activity/words';
import { LANGUAGES } from '@adcontrol/domain/shared/enum-values';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';

/**
 * The log's words for its objects and actions in the language the screen shows, from the domain's one list that
 * the CSV export writes too (decision 034). An action no list knows reads as words made from its name.
 */
export function useActivityWords(): { action: (code: string) => string; entity: (code: string) => string } {
  const { i18n } = useTranslation();
  const shown = i18n.resolvedLanguage ?? i18n.language;
  const language = LANGUAGES.find((code) => code === shown) ?? 'en';
  return useMemo(
    () => ({
      action: (code: string) => activityActionWords(language, code),
      entity: (code: string) => activityEntityWords(language, code),
    }),
    [language],
  );
}

/** Where an object of the log can be opened, when a screen shows it. */
export function entityPath(entityType: string, id: number | null): string | null {
  if (id === null) return null;
  if (entityType === 'account') return paths.editAccount(id);
  if (entityType === 'campaign') return paths.campaign(id);
  if (entityType === 'audience') return paths.editAudience(id);
  if (entityType === 'programmatic_deal') return paths.programmatics();
  if (entityType === 'payment') return paths.payments();
  if (entityType === 'presentation') return paths.presentation();
  return null;
}

/** A person by name, else e-mail, else as a deleted account's id. */
export function personWords(t: TFunction, person: ActivityPerson): string {
  return person.name ?? person.email ?? t('activity.deletedAccount', { id: person.id });
}

/** `optimizationWeight` as "Optimization weight": field names read as words in every language. */
export function fieldWords(t: TFunction, field: string): string {
  return t(`activity.fields.${field}`, { defaultValue: wordsFromName(field) });
}

/** A recorded value as short text: empty as a dash, yes/no, lists and objects as compact JSON. */
export function valueWords(t: TFunction, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (value === '[hidden]') return t('activity.hidden');
  if (typeof value === 'boolean') return value ? t('activity.yes') : t('activity.no');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
