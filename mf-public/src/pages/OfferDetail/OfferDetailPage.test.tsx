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
    expect(container.querySelector('img.offer-image')).toHaveAttribute('src', 'https://img.example/o.png');
    expect(screen.getByText('Oposición libre, grupo C2.')).toBeInTheDocument();
    expect(screen.getByText('Estado oferta').nextElementSibling).toHaveTextContent('Aberto');
    expect(screen.getByText('Sistema de selección').nextElementSibling).toHaveTextContent('Oposición');
    expect(screen.getByText('Tipo de contrato').nextElementSibling).toHaveTextContent('Funcionario de carreira');
    expect(screen.getByText('Boletín').nextElementSibling).toHaveTextContent('BOP A Coruña');
    expect(screen.getByText('Data de publicación no boletín').nextElementSibling).toHaveTextContent('15 de marzo de 2024');
    expect(screen.getByText('Url Proceso Detalle Opo').nextElementSibling!.querySelector('a')).toHaveAttribute('href', 'https://oleiros.example/emprego');
    expect(screen.getByRole('link', { name: 'auxiliar administrativo' })).toHaveAttribute('href', '/?etiquetaBusqueda=auxiliar%20administrativo');
    await waitFor(() => expect(container.querySelector('.detalle')).not.toBeNull()); // its own chunk, rendered a moment later
    const detalle = container.querySelector('.detalle')!;
    expect(detalle.innerHTML).toContain('<strong>completas</strong>');
    expect(detalle.innerHTML).not.toMatch(/script|onerror/);
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
    expect(document.title).toBe('Seis prazas de auxiliar · Oposicións Galicia');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Concello de Oleiros: Oposición libre, grupo C2.');
  });

  it("says 'Pechado' (es: 'Cerrado') for a finished offer", async () => {
    stubFetch({ '/api/v1/opos/ver/procesoOposicion': () => ({ body: { ...offer, procesoFinalizado: true } }) });
    renderOffer('auxiliar-oleiros', 'es');
    expect(await screen.findByText('Cerrado')).toBeInTheDocument();
    expect(screen.getByText('Estado oferta')).toBeInTheDocument();
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
