import '@testing-library/jest-dom';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders, stubFetch } from 'shared/test-utils';
import { AlertaBaixaPage } from './AlertaBaixaPage';
import { AlertaConfirmPage } from './AlertaConfirmPage';
import { AlertasXestionPage } from './AlertasXestionPage';

const ALERTA = { uuid: '11111111-1111-4111-8111-111111111111', criterio: { etiqueta: 'bombeiros', provincia: 'Lugo' }, etiquetaEs: 'bomberos', frecuencia: 'DIARIA', confirmada: true };
const OUTRA = { uuid: '22222222-2222-4222-8222-222222222222', criterio: { textoBusqueda: 'auxiliar' }, frecuencia: 'INMEDIATA', confirmada: false };
const PROCESO = { uuid: '33333333-3333-4333-8333-333333333333', tipo: 'proceso', titulo: 'Bombeiro/a de Lugo', urlAmigable: 'bombeiro-lugo', etiqueta: null, confirmada: true };
const XESTION = { alertas: [ALERTA, OUTRA], outros: [PROCESO], horaResumo: '08:00', zonaHoraria: 'Europe/Madrid' };

describe('AlertaConfirmPage', () => {
  it('sends the token once and says what will come and when, with links to the list and to the manage page', async () => {
    const calls = stubFetch({ 'POST /api/v1/alertas/confirmar': () => ({ body: { estado: 'CONFIRMADA', alerta: ALERTA, tokenXestion: 'xes.tok', horaResumo: '08:00' } }) });
    renderWithProviders(<AlertaConfirmPage />, { route: '/alertas/confirmar?token=abc.def', path: '/alertas/confirmar' });
    expect(screen.getByRole('heading', { level: 1, name: 'Confirmación do aviso' })).toBeInTheDocument();
    expect(await screen.findByText('Aviso confirmado')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Aviso confirmado');
    expect(screen.getByText('Cada día ás 08:00 recibirás un correo coas novas oposicións de: etiqueta «bombeiros» · en Lugo. Os días sen novidades non enviaremos nada.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver a lista' })).toHaveAttribute('href', '/?etiquetaBusqueda=bombeiros&provincia=Lugo');
    expect(screen.getByRole('link', { name: 'Ver e cancelar os meus avisos' })).toHaveAttribute('href', '/alertas/xestionar?token=xes.tok');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(calls[0].url.searchParams.get('token')).toBe('abc.def');
    expect(document.title).toBe('Confirmación do aviso · Oposicións Galicia');
  });

  it('in Spanish, with the label\'s Spanish name; an invalid link shows the server\'s descripcion', async () => {
    stubFetch({ 'POST /api/v1/alertas/confirmar': () => ({ body: { estado: 'CONFIRMADA', alerta: { ...ALERTA, frecuencia: 'INMEDIATA' }, tokenXestion: 'x.y', horaResumo: '08:00' } }) });
    const { unmount } = renderWithProviders(<AlertaConfirmPage />, { route: '/alertas/confirmar?token=abc.def', path: '/alertas/confirmar', preloadedState: { language: { lang: 'es' } } });
    expect(await screen.findByText('Recibirás un correo en cuanto se publiquen nuevas oposiciones de: etiqueta «bomberos» · en Lugo.')).toBeInTheDocument();
    unmount();
    stubFetch({ 'POST /api/v1/alertas/confirmar': () => ({ status: 400, body: { codigo: 'LIGAZON_NON_VALIDA', descripcion: 'A ligazón non é válida' } }) });
    renderWithProviders(<AlertaConfirmPage />, { route: '/alertas/confirmar?token=bad', path: '/alertas/confirmar' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: A ligazón non é válida');
  });

  it('without a token calls nothing', () => {
    const calls = stubFetch({});
    renderWithProviders(<AlertaConfirmPage />, { route: '/alertas/confirmar', path: '/alertas/confirmar' });
    expect(screen.getByRole('alert')).toHaveTextContent('A ligazón non é válida: ábrea tal e como chegou no correo.');
    expect(calls).toHaveLength(0);
  });
});

describe('AlertaBaixaPage', () => {
  it('leaves the alert with one click and says which', async () => {
    const calls = stubFetch({ 'POST /api/v1/alertas/baixa': () => ({ body: { estado: 'BAIXA', alerta: ALERTA } }) });
    renderWithProviders(<AlertaBaixaPage />, { route: '/alertas/baixa?token=abc.def', path: '/alertas/baixa' });
    expect(await screen.findByText('Baixa feita')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Baixa feita');
    expect(screen.getByText('Non recibirás máis avisos de: etiqueta «bombeiros» · en Lugo.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });
});

describe('AlertasXestionPage', () => {
  it('lists the alerts (criterion, frequency, pending) and the followed offer; cancels one, announced, with a named button', async () => {
    const calls = stubFetch({
      'GET /api/v1/alertas/xestion': () => ({ body: XESTION }),
      'POST /api/v1/alertas/xestion/baixa': () => ({ body: { ...XESTION, alertas: [OUTRA] } }),
    });
    renderWithProviders(<AlertasXestionPage />, { route: '/alertas/xestionar?token=xes.tok', path: '/alertas/xestionar' });
    expect(screen.getByRole('heading', { level: 1, name: 'Os meus avisos' })).toBeInTheDocument();
    const alertas = await screen.findByRole('region', { name: 'Avisos de novas oposicións' });
    expect(within(alertas).getByRole('link', { name: 'etiqueta «bombeiros» · en Lugo' })).toHaveAttribute('href', '/?etiquetaBusqueda=bombeiros&provincia=Lugo');
    expect(within(alertas).getByText('Resumo diario ás 08:00')).toBeInTheDocument();
    expect(within(alertas).getByText('Ao momento · pendente de confirmar')).toBeInTheDocument();
    const outros = screen.getByRole('region', { name: 'Outros avisos' });
    expect(within(outros).getByRole('link', { name: 'Novas fases de «Bombeiro/a de Lugo»' })).toHaveAttribute('href', '/oposicion/bombeiro-lugo');

    fireEvent.click(screen.getByRole('button', { name: 'Cancelar o aviso: etiqueta «bombeiros» · en Lugo' }));
    expect(await screen.findByText('Aviso cancelado: etiqueta «bombeiros» · en Lugo.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Aviso cancelado');
    expect(screen.queryByRole('link', { name: 'etiqueta «bombeiros» · en Lugo' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url.searchParams.get('token')).toBe('xes.tok');
    expect(post.body).toEqual({ uuid: ALERTA.uuid });
  });

  it('cancels everything in one click (Spanish)', async () => {
    stubFetch({
      'GET /api/v1/alertas/xestion': () => ({ body: XESTION }),
      'POST /api/v1/alertas/xestion/baixaTodas': () => ({ body: { estado: 'BAIXA', canceladas: 3 } }),
    });
    renderWithProviders(<AlertasXestionPage />, { route: '/alertas/xestionar?token=xes.tok', path: '/alertas/xestionar', preloadedState: { language: { lang: 'es' } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar todos los avisos' }));
    expect(await screen.findByText('Has cancelado todos los avisos de esta dirección. No recibirás ningún correo más.')).toBeInTheDocument();
    expect(screen.getByText('Esta dirección no tiene ningún aviso.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancelar/ })).not.toBeInTheDocument();
  });

  it('a refused cancel is announced as an alert and the list stays', async () => {
    stubFetch({
      'GET /api/v1/alertas/xestion': () => ({ body: XESTION }),
      'POST /api/v1/alertas/xestion/baixa': () => ({ status: 404, body: { codigo: 'AVISO_NON_ATOPADO', descripcion: 'Ese aviso non existe ou xa se cancelou' } }),
    });
    renderWithProviders(<AlertasXestionPage />, { route: '/alertas/xestionar?token=xes.tok', path: '/alertas/xestionar' });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar o aviso: «auxiliar»' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Non se puido cancelar: Ese aviso non existe ou xa se cancelou');
    expect(screen.getByRole('link', { name: '«auxiliar»' })).toBeInTheDocument();
  });
});
