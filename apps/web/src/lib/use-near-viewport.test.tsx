import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  return <div ref={ref}>{useNearViewport(ref) ? 'near' : 'far'}</div>;
}

/** A stand-in IntersectionObserver whose callback the test calls, as the browser would on scrolling. */
function fakeObserver() {
  const observers: {
    callback: IntersectionObserverCallback;
    options?: IntersectionObserverInit;
    disconnected: boolean;
  }[] = [];
  class FakeIntersectionObserver {
    private readonly entry;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, options, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  const scroll = (isIntersecting: boolean) =>
    act(() => {
      for (const observer of observers)
        observer.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
  return { observers, scroll };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useNearViewport', () => {
  it('is near at once where the browser cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('near')).toBeDefined();
  });

  it('becomes near once the element comes within 200 px of the screen, and stays so', async () => {
    const { observers, scroll } = fakeObserver();
    render(<Probe />);
    expect(screen.getByText('far')).toBeDefined();
    expect(observers[0]?.options?.rootMargin).toBe('200px 0px');

    await scroll(false);
    expect(screen.getByText('far')).toBeDefined();
    await scroll(true);
    expect(screen.getByText('near')).toBeDefined();
    expect(observers.every((observer) => observer.disconnected)).toBe(true);
    await scroll(false);
    expect(screen.getByText('near')).toBeDefined();
  });
});
