// What other modules may use of the rate limits (docs/decisions/060): the limiter the auth routes spend.
export { type AuthRateLimiter, RateLimitedError } from './limiter';
