import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The Play Store categories audiences target. The app lookup answers one category per app and the API has no
 * list of them, so the builder offers this fixed list (Google's category ids, lower case) and names any other
 * category a lookup shows from its id.
 */
export const APP_CATEGORIES = [
  'business',
  'communication',
  'dating',
  'education',
  'entertainment',
  'finance',
  'food_and_drink',
  'games_action',
  'games_casual',
  'games_puzzle',
  'games_sports',
  'health_and_fitness',
  'lifestyle',
  'maps_and_navigation',
  'music_and_audio',
  'news_and_magazines',
  'photography',
  'productivity',
  'shopping',
  'social',
  'sports',
  'tools',
  'travel_and_local',
  'video_players',
  'weather',
] as const;

export function useCategoryLabel() {
  const { t } = useTranslation();
  return useCallback(
    (category: string) => {
      const id = category.toLowerCase();
      const fallback = id.replace(/_/g, ' ').replace(/^./, (first) => first.toUpperCase());
      return t(`audience.categories.${id}`, { defaultValue: fallback });
    },
    [t],
  );
}
