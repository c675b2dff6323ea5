import type { AudienceCounter } from '@adcontrol/audience-engine/audience-counter';
import type { Histogram } from 'prom-client';
import type { AudienceEngineHolder } from '../../modules/audiences/engine-holder';

/** The holder, whose counter records each count's time (as the counter measured it) in the histogram. */
export function timedAudienceEngine(
  holder: AudienceEngineHolder,
  seconds: Histogram<'counter'>,
): AudienceEngineHolder {
  let timed: { of: AudienceCounter; counter: AudienceCounter } | null = null;
  const wrap = (counter: AudienceCounter): AudienceCounter => {
    if (timed?.of === counter) return timed.counter;
    const wrapped: AudienceCounter = {
      get name() {
        return counter.name;
      },
      get info() {
        return counter.info;
      },
      async count(filters, options) {
        const result = await counter.count(filters, options);
        seconds.observe({ counter: counter.name }, result.elapsedMs / 1000);
        return result;
      },
      matchingIds: (filters, batchSize) => counter.matchingIds(filters, batchSize),
      devicesPer: (attribute) => counter.devicesPer(attribute),
    };
    timed = { of: counter, counter: wrapped };
    return wrapped;
  };
  return {
    ready: () => holder.ready().then(wrap),
    status: () => holder.status(),
    close: () => holder.close(),
  };
}
