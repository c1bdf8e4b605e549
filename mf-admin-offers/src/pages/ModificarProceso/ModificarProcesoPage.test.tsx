import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, stubFetch } from 'shared/test-utils';
import { proceso } from '../../testData';
import { ModificarProcesoPage } from './ModificarProcesoPage';

const p = proceso();
const route = `/admin/modificarProceso/opo?uuid=${p.uuidEntidad}`;

describe('ModificarProcesoPage', () => {
  it('without uuid goes to the offer lists', async () => {
    stubFetch({});
    renderWithProviders(<ModificarProcesoPage />, { route: '/admin/modificarProceso/opo', path: '/admin/modificarProceso/opo' });
    expect(await screen.findByTestId('other-route')).toBeInTheDocument();
  });

  it('loads the offer into the form, the tag select and the tags as links, and sends every field', async () => {
    const calls = stubFetch({
      '/api/v1/config/ver/procesoOposicionPorUuid': () => ({ body: p }),
      '/api/v1/config/ver/etiquetasProceso': () => ({ body: ['auxiliar', 'policía local'] }),
      'POST /api/v1/config/modificar/procesoOposicion': () => ({ body: { ...p, etiquetas: ['auxiliar', 'policía local'] } }),
    });
    renderWithProviders(<ModificarProcesoPage />, { route });
    expect(await screen.findByRole('heading', { name: 'Modificar proceso OPO' })).toBeInTheDocument();
    expect(await screen.findByLabelText('urlAmigable')).toHaveValue('auxiliar-lugo-2026');
    expect(screen.getByLabelText('Detalle (HTML)')).toHaveValue('<p>Bases</p>');
    const fin = screen.getByLabelText('Finalizado') as HTMLSelectElement;
    expect([...fin.options].map((o) => o.text)).toEqual(['NON', 'SI']);
    expect(fin).toHaveValue('false');
    expect(screen.getByLabelText('Indexable')).toHaveValue('true');
    const tag = screen.getByLabelText('Engadir etiqueta') as HTMLSelectElement;
    expect(await screen.findByRole('option', { name: 'policía local' })).toBeInTheDocument();
    expect([...tag.options].map((o) => o.text)).toEqual(['Seleccione etiqueta', 'auxiliar', 'policía local']);
    expect(screen.getByRole('link', { name: 'auxiliar' })).toHaveAttribute('href', '/?etiquetaBusqueda=auxiliar');

    await userEvent.selectOptions(tag, 'policía local');
    await userEvent.selectOptions(fin, 'SI');
    await userEvent.clear(screen.getByLabelText('Título'));
    await userEvent.type(screen.getByLabelText('Título'), 'Novo título');
    await userEvent.click(screen.getByRole('button', { name: 'Modificar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Opo modificada correctamente');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      uuidProcesoOposicion: p.uuidEntidad, urlAmigable: p.urlAmigable, organizacion: p.organizacion, bop: p.bop, urlImagen: '', titulo: 'Novo título',
      detalle: '<p>Bases</p>', urlInfoProcesoExterno: '', etiquetaBusquedaProceso: '', sistemaSeleccion: 'Oposición', tipoContrato: 'Funcionario',
      descripcion: 'Seis prazas', uuidOpoInicio: '', procesoFinalizado: true, procesoMostrable: true, etiquetaProceso: 'policía local',
    });
  });

  it("a failure shows the server's descripcion and keeps the form", async () => {
    stubFetch({
      '/api/v1/config/ver/procesoOposicionPorUuid': () => ({ body: p }),
      '/api/v1/config/ver/etiquetasProceso': () => ({ body: [] }),
      'POST /api/v1/config/modificar/procesoOposicion': () => ({ status: 409, body: { codigo: 'URL_AMIGABLE_DUPLICADA', descripcion: 'Xa existe unha oferta coa urlAmigable "outra"' } }),
    });
    renderWithProviders(<ModificarProcesoPage />, { route });
    const slug = await screen.findByLabelText('urlAmigable');
    await userEvent.clear(slug);
    await userEvent.type(slug, 'outra');
    await userEvent.click(screen.getByRole('button', { name: 'Modificar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Xa existe unha oferta coa urlAmigable "outra"');
    expect(screen.getByLabelText('urlAmigable')).toHaveValue('outra');
  });

  it("shows 'Error: {message}' when the offer cannot be loaded", async () => {
    stubFetch({ '/api/v1/config/ver/procesoOposicionPorUuid': () => ({ status: 404, body: { codigo: 'NON_ATOPADO', descripcion: 'Non existe o proceso de oposición' } }) });
    renderWithProviders(<ModificarProcesoPage />, { route });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Non existe o proceso de oposición');
  });

  it('refuses a title of only spaces before sending anything (issue 17)', async () => {
    const calls = stubFetch({
      '/api/v1/config/ver/procesoOposicionPorUuid': () => ({ body: p }),
      '/api/v1/config/ver/etiquetasProceso': () => ({ body: [] }),
      'POST /api/v1/config/modificar/procesoOposicion': () => ({ body: p }),
    });
    renderWithProviders(<ModificarProcesoPage />, { route });
    const titulo = await screen.findByLabelText('Título');
    await userEvent.clear(titulo);
    await userEvent.type(titulo, '    ');
    expect(titulo).toBeInvalid();
    titulo.closest('form')!.noValidate = true;
    await userEvent.click(screen.getByRole('button', { name: 'Modificar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('O título non pode estar baleiro nin ter só espazos');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
