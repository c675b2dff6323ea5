import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setPreference } from '../../lib/preferences';
import { AppThemeProvider } from './app-theme-provider';

afterEach(() => setPreference('direction', 'ltr'));

describe('the theme provider', () => {
  it('keeps the start screen, not a blank page, while a first right-to-left visit loads its styles', async () => {
    setPreference('direction', 'rtl');
    const { container } = render(
      <AppThemeProvider>
        <h1>Home</h1>
      </AppThemeProvider>,
    );

    expect(screen.queryByRole('heading', { name: 'Home' })).not.toBeInTheDocument();
    expect(container.querySelector('.start svg')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Home' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(container.querySelector('.start')).not.toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('draws a left-to-right page at once', () => {
    render(
      <AppThemeProvider>
        <h1>Home</h1>
      </AppThemeProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });
});
