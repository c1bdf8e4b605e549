import '@testing-library/jest-dom';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders, stubFetch } from 'shared/test-utils';
import { AlertaBox } from './AlertaBox';

const render = (query: string, lang: 'gl' | 'es' = 'gl') => renderWithProviders(<AlertaBox />, { route: `/?${query}`, path: '/', preloadedState: { language: { lang } } });
/** The box with its form (a chunk of its own: awaited). */
const at = async (query: string, lang: 'gl' | 'es' = 'gl') => {
  render(query, lang);
  await screen.findByRole('heading', { level: 2 });
};

describe('AlertaBox', () => {
  it('on a label page with a filter: says what it follows, sends the criterion, the choice of frequency and the language', async () => {
    const calls = stubFetch({ 'POST /api/v1/alertas/crear': () => ({ body: { estado: 'PENDENTE_CONFIRMACION', descripcion: 'ok' } }) });
    await at('etiquetaBusqueda=bombeiros&provincia=Lugo');
    expect(screen.getByRole('heading', { level: 2, name: 'Avisarme de novas como estas' })).toBeInTheDocument();
    expect(screen.getByText('Recibe por correo as novas oposicións de: etiqueta «bombeiros» · en Lugo.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aviso de privacidade' })).toHaveAttribute('href', '/privacidade');
    const daily = screen.getByRole('radio', { name: /Un resumo diario/ });
    expect(daily).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: /Ao momento/ }));
    fireEvent.change(screen.getByLabelText('O teu correo electrónico'), { target: { value: ' ana@example.org ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear o aviso' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Enviámosche un correo para confirmar o aviso');
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      destinatario: 'ana@example.org', idioma: 'gl', frecuencia: 'INMEDIATA', criterio: { etiqueta: 'bombeiros', provincia: 'Lugo' },
    });
    expect(screen.getByLabelText('O teu correo electrónico')).toHaveValue('');
  });

  it('in Spanish, on a search: Spanish texts, the search sent as a text criterion', async () => {
    const calls = stubFetch({
      'POST /api/v1/alertas/crear': () => ({ body: { estado: 'PENDENTE_CONFIRMACION', descripcion: 'ok' } }),
      'GET /api/v1/opos/etiquetas/nomes': () => ({ body: [] }),
    });
    await at('textoBusqueda=auxiliar&tipo=bolsa', 'es');
    expect(screen.getByRole('heading', { level: 2, name: 'Avisarme de novedades como estas' })).toBeInTheDocument();
    expect(screen.getByText('Recibe por correo las nuevas oposiciones de: «auxiliar» · Bolsas y listas de contratación.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Tu correo electrónico'), { target: { value: 'bea@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear el aviso' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Te hemos enviado un correo para confirmar el aviso');
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ destinatario: 'bea@example.org', idioma: 'es', frecuencia: 'DIARIA', criterio: { textoBusqueda: 'auxiliar', tipo: 'bolsa' } });
  });

  it('an empty or malformed address is announced next to the field, focused, and nothing is sent', async () => {
    const calls = stubFetch({});
    await at('provincia=Ourense');
    const input = screen.getByLabelText('O teu correo electrónico');
    fireEvent.click(screen.getByRole('button', { name: 'Crear o aviso' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Escribe o teu correo electrónico.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Escribe o teu correo electrónico\./);
    expect(input).toHaveFocus();
    fireEvent.change(input, { target: { value: 'ana@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear o aviso' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Ese correo non parece válido');
    expect(calls).toHaveLength(0);
  });

  it('shows the server\'s refusal', async () => {
    stubFetch({ 'POST /api/v1/alertas/crear': () => ({ status: 429, body: { codigo: 'DEMASIADAS_PETICIONS', descripcion: 'Demasiadas peticións de subscrición' } }) });
    await at('etiquetaBusqueda=bombeiros');
    fireEvent.change(screen.getByLabelText('O teu correo electrónico'), { target: { value: 'ana@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear o aviso' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Non se puido crear o aviso: Demasiadas peticións de subscrición');
  });

  it.each([['the latest days', ''], ['a bulletin day', 'fecha=2026-03-16']])('is not offered on %s', (_what, query) => {
    stubFetch({});
    render(query);
    expect(screen.queryByTestId('alerta-box')).not.toBeInTheDocument();
  });
});
