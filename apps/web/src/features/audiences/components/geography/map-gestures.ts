import { Browser } from 'leaflet';

/** What a person tried that moves the page rather than the map, so the map can say how to move it. */
export type GestureHint = 'wheel' | 'touch';

/**
 * Phones and tablets: one finger scrolls the page and two move the map (Leaflet's pinch also pans), so the
 * map never traps a page being scrolled. A coarse primary pointer catches tablets that say they are desktops.
 */
export function isTouchFirst(): boolean {
  return Browser.mobile || window.matchMedia?.('(pointer: coarse)').matches === true;
}

export function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

export const isMac = () => /Mac|iPhone|iPad/.test(navigator.userAgent);

/**
 * The wheel scrolls the page unless Ctrl or ⌘ is held (a trackpad's pinch also arrives as Ctrl + wheel).
 * Listening on the container while the event travels down to the map's panes, a plain wheel is stopped before
 * Leaflet's wheel zoom sees it, and the page scrolls as usual; with the key held, Leaflet zooms smoothly
 * around the pointer. A single finger dragging on a touch-first device asks for the two-finger hint.
 */
export function cooperativeGestures(container: HTMLElement, onHint: (hint: GestureHint) => void): () => void {
  const onWheel = (event: WheelEvent) => {
    if (event.ctrlKey || event.metaKey) return;
    event.stopImmediatePropagation();
    onHint('wheel');
  };
  const onTouchMove = (event: TouchEvent) => {
    if (event.touches.length === 1) onHint('touch');
  };
  const touchFirst = isTouchFirst();
  container.addEventListener('wheel', onWheel, { capture: true, passive: true });
  if (touchFirst) container.addEventListener('touchmove', onTouchMove, { passive: true });
  return () => {
    container.removeEventListener('wheel', onWheel, { capture: true });
    if (touchFirst) container.removeEventListener('touchmove', onTouchMove);
  };
}
