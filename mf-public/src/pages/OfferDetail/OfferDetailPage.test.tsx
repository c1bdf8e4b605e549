import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, stubFetch } from 'shared/test-utils';
import { offer } from '../../features/testData';
import { archivoFileName } from '../../features/download/downloadArchivo';
import { OfferDetailPage } from './OfferDetailPage';

const renderOffer = (slug = 'auxiliar-oleiros', lang: 'gl' | 'es' = 'gl') =>
  renderWithProviders(<OfferDetailPage />, { route: `/oposicion/${slug}`, path: '/oposicion/:opo', preloadedState: { language: { lang } } });

describe('OfferDetailPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows every item of the offer, with the sanitised detail and the tags as label links', async () => {
    const calls = stubFetch({ '/api/v1/opos/ver/procesoOposicion': () => ({ body: offer }) });
    const { container } = renderOffer();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando');
    expect(await screen.findByRole('heading', { level: 1, name: 'Seis prazas de auxiliar' })).toBeInTheDocument();
    expect(calls[0].url.searchParams.get('urlAmigable')).toBe('auxiliar-oleiros');
    expect(calls[0].url.searchParams.get('ampliado')).toBe('true'); // every phase with its kind
    expect(container.querySelector('img.offer-image')).toHaveAttribute('src', 'https://img.example/o.png');
    expect(screen.getByText('Oposición libre, grupo C2.')).toBeInTheDocument();
    expect(screen.getByTestId('estado-proceso')).toHaveTextContent('En curso');
    expect(screen.getByText('Sistema de selección').nextElementSibling).toHaveTextContent('Oposición');
    expect(screen.getByText('Tipo de contrato').nextElementSibling).toHaveTextContent('Funcionario de carreira');
    expect(screen.getByText('Boletín').nextElementSibling).toHaveTextContent('BOP A Coruña');
    expect(screen.getByText('Data de publicación no boletín').nextElementSibling).toHaveTextContent('15 de marzo de 2024');
    // A human label, and the site's name as the link's text.
    expect(screen.queryByText('Url Proceso Detalle Opo')).not.toBeInTheDocument();
    const anuncio = screen.getByText('Anuncio no boletín').nextElementSibling!.querySelector('a');
    expect(anuncio).toHaveAttribute('href', 'https://oleiros.example/emprego');
    expect(anuncio).toHaveTextContent(/^oleiros\.example \(abre nunha nova xanela\)$/);
    expect(screen.getByRole('link', { name: 'auxiliar administrativo' })).toHaveAttribute('href', '/?etiquetaBusqueda=auxiliar%20administrativo');
    await waitFor(() => expect(container.querySelector('.detalle')).not.toBeNull()); // its own chunk, rendered a moment later
    const detalle = container.querySelector('.detalle')!;
    expect(detalle.innerHTML).toContain('<strong>completas</strong>');
    expect(detalle.innerHTML).not.toMatch(/script|onerror/);
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
    expect(document.title).toBe('Seis prazas de auxiliar · Oposicións Galicia');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Concello de Oleiros: Oposición libre, grupo C2.');
  });

  it('names the labels in the interface language, linking to the Galician label', async () => {
    stubFetch({
      '/api/v1/opos/ver/procesoOposicion': () => ({ body: { ...offer, etiquetas: ['axuda no fogar', 'praias'] } }),
      '/api/v1/opos/etiquetas/nomes': () => ({ body: [{ gl: 'axuda no fogar', es: 'ayuda a domicilio' }, { gl: 'praias', es: 'praias' }] }),
    });
    renderOffer('auxiliar-oleiros', 'es');
    expect(await screen.findByRole('link', { name: 'ayuda a domicilio' })).toHaveAttribute('href', '/?etiquetaBusqueda=axuda%20no%20fogar');
    expect(screen.getByRole('link', { name: 'praias' })).toHaveAttribute('href', '/?etiquetaBusqueda=praias');
  });

  const year = new Date().getFullYear();
  const prazo = { ultimoDia: [year, 3, 12] as [number, number, number], aberto: true, diasHabilesRestantes: 6, diasRestantes: 8, estimado: false, pendente: false, texto: 'vinte días hábiles' };
  it.each([
    ['a period open, read in the bulletin', { etapa: 'convocado', prazo }, 'gl', 'Prazo aberto ata o 12 de marzo', ['Quedan 6 días hábiles (8 días naturais).', 'No texto: «vinte días hábiles»']],
    ['one business day left on a Saturday, not the last day', { etapa: 'convocado', prazo: { ...prazo, diasHabilesRestantes: 1, diasRestantes: 3 } }, 'es', 'Plazo abierto hasta el 12 de marzo', ['Queda 1 día hábil (3 días naturales).']],
    ['the last day', { etapa: 'convocado', prazo: { ...prazo, diasHabilesRestantes: 1, diasRestantes: 1 } }, 'gl', 'Prazo aberto ata o 12 de marzo', ['Hoxe é o último día.']],
    ['a period open, estimated', { etapa: 'en_curso', prazo: { ...prazo, estimado: true, texto: '' } }, 'es', 'Plazo abierto hasta el 12 de marzo (estimado)', ['Es una estimación']],
    ['a period that opens with the BOE extract', { etapa: 'convocado', prazo: { ...prazo, ultimoDia: null, aberto: false, pendente: true, estimado: true, texto: '' } }, 'gl', 'Prazo pendente de publicación no BOE', []],
    ['a call with no deadline known', { etapa: 'convocado', prazo: null }, 'es', 'Convocado', []],
    ['a period that has ended', { etapa: 'convocado', prazo: { ...prazo, aberto: false, ultimoDia: [year, 3, 2] } }, 'gl', 'En curso', ['O prazo de presentación rematou o 2 de marzo.']],
    ['a period estimated to have ended', { etapa: 'convocado', prazo: { ...prazo, aberto: false, estimado: true, ultimoDia: [year, 3, 2] } }, 'es', 'En curso', ['El plazo de presentación terminó el 2 de marzo (fecha estimada).']],
    ['lists published, no open period', { etapa: 'en_curso', prazo: null }, 'gl', 'En curso', []],
    ['an appointment published', { etapa: 'rematado', prazo: null }, 'es', 'Finalizado', []],
    ['a process an administrator marked finished', { procesoFinalizado: true }, 'gl', 'Rematado', []],
    ['a public employment offer, even with an estimated period', { etapa: 'oferta', prazo: { ...prazo, estimado: true, texto: '' } }, 'gl', 'Oferta de emprego público: as prazas convocaranse máis adiante, coas súas bases', []],
    ['a public employment offer', { etapa: 'oferta', prazo: null }, 'es', 'Oferta de empleo público: las plazas se convocarán más adelante, con sus bases', []],
  ] as const)('shows one state in words: %s', async (_case, change, lang, state, details) => {
    stubFetch({ '/api/v1/opos/ver/procesoOposicion': () => ({ body: { ...offer, ...change } }) });
    renderOffer('auxiliar-oleiros', lang);
    const estado = await screen.findByTestId('estado-proceso');
    expect(estado.querySelector('.estado-texto')).toHaveTextContent(new RegExp(`^Estado (do|del) proceso: ${state.replace(/[()]/g, '\\$&')}$`));
    for (const d of details) expect(estado).toHaveTextContent(d);
    // Never a second state beside it ("Estado oferta: Aberto" next to "En curso").
    expect(screen.getAllByTestId('estado-proceso')).toHaveLength(1);
    expect(screen.queryByText(/^Estado oferta$/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^(Aberto|Abierto|Pechado|Cerrado)$/)).not.toBeInTheDocument();
  });

  it('asks "can I apply?" on a call, not on a public employment offer, which calls nothing yet', async () => {
    stubFetch({ '/api/v1/opos/ver/procesoOposicion': () => ({ body: { ...offer, etapa: 'convocado' } }) });
    const { unmount } = renderOffer('auxiliar-oleiros', 'gl');
    expect(await screen.findByTestId('perfil-comprobacion')).toBeInTheDocument();
    unmount();
    stubFetch({ '/api/v1/opos/ver/procesoOposicion': () => ({ body: { ...offer, etapa: 'oferta' } }) });
    renderOffer('auxiliar-oleiros', 'gl');
    expect(await screen.findByTestId('estado-proceso')).toHaveTextContent('Oferta de emprego público');
    expect(screen.queryByTestId('perfil-comprobacion')).toBeNull();
  });

  it('says the description once: not again when it is the title of an edict or opens the detail; the body not again after a title that ends with it', async () => {
    const ultimo = 'Lista provisional de persoas admitidas e excluídas no proceso de auxiliar';
    const automatico = {
      ...offer, detalle: '', automatico: true, descripcion: ultimo, titulo: 'Auxiliar administrativo/a · 6 prazas C2 · Concello de Oleiros',
      procesosOposicionesList: [{ uuid: 'f9', titulo: ultimo, orden: 1, fechaBop: [2024, 4, 2] as [number, number, number], urlDetalle: 'https://bop.example/l', archivo: null }],
    };
    stubFetch({ '/api/v1/opos/ver/procesoOposicion': () => ({ body: automatico }) });
    const { unmount, container: first } = renderOffer();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getAllByText(ultimo)).toHaveLength(1);
    // The body once too: the title already ends with it.
    expect(first.textContent!.split('Concello de Oleiros')).toHaveLength(2);
    unmount();
    stubFetch({ '/api/v1/opos/ver/procesoOposicion': () => ({ body: { ...offer, detalle: `<p>${offer.descripcion}</p><p>Consulta as bases.</p>` } }) });
    const { container } = renderOffer();
    await waitFor(() => expect(container.querySelector('.detalle')).not.toBeNull());
    expect(container.textContent!.split(offer.descripcion)).toHaveLength(2);
  });

  it('names the kind of every edict of the timeline, and its bulletin', async () => {
    const fases = [
      { uuid: 'k1', titulo: 'Bases', orden: 1, fechaBop: [2024, 3, 1], urlDetalle: 'https://bop.example/1', archivo: null, tipoEdicto: 'convocatoria_bases', bop: 'BOP Lugo' },
      { uuid: 'k2', titulo: 'Extracto', orden: 2, fechaBop: [2024, 3, 8], urlDetalle: 'https://boe.example/2', archivo: null, tipoEdicto: 'extracto_convocatoria', bop: 'BOE' },
      { uuid: 'k3', titulo: 'Lista', orden: 3, fechaBop: [2024, 4, 8], urlDetalle: 'https://bop.example/3', archivo: null, tipoEdicto: 'admitidos' },
      { uuid: 'k4', titulo: 'Tribunal', orden: 4, fechaBop: [2024, 4, 9], urlDetalle: 'https://bop.example/4', archivo: null, tipoEdicto: 'tribunal' },
      { uuid: 'k5', titulo: 'Exame', orden: 5, fechaBop: [2024, 4, 10], urlDetalle: 'https://bop.example/5', archivo: null, tipoEdicto: 'data_exame' },
      { uuid: 'k6', titulo: 'Notas', orden: 6, fechaBop: [2024, 5, 1], urlDetalle: 'https://bop.example/6', archivo: null, tipoEdicto: 'resultados' },
      { uuid: 'k7', titulo: 'Nomeamento', orden: 7, fechaBop: [2024, 6, 1], urlDetalle: 'https://bop.example/7', archivo: null, tipoEdicto: 'nomeamento' },
      { uuid: 'k8', titulo: 'Erros', orden: 8, fechaBop: [2024, 6, 2], urlDetalle: 'https://bop.example/8', archivo: null, tipoEdicto: 'correccion' },
      { uuid: 'k9', titulo: 'Anexo', orden: 9, fechaBop: [2024, 6, 3], urlDetalle: 'https://bop.example/9', archivo: null },
    ];
    stubFetch({ '/api/v1/opos/ver/procesoOposicion': () => ({ body: { ...offer, procesosOposicionesList: fases } }) });
    renderOffer('auxiliar-oleiros', 'gl');
    const items = (await screen.findByRole('heading', { name: 'Edictos do proceso' })).parentElement!.querySelectorAll('li');
    expect([...items].map((li) => li.querySelector('.fase-tipo')?.textContent)).toEqual([
      'Bases e convocatoria · BOP Lugo', 'Extracto da convocatoria · BOE', 'Admitidos e excluídos', 'Tribunal', 'Data de exame', 'Resultados',
      'Nomeamento', 'Corrección', 'Anuncio',
    ]);
  });

  it("lists the phases with 'Fecha BOP' and the three link forms", async () => {
    stubFetch({ '/api/v1/opos/ver/procesoOposicion': () => ({ body: offer }) });
    renderOffer('auxiliar-oleiros', 'es');
    const items = (await screen.findByRole('heading', { name: 'Edictos del proceso' })).parentElement!.querySelectorAll('li');
    expect(items).toHaveLength(3);
    // URL only: a link to its detail.
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Publicación das bases' })).toHaveAttribute('href', 'https://bop.example/bases');
    expect(items[0]).toHaveTextContent('Fecha BOP: 15 de marzo de 2024');
    // File only: a download link.
    expect(within(items[1] as HTMLElement).getByRole('link', { name: 'Lista provisional' })).toHaveAttribute('href', '/api/v1/opos/getArchivo/procesoOposicion?uuidArchivo=a2');
    // Both.
    expect(within(items[2] as HTMLElement).getByRole('link', { name: 'Archivo - Lista definitiva' })).toHaveAttribute('href', '/api/v1/opos/getArchivo/procesoOposicion?uuidArchivo=a3');
    expect(within(items[2] as HTMLElement).getByRole('link', { name: 'Enlace - Lista definitiva' })).toHaveAttribute('href', 'https://bop.example/definitiva');
  });

  it('downloads a phase file as a blob saved as its title with underscores + .pdf; a failure is only logged and noted', async () => {
    expect(archivoFileName('Lista provisional de admitidos')).toBe('Lista_provisional_de_admitidos.pdf');
    let fileStatus = 200;
    stubFetch({
      '/api/v1/opos/ver/procesoOposicion': () => ({ body: offer }),
      '/api/v1/opos/getArchivo/procesoOposicion': () => ({ status: fileStatus, body: fileStatus === 200 ? 'PDF' : { codigo: 'NON_ATOPADO', descripcion: 'x' } }),
    });
    const saved: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:fake');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { saved.push(this.download); });
    renderOffer();
    await userEvent.click(await screen.findByRole('link', { name: 'Lista provisional' }));
    await waitFor(() => expect(saved).toEqual(['Lista_provisional.pdf']));
    fileStatus = 404;
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('link', { name: 'Arquivo - Lista definitiva' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Non se puido descargar o arquivo.');
    expect(logged).toHaveBeenCalled();
    expect(saved).toEqual(['Lista_provisional.pdf']);
  });

  it('an unknown :opo shows a clear not-found message', async () => {
    stubFetch({ '/api/v1/opos/ver/procesoOposicion': () => ({ status: 404, body: { codigo: 'PROCESO_NON_ATOPADO', descripcion: 'Non existe' } }) });
    renderOffer('non-existe');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oferta non atopada' })).toBeInTheDocument();
    expect(screen.getByText(/«non-existe»/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver as últimas oposicións' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Oferta non atopada · Oposicións Galicia');
  });

  it("other failures show 'Error: {message}'", async () => {
    stubFetch({ '/api/v1/opos/ver/procesoOposicion': () => ({ status: 500, body: { codigo: 'ERRO_INTERNO', descripcion: 'Erro interno do servidor' } }) });
    renderOffer();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Erro interno do servidor');
  });
});

describe('the subscription box', () => {
  it('posts {uuidProcesoOposicion, etiqueta: "", tipoNotificacion: "EMAIL", destinatario, idioma} and shows the success only on 2xx', async () => {
    const calls = stubFetch({
      '/api/v1/opos/ver/procesoOposicion': () => ({ body: offer }),
      'POST /api/v1/opos/addNotificion': () => ({ status: 201, body: {} }),
    });
    renderOffer('auxiliar-oleiros', 'gl');
    expect(await screen.findByRole('heading', { name: 'Subscríbete aos avisos desta OPO!' })).toBeInTheDocument();
    const email = screen.getByPlaceholderText('Introduce o teu correo electrónico');
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('type', 'email');
    await userEvent.type(email, 'ana@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribirme' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Aviso de notificación creado correctamente');
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      uuidProcesoOposicion: 'p1', etiqueta: '', tipoNotificacion: 'EMAIL', destinatario: 'ana@example.org', idioma: 'gl',
    });
  });

  it("shows 'Error al crear notificación' plus the server's descripcion on failure, never the success", async () => {
    stubFetch({
      '/api/v1/opos/ver/procesoOposicion': () => ({ body: offer }),
      'POST /api/v1/opos/addNotificion': () => ({ status: 400, body: { codigo: 'CORREO_INCORRECTO', descripcion: 'O correo non é válido' } }),
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderOffer('auxiliar-oleiros', 'es');
    await userEvent.type(await screen.findByPlaceholderText('Introduce tu correo electrónico'), 'ana@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Suscribirme' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al crear notificación: O correo non é válido');
    expect(screen.queryByText('Aviso de notificación creado correctamente')).not.toBeInTheDocument();
  });

  it('never renders a stored non-http(s) URL as a link or an image (issue 17)', async () => {
    const hostile = {
      ...offer, urlImagen: 'javascript:alert(1)', urlInfoProcesoExterno: 'javascript:alert(2)',
      procesosOposicionesList: offer.procesosOposicionesList.map((f, i) => (i === 0 ? { ...f, archivo: null, urlDetalle: 'data:text/html,<script>alert(3)</script>' } : f)),
    };
    stubFetch({ '/api/v1/opos/ver/procesoOposicion': () => ({ body: hostile }) });
    const { container } = renderOffer();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(container.querySelector('img.offer-image')).toBeNull();
    for (const a of container.querySelectorAll('a')) expect(a.getAttribute('href') ?? '').not.toMatch(/^\s*(javascript|data|vbscript):/i);
    expect(screen.getByText('javascript:alert(2)').closest('a')).toBeNull();
  });
});
