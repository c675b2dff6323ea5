import { COUNTRIES, type CountryCode } from '@adcontrol/domain/shared/enums';

/** A widely installed app: its package, its store title and category, and the markets it is offered in. */
export interface WellKnownApp {
  package: string;
  title: string;
  category: string;
  countries: readonly CountryCode[];
}

const EVERYWHERE = COUNTRIES;
const LATAM: readonly CountryCode[] = ['CL', 'AR', 'CO', 'MX', 'PE', 'PA'];
const app = (
  packageName: string,
  title: string,
  category: string,
  countries: readonly CountryCode[] = EVERYWHERE,
): WellKnownApp => ({ package: packageName, title, category, countries });

/** The head of the popularity curve, most popular first: real packages every population installs. */
export const WELL_KNOWN_APPS: readonly WellKnownApp[] = [
  app('com.whatsapp', 'WhatsApp Messenger', 'communication'),
  app('com.google.android.youtube', 'YouTube', 'video_players'),
  app('com.facebook.katana', 'Facebook', 'social'),
  app('com.instagram.android', 'Instagram', 'social'),
  app('com.google.android.apps.maps', 'Google Maps', 'maps_and_navigation'),
  app('com.facebook.orca', 'Messenger', 'communication'),
  app('com.zhiliaoapp.musically', 'TikTok', 'social'),
  app('com.spotify.music', 'Spotify: Music and Podcasts', 'music_and_audio'),
  app('com.mercadolibre', 'Mercado Libre', 'shopping', LATAM),
  app('com.netflix.mediaclient', 'Netflix', 'entertainment'),
  app('com.ubercab', 'Uber - Request a ride', 'maps_and_navigation'),
  app('com.twitter.android', 'X', 'news_and_magazines'),
  app('org.telegram.messenger', 'Telegram', 'communication'),
  app('com.mercadopago.wallet', 'Mercado Pago', 'finance', ['CL', 'AR', 'CO', 'MX', 'PE']),
  app('com.rappi.storekeeper', 'Rappi', 'food_and_drink', ['CL', 'AR', 'CO', 'MX', 'PE']),
  app('com.waze', 'Waze Navigation & Live Traffic', 'maps_and_navigation'),
  app('com.ubercab.eats', 'Uber Eats: Food Delivery', 'food_and_drink', [
    'CL',
    'CO',
    'MX',
    'PE',
    'PA',
    'ES',
    'US',
  ]),
  app('com.amazon.mShop.android.shopping', 'Amazon Shopping', 'shopping', ['MX', 'ES', 'US']),
  app('com.pinterest', 'Pinterest', 'lifestyle'),
  app('com.snapchat.android', 'Snapchat', 'social'),
  app('com.duolingo', 'Duolingo: Language Lessons', 'education'),
  app('com.king.candycrushsaga', 'Candy Crush Saga', 'games_casual'),
  app('com.supercell.clashroyale', 'Clash Royale', 'games_action'),
  app('com.linkedin.android', 'LinkedIn: Jobs & Business News', 'business'),
  app('com.shazam.android', 'Shazam: Find Music & Concerts', 'music_and_audio'),
  app('com.disney.disneyplus', 'Disney+', 'entertainment'),
  app('com.tinder', 'Tinder Dating App: Date & Chat', 'dating'),
  app('com.accuweather.android', 'AccuWeather: Weather Radar', 'weather'),
  app('com.strava', 'Strava: Run, Bike, Hike', 'health_and_fitness'),
  app('com.booking', 'Booking.com: Hotels & Travel', 'travel_and_local'),
];
