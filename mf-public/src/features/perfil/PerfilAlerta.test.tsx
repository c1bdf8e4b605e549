import '@testing-library/jest-dom';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders, stubFetch } from 'shared/test-utils';
import type { Perfil } from 'shared';
import { AlertaConfirmPage } from '../../pages/Alertas/AlertaConfirmPage';
import { AlertaBaixaPage } from '../../pages/Alertas/AlertaBaixaPage';
import { AlertasXestionPage } from '../../pages/Alertas/AlertasXestionPage';
import { PerfilLista } from './PerfilLista';
import { gardarPerfil } from './usePerfil';

// Issue 24: "avísame cando se abra un proceso para min", from the profile box above a list, and the alert's pages.

const ESO: Perfil = { titulacion: 'eso', celga: 3, carnes: ['B'], provincias: ['Lugo'], concellos: [], persoal: [], quendas: [], funcionario: false };
const FEED = '/api/v1/feeds/perfil.atom?token=fee.d';
const ALERTA = { uuid: '11111111-1111-4111-8111-111111111111', criterio: {}, frecuencia: 'INMEDIATA', confirmada: true, perfil: ESO, feed: FEED };

beforeEach(() => {
  window.localStorage.clear();
  act(() => gardarPerfil(null));
});

/** The box with a profile saved; its texts and the alert's form are chunks of their own (awaited). */
async function abrir(lang: 'gl' | 'es' = 'gl') {
  act(() => gardarPerfil(ESO));
  renderWithProviders(<PerfilLista filtrado={null} />, { route: '/', path: '/', preloadedState: { language: { lang } } });
  const boton = await screen.findByRole('button', { name: lang === 'gl' ? 'Avísame cando se abra un proceso para min' : 'Avísame cuando se abra un proceso para mí' });
  expect(boton).toHaveAttribute('aria-expanded', 'false');
  fireEvent.click(boton);
  expect(boton).toHaveAttribute('aria-expanded', 'true');
  const rexion = screen.getByRole('region', { name: lang === 'gl' ? 'Aviso por correo de procesos para o teu perfil' : 'Aviso por correo de procesos para tu perfil' });
  await within(rexion).findByRole('button', { name: lang === 'gl' ? 'Crear o aviso' : 'Crear el aviso' });
  return rexion;
}

describe('the profile alert box', () => {
  it('says what it sends and that the profile goes to the server with it; sends the profile, the address, the frequency and the language', async () => {
    const calls = stubFetch({ 'POST /api/v1/alertas/perfil': () => ({ body: { estado: 'PENDENTE_CONFIRMACION', descripcion: 'ok' } }) });
    const rexion = await abrir();
    expect(rexion).toHaveTextContent('Recibe por correo os novos procesos aos que podes presentarte ou cuxas bases debes revisar, co porqué; nunca os que non cumpres.');
    const email = within(rexion).getByLabelText('O teu correo electrónico');
    expect(email).toHaveAccessibleDescription(/o teu perfil envíase ao servidor e gárdase só con este aviso; bórrase cando te deas de baixa/);
    expect(within(rexion).getByRole('link', { name: 'Aviso de privacidade' })).toBeInTheDocument();
    expect(within(rexion).getByRole('radio', { name: /Un resumo diario/ })).toBeChecked();
    // Nothing went anywhere until asked.
    expect(calls).toHaveLength(0);
    fireEvent.click(within(rexion).getByRole('radio', { name: /Ao momento/ }));
    fireEvent.change(email, { target: { value: ' ana@example.org ' } });
    fireEvent.click(within(rexion).getByRole('button', { name: 'Crear o aviso' }));
    expect(await within(rexion).findByRole('status')).toHaveTextContent('Enviámosche un correo para confirmar o aviso');
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual(['POST /api/v1/alertas/perfil']);
    expect(calls[0].body).toEqual({ destinatario: 'ana@example.org', idioma: 'gl', frecuencia: 'INMEDIATA', perfil: ESO });
    expect(email).toHaveValue('');
  });

  it('in Spanish: Spanish texts, a daily digest by default, the e-mails asked in Spanish', async () => {
    const calls = stubFetch({ 'POST /api/v1/alertas/perfil': () => ({ body: { estado: 'PENDENTE_CONFIRMACION', descripcion: 'ok' } }) });
    const rexion = await abrir('es');
    expect(rexion).toHaveTextContent('nunca los que no cumples');
    fireEvent.change(within(rexion).getByLabelText('Tu correo electrónico'), { target: { value: 'bea@example.org' } });
    fireEvent.click(within(rexion).getByRole('button', { name: 'Crear el aviso' }));
    expect(await within(rexion).findByRole('status')).toHaveTextContent('Te hemos enviado un correo para confirmar el aviso');
    expect(calls[0].body).toEqual({ destinatario: 'bea@example.org', idioma: 'es', frecuencia: 'DIARIA', perfil: ESO });
  });

  it('a wrong address is said on its field and nothing is sent; the server\'s refusal is shown', async () => {
    const calls = stubFetch({ 'POST /api/v1/alertas/perfil': () => ({ status: 400, body: { codigo: 'PERFIL_INCORRECTO', descripcion: 'O perfil necesita a titulación' } }) });
    const rexion = await abrir();
    const email = within(rexion).getByLabelText('O teu correo electrónico');
    fireEvent.change(email, { target: { value: 'ana@' } });
    fireEvent.click(within(rexion).getByRole('button', { name: 'Crear o aviso' }));
    expect(within(rexion).getByRole('alert')).toHaveTextContent('Ese correo non parece válido');
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
    fireEvent.change(email, { target: { value: 'ana@example.org' } });
    fireEvent.click(within(rexion).getByRole('button', { name: 'Crear o aviso' }));
    expect(await within(rexion).findByRole('alert')).toHaveTextContent('Non se puido crear o aviso: O perfil necesita a titulación');
  });

  it('is not offered without a profile', () => {
    stubFetch({});
    renderWithProviders(<PerfilLista filtrado={null} />, { route: '/', path: '/' });
    expect(screen.queryByRole('button', { name: 'Avísame cando se abra un proceso para min' })).not.toBeInTheDocument();
  });
});

describe('the profile alert\'s pages', () => {
  it('confirm: what will come, for which profile, the list for the profile and the feed', async () => {
    stubFetch({ 'POST /api/v1/alertas/confirmar': () => ({ body: { estado: 'CONFIRMADA', alerta: ALERTA, tokenXestion: 'xes.tok', horaResumo: '08:00' } }) });
    renderWithProviders(<AlertaConfirmPage />, { route: '/alertas/confirmar?token=abc.def', path: '/alertas/confirmar' });
    expect(await screen.findByText('Recibirás un correo en canto se abra un proceso ao que podes presentarte ou cuxas bases debes revisar segundo o teu perfil (ESO / Graduado escolar · CELGA 3 · B · Lugo), co porqué.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver os procesos para o meu perfil' })).toHaveAttribute('href', '/?perfil=1');
    expect(screen.getByRole('link', { name: 'Seguir estes procesos nun lector de noticias (Atom)' })).toHaveAttribute('href', FEED);
  });

  it('leave: says the profile was deleted from the server (in Spanish)', async () => {
    stubFetch({ 'POST /api/v1/alertas/baixa': () => ({ body: { estado: 'BAIXA', alerta: ALERTA } }) });
    renderWithProviders(<AlertaBaixaPage />, { route: '/alertas/baixa?token=abc.def', path: '/alertas/baixa', preloadedState: { language: { lang: 'es' } } });
    expect(await screen.findByText('No recibirás más avisos de: procesos para tu perfil (ESO / Graduado escolar · CELGA 3 · B · Lugo).')).toBeInTheDocument();
    expect(screen.getByText('Tu perfil se ha borrado del servidor (en este navegador sigue, si lo guardaste).')).toBeInTheDocument();
  });

  it('manage: the profile alert by its profile, with its feed, cancelled like any other', async () => {
    stubFetch({
      'GET /api/v1/alertas/xestion': () => ({ body: { alertas: [ALERTA], outros: [], horaResumo: '08:00', zonaHoraria: 'Europe/Madrid' } }),
      'POST /api/v1/alertas/xestion/baixa': () => ({ body: { alertas: [], outros: [], horaResumo: '08:00', zonaHoraria: 'Europe/Madrid' } }),
    });
    renderWithProviders(<AlertasXestionPage />, { route: '/alertas/xestionar?token=x.y', path: '/alertas/xestionar' });
    const nome = 'procesos para o teu perfil (ESO / Graduado escolar · CELGA 3 · B · Lugo)';
    expect(await screen.findByRole('link', { name: nome })).toHaveAttribute('href', '/?perfil=1');
    expect(screen.getByRole('link', { name: 'Seguir estes procesos nun lector de noticias (Atom)' })).toHaveAttribute('href', FEED);
    fireEvent.click(screen.getByRole('button', { name: `Cancelar o aviso: ${nome}` }));
    expect(await screen.findByText(`Aviso cancelado: ${nome}.`)).toBeInTheDocument();
  });
});
