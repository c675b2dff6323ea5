/*
 * What other modules may use of the audiences module (docs/architecture.md): whether a caller may name an
 * audience, and what a delivery server is told of the audiences a campaign's creatives target.
 */
export { audienceTargetsOf } from './repository';
export { isUsableAudience } from './service';
