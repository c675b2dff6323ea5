import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../shared/enum-values';
import { ACTIVITY_ACTIONS, ACTIVITY_ENTITIES } from './vocabulary';
import { ACTIVITY_WORDS, activityActionWords, activityEntityWords } from './words';

/**
 * Every object and action the server can write into the log (the list the server's completeness test holds it to)
 * has words in every offered language, so neither the screen nor the CSV shows "programmatic_deal".
 */
describe.each(LANGUAGES)('the activity log in %s', (language) => {
  const { entities, actions }: { entities: Record<string, string>; actions: Record<string, string> } =
    ACTIVITY_WORDS[language];

  it('names every kind of object, and nothing else', () => {
    expect(ACTIVITY_ENTITIES.filter((entity) => !entities[entity]?.trim())).toEqual([]);
    expect(Object.keys(entities).sort()).toEqual([...ACTIVITY_ENTITIES].sort());
  });

  it('says every action in words, and nothing else', () => {
    expect(ACTIVITY_ACTIONS.filter((action) => !actions[action]?.trim())).toEqual([]);
    expect(Object.keys(actions).sort()).toEqual([...ACTIVITY_ACTIONS].sort());
  });
});

describe('the words of one row', () => {
  it('are the reader’s', () => {
    expect(activityActionWords('es', 'presentation.requested')).toBe('Presentación solicitada');
    expect(activityEntityWords('pt', 'programmatic_deal')).toBe('Acordo programático');
  });

  it('are made from the name when no list knows it, never a raw key', () => {
    expect(activityActionWords('en', 'campaign.budgetMoved')).toBe('Campaign budget moved');
    expect(activityEntityWords('es', 'toString')).toBe('To string');
  });
});
