// What other modules may use of the activity log (docs/decisions/060); the rest is the module's own.
export { changesBetween } from './changes';
export { type ActivityActor, type ActivityEntity, latestActivityOf, recordActivity } from './service';
