import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Card, DateText, ErrorMessage, Loading, Notice, errorMessage, paths, safeHref, usePageMeta, useT } from 'shared';
import type { Opo } from 'shared';
import { useAdminOffersDeleteOpoMutation, useAdminOffersOposQuery, type OposQuery } from '../../adminOffersApi';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import '../../components/adminOffers.css';

/** The query options of SPEC.md section 2 (plus textoBusqueda for the text box); default the last 7 days. */
function queryOf(params: URLSearchParams): OposQuery {
  const opoUuid = params.get('opoUuid');
  const fecha = params.get('fecha');
  const etiqueta = params.get('etiquetaBusqueda');
  const texto = params.get('textoBusqueda');
  if (opoUuid) return { kind: 'uuid', uuid: opoUuid };
  if (fecha) return { kind: 'fecha', fecha, bop: params.get('nomeBop') || undefined };
  if (etiqueta) return { kind: 'etiqueta', etiqueta };
  if (texto) return { kind: 'texto', texto };
  return { kind: 'dias', dias: 7 };
}

/** /public/admin/opos: every competition (verified or not), with edit, delete and 'create an offer from it'. */
export function OposPage() {
  const { t, date } = useT();
  usePageMeta(t('adminOffers.opos.title'));
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const soloMostrables = params.get('verSoloMostrables') === 'true';
  const { data, error, isLoading, isFetching } = useAdminOffersOposQuery(query);
  const [deleteOpo, deleting] = useAdminOffersDeleteOpoMutation();
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [fecha, setFecha] = useState(params.get('fecha') ?? '');
  const [texto, setTexto] = useState(params.get('textoBusqueda') ?? '');

  const opos: Opo[] = (data ?? []).filter((o) => !soloMostrables || o.verificado);
  const heading = (() => {
    switch (query.kind) {
      case 'uuid': return t('adminOffers.opos.byUuid', { uuid: query.uuid });
      case 'fecha': {
        const f = date(query.fecha.split('-').map(Number));
        return query.bop ? t('adminOffers.opos.byBop', { bop: query.bop, fecha: f }) : t('adminOffers.opos.byDate', { fecha: f });
      }
      case 'etiqueta': return t('adminOffers.opos.byLabel', { etiqueta: query.etiqueta });
      case 'texto': return t('adminOffers.opos.byText', { texto: query.texto });
      default: return t('adminOffers.opos.lastDays');
    }
  })();

  const search = (next: Record<string, string>) => {
    setNotice(null);
    const p = new URLSearchParams(next);
    if (soloMostrables) p.set('verSoloMostrables', 'true');
    setParams(p);
  };
  const onDate = (e: FormEvent) => { e.preventDefault(); if (fecha) search({ fecha }); };
  const onText = (e: FormEvent) => { e.preventDefault(); if (texto.trim()) search({ textoBusqueda: texto.trim() }); };
  const toggleMostrables = (on: boolean) => {
    const p = new URLSearchParams(params);
    if (on) p.set('verSoloMostrables', 'true');
    else p.delete('verSoloMostrables');
    setParams(p);
  };
  const onDelete = async (uuid: string) => {
    setNotice(null);
    try {
      await deleteOpo(uuid).unwrap();
      setNotice({ kind: 'success', text: t('adminOffers.opos.deleted') });
      // After deleting one competition looked up by uuid, the list opens.
      if (query.kind === 'uuid') search({});
    } catch (e) {
      setNotice({ kind: 'error', text: errorMessage(e) });
    }
  };

  return (
    <section data-remote="mf-admin-offers" data-screen="opos">
      <h1>{t('adminOffers.opos.title')}</h1>
      <div className="search-row">
        <form onSubmit={onDate} aria-label={t('adminOffers.opos.searchDate')}>
          <div className="form-field">
            <label htmlFor="ao-fecha">{t('adminOffers.opos.fecha')}</label>
            <input id="ao-fecha" type="date" value={fecha} onChange={(e) => setFecha(e.target.value)} />
          </div>
          <button type="submit">{t('adminOffers.opos.searchDate')}</button>
        </form>
        <form onSubmit={onText} role="search" aria-label={t('adminOffers.opos.searchText')}>
          <div className="form-field">
            <label htmlFor="ao-texto">{t('adminOffers.opos.texto')}</label>
            <input id="ao-texto" type="search" value={texto} onChange={(e) => setTexto(e.target.value)} />
          </div>
          <button type="submit">{t('adminOffers.opos.searchText')}</button>
        </form>
      </div>
      <div className="ao-toolbar">
        <label>
          <input type="checkbox" checked={soloMostrables} onChange={(e) => toggleMostrables(e.target.checked)} /> {t('adminOffers.opos.soloMostrables')}
        </label>
        {query.kind !== 'dias' ? <Link to={paths.adminOpos()}>{t('adminOffers.opos.verTodas')}</Link> : null}
      </div>
      <h2>{heading}</h2>
      {notice ? <Notice kind={notice.kind}>{notice.text}</Notice> : null}
      {isLoading || (isFetching && !data) ? <Loading /> : null}
      {error ? <ErrorMessage message={errorMessage(error)} /> : null}
      {data ? <p className="card-meta">{t('adminOffers.opos.count', { n: opos.length })}</p> : null}
      {data && opos.length === 0 ? <p>{t('adminOffers.empty')}</p> : null}
      {opos.map((o) => (
        <Card key={o.uuid}>
          <h3>{o.organizacion}</h3>
          <div className="card-meta">
            <DateText value={o.fechaBop} />
            <span>{o.bop}</span>
            <span>{t('adminOffers.mostrable')} {o.verificado ? t('adminOffers.yes') : t('adminOffers.no')}</span>
          </div>
          <p>{o.descripcion}</p>
          {!o.verificado && o.motivoClasificacion ? <p className="card-meta">{t('adminOffers.opos.motivo')}: {o.motivoClasificacion}</p> : null}
          {safeHref(o.urlDetalle) ? <a href={safeHref(o.urlDetalle)} target="_blank" rel="noopener noreferrer">{t('adminOffers.moreInfo')}</a> : null}
          {o.etiquetas.length ? (
            <ul className="chips">
              {o.etiquetas.map((e) => (
                <li key={e}><Link className="chip" to={`${paths.adminOpos()}?etiquetaBusqueda=${encodeURIComponent(e)}`}>{e}</Link></li>
              ))}
            </ul>
          ) : null}
          <div className="ao-actions">
            <Link className="button" to={paths.adminModificarOpo(o.uuid)}>{t('adminOffers.opos.edit')}</Link>
            <Link className="button" to={paths.adminCrearProceso(o.uuid)}>{t('adminOffers.opos.crearProceso')}</Link>
            <ConfirmDelete onConfirm={() => onDelete(o.uuid)} disabled={deleting.isLoading} label={`${t('adminOffers.delete')} ${o.organizacion}`} />
          </div>
        </Card>
      ))}
    </section>
  );
}
