import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LoadingDialog } from './loading-dialog';

/** A modal whose code arrives when the test says so, as on a slow network. */
function slowModal() {
  let arrive: () => void = () => undefined;
  const code = new Promise<{ default: ComponentType }>((resolve) => {
    arrive = () => resolve({ default: () => <div role="dialog" aria-label="Schedule an e-mail report" /> });
  });
  return { Modal: lazy(() => code), arrive };
}

function Opener({ Modal }: { Modal: ComponentType }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Schedule
      </button>
      {isOpen && (
        <Suspense fallback={<LoadingDialog onClose={() => setOpen(false)} />}>
          <Modal />
        </Suspense>
      )}
    </>
  );
}

describe('a modal loaded at its first opening', () => {
  it('answers the click at once with a spinner, then shows the modal when its code arrives', async () => {
    const user = userEvent.setup();
    const { Modal, arrive } = slowModal();
    render(<Opener Modal={Modal} />);
    await user.click(screen.getByRole('button', { name: 'Schedule' }));

    const waiting = screen.getByRole('dialog', { name: 'Loading…' });
    expect(waiting).toContainElement(screen.getByRole('progressbar', { name: 'Loading…' }));

    arrive();
    expect(await screen.findByRole('dialog', { name: 'Schedule an e-mail report' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('closes with Escape while it waits, as the modal would', async () => {
    const user = userEvent.setup();
    render(<Opener Modal={slowModal().Modal} />);
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(screen.getByRole('dialog', { name: 'Loading…' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
  });
});
