import IconButton from '@mui/material/IconButton';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OnDemandTooltip } from './on-demand-tooltip';

function Palette({ onClick }: { onClick?: () => void }) {
  return (
    <OnDemandTooltip title="Customize">
      <IconButton aria-label="Customize" onClick={onClick}>
        P
      </IconButton>
    </OnDemandTooltip>
  );
}

describe('a tooltip loaded on demand', () => {
  it('names its button before any tooltip code is there', () => {
    render(<Palette />);
    expect(screen.getByRole('button', { name: 'Customize' })).toBeInTheDocument();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens on the first hover, and closes when the pointer leaves', async () => {
    const user = userEvent.setup();
    render(<Palette />);
    await user.hover(screen.getByRole('button', { name: 'Customize' }));
    expect(await screen.findByRole('tooltip', { name: 'Customize' })).toBeInTheDocument();
    await user.unhover(screen.getByRole('button', { name: 'Customize' }));
    await expect.poll(() => screen.queryByRole('tooltip')).toBeNull();
  });

  it('closes when its button is clicked, so it does not outlast the panel the click opens', async () => {
    const user = userEvent.setup();
    render(<Palette />);
    await user.hover(screen.getByRole('button', { name: 'Customize' }));
    expect(await screen.findByRole('tooltip', { name: 'Customize' })).toBeInTheDocument();
    // A panel opened by the click covers the button: no pointer leave reaches it before the panel closes.
    await user.pointer({ keys: '[MouseLeft]', target: screen.getByRole('button', { name: 'Customize' }) });
    await expect.poll(() => screen.queryByRole('tooltip')).toBeNull();
  });

  it('opens when the keyboard brings focus to its button', async () => {
    const user = userEvent.setup();
    render(<Palette />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Customize' })).toHaveFocus();
    expect(await screen.findByRole('tooltip', { name: 'Customize' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Customize' })).toHaveFocus();
  });

  it('keeps the same button while its code arrives, so a quick click lands', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Palette onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Customize' });
    await user.click(button);
    // The click closes the tooltip (see above); pointing at the button again shows the code has arrived.
    await user.unhover(button);
    await user.hover(button);
    await screen.findByRole('tooltip', { name: 'Customize' });
    expect(screen.getByRole('button', { name: 'Customize' })).toBe(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
