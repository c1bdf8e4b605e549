import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { writeSession } from 'shared';
import { renderWithProviders, stubFetch } from 'shared/test-utils';
import { HomePage } from './HomePage';

const runSummary = {
  fecha: [2024, 3, 15], descripcion: 'Lectura de 15/03/2024 feita', envioNotificacion: true, totalEdictos: 12, totalOpos: 3, totalOposPublicadas: 2, novas: 1,
  boletins: [{ bop: 'BOP Lugo', estado: 'LIDO', edictos: 12 }],
};

function renderHome(routes: Parameters<typeof stubFetch>[0] = {}) {
  let bloqueo = 'false';
  const calls = stubFetch({
    '/api/v1/config/ver/constantes': () => ({ body: [{ constante: 'BLOQUEO_BUSQUEDA_BOP_BOE', valor: bloqueo }] }),
    'POST /api/v1/config/modificar/constantes': (_u, init) => {
      bloqueo = (init.body as unknown as { valor: string }).valor;
      return { body: init.body };
    },
    '/api/v1/config/ver/lecturasFallidas': () => ({ body: [] }),
    '/api/v1/config/ver/textosPendentes': () => ({ body: { total: 0, porBoletin: [], textos: [] } }),
    '/api/v1/config/ver/avisosOperador': () => ({ body: { enderezo: false, avisos: [] } }),
    '/api/v1/config/ver/historico': () => ({ body: { enCurso: null, ultimos: [] } }),
    ...routes,
  });
  const view = renderWithProviders(<HomePage />, { route: '/admin/home', path: '/admin/home' });
  return { calls, ...view };
}

beforeEach(() => {
  localStorage.clear();
  writeSession('accessToken', 'AT');
  writeSession('userName', 'admin');
});

test('welcomes the user by name and shows the switch with its current value; toggling saves it', async () => {
  const { calls } = renderHome();
  expect(screen.getByRole('heading', { level: 1, name: 'Benvida/o, admin' })).toBeInTheDocument();
  const toggle = await screen.findByRole('switch');
  expect(toggle).not.toBeChecked();
  expect(screen.getByText('Desactivado')).toBeInTheDocument();
  fireEvent.click(toggle);
  expect(await screen.findByText('BLOQUEO_BUSQUEDA_BOP_BOE gardado: true')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('switch')).toBeChecked());
  expect(screen.getByText('Activado')).toBeInTheDocument();
  const post = calls.find((c) => c.method === 'POST');
  expect(post?.body).toEqual({ constante: 'BLOQUEO_BUSQUEDA_BOP_BOE', valor: 'true' });
  expect(post && calls[0].url.pathname).toBe('/api/v1/config/ver/constantes');
});

test('re-runs the bulletin reading of a date with notifications and shows the outcome readably', async () => {
  const { calls } = renderHome({ 'POST /api/v1/config/relazar/lecturaBop': () => ({ body: runSummary }) });
  const form = screen.getByRole('heading', { name: 'Relanzar a lectura dos boletíns' }).closest('section')!;
  fireEvent.change(form.querySelector('input[type="date"]')!, { target: { value: '2024-03-15' } });
  fireEvent.click(screen.getByRole('checkbox', { name: 'Enviar notificacións' }));
  fireEvent.click(screen.getByRole('button', { name: 'Relanzar lectura' }));
  expect(await screen.findByText('Lectura de 15/03/2024 feita')).toBeInTheDocument();
  expect(calls.find((c) => c.url.pathname === '/api/v1/config/relazar/lecturaBop')?.body).toEqual({ fecha: [2024, 3, 15], envioNotificacion: true });
  expect(screen.getByText('15 de marzo de 2024')).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: 'BOP Lugo' })).toBeInTheDocument();
  expect(screen.getByText('totalOpos').nextSibling).toHaveTextContent('3');
});

test('re-runs the analysis of a date; a failure shows the server descripcion', async () => {
  renderHome({ 'POST /api/v1/config/relazar/analisis': () => ({ status: 409, body: { codigo: 'CONFLITO', descripcion: 'Xa hai unha lectura en curso' } }) });
  const form = screen.getByRole('heading', { name: 'Relanzar a análise' }).closest('section')!;
  fireEvent.change(form.querySelector('input[type="date"]')!, { target: { value: '2024-03-15' } });
  fireEvent.click(screen.getByRole('button', { name: 'Relanzar análise' }));
  expect(await screen.findByText('Error: Xa hai unha lectura en curso')).toBeInTheDocument();
});

test('clears the caches and shows the outcome', async () => {
  renderHome({ '/api/v1/config/borrar/caches': () => ({ body: { descripcion: 'Cachés borradas', entradasBorradas: 4 } }) });
  fireEvent.click(screen.getByRole('button', { name: 'Borrar cachés' }));
  expect(await screen.findByText('Cachés borradas')).toBeInTheDocument();
  expect(screen.getByText('entradasBorradas').nextSibling).toHaveTextContent('4');
});

test('an auth error sends the administrator to the login page, coming back here', async () => {
  const { router } = renderHome({ '/api/v1/config/borrar/caches': () => ({ status: 401, body: { codigo: 'TOKEN_NON_VALIDO', descripcion: 'x' } }) });
  fireEvent.click(screen.getByRole('button', { name: 'Borrar cachés' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
  expect(router.state.location.search).toBe(`?redirect_postlogin=${encodeURIComponent('/admin/home')}`);
});

test('lists the failed readings with their state and the trace saying what was missing', async () => {
  const { calls } = renderHome({
    '/api/v1/config/ver/lecturasFallidas': () => ({
      body: [
        { bop: 'BOP Lugo', fechaBop: [2026, 3, 2], estado: 'estructura_cambiada', trazas: 'BOP Lugo: falta .field--name-field-ail-bop-contenido', lidaEn: [2026, 3, 2, 9, 31] },
        { bop: 'BOE', fechaBop: [2026, 3, 1], estado: 'erro', trazas: 'BOE: non se puido ler (tempo esgotado)', lidaEn: [2026, 3, 1, 9, 30] },
      ],
    }),
  });
  const section = (await screen.findByRole('heading', { name: 'Lecturas fallidas' })).closest('section')!;
  const table = await within(section).findByRole('table', { name: 'Lecturas fallidas' });
  const rows = within(table).getAllByRole('row');
  expect(within(rows[1]).getAllByRole('cell').slice(0, 4).map((c) => c.textContent)).toEqual([
    '2 de marzo de 2026', 'BOP Lugo', 'Estrutura cambiada', 'BOP Lugo: falta .field--name-field-ail-bop-contenido',
  ]);
  expect(within(rows[2]).getByText('Erro de lectura')).toBeInTheDocument();
  expect(calls.find((c) => c.url.pathname === '/api/v1/config/ver/lecturasFallidas')?.url.searchParams.get('limite')).toBe('20');
});

test('says so when no reading failed', async () => {
  renderHome();
  expect(await screen.findByText('Ningunha lectura fallida.')).toBeInTheDocument();
});

test('counts and lists the edict bodies not read yet with their error, and asks for them again', async () => {
  let pendentes = {
    total: 2,
    porBoletin: [{ bop: 'BOP Lugo', pendentes: 1 }, { bop: 'BOE', pendentes: 1 }],
    textos: [
      { uuidOpo: 'a', bop: 'BOP Lugo', fechaBop: [2026, 3, 2], descripcion: 'Bases específicas: catro prazas de axente da Policía Local', organizacion: 'Concello de Lugo',
        urlDetalle: 'https://www.deputacionlugo.gal/x.pdf#page=27', urlTexto: 'https://www.deputacionlugo.gal/x.pdf', estado: 'pendente', intentos: 2,
        seguinteIntento: [2026, 3, 2, 11, 30], ultimoErro: 'BOP Lugo: https://www.deputacionlugo.gal/x.pdf respondeu 503' },
      { uuidOpo: 'b', bop: 'BOE', fechaBop: [2026, 3, 1], descripcion: 'Resolución do Concello de Ames', organizacion: 'Ayuntamiento de Ames',
        urlDetalle: 'https://www.boe.es/x', urlTexto: 'https://www.boe.es/diario_boe/xml.php?id=x', estado: 'erro', intentos: 8, seguinteIntento: null,
        ultimoErro: 'BOE: o XML do documento non ten documento > texto' },
    ],
  };
  const { calls } = renderHome({
    '/api/v1/config/ver/textosPendentes': () => ({ body: pendentes }),
    'POST /api/v1/config/relazar/textos': () => {
      pendentes = { total: 0, porBoletin: [], textos: [] };
      return { body: { descripcion: 'Textos: 2 lidos; 0 sen texto aínda', lidos: 2, senCambios: 0, fallidos: 0, pendentes: 0 } };
    },
  });
  const section = (await screen.findByRole('heading', { name: 'Textos de edictos sen ler' })).closest('section')!;
  expect(await within(section).findByText('2 textos sen ler')).toBeInTheDocument();
  expect(within(section).getByRole('list', { name: 'Por boletín' })).toHaveTextContent(/BOP Lugo: 1.*BOE: 1/);
  const rows = within(within(section).getByRole('table')).getAllByRole('row');
  expect(within(rows[1]).getAllByRole('cell').map((c) => c.textContent)).toEqual([
    '2 de marzo de 2026', 'BOP Lugo', 'Bases específicas: catro prazas de axente da Policía Local', 'Pendente', '2', expect.stringMatching(/2 de marzo de 2026.*11:30/),
    'BOP Lugo: https://www.deputacionlugo.gal/x.pdf respondeu 503',
  ]);
  expect(within(rows[2]).getByText('Fallido')).toBeInTheDocument();
  expect(within(rows[2]).getByText('sen máis intentos')).toBeInTheDocument();
  expect(calls.find((c) => c.url.pathname === '/api/v1/config/ver/textosPendentes')?.url.searchParams.get('limite')).toBe('50');
  fireEvent.click(within(section).getByRole('button', { name: 'Pedir agora os textos sen ler' }));
  expect(await within(section).findByText('Textos: 2 lidos; 0 sen texto aínda')).toBeInTheDocument();
  expect(await within(section).findByText('Todos os textos dos edictos están lidos.')).toBeInTheDocument();
});
