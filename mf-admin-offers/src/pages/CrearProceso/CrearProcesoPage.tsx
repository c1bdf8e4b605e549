import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ErrorMessage, FormField, Notice, errorMessage, paths, safeHref, usePageMeta, useT } from 'shared';
import { inputPattern } from '../../components/inputPatterns';
import type { CrearProcesoOposicion, ProcesoOposicion } from 'shared';
import { useAdminOffersCreateProcesoMutation, useAdminOffersOpoInicioQuery } from '../../adminOffersApi';
import { YesNoSelect } from '../../components/YesNoSelect';
import '../../components/adminOffers.css';

interface FormState extends Omit<CrearProcesoOposicion, 'procesoFinalizado' | 'procesoMostrable'> {
  procesoFinalizado: boolean | null;
  procesoMostrable: boolean | null;
}

const EMPTY: FormState = {
  urlAmigable: '', organizacion: '', bop: '', titulo: '', descripcion: '', urlImagen: '', sistemaSeleccion: '', tipoContrato: '',
  uuidOpoInicio: '', procesoFinalizado: null, procesoMostrable: true,
};

const TEXT_FIELDS = ['urlAmigable', 'organizacion', 'bop', 'titulo', 'descripcion', 'urlImagen', 'sistemaSeleccion', 'tipoContrato', 'uuidOpoInicio'] as const;

/** /public/admin/crearProceso/opo (optional ?opoUuid= prefill from that competition): 'Crear proceso OPO'. */
export function CrearProcesoPage() {
  const { t } = useT();
  usePageMeta(t('adminOffers.crear.title'));
  const [params] = useSearchParams();
  const opoUuid = params.get('opoUuid');
  const inicio = useAdminOffersOpoInicioQuery(opoUuid ?? '', { skip: !opoUuid });
  const [create, { isLoading }] = useAdminOffersCreateProcesoMutation();
  const [form, setForm] = useState<FormState>(EMPTY);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [created, setCreated] = useState<ProcesoOposicion | null>(null);

  // The first result of the start-opo look-up fills organisation, title, description, start uuid and detail URL.
  const first = inicio.data?.[0];
  useEffect(() => {
    if (first) {
      setForm((f) => ({ ...f, organizacion: first.organizacion, titulo: first.descripcion, descripcion: first.descripcion, uuidOpoInicio: first.uuid }));
    }
  }, [first]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    setCreated(null);
    if (!form.titulo.trim()) {
      setNotice({ kind: 'error', text: t('adminOffers.crear.error', { message: t('adminOffers.field.tituloBlank') }) });
      return;
    }
    try {
      const p = await create({ ...form, procesoFinalizado: form.procesoFinalizado ?? false, procesoMostrable: form.procesoMostrable ?? true }).unwrap();
      setNotice({ kind: 'success', text: t('adminOffers.crear.done') });
      setCreated(p);
      setForm(EMPTY);
    } catch (err) {
      setNotice({ kind: 'error', text: t('adminOffers.crear.error', { message: errorMessage(err) }) });
    }
  };

  return (
    <section data-remote="mf-admin-offers" data-screen="crearProceso">
      <h1>{t('adminOffers.crear.title')}</h1>
      {inicio.error ? <ErrorMessage message={errorMessage(inicio.error)} /> : null}
      {first ? <p className="card-meta">{t('adminOffers.crear.prefilled', { uuid: first.uuid })}{safeHref(first.urlDetalle) ? <> · <a href={safeHref(first.urlDetalle)} target="_blank" rel="noopener noreferrer">{t('adminOffers.moreInfo')}</a></> : null}</p> : null}
      <form className="ao-form" onSubmit={onSubmit}>
        {TEXT_FIELDS.map((k) => (
          <FormField key={k} id={`cp-${k}`} label={t(`adminOffers.field.${k}`)} hint={k === 'urlAmigable' ? t('adminOffers.field.urlAmigableHint') : undefined}>
            {k === 'descripcion' ? (
              <textarea id={`cp-${k}`} value={form[k]} onChange={(e) => setForm({ ...form, [k]: e.target.value })} />
            ) : (
              <input
                id={`cp-${k}`}
                value={form[k]}
                onChange={(e) => setForm({ ...form, [k]: e.target.value })}
                required={k === 'urlAmigable' || k === 'titulo'}
                pattern={inputPattern(k)}
                aria-describedby={k === 'urlAmigable' ? 'cp-urlAmigable-hint' : undefined}
              />
            )}
          </FormField>
        ))}
        <FormField id="cp-procesoFinalizado" label={t('adminOffers.field.procesoFinalizado')}>
          <YesNoSelect id="cp-procesoFinalizado" placeholder noFirst value={form.procesoFinalizado} onChange={(v) => setForm({ ...form, procesoFinalizado: v })} />
        </FormField>
        <FormField id="cp-procesoMostrable" label={t('adminOffers.field.procesoMostrable')}>
          <YesNoSelect id="cp-procesoMostrable" placeholder value={form.procesoMostrable} onChange={(v) => setForm({ ...form, procesoMostrable: v })} />
        </FormField>
        {notice ? <Notice kind={notice.kind}>{notice.text}</Notice> : null}
        {created ? (
          <p className="ao-actions">
            <Link to={paths.adminAddFase(created.uuidEntidad)}>{t('adminOffers.crear.addFase', { titulo: created.titulo })}</Link>
            <Link to={paths.adminModificarProceso(created.uuidEntidad)}>{t('adminOffers.ver.modificar')}</Link>
            <Link to={paths.offer(created.urlAmigable)}>{t('adminOffers.modificarProceso.verPublica')}</Link>
          </p>
        ) : null}
        <div className="ao-actions">
          <button type="submit" disabled={isLoading}>{t('adminOffers.crear.submit')}</button>
        </div>
      </form>
    </section>
  );
}
