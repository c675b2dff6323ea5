import type { TooltipProps } from '@mui/material/Tooltip';
import {
  cloneElement,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  useState,
} from 'react';
import { onDemand } from '../lib/on-demand';

const tooltip = onDemand(() => import('@mui/material/Tooltip'));

/** As MUI's tooltip: focus from the keyboard shows it, a click's focus does not. */
function isFocusVisible(element: HTMLElement): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

interface HandlerProps {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

interface OnDemandTooltipProps {
  title: ReactNode;
  placement?: TooltipProps['placement'];
  /** One element that names itself (`aria-label`): the tooltip only repeats its name for sighted users. */
  children: ReactElement<HandlerProps>;
}

/**
 * MUI's `Tooltip`, fetched (with popper.js) on the first hover or focus of any of them rather than with the
 * page (decision 013). Until then the child renders alone; once the code is there, the tooltip of the element
 * still hovered or focused opens at once. Only for children that carry their own accessible name, since
 * before the first hover there is no tooltip to name them.
 */
export function OnDemandTooltip({ title, placement, children }: OnDemandTooltipProps) {
  const [isOpen, setOpen] = useState(false);
  const [, setLoaded] = useState(false);
  const Tooltip = tooltip.get()?.default;

  if (Tooltip) {
    return (
      <Tooltip
        title={title}
        placement={placement}
        open={isOpen}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
      >
        {children}
      </Tooltip>
    );
  }

  const { onPointerEnter, onPointerLeave, onFocus, onBlur } = children.props;
  const wanted = (isShown: boolean) => {
    if (isShown) setOpen(true);
    tooltip.load().then(
      () => setLoaded(true),
      () => undefined, // offline before it ever loaded: the next hover tries again
    );
  };
  return cloneElement(children, {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      onPointerEnter?.(event);
      // A touch opens a tooltip by a long press, as MUI's does: the first one only fetches it.
      wanted(event.pointerType === 'mouse');
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      onPointerLeave?.(event);
      setOpen(false);
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      onFocus?.(event);
      wanted(isFocusVisible(event.currentTarget));
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      onBlur?.(event);
      setOpen(false);
    },
  });
}
