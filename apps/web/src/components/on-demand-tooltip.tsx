import type { TooltipProps } from '@mui/material/Tooltip';
import {
  cloneElement,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { onDemand } from '../lib/on-demand';

const tooltip = onDemand(() => import('@mui/material/Tooltip'));

/** MUI's tooltip timings: shown 100 ms after hover or focus; on touch after a 700 ms press, for 1.5 s. */
const ENTER_DELAY = 100;
const TOUCH_DELAY = 700;
const TOUCH_LINGER = 1500;

/** As MUI's tooltip: focus from the keyboard shows it, a click's focus does not. */
function isFocusVisible(element: HTMLElement): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

interface ChildProps {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

interface OnDemandTooltipProps {
  title: ReactNode;
  placement?: TooltipProps['placement'];
  /** One element that names itself (`aria-label`): the tooltip only repeats its name for sighted users. */
  children: ReactElement<ChildProps>;
}

/**
 * MUI's `Tooltip`, fetched (with popper.js) on the first hover, keyboard focus or press of any of them rather
 * than with the page (decision 013). The child is rendered as it is, never re-mounted (a hover, a click or the
 * focus on it carries on); once the code is there, MUI's tooltip opens beside it, anchored to it, when this
 * component says so, with MUI's delays. Only for children that carry their own accessible name.
 */
export function OnDemandTooltip({ title, placement, children }: OnDemandTooltipProps) {
  const [isOpen, setOpen] = useState(false);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [, setLoaded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const Tooltip = tooltip.get()?.default;
  const childRef = useRef(children.props.ref);
  childRef.current = children.props.ref;
  // Stable, so that the child's ref is not detached and attached again on every render.
  const setNode = useCallback((node: HTMLElement | null) => {
    setAnchor(node);
    const ref = childRef.current;
    if (typeof ref === 'function') ref(node);
    else if (ref) (ref as { current: HTMLElement | null }).current = node;
  }, []);

  const load = () =>
    tooltip.load().then(
      () => setLoaded(true),
      () => undefined, // offline before it ever loaded: the next hover tries again
    );
  const openAfter = (delay: number) => {
    void load();
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), delay);
  };
  const close = (delay = 0) => {
    clearTimeout(timer.current);
    if (delay) timer.current = setTimeout(() => setOpen(false), delay);
    else setOpen(false);
  };

  const { props } = children;
  const child = cloneElement(children, {
    ref: setNode,
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      props.onPointerEnter?.(event);
      if (event.pointerType === 'mouse') openAfter(ENTER_DELAY);
      else void load();
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      props.onPointerLeave?.(event);
      if (event.pointerType === 'mouse') close();
    },
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      props.onPointerDown?.(event);
      // A click acts: what it opens (a panel, a page) covers the element, and the name is no longer news.
      if (event.pointerType === 'touch') openAfter(TOUCH_DELAY);
      else close();
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      props.onPointerUp?.(event);
      if (event.pointerType === 'touch') close(isOpen ? TOUCH_LINGER : 0);
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      props.onFocus?.(event);
      if (isFocusVisible(event.currentTarget)) openAfter(ENTER_DELAY);
      else void load();
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      props.onBlur?.(event);
      close();
    },
  });

  return (
    <>
      {child}
      {Tooltip && anchor && (
        <Tooltip
          title={title}
          placement={placement}
          open={isOpen}
          onClose={() => close()}
          disableHoverListener
          disableFocusListener
          disableTouchListener
          slotProps={{ popper: { anchorEl: anchor } }}
        >
          <span hidden />
        </Tooltip>
      )}
    </>
  );
}
