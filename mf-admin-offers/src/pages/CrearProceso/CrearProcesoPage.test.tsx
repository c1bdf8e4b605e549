import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, stubFetch } from 'shared/test-utils';
import { proceso } from '../../testData';
import { CrearProcesoPage } from './CrearProcesoPage';

const OPO = '11111111-1111-4111-8111-111111111111';

describe('CrearProcesoPage', () => {
  it("the selects: SELECCIONA without value, NON/SI for finalizado and 'Indexable' SI by default", async () => {
    stubFetch({});
    renderWithProviders(<CrearProcesoPage />, { route: '/admin/crearProceso/opo' });
    expect(screen.getByRole('heading', { name: 'Crear proceso OPO' })).toBeInTheDocument();
    const fin = screen.getByLabelText('Finalizado') as HTMLSelectElement;
    expect([...fin.options].map((o) => [o.text, o.value])).toEqual([['SELECCIONA', ''], ['NON', 'false'], ['SI', 'true']]);
    const indexable = screen.getByLabelText('Indexable') as HTMLSelectElement;
    expect([...indexable.options].map((o) => [o.text, o.value])).toEqual([['SELECCIONA', ''], ['SI', 'true'], ['NON', 'false']]);
    expect(indexable).toHaveValue('true');
  });

  it("prefills from the competition, creates, says 'Opo creada correctamente' and resets the form", async () => {
    const calls = stubFetch({
      '/api/v1/config/opos/consultaOpoInicio': () => ({ body: [{ organizacion: 'Concello de Oleiros', descripcion: 'Seis prazas de auxiliar', uuid: OPO, urlDetalle: 'https://bop.example/1' }] }),
      'POST /api/v1/config/crear/procesoOposicion': () => ({ body: proceso({ urlAmigable: 'auxiliar-oleiros' }) }),
    });
    renderWithProviders(<CrearProcesoPage />, { route: `/admin/crearProceso/opo?opoUuid=${OPO}` });
    expect(await screen.findByDisplayValue('Concello de Oleiros')).toBeInTheDocument();
    expect(screen.getByLabelText('UUID da opo de inicio')).toHaveValue(OPO);
    expect(screen.getByLabelText('Título')).toHaveValue('Seis prazas de auxiliar');
    await userEvent.type(screen.getByLabelText('urlAmigable'), 'auxiliar-oleiros');
    await userEvent.selectOptions(screen.getByLabelText('Finalizado'), 'NON');
    await userEvent.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Opo creada correctamente');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      urlAmigable: 'auxiliar-oleiros', organizacion: 'Concello de Oleiros', bop: '', titulo: 'Seis prazas de auxiliar', descripcion: 'Seis prazas de auxiliar',
      urlImagen: '', sistemaSeleccion: '', tipoContrato: '', uuidOpoInicio: OPO, procesoFinalizado: false, procesoMostrable: true,
    });
    expect(screen.getByLabelText('urlAmigable')).toHaveValue('');
    expect(screen.getByLabelText('Indexable')).toHaveValue('true');
    expect(screen.getByRole('link', { name: /Engadir paso a/ })).toHaveAttribute('href', `/admin/addFaseProceso/opo?uuid=${proceso().uuidEntidad}`);
  });

  it("a failure shows 'Erro ao crear opo ' plus the server descripcion and keeps the form", async () => {
    stubFetch({
      'POST /api/v1/config/crear/procesoOposicion': () => ({ status: 409, body: { codigo: 'URL_AMIGABLE_DUPLICADA', descripcion: 'Xa existe unha oferta coa urlAmigable "repetida"' } }),
    });
    renderWithProviders(<CrearProcesoPage />, { route: '/admin/crearProceso/opo' });
    await userEvent.type(screen.getByLabelText('urlAmigable'), 'repetida');
    await userEvent.type(screen.getByLabelText('Título'), 'Título');
    await userEvent.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao crear opo Xa existe unha oferta coa urlAmigable "repetida"');
    expect(screen.getByLabelText('urlAmigable')).toHaveValue('repetida');
    expect(screen.queryByText('Opo creada correctamente')).not.toBeInTheDocument();
  });

  it('refuses a title of only spaces and a non-http image URL before sending anything (issue 17)', async () => {
    const calls = stubFetch({ 'POST /api/v1/config/crear/procesoOposicion': () => ({ body: proceso() }) });
    renderWithProviders(<CrearProcesoPage />, { route: '/admin/crearProceso/opo' });
    expect(screen.getByLabelText('Título')).toHaveAttribute('pattern', '.*\\S.*');
    expect(screen.getByLabelText('Título')).toBeRequired();
    await userEvent.type(screen.getByLabelText('URL da imaxe'), 'javascript:alert(1)');
    expect(screen.getByLabelText('URL da imaxe')).toBeInvalid();
    await userEvent.clear(screen.getByLabelText('URL da imaxe'));
    await userEvent.type(screen.getByLabelText('URL da imaxe'), 'https://img.example/o.png');
    expect(screen.getByLabelText('URL da imaxe')).toBeValid();
    await userEvent.type(screen.getByLabelText('urlAmigable'), 'oferta');
    await userEvent.type(screen.getByLabelText('Título'), '   ');
    expect(screen.getByLabelText('Título')).toBeInvalid();
    // Even when the browser's own check is bypassed, the page does not send it.
    screen.getByRole('button', { name: 'Crear' }).closest('form')!.noValidate = true;
    await userEvent.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('O título non pode estar baleiro nin ter só espazos');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
