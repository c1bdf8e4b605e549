import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { HydrationGate } from './router';

/** A server-drawn page keeps its buttons and fields disabled until React has taken it over (no lost click or typing). */
describe('the hydration gate', () => {
  const page = <HydrationGate><button type="button">Amosar 20 máis</button><input aria-label="Correo" /></HydrationGate>;

  it('is drawn by the server with the controls disabled', () => {
    const html = renderToString(page);
    expect(html).toMatch(/<fieldset[^>]*disabled=""/);
  });

  it('enables them once the page runs in the browser', () => {
    render(page);
    expect(screen.getByRole('button', { name: 'Amosar 20 máis' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Correo' })).toBeEnabled();
  });
});
