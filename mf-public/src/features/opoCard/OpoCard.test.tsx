import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { renderWithProviders, stubFetch } from 'shared/test-utils';
import type { Opo } from 'shared';
import { OpoList } from './OpoCard';

const edicto = (o: Partial<Opo>): Opo => ({
  uuid: 'o1', organizacion: 'Concello de Oleiros', descripcion: 'Bases do proceso selectivo de auxiliar administrativo.', urlDetalle: 'https://bop.example/1',
  bop: 'BOP A Coruña', fechaBop: [2026, 3, 2], etiquetas: [], verificado: true, ...o,
});

describe('OpoCard', () => {
  beforeEach(() => stubFetch({}));

  it('a process kept by an administrator and one found by the analysis look alike: the post as headline and link, the body beneath', async () => {
    const manual = edicto({
      uuid: 'm', urlAmigableProceso: 'auxiliar-oleiros', tituloProceso: 'Seis prazas de auxiliar administrativo/a', procesoAutomatico: false, edictosProceso: 3,
    });
    const automatico = edicto({
      uuid: 'a', organizacion: 'Concello de Lugo', descripcion: 'Lista provisional de admitidos.', urlAmigableProceso: 'tecnico-lugo',
      tituloProceso: 'Técnico/a de administración xeral (1 praza) · Concello de Lugo', procesoAutomatico: true, edictosProceso: 2,
    });
    const conPrazas = edicto({
      uuid: 'p', organizacion: 'Ourense', descripcion: 'Lista provisional de aspirantes.', urlAmigableProceso: 'axente-ourense',
      tituloProceso: 'Axente da policía local · 6 prazas C1 · Concello de Ourense', procesoAutomatico: true, edictosProceso: 2,
    });
    renderWithProviders(<OpoList opos={[manual, automatico, conPrazas]} />, { preloadedState: { language: { lang: 'gl' } } });
    const cards = screen.getAllByRole('listitem').filter((li) => li.classList.contains('opo-card'));
    const expected = [
      { titulo: 'Seis prazas de auxiliar administrativo/a', href: '/oposicion/auxiliar-oleiros', body: 'Concello de Oleiros', description: 'Bases do proceso selectivo de auxiliar administrativo.' },
      { titulo: 'Técnico/a de administración xeral (1 praza)', href: '/oposicion/tecnico-lugo', body: 'Concello de Lugo', description: 'Lista provisional de admitidos.' },
      { titulo: 'Axente da policía local · 6 prazas C1', href: '/oposicion/axente-ourense', body: 'Ourense', description: 'Lista provisional de aspirantes.' },
    ];
    cards.forEach((card, i) => {
      const heading = within(card).getByRole('heading', { level: 2 });
      expect(heading.textContent).toBe(expected[i].titulo);
      expect(within(heading).getByRole('link')).toHaveAttribute('href', expected[i].href);
      // The headline comes first; the body that calls it is the next line, still shown.
      expect(card.firstElementChild).toBe(heading);
      expect(heading.nextElementSibling).toHaveTextContent(expected[i].body);
      expect(card).toHaveTextContent(expected[i].description);
      expect(within(card).getByRole('link', { name: /^Máis información/ })).toBeInTheDocument();
    });
    // Same structure: the same elements, in the same order.
    const shape = (card: HTMLElement) => [...card.children].map((c) => `${c.tagName}.${c.className}`);
    expect(shape(cards[0])).toEqual(shape(cards[1]));
  });

  it('an edict with no process keeps its body as headline; an open deadline is said with its day and month', async () => {
    const year = new Date().getFullYear();
    const soa = edicto({ uuid: 's', organizacion: 'Deputación de Lugo' });
    const aberto = edicto({
      uuid: 'p', urlAmigableProceso: 'bombeiro-lugo', tituloProceso: 'Bombeiro/a · Deputación de Lugo', procesoAutomatico: true, prazoAberto: true, prazoUltimoDia: [year, 12, 11],
    });
    renderWithProviders(<OpoList opos={[soa, aberto]} />, { preloadedState: { language: { lang: 'es' } } });
    // in Spanish, the post of a title the analysis built is said in Spanish
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Deputación de Lugo', 'Bombero/a']);
    expect(screen.getByText('Plazo abierto hasta el 11 de diciembre')).toBeInTheDocument();
  });

  it('says the places and group of an automatic title in the reading language, and leaves an administrator\'s title as written', () => {
    const auto = edicto({ uuid: 'a', urlAmigableProceso: 'socorrista', tituloProceso: 'Socorrista · 2 prazas agrupacións profesionais · Concello de Ribadeo', procesoAutomatico: true });
    const admin = edicto({ uuid: 'b', urlAmigableProceso: 'conserxe', tituloProceso: 'Conserxe · 2 prazas', procesoAutomatico: false });
    const { unmount } = renderWithProviders(<OpoList opos={[auto, admin]} />, { preloadedState: { language: { lang: 'es' } } });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Socorrista · 2 plazas agrupaciones profesionales', 'Conserxe · 2 prazas']);
    unmount();
    renderWithProviders(<OpoList opos={[auto]} />, { preloadedState: { language: { lang: 'gl' } } });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Socorrista · 2 prazas agrupacións profesionais');
  });

  it('says the group and places its process states, beside the deadline; what the headline already says is not repeated', async () => {
    const year = new Date().getFullYear();
    const conFeitos = edicto({
      uuid: 'f', urlAmigableProceso: 'auxiliar-oleiros', tituloProceso: 'Auxiliar administrativo/a', procesoAutomatico: false, edictosProceso: 2,
      grupo: 'C2', prazas: 3, prazoAberto: true, prazoUltimoDia: [year, 3, 12],
    });
    const unha = edicto({ uuid: 'u', urlAmigableProceso: 'tecnico', tituloProceso: 'Técnico/a de emprego', procesoAutomatico: false, grupo: 'A2', prazas: 1 });
    const bolsa = edicto({ uuid: 'b', urlAmigableProceso: 'limpeza', tituloProceso: 'Limpador/a', procesoAutomatico: false, bolsa: true });
    const xaDito = edicto({
      uuid: 'x', urlAmigableProceso: 'axente-ourense', tituloProceso: 'Axente da policía local · 6 prazas C1 · Concello de Ourense', procesoAutomatico: true,
      grupo: 'C1', prazas: 6, edictosProceso: 2,
    });
    const senFeitos = edicto({ uuid: 's', urlAmigableProceso: 'outro', tituloProceso: 'Conserxe', procesoAutomatico: false, edictosProceso: 2 });
    const apDito = edicto({
      uuid: 'ap', urlAmigableProceso: 'socorrista', tituloProceso: 'Socorrista · 2 prazas agrupacións profesionais · A Coruña', procesoAutomatico: true, grupo: 'AP', prazas: 2,
    });
    const varios = edicto({ uuid: 'v', urlAmigableProceso: 'obras-lugo', tituloProceso: 'Enxeñeiro/a técnico/a e administrativo/a', procesoAutomatico: false, grupos: ['A2', 'C1'], prazas: 5 });
    const { unmount } = renderWithProviders(<OpoList opos={[conFeitos, unha, bolsa, xaDito, senFeitos, apDito, varios]} />, { preloadedState: { language: { lang: 'gl' } } });
    const liña = (titulo: string) => within(screen.getByRole('heading', { level: 2, name: titulo }).closest('li')!).queryByTestId('card-feitos');
    // Visible "C2 · 3 prazas"; a screen reader hears "Grupo C2".
    expect(liña('Auxiliar administrativo/a')).toHaveTextContent(/^Grupo C2 · 3 prazas$/);
    expect(liña('Auxiliar administrativo/a')!.querySelector('.visually-hidden')).toHaveTextContent('Grupo');
    expect(liña('Auxiliar administrativo/a')!.closest('p')).toHaveTextContent(/C2 · 3 prazas\s*Prazo aberto ata o 12 de marzo\s*2 edictos neste proceso/);
    expect(liña('Técnico/a de emprego')).toHaveTextContent(/^Grupo A2 · 1 praza$/);
    expect(liña('Limpador/a')).toHaveTextContent(/^bolsa de emprego$/);
    expect(liña('Axente da policía local · 6 prazas C1')).toBeNull();
    expect(liña('Conserxe')).toBeNull();
    expect(liña('Socorrista · 2 prazas agrupacións profesionais')).toBeNull();
    // A call of posts of two groups says both.
    expect(liña('Enxeñeiro/a técnico/a e administrativo/a')).toHaveTextContent(/^Grupo A2\/C1 · 5 prazas$/);
    unmount();
    renderWithProviders(<OpoList opos={[conFeitos, unha, bolsa]} />, { preloadedState: { language: { lang: 'es' } } });
    expect(liña('Auxiliar administrativo/a')).toHaveTextContent(/^Grupo C2 · 3 plazas$/);
    expect(liña('Auxiliar administrativo/a')!.closest('p')).toHaveTextContent('Plazo abierto hasta el 12 de marzo');
    expect(liña('Técnico/a de emprego')).toHaveTextContent(/^Grupo A2 · 1 plaza$/);
    expect(liña('Limpador/a')).toHaveTextContent(/^bolsa de empleo$/);
  });
});
