import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared/test-utils';
import { DiaNav } from './SenResultados';

describe('the day before and after a bulletin day', () => {
  it('links the days around a real day, across a month end', () => {
    renderWithProviders(<DiaNav fecha="2026-02-28" />);
    expect(screen.getByRole('link', { name: /anterior/i })).toHaveAttribute('href', expect.stringContaining('fecha=2026-02-27'));
    expect(screen.getByRole('link', { name: /seguinte/i })).toHaveAttribute('href', expect.stringContaining('fecha=2026-03-01'));
  });

  it('offers nothing for a day that does not exist (a hand-typed URL), instead of breaking the page', () => {
    const { container } = renderWithProviders(<DiaNav fecha="2026-13-45" />);
    expect(container.querySelector('nav')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
