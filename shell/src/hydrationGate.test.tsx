import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { HydrationGate, HYDRATION_GATE_CLASS as SHARED_CLASS } from 'shared';
import { HYDRATION_GATE_CLASS, holdServerDrawnControls } from './hydrationGate';

/**
 * A server-drawn page keeps its buttons and fields disabled from the moment the shell's code runs until React has
 * taken it over (no lost click or typing); without JavaScript they stay enabled (plain forms work).
 */
describe('the hydration gate', () => {
  const page = <HydrationGate><button type="button">Amosar 20 máis</button><input aria-label="Correo" /></HydrationGate>;

  it('is drawn by the server with the controls enabled (a page read without JavaScript)', () => {
    document.body.innerHTML = `<div id="root">${renderToString(page)}</div>`;
    expect(screen.getByRole('button', { name: 'Amosar 20 máis' })).toBeEnabled();
  });

  it('is held by the shell entry until the page hydrates, then enabled', () => {
    document.body.innerHTML = `<div id="root">${renderToString(page)}</div>`;
    holdServerDrawnControls();
    expect(screen.getByRole('button', { name: 'Amosar 20 máis' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Correo' })).toBeDisabled();
    document.body.innerHTML = '';
    const container = document.createElement('div');
    container.id = 'root';
    document.body.append(container);
    container.innerHTML = renderToString(page);
    holdServerDrawnControls();
    render(page, { container, hydrate: true });
    expect(screen.getByRole('button', { name: 'Amosar 20 máis' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Correo' })).toBeEnabled();
  });

  it('holds every gate, a lazily loaded form\'s own gate inside the page\'s too, with the class the shared component draws', () => {
    expect(HYDRATION_GATE_CLASS).toBe(SHARED_CLASS);
    const nested = (
      <HydrationGate>
        <button type="button">Amosar 20 máis</button>
        <HydrationGate><input aria-label="O teu correo" /><button type="submit">Crear o aviso</button></HydrationGate>
      </HydrationGate>
    );
    document.body.innerHTML = `<div id="root">${renderToString(nested)}</div>`;
    holdServerDrawnControls();
    expect(document.querySelectorAll('fieldset[disabled]')).toHaveLength(2);
    // The page's gate opened alone (its own part hydrated, the form's code not there yet): the form stays held.
    document.querySelector<HTMLFieldSetElement>('#root > fieldset')!.disabled = false;
    expect(screen.getByRole('button', { name: 'Amosar 20 máis' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'O teu correo' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Crear o aviso' })).toBeDisabled();
  });
});
