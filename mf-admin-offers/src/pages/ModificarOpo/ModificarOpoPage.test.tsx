import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, stubFetch } from 'shared/test-utils';
import { opo } from '../../testData';
import { ModificarOpoPage } from './ModificarOpoPage';

const o = opo({ verificado: false });

describe('ModificarOpoPage', () => {
  it('without opoUuid goes to /admin/opos', async () => {
    stubFetch({});
    renderWithProviders(<ModificarOpoPage />, { route: '/admin/modificar/opo', path: '/admin/modificar/opo' });
    expect(await screen.findByTestId('other-route')).toBeInTheDocument();
  });

  it("loads the competition, sends every field and says 'Opo modificada correctamente' only after success", async () => {
    const calls = stubFetch({
      '/api/v1/config/opos/consultaUuid/': () => ({ body: [o] }),
      'POST /api/v1/config/opo/modificar': (_u, init) => ({ body: { ...o, ...(init.body as object) } }),
    });
    renderWithProviders(<ModificarOpoPage />, { route: `/admin/modificar/opo?opoUuid=${o.uuid}` });
    const org = await screen.findByLabelText('Organización');
    expect(org).toHaveValue('Concello de Lugo');
    expect(screen.getByLabelText('Mostrable')).toHaveValue('false');
    await userEvent.clear(org);
    await userEvent.type(org, 'Concello de Lugo (Deputación)');
    await userEvent.selectOptions(screen.getByLabelText('Mostrable'), 'SI');
    await userEvent.type(screen.getByLabelText('UUID do proceso selectivo'), '22222222-2222-4222-8222-222222222222');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Gardar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Opo modificada correctamente');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      uuidOpo: o.uuid, organizacion: 'Concello de Lugo (Deputación)', descripcion: o.descripcion, urlDetalle: o.urlDetalle,
      uuidProcesoSelectivo: '22222222-2222-4222-8222-222222222222', verificado: true,
    });
  });

  it("a failure shows the server's descripcion and keeps what was typed", async () => {
    stubFetch({
      '/api/v1/config/opos/consultaUuid/': () => ({ body: [o] }),
      'POST /api/v1/config/opo/modificar': () => ({ status: 404, body: { codigo: 'NON_ATOPADO', descripcion: 'Non existe o proceso selectivo x' } }),
    });
    renderWithProviders(<ModificarOpoPage />, { route: `/admin/modificar/opo?opoUuid=${o.uuid}` });
    const desc = await screen.findByLabelText('Descrición');
    await userEvent.type(desc, ' (corrixida)');
    await userEvent.click(screen.getByRole('button', { name: 'Gardar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Non existe o proceso selectivo x');
    expect(screen.queryByText('Opo modificada correctamente')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Descrición')).toHaveValue(`${o.descripcion} (corrixida)`);
  });
});
