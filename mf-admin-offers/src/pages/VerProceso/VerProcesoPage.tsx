import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Card, DateText, ErrorMessage, Loading, Notice, errorMessage, paths, usePageMeta, useT } from 'shared';
import type { ProcesoOposicion } from 'shared';
import { useAdminOffersDeleteFaseMutation, useAdminOffersProcesosQuery } from '../../adminOffersApi';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import '../../components/adminOffers.css';

const PAGE = 30;
type Message = { kind: 'success' | 'error'; text: string } | null;

/** /public/admin/verProceso/opo: offers in two lists, 'EN PROCESO' and 'FINALIZADOS', each with their phases. */
export function VerProcesoPage() {
  const { t } = useT();
  usePageMeta(t('adminOffers.ver.title'));
  // A message handed over by the screen that sent us here (the add-phase form).
  const location = useLocation();
  const handed = (location.state as { notice?: string } | null)?.notice;
  const [notice, setNotice] = useState<Message>(handed ? { kind: 'success', text: handed } : null);
  return (
    <section data-remote="mf-admin-offers" data-screen="verProceso">
      <h1>{t('adminOffers.ver.title')}</h1>
      <p><Link className="button" to={paths.adminCrearProceso()}>{t('adminOffers.ver.crear')}</Link> <Link to={paths.adminLigazons()}>{t('adminOffers.ligazons.link')}</Link></p>
      {notice ? <Notice kind={notice.kind}>{notice.text}</Notice> : null}
      <ProcesoList finalizado={false} title={t('adminOffers.ver.enProceso')} onMessage={setNotice} />
      <ProcesoList finalizado title={t('adminOffers.ver.finalizados')} onMessage={setNotice} />
    </section>
  );
}

function ProcesoList({ finalizado, title, onMessage }: { finalizado: boolean; title: string; onMessage: (m: Message) => void }) {
  const { t } = useT();
  const [numFin, setNumFin] = useState(PAGE);
  const { data, error, isLoading, isFetching } = useAdminOffersProcesosQuery({ procesoFinalizado: finalizado, numFin });
  const id = finalizado ? 'ao-finalizados' : 'ao-en-proceso';
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {isLoading ? <Loading /> : null}
      {error ? <ErrorMessage message={errorMessage(error)} /> : null}
      {data && data.length === 0 ? <p>{t('adminOffers.empty')}</p> : null}
      {data?.map((p) => <ProcesoCard key={p.uuidEntidad} proceso={p} onMessage={onMessage} />)}
      {data && data.length >= numFin ? (
        <button type="button" className="secondary" onClick={() => setNumFin(numFin + PAGE)} disabled={isFetching}>{t('adminOffers.seeMore')}</button>
      ) : null}
    </section>
  );
}

function ProcesoCard({ proceso: p, onMessage }: { proceso: ProcesoOposicion; onMessage: (m: Message) => void }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const [deleteFase, deleting] = useAdminOffersDeleteFaseMutation();
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
        <span>{t('adminOffers.ver.visitas', { n: p.numeroVisitas })}</span>
      </div>
      <p className="ao-uuid">{p.uuidEntidad}</p>
      <p>{p.descripcion}</p>
      <Link to={paths.offer(p.urlAmigable)}>{t('adminOffers.moreInfo')}</Link>
      <div className="ao-actions">
        <Link className="button" to={paths.adminAddFase(p.uuidEntidad)}>{t('adminOffers.ver.addFase')}</Link>
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
