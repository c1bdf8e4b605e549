import '@testing-library/jest-dom';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notificacion } from 'shared';
import { renderWithProviders, stubFetch } from 'shared/test-utils';
import { NotificacionesPage } from './NotificacionesPage';

const PATH = '/api/v1/estadisticas/envioNotificacion/';
const n = (over: Partial<Notificacion>): Notificacion => ({
  uuidEntidad: 'n1', tipoEnvio: 'EMAIL', auditoriafechaEnvio: [2026, 3, 14, 9, 30], prioridad: 1, enviado: true,
  trazas: 'SMTP 250 OK', texto: 'Nova fase en Auxiliar de Lugo', auditoriaCreadorPor: 'sistema', ...over,
});

describe('NotificacionesPage', () => {
  it('asks for the day of ?fecha and shows each notification with its traces folded', async () => {
    const calls = stubFetch({
      [PATH]: () => ({ body: [n({}), n({ uuidEntidad: 'n2', auditoriafechaEnvio: null, enviado: false, trazas: '', texto: 'Pendente', prioridad: 3 })] }),
    });
    renderWithProviders(<NotificacionesPage />, { route: '/admin/notificaciones?fecha=2026-03-14' });
    expect(screen.getByText('Cargando…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '2 notificacións do 14 de marzo de 2026' })).toBeInTheDocument();
    expect(calls[0].url.searchParams.get('fecha')).toBe('2026-03-14');
    expect(screen.getByLabelText('Día')).toHaveValue('2026-03-14');

    const table = screen.getByRole('table', { name: '2 notificacións do 14 de marzo de 2026' });
    const [, first, firstDetails, second] = within(table).getAllByRole('row');
    expect(within(first).getByText(/14 de marzo de 2026.*09:30/)).toBeInTheDocument();
    expect(within(first).getByText('SI')).toBeInTheDocument();
    expect(within(first).getByText('Nova fase en Auxiliar de Lugo')).toBeInTheDocument();
    expect(within(first).getByText('sistema')).toBeInTheDocument();
    expect(within(second).getByText('Sen enviar')).toBeInTheDocument();
    expect(within(second).getByText('NON')).toBeInTheDocument();

    const details = firstDetails.querySelector('details')!;
    expect(details).not.toHaveAttribute('open');
    await userEvent.click(within(firstDetails).getByText('Trazas'));
    expect(details).toHaveAttribute('open');
    expect(within(firstDetails).getByText('SMTP 250 OK')).toBeVisible();
  });

  it('without ?fecha asks for today (no parameter), and the date picker changes the URL', async () => {
    const calls = stubFetch({ [PATH]: (url) => ({ body: url.searchParams.get('fecha') === '2026-01-02' ? [n({ texto: 'Do dous de xaneiro' })] : [] }) });
    const { router } = renderWithProviders(<NotificacionesPage />, { route: '/admin/notificaciones' });
    expect(await screen.findByText(/^Non hai notificacións do \d+ de \w+ de \d{4}\.$/)).toBeInTheDocument();
    expect(calls[0].url.searchParams.has('fecha')).toBe(false);

    // A date input changes all at once (the browser's picker), hence change rather than typing.
    fireEvent.change(screen.getByLabelText('Día'), { target: { value: '2026-01-02' } });
    expect(router.state.location.search).toBe('?fecha=2026-01-02');
    expect(await screen.findByText('Do dous de xaneiro')).toBeInTheDocument();
  });

  it('shows the error state', async () => {
    stubFetch({ [PATH]: () => ({ status: 400, body: { codigo: 'DATA_INCORRECTA', descripcion: 'fecha debe ser unha data' } }) });
    renderWithProviders(<NotificacionesPage />, { route: '/admin/notificaciones' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: fecha debe ser unha data');
  });
});

describe('NotificacionesPage long texts', () => {
  it('folds a long text (a whole e-mail) behind its first words', async () => {
    const texto = `Oposicións Galicia\nRecibimos unha petición para enviar a este enderezo os avisos. ${'Texto longo. '.repeat(20)}FIN`;
    stubFetch({ [PATH]: () => ({ body: [n({ texto })] }) });
    renderWithProviders(<NotificacionesPage />, { route: '/admin/notificaciones?fecha=2026-03-14' });
    const summary = await screen.findByText(/^Oposicións Galicia Recibimos unha petición.*…$/);
    expect(screen.getByText(/FIN$/)).not.toBeVisible();
    await userEvent.click(summary);
    expect(screen.getByText(/FIN$/)).toBeVisible();
  });
});
