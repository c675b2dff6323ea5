import { BRAND_MARK } from '../components/brand-mark-shape';

/**
 * The start screen of index.html (its styles are there): the brand mark on the page's background. The router
 * shows it while the first page's code loads, so the screen goes from it to the page with no blank between
 * (decision 013). Decorative: hidden from assistive technologies, as the page it stands for is not there yet.
 */
export function StartScreen() {
  return (
    <div className="start">
      <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx={BRAND_MARK.radius} fill={BRAND_MARK.colour} />
        <path d={BRAND_MARK.letter} fill="#fff" />
      </svg>
    </div>
  );
}
