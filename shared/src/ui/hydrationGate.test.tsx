import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ENTRY_LOADER_SCRIPT } from '../contract/entryLoader';
import { HydrationGate } from './hydrationGate';

/**
 * What a server-drawn page's entry loader does when the head runs it: its own script text, with the entry's URL in
 * `data-src`, then the document's DOMContentLoaded. Timers are faked: the entry is appended only when they run.
 */
function runEntryLoader(): void {
  const script = document.createElement('script');
  script.setAttribute('data-src', '/public/main.js');
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  new Function(ENTRY_LOADER_SCRIPT)();
  document.dispatchEvent(new Event('DOMContentLoaded'));
}

/**
 * A server-drawn page keeps its buttons and fields disabled from DOMContentLoaded (its entry loader) until React has
 * taken it over (no lost click or typing); without JavaScript, or when the code cannot load, they are enabled (plain
 * forms work).
 */
describe('the hydration gate', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    document.head.innerHTML = '';
  });

  const page = <HydrationGate><button type="button">Amosar 20 máis</button><input aria-label="Correo" /></HydrationGate>;

  it('is drawn by the server with the controls enabled (a page read without JavaScript)', () => {
    document.body.innerHTML = `<div id="root">${renderToString(page)}</div>`;
    expect(screen.getByRole('button', { name: 'Amosar 20 máis' })).toBeEnabled();
  });

  it('is held by the entry loader until the page hydrates, then enabled', () => {
    document.body.innerHTML = `<div id="root">${renderToString(page)}</div>`;
    runEntryLoader();
    expect(screen.getByRole('button', { name: 'Amosar 20 máis' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Correo' })).toBeDisabled();
    document.body.innerHTML = '';
    const container = document.createElement('div');
    container.id = 'root';
    document.body.append(container);
    container.innerHTML = renderToString(page);
    runEntryLoader();
    render(page, { container, hydrate: true });
    expect(screen.getByRole('button', { name: 'Amosar 20 máis' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Correo' })).toBeEnabled();
  });

  it('holds every gate, a lazily loaded form\'s own gate inside the page\'s too, with the class the shared component draws', () => {
    const nested = (
      <HydrationGate>
        <button type="button">Amosar 20 máis</button>
        <HydrationGate><input aria-label="O teu correo" /><button type="submit">Crear o aviso</button></HydrationGate>
      </HydrationGate>
    );
    document.body.innerHTML = `<div id="root">${renderToString(nested)}</div>`;
    runEntryLoader();
    expect(document.querySelectorAll('fieldset[disabled]')).toHaveLength(2);
    // The page's gate opened alone (its own part hydrated, the form's code not there yet): the form stays held.
    document.querySelector<HTMLFieldSetElement>('#root > fieldset')!.disabled = false;
    expect(screen.getByRole('button', { name: 'Amosar 20 máis' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'O teu correo' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Crear o aviso' })).toBeDisabled();
  });

  it('frees the controls again when the page\'s code cannot be loaded (its plain forms still work)', () => {
    document.body.innerHTML = `<div id="root">${renderToString(page)}</div>`;
    runEntryLoader();
    expect(screen.getByRole('button', { name: 'Amosar 20 máis' })).toBeDisabled();
    jest.runOnlyPendingTimers();
    const entry = document.head.querySelector<HTMLScriptElement>('script[src="/public/main.js"]');
    expect(entry).not.toBeNull();
    entry!.dispatchEvent(new Event('error'));
    expect(screen.getByRole('button', { name: 'Amosar 20 máis' })).toBeEnabled();
  });
});
