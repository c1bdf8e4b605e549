import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { BOPS_PROCESO_ADMIN, Card, DateText, ErrorMessage, Loading, Notice, TIPOS_PROCESO_ADMIN, errorMessage, paths, usePageMeta, useT } from 'shared';
import type { ProcesoOposicion } from 'shared';
import { useAdminOffersDeleteFaseMutation, useAdminOffersProcesosQuery } from '../../adminOffersApi';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import '../../components/adminOffers.css';
import {
  PAGE_SIZE, hasSearch, pageOf, paramsFromSearch, queryOf, searchFromParams, withPage, type Lista, type ProcesoSearch,
} from './procesoSearch';

type Message = { kind: 'success' | 'error'; text: string } | null;

/**
 * /public/admin/verProceso/opo: offers in two lists, 'EN PROCESO' and 'FINALIZADOS', each with their phases, a page at
 * a time; a search (text, body, bulletin, kind) narrows both. The URL holds the search and each list's page, so a
 * reload, the back button or a shared link returns to the same place.
 */
export function VerProcesoPage() {
  const { t } = useT();
  usePageMeta(t('adminOffers.ver.title'));
  const [params, setParams] = useSearchParams();
  const search = searchFromParams(params);
  // A message handed over by the screen that sent us here (the add-phase form).
  const location = useLocation();
  const handed = (location.state as { notice?: string } | null)?.notice;
  const [notice, setNotice] = useState<Message>(handed ? { kind: 'success', text: handed } : null);
  const hrefOf = (s: ProcesoSearch) => {
    const query = paramsFromSearch(s).toString();
    return query ? `${location.pathname}?${query}` : location.pathname;
  };
  const onSearch = (next: ProcesoSearch) => {
    setNotice(null);
    setParams(paramsFromSearch(next));
  };
  return (
    <section data-remote="mf-admin-offers" data-screen="verProceso">
      <h1>{t('adminOffers.ver.title')}</h1>
      <p><Link className="button" to={paths.adminCrearProceso()}>{t('adminOffers.ver.crear')}</Link> <Link to={paths.adminLigazons()}>{t('adminOffers.ligazons.link')}</Link></p>
      {/* Drawn again from the URL when it changes (back button, a link): the boxes always show what is listed. */}
      <SearchForm key={paramsFromSearch({ ...search, paxinaEnProceso: 1, paxinaFinalizados: 1 }).toString()} search={search} onSearch={onSearch} clearHref={location.pathname} />
      {notice ? <Notice kind={notice.kind}>{notice.text}</Notice> : null}
      <ProcesoList lista="enProceso" title={t('adminOffers.ver.enProceso')} search={search} hrefOf={hrefOf} onMessage={setNotice} />
      <ProcesoList lista="finalizados" title={t('adminOffers.ver.finalizados')} search={search} hrefOf={hrefOf} onMessage={setNotice} />
    </section>
  );
}

function SearchForm({ search, onSearch, clearHref }: { search: ProcesoSearch; onSearch: (s: ProcesoSearch) => void; clearHref: string }) {
  const { t } = useT();
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim();
    // A new search starts both lists at their first page.
    onSearch({
      textoBusqueda: value('textoBusqueda'),
      organizacion: value('organizacion'),
      bop: value('bop') as ProcesoSearch['bop'],
      tipo: value('tipo') as ProcesoSearch['tipo'],
      paxinaEnProceso: 1,
      paxinaFinalizados: 1,
    });
  };
  return (
    <form className="ao-search" role="search" aria-label={t('adminOffers.ver.buscar')} onSubmit={onSubmit}>
      <div className="form-field ao-search-texto">
        <label htmlFor="ao-ver-texto">{t('adminOffers.ver.texto')}</label>
        <input id="ao-ver-texto" name="textoBusqueda" type="search" maxLength={200} defaultValue={search.textoBusqueda} aria-describedby="ao-ver-texto-hint" />
        <small id="ao-ver-texto-hint">{t('adminOffers.ver.textoHint')}</small>
      </div>
      <div className="form-field">
        <label htmlFor="ao-ver-organizacion">{t('adminOffers.ver.organizacion')}</label>
        <input id="ao-ver-organizacion" name="organizacion" type="search" maxLength={200} defaultValue={search.organizacion} />
      </div>
      <div className="form-field">
        <label htmlFor="ao-ver-bop">{t('adminOffers.ver.bop')}</label>
        <select id="ao-ver-bop" name="bop" defaultValue={search.bop}>
          <option value="">{t('adminOffers.ver.todos')}</option>
          {BOPS_PROCESO_ADMIN.map((b) => <option key={b} value={b}>{b}</option>)}
        </select>
      </div>
      <div className="form-field">
        <label htmlFor="ao-ver-tipo">{t('adminOffers.ver.tipo')}</label>
        <select id="ao-ver-tipo" name="tipo" defaultValue={search.tipo}>
          <option value="">{t('adminOffers.ver.todos')}</option>
          {TIPOS_PROCESO_ADMIN.map((k) => <option key={k} value={k}>{t(`adminOffers.ver.tipo.${k}`)}</option>)}
        </select>
      </div>
      <div className="ao-actions ao-search-actions">
        <button type="submit">{t('adminOffers.ver.submit')}</button>
        {hasSearch(search) ? <Link to={clearHref}>{t('adminOffers.ver.limpar')}</Link> : null}
      </div>
    </form>
  );
}

function ProcesoList({ lista, title, search, hrefOf, onMessage }: {
  lista: Lista; title: string; search: ProcesoSearch; hrefOf: (s: ProcesoSearch) => string; onMessage: (m: Message) => void;
}) {
  const { t } = useT();
  const page = pageOf(search, lista);
  // The page asked for, not the last one shown: a new page or search shows its own loading, never the old list.
  const { currentData, error, isFetching } = useAdminOffersProcesosQuery(queryOf(search, lista));
  const id = lista === 'finalizados' ? 'ao-finalizados' : 'ao-en-proceso';
  const heading = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(page);
  useEffect(() => {
    // Moving to another page takes the reader (and the focus) to the top of that list.
    if (shownPage.current !== page) heading.current?.focus();
    shownPage.current = page;
  }, [page]);

  const procesos = currentData?.procesos;
  const total = currentData?.total ?? null;
  const pages = total === null ? null : Math.max(1, Math.ceil(total / PAGE_SIZE));
  const hasNext = pages === null ? (procesos?.length ?? 0) >= PAGE_SIZE : page < pages;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} ref={heading} tabIndex={-1}>{title}</h2>
      {total !== null ? <p className="card-meta">{total === 1 ? t('adminOffers.ver.total.one') : t('adminOffers.ver.total', { n: total })}</p> : null}
      {isFetching && !currentData ? <Loading /> : null}
      {error ? <ErrorMessage message={errorMessage(error)} /> : null}
      {procesos && procesos.length === 0 ? <p>{t('adminOffers.empty')}</p> : null}
      {procesos?.map((p) => <ProcesoCard key={p.uuidEntidad} proceso={p} onMessage={onMessage} />)}
      {procesos && (page > 1 || hasNext) ? (
        <nav className="ao-pager" aria-label={t('adminOffers.ver.paxinas', { lista: title })}>
          {page > 1 ? <Link rel="prev" to={hrefOf(withPage(search, lista, pages === null ? page - 1 : Math.min(page - 1, pages)))}>{t('adminOffers.ver.anterior')}</Link> : <span />}
          {pages !== null ? <span aria-current="page">{t('adminOffers.ver.paxina', { n: page, total: pages })}</span> : null}
          {hasNext ? <Link rel="next" to={hrefOf(withPage(search, lista, page + 1))}>{t('adminOffers.ver.seguinte')}</Link> : <span />}
        </nav>
      ) : null}
    </section>
  );
}

function ProcesoCard({ proceso: p, onMessage }: { proceso: ProcesoOposicion; onMessage: (m: Message) => void }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const [deleteFase, deleting] = useAdminOffersDeleteFaseMutation();
  // The add-phase form comes back to this search and page.
  const volver = { volver: useLocation().search };
  const yesNo = (b: boolean) => (b ? t('adminOffers.yes') : t('adminOffers.no'));
  const fasesId = `fases-${p.uuidEntidad}`;

  const onDelete = async (uuid: string) => {
    onMessage(null);
    try {
      await deleteFase(uuid).unwrap();
      onMessage({ kind: 'success', text: t('adminOffers.ver.faseDeleted') });
    } catch (e) {
      onMessage({ kind: 'error', text: errorMessage(e) });
    }
  };

  return (
    <Card>
      <h3>{p.titulo}</h3>
      <div className="card-meta">
        <span>{p.organizacion}</span>
        <DateText value={p.fechaBopInicioProceso} />
        <span>{p.bop}</span>
        <span>{t('adminOffers.mostrable')} {yesNo(p.procesoMostrable)}</span>
        <span>{t('adminOffers.finalizado')} {yesNo(p.procesoFinalizado)}</span>
        <span className="chip">{t(p.automatico ? 'adminOffers.ver.automatico' : 'adminOffers.ver.manual')}</span>
        <span>{t('adminOffers.ver.visitas', { n: p.numeroVisitas })}</span>
      </div>
      <p className="ao-uuid">{p.uuidEntidad}</p>
      <p>{p.descripcion}</p>
      <Link to={paths.offer(p.urlAmigable)}>{t('adminOffers.moreInfo')}</Link>
      <div className="ao-actions">
        <Link className="button" to={paths.adminAddFase(p.uuidEntidad)} state={volver}>{t('adminOffers.ver.addFase')}</Link>
        <Link className="button" to={paths.adminModificarProceso(p.uuidEntidad)}>{t('adminOffers.ver.modificar')}</Link>
        <button
          type="button"
          className="secondary ao-toggle"
          aria-expanded={open}
          aria-controls={fasesId}
          aria-label={t(open ? 'adminOffers.ver.hideFases' : 'adminOffers.ver.showFases', { titulo: p.titulo })}
          onClick={() => setOpen(!open)}
        >
          {open ? '−' : '+'}
        </button>
      </div>
      {open ? (
        <ul className="ao-fases" id={fasesId}>
          {p.procesosOposicionesList.length === 0 ? <li>{t('adminOffers.ver.noFases')}</li> : null}
          {p.procesosOposicionesList.map((f) => (
            <li key={f.uuid}>
              <span>
                <strong>{f.titulo}</strong> · {t('adminOffers.ver.orden', { n: f.orden })} · <DateText value={f.fechaBop} />
              </span>
              <ConfirmDelete onConfirm={() => onDelete(f.uuid)} disabled={deleting.isLoading} label={`${t('adminOffers.delete')} ${f.titulo}`} />
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
