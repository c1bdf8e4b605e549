import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, stubFetch } from 'shared/test-utils';
import { proceso } from '../../testData';
import { AddFasePage } from './AddFasePage';

const p = proceso();
const route = `/admin/addFaseProceso/opo?uuid=${p.uuidEntidad}`;
const PDF = '%PDF-1.4\n%%EOF\n';

describe('AddFasePage', () => {
  it('fills UUID Proceso from the address, sends the file as base64, then goes to the offer lists with the message', async () => {
    const calls = stubFetch({
      '/api/v1/config/ver/procesoOposicionPorUuid': () => ({ body: p }),
      'POST /api/v1/config/asignar/opoProcesoOposicion': () => ({ body: { uuid: 'f1', titulo: 'Lista', orden: 1, fechaBop: [2026, 3, 10], urlDetalle: null, archivo: 'a1' } }),
    });
    const { router } = renderWithProviders(<AddFasePage />, { route, path: '/admin/addFaseProceso/opo' });
    expect(screen.getByLabelText('UUID Proceso')).toHaveValue(p.uuidEntidad);
    expect(screen.getByLabelText('UUID Opo')).toHaveValue('');
    await userEvent.type(screen.getByLabelText('Título'), 'Lista provisional');
    await userEvent.upload(screen.getByLabelText('Arquivo (PDF)'), new File([PDF], 'lista.pdf', { type: 'application/pdf' }));
    await userEvent.type(screen.getByLabelText('Data do BOP'), '2026-03-10');
    await userEvent.click(screen.getByRole('button', { name: 'Engadir' }));
    expect(await screen.findByTestId('other-route')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/verProceso/opo');
    expect(router.state.location.state).toEqual({ notice: 'Opo engadida correctamente' });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      uuidOposicion: '', uuidOposicionDetalle: p.uuidEntidad, titulo: 'Lista provisional', url: '', fechaBop: '2026-03-10',
      archivo: Buffer.from(PDF).toString('base64'),
    });
  });

  it("a refused file shows the server's descripcion, stays, and keeps the form", async () => {
    stubFetch({
      '/api/v1/config/ver/procesoOposicionPorUuid': () => ({ body: p }),
      'POST /api/v1/config/asignar/opoProcesoOposicion': () => ({ status: 415, body: { codigo: 'TIPO_NON_ADMITIDO', descripcion: 'Só se admiten arquivos PDF' } }),
    });
    const { router } = renderWithProviders(<AddFasePage />, { route, path: '/admin/addFaseProceso/opo' });
    await userEvent.type(screen.getByLabelText('Título'), 'Falso');
    await userEvent.type(screen.getByLabelText('URL'), 'https://bop.example/x');
    await userEvent.upload(screen.getByLabelText('Arquivo (PDF)'), new File(['<html>'], 'falso.pdf', { type: 'application/pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Engadir' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Só se admiten arquivos PDF');
    expect(router.state.location.pathname).toBe('/admin/addFaseProceso/opo');
    expect(screen.getByLabelText('Título')).toHaveValue('Falso');
    expect(screen.queryByText('Opo engadida correctamente')).not.toBeInTheDocument();
  });

  it('refuses a file over the server\'s limit before sending it, and says the limit in the page\'s language', async () => {
    const MB = 1024 * 1024;
    const calls = stubFetch({
      '/api/v1/config/ver/procesoOposicionPorUuid': () => ({ body: p }),
      '/api/v1/config/procesos/limiteArquivo': () => ({ body: { maxBytes: 20 * MB } }),
      'POST /api/v1/config/asignar/opoProcesoOposicion': () => ({ body: { uuid: 'f1', titulo: 'Lista', orden: 1, fechaBop: null, urlDetalle: null, archivo: 'a1' } }),
    });
    const big = new File([PDF], 'lista-definitiva.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 40 * MB });
    const { router, store } = renderWithProviders(<AddFasePage />, { route, path: '/admin/addFaseProceso/opo' });
    const input = screen.getByLabelText('Arquivo (PDF)');
    expect(await screen.findByText('PDF de ata 20 MB')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('PDF de ata 20 MB');
    await userEvent.type(screen.getByLabelText('Título'), 'Lista definitiva');
    await userEvent.upload(input, big);
    expect(screen.getByRole('alert')).toHaveTextContent('O arquivo «lista-definitiva.pdf» ocupa 40 MB e o máximo admitido é 20 MB: redúceo ou divídeo antes de envialo.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Engadir' }));
    // Nothing is sent while the file is over the limit; another file clears the refusal and goes.
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(screen.getByRole('alert')).toHaveTextContent('ocupa 40 MB');
    expect(router.state.location.pathname).toBe('/admin/addFaseProceso/opo');
    await userEvent.upload(input, new File([PDF], 'lista-reducida.pdf', { type: 'application/pdf' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Engadir' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/verProceso/opo'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([expect.objectContaining({ titulo: 'Lista definitiva', archivo: Buffer.from(PDF).toString('base64') })]);

    // In Spanish, with a size just over the limit that would round to it.
    const back = renderWithProviders(<AddFasePage />, { route, path: '/admin/addFaseProceso/opo', preloadedState: { language: { lang: 'es' } } });
    const justOver = new File([PDF], 'bases.pdf', { type: 'application/pdf' });
    Object.defineProperty(justOver, 'size', { value: 20 * MB + 10 * 1024 });
    expect(await within(back.container).findByText('PDF de hasta 20 MB')).toBeInTheDocument();
    await userEvent.upload(within(back.container).getByLabelText('Archivo (PDF)'), justOver);
    expect(within(back.container).getByRole('alert')).toHaveTextContent('El archivo «bases.pdf» ocupa 20,01 MB y el máximo admitido es 20 MB: redúcelo o divídelo antes de enviarlo.');
    expect(store.getState().language.lang).toBe('gl');
  });

  it('a file under the limit is sent as before', async () => {
    const calls = stubFetch({
      '/api/v1/config/ver/procesoOposicionPorUuid': () => ({ body: p }),
      '/api/v1/config/procesos/limiteArquivo': () => ({ body: { maxBytes: 1024 } }),
      'POST /api/v1/config/asignar/opoProcesoOposicion': () => ({ body: { uuid: 'f1', titulo: 'Lista', orden: 1, fechaBop: null, urlDetalle: null, archivo: 'a1' } }),
    });
    renderWithProviders(<AddFasePage />, { route, path: '/admin/addFaseProceso/opo' });
    expect(await screen.findByText('PDF de ata 1 KB')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Título'), 'Bases');
    await userEvent.upload(screen.getByLabelText('Arquivo (PDF)'), new File([PDF], 'bases.pdf', { type: 'application/pdf' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Engadir' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ archivo: Buffer.from(PDF).toString('base64') }));
  });

  it('goes back to the search and page of the offer list it was opened from', async () => {
    stubFetch({
      '/api/v1/config/ver/procesoOposicionPorUuid': () => ({ body: p }),
      'POST /api/v1/config/asignar/opoProcesoOposicion': () => ({ body: { uuid: 'f1', titulo: 'Bases', orden: 1, fechaBop: null, urlDetalle: null, archivo: null } }),
    });
    const { router } = renderWithProviders(<AddFasePage />, { route, path: '/admin/addFaseProceso/opo' });
    await router.navigate(route, { state: { volver: '?textoBusqueda=lugo&paxinaEnProceso=2' } });
    await userEvent.type(screen.getByLabelText('Título'), 'Bases');
    await userEvent.click(screen.getByRole('button', { name: 'Engadir' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/verProceso/opo'));
    expect(router.state.location.search).toBe('?textoBusqueda=lugo&paxinaEnProceso=2');
    expect(router.state.location.state).toEqual({ notice: 'Opo engadida correctamente' });
  });
});
