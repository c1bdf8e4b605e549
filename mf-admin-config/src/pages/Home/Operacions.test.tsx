import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { writeSession } from 'shared';
import { renderWithProviders, stubFetch } from 'shared/test-utils';
import { AvisosOperador, HistoricoBoletins } from './Operacions';

const avisos = {
  enderezo: true,
  avisos: [
    { uuid: 'a1', tipo: 'lectura_fallida', bop: 'BOP Lugo', fechaBop: [2026, 11, 23], estadoLectura: 'estructura_cambiada', detalle: 'BOP Lugo: falta .field--name-field-ail-bop-contenido', creadoEn: [2026, 11, 24, 9, 40], resoltoEn: null, estadoCorreo: 'sent' },
    { uuid: 'a2', tipo: 'correo_atascado', bop: null, fechaBop: null, estadoLectura: null, detalle: '3 correos sen enviar', creadoEn: [2026, 11, 20, 8, 0], resoltoEn: [2026, 11, 20, 10, 15], estadoCorreo: 'pending' },
  ],
};

const historico = (over: Record<string, unknown> = {}) => ({
  uuid: 'h1', desde: [2025, 1, 2], ata: [2025, 1, 31], boletins: ['BOP A Coruña', 'BOP Lugo', 'BOP Ourense', 'BOP Pontevedra', 'BOE', 'DOG'],
  estado: 'en_curso', totalDias: 26, diasFeitos: 10, lecturasOk: 31, lecturasSenBoletin: 29, lecturasFallidas: 0, lecturasPrevias: 0,
  edictos: 820, opos: 97, iniciadoPor: 'admin', creadoEn: [2026, 11, 24, 9, 0], actualizadoEn: [2026, 11, 24, 9, 5], rematadoEn: null, ...over,
});

beforeEach(() => {
  localStorage.clear();
  writeSession('accessToken', 'AT');
});

test('lists the operator alerts, open first in bold, with their state and e-mail, in Galician', async () => {
  stubFetch({ '/api/v1/config/ver/avisosOperador': () => ({ body: avisos }) });
  renderWithProviders(<AvisosOperador />, { preloadedState: { language: { lang: 'gl' } } });
  const section = await screen.findByTestId('avisos-operador');
  const rows = await within(section).findAllByRole('row');
  expect(within(rows[1]).getByText('BOP Lugo: a lectura do 23 de novembro de 2026 fallou (estructura_cambiada)').tagName).toBe('STRONG');
  expect(within(rows[1]).getByText('Aberto')).toBeInTheDocument();
  expect(within(rows[1]).getByText('Enviado')).toBeInTheDocument();
  expect(within(rows[2]).getByText('Correos atascados na caixa de saída').tagName).toBe('TD');
  expect(within(rows[2]).getByText(/^Resolto o 20 de novembro de 2026/)).toBeInTheDocument();
  expect(within(section).getByText(/Tamén se envían por correo/)).toBeInTheDocument();
});

test('in Spanish, and says when no administrators\' address is set', async () => {
  stubFetch({ '/api/v1/config/ver/avisosOperador': () => ({ body: { enderezo: false, avisos: [{ ...avisos.avisos[0], tipo: 'sen_ler', estadoCorreo: null }] } }) });
  renderWithProviders(<AvisosOperador />, { preloadedState: { language: { lang: 'es' } } });
  expect(await screen.findByText('BOP Lugo: el 23 de noviembre de 2026 sigue sin leer')).toBeInTheDocument();
  expect(screen.getByText('Sin correo')).toBeInTheDocument();
  expect(screen.getByText(/No hay dirección de los administradores \(OPERATOR_EMAIL\)/)).toBeInTheDocument();
});

test('starts a backfill of chosen bulletins and shows its progress, then stops it', async () => {
  let state = { enCurso: null as ReturnType<typeof historico> | null, ultimos: [] as ReturnType<typeof historico>[] };
  const calls = stubFetch({
    '/api/v1/config/ver/historico': () => ({ body: state }),
    'POST /api/v1/config/relazar/historico': () => {
      const h = historico({ boletins: ['BOP Lugo', 'DOG'] });
      state = { enCurso: h, ultimos: [h] };
      return { status: 202, body: h };
    },
    'POST /api/v1/config/parar/historico': () => {
      const h = historico({ boletins: ['BOP Lugo', 'DOG'], estado: 'parado' });
      state = { enCurso: null, ultimos: [h] };
      return { body: h };
    },
  });
  renderWithProviders(<HistoricoBoletins />, { preloadedState: { language: { lang: 'gl' } } });
  expect(await screen.findByText('Aínda non se leu ningún histórico.')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2025-01-02' } });
  fireEvent.change(screen.getByLabelText('Ata (baleiro: onte)'), { target: { value: '2025-01-31' } });
  fireEvent.click(screen.getByRole('checkbox', { name: 'BOP Lugo' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'DOG' }));
  fireEvent.click(screen.getByRole('button', { name: 'Ler o histórico' }));
  const status = await screen.findByRole('status');
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ desde: [2025, 1, 2], ata: [2025, 1, 31], boletins: ['BOP Lugo', 'DOG'] });
  expect(within(status).getByText('En curso: do 2 de xaneiro de 2025 ao 31 de xaneiro de 2025')).toBeInTheDocument();
  const bar = within(status).getByRole('progressbar', { name: '10 de 26 días' });
  expect(bar).toHaveAttribute('value', '10');
  expect(bar).toHaveAttribute('max', '26');
  expect(within(status).getByText('31 lecturas boas, 29 días sen boletín, 0 fallidas, 0 xa lidas antes · 820 edictos, 97 oposicións')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Ler o histórico' })).toBeDisabled();
  fireEvent.click(within(status).getByRole('button', { name: 'Parar' }));
  await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  expect(calls.find((c) => c.url.pathname === '/api/v1/config/parar/historico')?.body).toEqual({ uuid: 'h1' });
  expect(await screen.findByText('Parado (pódese retomar)')).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: /BOP Lugo, DOG$/ })).toBeInTheDocument();
});

test('in Spanish: a refused start shows the server\'s reason', async () => {
  stubFetch({
    '/api/v1/config/ver/historico': () => ({ body: { enCurso: null, ultimos: [historico({ estado: 'feito', diasFeitos: 26, rematadoEn: [2026, 11, 24, 10, 0] })] } }),
    'POST /api/v1/config/relazar/historico': () => ({ status: 409, body: { codigo: 'HISTORICO_EN_CURSO', descripcion: 'Ya hay una lectura del histórico en curso' } }),
  });
  renderWithProviders(<HistoricoBoletins />, { preloadedState: { language: { lang: 'es' } } });
  expect(await screen.findByText('Hecho')).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: /^2 de enero de 2025 – 31 de enero de 2025 ?Todos$/ })).toBeInTheDocument();
  expect(screen.getByText('26 de 26 días')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2025-01-02' } });
  fireEvent.click(screen.getByRole('button', { name: 'Leer el histórico' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Ya hay una lectura del histórico en curso');
});
