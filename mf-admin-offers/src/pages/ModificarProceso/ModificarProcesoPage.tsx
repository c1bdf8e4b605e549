import { useState, type FormEvent } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { ErrorMessage, FormField, Loading, Notice, errorMessage, paths, usePageMeta, useT } from 'shared';
import type { ModificarProcesoOposicion, ProcesoOposicion } from 'shared';
import { useAdminOffersEtiquetasQuery, useAdminOffersModifyProcesoMutation, useAdminOffersProcesoQuery } from '../../adminOffersApi';
import { YesNoSelect } from '../../components/YesNoSelect';
import { inputPattern } from '../../components/inputPatterns';
import '../../components/adminOffers.css';

/** /public/admin/modificarProceso/opo?uuid=: 'Modificar proceso OPO'. */
export function ModificarProcesoPage() {
  const [params] = useSearchParams();
  const uuid = params.get('uuid');
  if (!uuid) return <Navigate to={paths.adminVerProceso()} replace />;
  return <ModificarProcesoScreen uuid={uuid} />;
}

function ModificarProcesoScreen({ uuid }: { uuid: string }) {
  const { t } = useT();
  usePageMeta(t('adminOffers.modificarProceso.title'));
  const { data, error, isLoading } = useAdminOffersProcesoQuery(uuid);
  return (
    <section data-remote="mf-admin-offers" data-screen="modificarProceso">
      <h1>{t('adminOffers.modificarProceso.title')}</h1>
      {isLoading ? <Loading /> : null}
      {error ? <ErrorMessage message={errorMessage(error)} /> : null}
      {data ? <ModificarProcesoForm key={data.uuidEntidad} proceso={data} /> : null}
    </section>
  );
}

const TEXT_FIELDS = ['urlAmigable', 'organizacion', 'titulo', 'descripcion', 'detalle', 'urlInfoProcesoExterno', 'etiquetaBusquedaProceso', 'urlImagen', 'sistemaSeleccion', 'tipoContrato'] as const;

function toForm(p: ProcesoOposicion): ModificarProcesoOposicion {
  return {
    uuidProcesoOposicion: p.uuidEntidad, urlAmigable: p.urlAmigable, organizacion: p.organizacion, bop: p.bop, urlImagen: p.urlImagen,
    titulo: p.titulo, detalle: p.detalle, urlInfoProcesoExterno: p.urlInfoProcesoExterno, etiquetaBusquedaProceso: p.etiquetaBusquedaProceso,
    sistemaSeleccion: p.sistemaSeleccion, tipoContrato: p.tipoContrato, descripcion: p.descripcion, uuidOpoInicio: p.uuidOpoInicio,
    procesoFinalizado: p.procesoFinalizado, procesoMostrable: p.procesoMostrable, etiquetaProceso: '',
  };
}

function ModificarProcesoForm({ proceso }: { proceso: ProcesoOposicion }) {
  const { t } = useT();
  const etiquetas = useAdminOffersEtiquetasQuery();
  const [modify, { isLoading }] = useAdminOffersModifyProcesoMutation();
  const [form, setForm] = useState<ModificarProcesoOposicion>(() => toForm(proceso));
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    if (!form.titulo.trim()) {
      setNotice({ kind: 'error', text: t('adminOffers.field.tituloBlank') });
      return;
    }
    try {
      const updated = await modify(form).unwrap();
      setNotice({ kind: 'success', text: t('adminOffers.modificarProceso.done') });
      setForm({ ...form, detalle: updated.detalle, etiquetaProceso: '' });
    } catch (err) {
      // The form keeps what was typed; the server's descripcion says what to fix.
      setNotice({ kind: 'error', text: errorMessage(err) });
    }
  };

  return (
    <form className="ao-form" onSubmit={onSubmit}>
      <p className="ao-uuid">{proceso.uuidEntidad}</p>
      {TEXT_FIELDS.map((k) => (
        <FormField key={k} id={`mp-${k}`} label={t(`adminOffers.field.${k}`)} hint={k === 'urlAmigable' ? t('adminOffers.field.urlAmigableHint') : undefined}>
          {k === 'descripcion' || k === 'detalle' ? (
            <textarea id={`mp-${k}`} value={form[k]} onChange={(e) => setForm({ ...form, [k]: e.target.value })} rows={k === 'detalle' ? 8 : 4} />
          ) : (
            <input
              id={`mp-${k}`}
              value={form[k]}
              onChange={(e) => setForm({ ...form, [k]: e.target.value })}
              required={k === 'urlAmigable' || k === 'titulo'}
              pattern={inputPattern(k)}
              aria-describedby={k === 'urlAmigable' ? 'mp-urlAmigable-hint' : undefined}
            />
          )}
        </FormField>
      ))}
      <FormField id="mp-procesoFinalizado" label={t('adminOffers.field.procesoFinalizado')}>
        <YesNoSelect id="mp-procesoFinalizado" noFirst value={form.procesoFinalizado} onChange={(v) => setForm({ ...form, procesoFinalizado: v ?? false })} />
      </FormField>
      <FormField id="mp-procesoMostrable" label={t('adminOffers.field.procesoMostrable')}>
        <YesNoSelect id="mp-procesoMostrable" value={form.procesoMostrable} onChange={(v) => setForm({ ...form, procesoMostrable: v ?? true })} />
      </FormField>
      <FormField id="mp-etiquetaProceso" label={t('adminOffers.field.etiquetaProceso')}>
        <select id="mp-etiquetaProceso" value={form.etiquetaProceso} onChange={(e) => setForm({ ...form, etiquetaProceso: e.target.value })}>
          <option value="">{t('adminOffers.modificarProceso.etiquetaPlaceholder')}</option>
          {(etiquetas.data ?? []).map((e) => <option key={e} value={e}>{e}</option>)}
        </select>
      </FormField>
      <div>
        <h2>{t('adminOffers.modificarProceso.etiquetas')}</h2>
        {proceso.etiquetas.length ? (
          <ul className="chips">
            {proceso.etiquetas.map((e) => <li key={e}><Link className="chip" to={paths.byLabel(e)}>{e}</Link></li>)}
          </ul>
        ) : <p>{t('adminOffers.empty')}</p>}
      </div>
      {notice ? <Notice kind={notice.kind}>{notice.text}</Notice> : null}
      <div className="ao-actions">
        <button type="submit" disabled={isLoading}>{t('adminOffers.modificarProceso.submit')}</button>
        <Link to={paths.offer(proceso.urlAmigable)}>{t('adminOffers.modificarProceso.verPublica')}</Link>
        <Link to={paths.adminAddFase(proceso.uuidEntidad)}>{t('adminOffers.ver.addFase')}</Link>
      </div>
    </form>
  );
}
