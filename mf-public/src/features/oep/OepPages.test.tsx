import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { renderWithProviders, stubFetch } from 'shared/test-utils';
import type { OrganismoOep, ResumoOrganismoOep } from 'shared';
import { OepOrganismoPage } from './OepOrganismoPage';
import { OepPage } from './OepPage';

const resumo: ResumoOrganismoOep[] = [
  { chave: 'concello:lugo', nome: 'Concello de Lugo', ultimoAno: 2023, aprobadas: 12, convocadas: 7, pendentes: 5, caducada: false, ofertas: 2 },
  { chave: 'concello:moana', nome: 'Concello de Moaña', ultimoAno: 2021, aprobadas: 1, convocadas: 0, pendentes: 1, caducada: true, ofertas: 1 },
];

const lugo: OrganismoOep = {
  chave: 'concello:lugo',
  nome: 'Concello de Lugo',
  ofertas: [{
    uuidOpo: 'u1', bop: 'BOP Lugo', fechaBop: [2023, 3, 24], urlDetalle: 'https://example.org/oep', ano: 2023, prazoLimite: [2026, 3, 24], caducada: false,
    aprobadas: 10, convocadas: 7, pendentes: 3,
    postos: [
      // a call of 8 places citing the offer, whose line approved 6: 6 counted on it, 2 beyond
      { posto: 'Axente da policía local', grupo: 'C1', persoal: 'funcionario', quenda: 'libre', prazas: 6, cita: 'C1 | Axente da Policía Local | 6', convocadas: 6, pendentes: 0,
        convocatorias: [{ urlAmigable: 'policia-local-lugo-2024', titulo: 'Axente da Policía Local · 8 prazas C1 · Concello de Lugo', fechaBop: [2024, 5, 2], prazas: 6, excedente: 2, por: 'cita' }] },
      { posto: 'Auxiliar administrativo/a', grupo: 'C2', persoal: 'funcionario', quenda: null, prazas: 4, cita: 'C2 | Auxiliar administrativo/a | 4', convocadas: 1, pendentes: 3,
        convocatorias: [{ urlAmigable: 'aux-lugo-2025', titulo: 'Auxiliar administrativo/a · 1 praza C2 · Concello de Lugo', fechaBop: [2025, 1, 10], prazas: 1, excedente: 0, por: 'posto' }] },
    ],
  }, {
    uuidOpo: 'u0', bop: 'BOP Lugo', fechaBop: [2020, 2, 21], urlDetalle: '', ano: 2020, prazoLimite: [2023, 2, 21], caducada: true, aprobadas: 1, convocadas: 0, pendentes: 1,
    postos: [{ posto: 'Técnico/a de administración xeral', grupo: 'A1', persoal: null, quenda: null, prazas: 1, cita: 'unha praza de TAX', convocadas: 0, pendentes: 1, convocatorias: [] }],
  }],
};

describe('OEP pages', () => {
  it('lists the bodies with their places approved, called and pending, in Galician', async () => {
    stubFetch({ '/api/v1/opos/oep': () => ({ body: resumo }) });
    renderWithProviders(<OepPage />, { route: '/oep' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Prazas aprobadas e pendentes de convocar' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Ver as ofertas de Concello de Lugo' });
    expect(link).toHaveAttribute('href', '/oep/concello%3Alugo');
    const card = link.closest('li')!;
    expect(card).toHaveTextContent('OEP 2023');
    expect(card).toHaveTextContent('12 prazas aprobadas7 convocadas5 pendentes');
    const moana = screen.getByRole('link', { name: 'Ver as ofertas de Concello de Moaña' }).closest('li');
    expect(moana).toHaveTextContent('OEP 2021 · Prazo de tres anos rematado');
    expect(moana).toHaveTextContent('1 praza aprobada0 convocadas1 pendente');
  });

  it('shows a body\'s offers with each post, its calls and the three-year term, in Spanish', async () => {
    const calls = stubFetch({ '/api/v1/opos/oep/organismo': () => ({ body: lugo }) });
    renderWithProviders(<OepOrganismoPage />, { route: '/oep/concello%3Alugo', path: '/oep/:organismo', preloadedState: { language: { lang: 'es' } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Concello de Lugo' })).toBeInTheDocument();
    expect(calls[0].url.searchParams.get('chave')).toBe('concello:lugo');
    const oferta = screen.getByRole('region', { name: 'Concello de Lugo · OEP 2023' });
    expect(within(oferta).getByText(/^10 plazas aprobadas, 7 convocadas, 3 pendientes \(plazo hasta el 24 de marzo de 2026\)$/)).toBeInTheDocument();
    expect(within(oferta).getByText(/Publicada en el BOP Lugo del 24 de marzo de 2023/)).toBeInTheDocument();
    const policia = within(oferta).getByRole('heading', { level: 3, name: 'Axente da policía local' }).closest('li')!;
    expect(policia).toHaveTextContent('Grupo C1 · personal funcionario · turno libre');
    expect(within(policia).getByRole('link', { name: 'Axente da Policía Local · 8 prazas C1 · Concello de Lugo' })).toHaveAttribute('href', '/oposicion/policia-local-lugo-2024');
    // never more called than approved on a line: the places beyond are said in words
    expect(policia).toHaveTextContent('6 plazas aprobadas6 convocadas0 pendientes');
    expect(policia).toHaveTextContent('6 plazas (convoca 2 plazas más de las que quedaban pendientes en esta línea: no se cuentan en ella)');
    expect(policia).toHaveTextContent('cita esta oferta');
    const vella = screen.getByRole('region', { name: 'Concello de Lugo · OEP 2020' });
    expect(within(vella).getByText(/plazo terminado el 21 de febrero de 2023/)).toBeInTheDocument();
    expect(within(vella).getByText('Plazo de tres años terminado')).toBeInTheDocument();
  });

  it('says so for a body without offers', async () => {
    stubFetch({ '/api/v1/opos/oep/organismo': () => ({ status: 404, body: { codigo: 'OEP_NON_ATOPADA', descripcion: 'Non hai' } }) });
    renderWithProviders(<OepOrganismoPage />, { route: '/oep/concello%3Aningures', path: '/oep/:organismo' });
    expect(await screen.findByText('Non lemos ningunha oferta de emprego público deste organismo.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Todos os organismos' })).toHaveAttribute('href', '/oep');
  });
});
