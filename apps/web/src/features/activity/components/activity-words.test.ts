import { ACTIVITY_ACTIONS, ACTIVITY_ENTITIES } from '@adcontrol/domain/activity/vocabulary';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/activity.json';
import es from '../../../locales/es.json';
import pt from '../../../locales/pt.json';

/**
 * Every object and action the server can write into the log (the domain's list, which the server's completeness
 * test holds it to) has words in every offered language, so none reaches the screen as "programmatic_deal".
 */
describe.each([
  ['en', en],
  ['es', es.activity],
  ['pt', pt.activity],
])('the activity log in %s', (_, words) => {
  const entities: Record<string, string> = words.entities;
  const actions: Record<string, string> = words.actions;

  it('names every kind of object', () => {
    expect(ACTIVITY_ENTITIES.filter((entity) => !entities[entity]?.trim())).toEqual([]);
  });

  it('says every action in words', () => {
    const key = (action: string) => action.replace(/\./g, '_');
    expect(ACTIVITY_ACTIONS.filter((action) => !actions[key(action)]?.trim())).toEqual([]);
  });
});
