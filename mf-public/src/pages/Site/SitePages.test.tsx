import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { renderWithProviders, stubFetch } from 'shared/test-utils';
import { AcercaPage, AvisoLegalPage, PrivacidadePage } from './SitePages';

const runtimeConfig = (over: Record<string, unknown> = {}) => ({
  remotes: {}, canalMensaxeriaUrl: '', contactoUrl: 'mailto:contacto@example.org',
  oidc: { issuer: '', clientId: '', scope: '', redirectPath: '' },
  operador: { nome: 'Asociación Exemplo', email: 'legal@example.org', enderezo: 'Rúa Nova 1, 15701 Santiago', nif: 'G00000000' },
  lectura: { horario: '30 9 * * 1-6', zonaHoraria: 'Europe/Madrid', activa: true },
  ...over,
});

describe('the about page', () => {
  it('names the six sources, when they are read, what is included, that the bulletin prevails, and links coverage', async () => {
    stubFetch({ '/public/runtime-config.json': () => ({ body: runtimeConfig() }) });
    renderWithProviders(<AcercaPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Acerca de Oposicións Galicia' })).toBeInTheDocument();
    expect(document.title).toBe('Acerca de Oposicións Galicia · Oposicións Galicia');
    const fontes = screen.getByRole('region', { name: 'De onde sae' });
    for (const name of ['BOE, Boletín Oficial del Estado', 'DOG, Diario Oficial de Galicia', 'BOP da Coruña', 'BOP de Lugo', 'BOP de Ourense', 'BOP de Pontevedra']) {
      expect(within(fontes).getByRole('link', { name })).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
    }
    expect(await screen.findByText('Lemos os boletíns de luns a sábado ás 9:30 (hora de Galicia).')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cobertura: a última lectura de cada boletín' })).toHaveAttribute('href', '/cobertura');
    expect(screen.getByRole('region', { name: 'Que inclúe e que non' })).toHaveTextContent('Non inclúe axudas nin subvencións');
    expect(screen.getByRole('region', { name: 'Vale o texto do boletín' })).toHaveTextContent('Este sitio non é unha fonte oficial');
    expect(screen.getByRole('link', { name: 'legal@example.org' })).toHaveAttribute('href', 'mailto:legal@example.org');
  });

  it('in Spanish, and says so when the schedule is off on this server', async () => {
    stubFetch({ '/public/runtime-config.json': () => ({ body: runtimeConfig({ lectura: { horario: '30 9 * * 1-6', zonaHoraria: 'Europe/Madrid', activa: false } }) }) });
    renderWithProviders(<AcercaPage />, { preloadedState: { language: { lang: 'es' } } });
    expect(screen.getByRole('region', { name: 'Prevalece el texto del boletín' })).toHaveTextContent('Este sitio no es una fuente oficial');
    expect(await screen.findByText(/no a una hora fija/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'BOP de A Coruña' })).toBeInTheDocument();
  });
});

describe('the privacy notice', () => {
  it('says who runs it, what is stored, why, for how long and how to leave', async () => {
    stubFetch({ '/public/runtime-config.json': () => ({ body: runtimeConfig() }) });
    renderWithProviders(<PrivacidadePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Aviso de privacidade' })).toBeInTheDocument();
    expect(await screen.findByText(/^Asociación Exemplo, que mantén este sitio/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Que gardamos' })).toHaveTextContent('O teu enderezo de correo electrónico.');
    expect(screen.getByRole('region', { name: 'Que gardamos' })).toHaveTextContent('cando pediches a subscrición e cando a confirmaches');
    expect(screen.getByRole('region', { name: 'Para que' })).toHaveTextContent('consentimento');
    expect(screen.getByRole('region', { name: 'Durante canto tempo' })).toHaveTextContent('Se non confirmas a subscrición en 30 días, borrámola.');
    expect(screen.getByRole('region', { name: 'Como darse de baixa' })).toHaveTextContent('Cada correo leva unha ligazón para darte de baixa');
    expect(within(screen.getByRole('region', { name: 'Os teus dereitos' })).getByRole('link', { name: 'www.aepd.es' })).toHaveAttribute('href', 'https://www.aepd.es/');
  });

  it('names the demo operator when the configuration cannot be read', async () => {
    stubFetch({ '/public/runtime-config.json': () => ({ status: 500, body: {} }) });
    renderWithProviders(<PrivacidadePage />, { preloadedState: { language: { lang: 'es' } } });
    expect(screen.getByRole('heading', { level: 1, name: 'Aviso de privacidad' })).toBeInTheDocument();
    expect(await screen.findByText(/^Oposicións Galicia, que mantiene este sitio/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'contacto@oposicions.gal' })[0]).toHaveAttribute('href', 'mailto:contacto@oposicions.gal');
  });
});

describe('the legal notice', () => {
  it('names the operator from the configuration, with address and tax id when given', async () => {
    stubFetch({ '/public/runtime-config.json': () => ({ body: runtimeConfig() }) });
    renderWithProviders(<AvisoLegalPage />);
    expect(await screen.findByText('Este sitio web é de Asociación Exemplo, que o mantén.')).toBeInTheDocument();
    const titular = screen.getByRole('region', { name: 'Titular' });
    expect(titular).toHaveTextContent('Rúa Nova 1, 15701 Santiago');
    expect(titular).toHaveTextContent('NIFG00000000');
    expect(within(titular).getByRole('link', { name: 'legal@example.org' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aviso de privacidade' })).toHaveAttribute('href', '/privacidade');
  });

  it('leaves out the address and tax id when they are not configured', async () => {
    stubFetch({ '/public/runtime-config.json': () => ({ body: runtimeConfig({ operador: { nome: 'Oposicións Galicia', email: 'contacto@oposicions.gal' } }) }) });
    renderWithProviders(<AvisoLegalPage />, { preloadedState: { language: { lang: 'es' } } });
    expect(await screen.findByText('Este sitio web es de Oposicións Galicia, que lo mantiene.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Titular' })).not.toHaveTextContent('NIF');
    expect(screen.getByRole('region', { name: 'Titular' })).not.toHaveTextContent('Dirección');
  });
});
