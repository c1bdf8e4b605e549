import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
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
});
