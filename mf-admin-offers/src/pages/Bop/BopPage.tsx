import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Card, DateText, ErrorMessage, Loading, Notice, dateArrayToIso, errorMessage, paths, usePageMeta, useT } from 'shared';
import { useAdminOffersBopsQuery, useAdminOffersDeleteBopMutation } from '../../adminOffersApi';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import '../../components/adminOffers.css';

const PAGE = 30;

/** /public/admin/bop: bulletins with 'Ver opos' and 'Eliminar' (which also removes their competitions). */
export function BopPage() {
  const { t } = useT();
  usePageMeta(t('adminOffers.bop.title'));
  const [numFin, setNumFin] = useState(PAGE);
  const { data, error, isLoading, isFetching } = useAdminOffersBopsQuery({ numFin });
  const [deleteBop, deleting] = useAdminOffersDeleteBopMutation();
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  const onDelete = async (uuid: string) => {
    setNotice(null);
    try {
      const r = await deleteBop(uuid).unwrap();
      setNotice({ kind: 'success', text: t('adminOffers.bop.deleted', { n: r.oposEliminadas }) });
    } catch (e) {
      setNotice({ kind: 'error', text: errorMessage(e) });
    }
  };

  return (
    <section data-remote="mf-admin-offers" data-screen="bop">
      <h1>{t('adminOffers.bop.title')}</h1>
      {notice ? <Notice kind={notice.kind}>{notice.text}</Notice> : null}
      {isLoading ? <Loading /> : null}
      {error ? <ErrorMessage message={errorMessage(error)} /> : null}
      {data && data.length === 0 ? <p>{t('adminOffers.empty')}</p> : null}
      {data?.map((b) => (
        <Card key={b.uuid}>
          <h2>{b.bop}</h2>
          <div className="card-meta">
            <DateText value={b.fechaBop} />
            <span>{t('adminOffers.bop.numeroOpos', { n: b.numeroOpos })}</span>
          </div>
          <div className="ao-actions">
            <Link className="button" to={paths.adminOposByBop(dateArrayToIso(b.fechaBop), b.bop)}>{t('adminOffers.bop.verOpos')}</Link>
            <ConfirmDelete onConfirm={() => onDelete(b.uuid)} disabled={deleting.isLoading} label={`${t('adminOffers.delete')} ${b.bop} ${dateArrayToIso(b.fechaBop)}`} />
          </div>
        </Card>
      ))}
      {data && data.length >= numFin ? (
        <button type="button" className="secondary" onClick={() => setNumFin(numFin + PAGE)} disabled={isFetching}>{t('adminOffers.seeMore')}</button>
      ) : null}
    </section>
  );
}
