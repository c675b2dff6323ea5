import type { MessageKey } from '../shared/messages';

/** SPEC 5 and 9: push title and subtitle take at most 35 characters each. */
export const PUSH_TEXT_MAX = 35;

/** Characters as users see them (code points, docs/decisions/006): an emoji counts once. */
export function pushTextLength(text: string): number {
  return [...text].length;
}

export function validatePushText(text: string): MessageKey | null {
  return pushTextLength(text) <= PUSH_TEXT_MAX ? null : 'validation.pushTextTooLong';
}

export type PushContent = {
  readonly title?: string | null;
  readonly subtitle?: string | null;
  readonly link?: string | null;
  readonly image?: string | null;
  readonly logo?: string | null;
};

/** SPEC 5: a push needs at least one of title, subtitle, link, image or logo. */
export function isPushComplete(push: PushContent): boolean {
  return [push.title, push.subtitle, push.link, push.image, push.logo].some(
    (value) => typeof value === 'string' && value.trim() !== '',
  );
}
