import type { GeographySectionProps } from '../components/geography/geography-section';

/**
 * Stands in for the Geography section (the map, countries and points) in screen tests: a button adds Chile,
 * another a point in Santiago, and the section's error is shown as the real one shows it.
 */
export function FakeGeographySection({ value, onChange, error, lookups }: GeographySectionProps) {
  return (
    <section aria-label="Geography stand-in" data-lookups={lookups}>
      <button
        type="button"
        onClick={() =>
          onChange({
            ...value,
            coordinates: [...value.coordinates, { type: 'country', countryCode: 'CL', included: true }],
          })
        }
      >
        Add Chile
      </button>
      <button
        type="button"
        onClick={() =>
          onChange({
            ...value,
            coordinates: [
              ...value.coordinates,
              { type: 'point', center: { lat: -33.45, lng: -70.66 }, radio: 500, included: true },
            ],
          })
        }
      >
        Add a point in Santiago
      </button>
      <p>{value.coordinates.length} places</p>
      {error && <p role="alert">{error}</p>}
    </section>
  );
}
