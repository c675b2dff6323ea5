import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../app/i18n';
import { findDateField, shownDate, typeDate } from '../test/date-field';
import { DateField } from './date-field';

function Form({ initial, min, onDay }: { initial?: string; min?: string; onDay: (day?: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="Start"
        value={value}
        min={min}
        onChange={(day) => {
          // As most forms keep it: an empty string for no day.
          setValue(day ?? '');
          onDay(day);
        }}
      />
      <button type="button" onClick={() => setValue('2026-07-04')}>
        Preset
      </button>
    </>
  );
}

// The picker loads on its own (date-field.tsx); loaded first, so each test's time is its own.
beforeAll(() => import('./date-picker-field'), 60_000);

describe('the date field', () => {
  it('shows DD/MM/YY and hands the form the day typed as YYYY-MM-DD', async () => {
    const onDay = vi.fn();
    const user = userEvent.setup();
    render(<Form initial="2026-03-05" onDay={onDay} />);
    await findDateField('Start');
    expect(shownDate('Start')).toBe('05/03/26');

    await typeDate(user, 'Start', '2026-12-25');

    expect(onDay).toHaveBeenLastCalledWith('2026-12-25');
    expect(shownDate('Start')).toBe('25/12/26');
    expect(await findDateField('Start')).toHaveAttribute('aria-invalid', 'false');
  });

  it('hands up a typed day only when the reader leaves the field, never a year on its way ("2" before "26")', async () => {
    const onDay = vi.fn();
    const user = userEvent.setup();
    render(<Form initial="2026-03-05" onDay={onDay} />);
    const [first] = (await findDateField('Start')).querySelectorAll<HTMLElement>('[role="spinbutton"]');
    await user.click(first as HTMLElement);
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    await user.keyboard('27112');
    expect(onDay).not.toHaveBeenCalled();
    await user.keyboard('6');
    await user.tab();
    expect(onDay.mock.calls).toEqual([['2026-11-27']]);
  });

  it('follows a day set from elsewhere, and hands up nothing when emptied', async () => {
    const onDay = vi.fn();
    const user = userEvent.setup();
    render(<Form initial="2026-03-05" onDay={onDay} />);
    await findDateField('Start');
    await user.click(screen.getByRole('button', { name: 'Preset' }));
    expect(shownDate('Start')).toBe('04/07/26');

    await typeDate(user, 'Start', '');
    expect(onDay).toHaveBeenLastCalledWith(undefined);
    expect(screen.queryByText(/enter a whole date/)).not.toBeInTheDocument();
  });

  it('names the field when the date typed does not exist, and hands up nothing', async () => {
    const onDay = vi.fn();
    const user = userEvent.setup();
    render(<Form initial="2026-03-05" onDay={onDay} />);

    await typeDate(user, 'Start', '2026-02-31');

    expect(onDay).toHaveBeenLastCalledWith(undefined);
    expect(screen.getByText('Start: enter a whole date as DD/MM/YY')).toBeInTheDocument();
    expect(await findDateField('Start')).toHaveAttribute('aria-invalid', 'true');
  });

  it('names the field and the first day allowed when the date is too early', async () => {
    const onDay = vi.fn();
    const user = userEvent.setup();
    render(<Form min="2026-03-01" onDay={onDay} />);

    await typeDate(user, 'Start', '2026-02-10');

    expect(onDay).not.toHaveBeenCalledWith('2026-02-10');
    expect(screen.getByText('Start cannot be before 01/03/26')).toBeInTheDocument();
  });

  it("names the months and the calendar's buttons in the reader's language", async () => {
    const user = userEvent.setup();
    await act(() => i18n.changeLanguage('es'));
    try {
      render(<Form initial="2026-03-05" onDay={vi.fn()} />);
      await findDateField('Start');
      expect(shownDate('Start')).toBe('05/03/26');
      await user.click(screen.getByRole('button', { name: 'Elegir Start en un calendario' }));
      expect(await screen.findByText(/marzo 2026/i)).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
