import type { ActivityPerson } from '@adcontrol/domain/activity/contracts';
import type { TFunction } from 'i18next';
import { paths } from '../../../config/paths';

/**
 * `campaign.cappingUpdated` as the screen's words. Every action the log can hold has them (ACTIVITY_ACTIONS, held by
 * the locale test); one that still comes without reads as words made from its name, never as a raw key.
 */
export function actionWords(t: TFunction, action: string): string {
  return t(`activity.actions.${action.replace(/\./g, '_')}`, { defaultValue: wordsOf(action) });
}

export function entityWords(t: TFunction, entityType: string): string {
  return t(`activity.entities.${entityType}`, { defaultValue: wordsOf(entityType) });
}

/** `programmatic_deal.cappingUpdated` as "Programmatic deal capping updated". */
function wordsOf(name: string): string {
  const spaced = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[._]/g, ' ')
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
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
  return t(`activity.fields.${field}`, { defaultValue: wordsOf(field) });
}

/** A recorded value as short text: empty as a dash, yes/no, lists and objects as compact JSON. */
export function valueWords(t: TFunction, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (value === '[hidden]') return t('activity.hidden');
  if (typeof value === 'boolean') return value ? t('activity.yes') : t('activity.no');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
