import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { Card, DateText, ErrorMessage, FormField, Loading, Notice, errorMessage, paths, usePageMeta, useT } from 'shared';
import type { ModificarOpo, Opo } from 'shared';
import { useAdminOffersModifyOpoMutation, useAdminOffersOposQuery } from '../../adminOffersApi';
import { YesNoSelect } from '../../components/YesNoSelect';
import '../../components/adminOffers.css';

/** /public/admin/modificar/opo?opoUuid=: edit, verify or link a competition. */
export function ModificarOpoPage() {
  const [params] = useSearchParams();
  const opoUuid = params.get('opoUuid');
  if (!opoUuid) return <Navigate to={paths.adminOpos()} replace />;
  return <ModificarOpoScreen opoUuid={opoUuid} />;
}

function ModificarOpoScreen({ opoUuid }: { opoUuid: string }) {
  const { t } = useT();
  usePageMeta(t('adminOffers.modificarOpo.title'));
  const { data, error, isLoading } = useAdminOffersOposQuery({ kind: 'uuid', uuid: opoUuid });
  const opo = data?.[0];
  return (
    <section data-remote="mf-admin-offers" data-screen="modificarOpo">
      <h1>{t('adminOffers.modificarOpo.title')}</h1>
      {isLoading ? <Loading /> : null}
      {error ? <ErrorMessage message={errorMessage(error)} /> : null}
      {opo ? <ModificarOpoForm key={opo.uuid} opo={opo} /> : null}
    </section>
  );
}

function ModificarOpoForm({ opo }: { opo: Opo }) {
  const { t } = useT();
  const [modify, { isLoading }] = useAdminOffersModifyOpoMutation();
  const [form, setForm] = useState<ModificarOpo>({
    uuidOpo: opo.uuid, organizacion: opo.organizacion, descripcion: opo.descripcion, urlDetalle: opo.urlDetalle,
    uuidProcesoSelectivo: '', verificado: opo.verificado,
  });
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  useEffect(() => setNotice(null), [opo.uuid]);
  const set = (k: keyof ModificarOpo) => (e: { target: { value: string } }) => setForm({ ...form, [k]: e.target.value });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    try {
      await modify({ ...form, uuidProcesoSelectivo: form.uuidProcesoSelectivo.trim() }).unwrap();
      setNotice({ kind: 'success', text: t('adminOffers.modificarOpo.done') });
    } catch (err) {
      setNotice({ kind: 'error', text: errorMessage(err) });
    }
  };

  return (
    <>
      <Card>
        <div className="card-meta">
          <DateText value={opo.fechaBop} />
          <span>{opo.bop}</span>
          <span className="ao-uuid">{opo.uuid}</span>
        </div>
      </Card>
      <form className="ao-form" onSubmit={onSubmit}>
        <FormField id="mo-organizacion" label={t('adminOffers.field.organizacion')}>
          <input id="mo-organizacion" value={form.organizacion} onChange={set('organizacion')} />
        </FormField>
        <FormField id="mo-descripcion" label={t('adminOffers.field.descripcion')}>
          <textarea id="mo-descripcion" value={form.descripcion} onChange={set('descripcion')} />
        </FormField>
        <FormField id="mo-urlDetalle" label={t('adminOffers.field.urlDetalle')}>
          <input id="mo-urlDetalle" type="url" value={form.urlDetalle} onChange={set('urlDetalle')} />
        </FormField>
        <FormField id="mo-uuidProcesoSelectivo" label={t('adminOffers.field.uuidProcesoSelectivo')}>
          <input id="mo-uuidProcesoSelectivo" value={form.uuidProcesoSelectivo} onChange={set('uuidProcesoSelectivo')} />
        </FormField>
        <FormField id="mo-verificado" label={t('adminOffers.field.verificado')}>
          <YesNoSelect id="mo-verificado" value={form.verificado} onChange={(v) => setForm({ ...form, verificado: v ?? false })} />
        </FormField>
        {notice ? <Notice kind={notice.kind}>{notice.text}</Notice> : null}
        <div className="ao-actions">
          <button type="submit" disabled={isLoading}>{isLoading ? t('adminOffers.saving') : t('adminOffers.save')}</button>
          <Link to={paths.adminCrearProceso(opo.uuid)}>{t('adminOffers.opos.crearProceso')}</Link>
        </div>
      </form>
    </>
  );
}
