import { useRef, useState, type FormEvent } from 'react';
import { Card, ErrorMessage, FormField, Loading, Notice, errorMessage, useT, usePageMeta, type EtiquetaRegla } from 'shared';
import { RowActions, SiNonSelect } from '../../components/RowActions';
import { SortableTable, foldText, type Column } from '../../components/SortableTable';
import '../../components/adminConfig.css';
import {
  useAdminConfigCrearEtiquetaMutation,
  useAdminConfigEliminarEtiquetaMutation,
  useAdminConfigEtiquetasQuery,
  useAdminConfigModificarEtiquetaMutation,
} from './etiquetasApi';

interface FormState {
  etiqueta: string;
  textoBuscar: string;
  prioridade: string;
  comprobarCadenaCompleta: boolean;
}

const EMPTY: FormState = { etiqueta: '', textoBuscar: '', prioridade: '0', comprobarCadenaCompleta: true };

/** /public/admin/etiquetas: label rules, sortable, with create, edit and delete. */
export function EtiquetasPage() {
  const { t } = useT();
  usePageMeta(`${t('adminConfig.etiquetas.title')} · ${t('site.name')}`);
  const list = useAdminConfigEtiquetasQuery(undefined, { refetchOnMountOrArgChange: true });
  const [crear, crearState] = useAdminConfigCrearEtiquetaMutation();
  const [modificar, modificarState] = useAdminConfigModificarEtiquetaMutation();
  const [eliminar, eliminarState] = useAdminConfigEliminarEtiquetaMutation();
  const [form, setForm] = useState<FormState>(EMPTY);
  const [editing, setEditing] = useState<string | null>(null);
  const [buscar, setBuscar] = useState('');
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const busy = crearState.isLoading || modificarState.isLoading;

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    // DECISIONS.md 11 / SPEC.md 5: the search text is lower-cased before sending.
    const item = {
      textoBuscar: form.textoBuscar.trim().toLowerCase(),
      etiqueta: form.etiqueta.trim(),
      comprobarCadenaCompleta: form.comprobarCadenaCompleta,
      prioridade: Number(form.prioridade),
    };
    try {
      if (editing) {
        await modificar({ uuidEntidad: editing, ...item }).unwrap();
        setNotice({ kind: 'success', text: t('adminConfig.etiquetas.modificada') });
      } else {
        await crear(item).unwrap();
        setNotice({ kind: 'success', text: t('adminConfig.etiquetas.creada') });
      }
      setForm(EMPTY);
      setEditing(null);
    } catch (error) {
      setNotice({ kind: 'error', text: t('error.prefix', { message: errorMessage(error) }) });
    }
  };

  const edit = (r: EtiquetaRegla) => {
    setNotice(null);
    setEditing(r.uuidEntidad);
    setForm({ etiqueta: r.etiqueta, textoBuscar: r.textoBusqueda, prioridade: String(r.prioridad), comprobarCadenaCompleta: r.comprobarCadenaCompleta });
    firstField.current?.focus();
  };

  const cancel = () => {
    setEditing(null);
    setForm(EMPTY);
  };

  const remove = async (r: EtiquetaRegla) => {
    setNotice(null);
    try {
      await eliminar(r.uuidEntidad).unwrap();
      if (editing === r.uuidEntidad) cancel();
      setNotice({ kind: 'success', text: t('adminConfig.etiquetas.eliminada') });
    } catch (error) {
      setNotice({ kind: 'error', text: t('error.prefix', { message: errorMessage(error) }) });
    }
  };

  const needle = foldText(buscar.trim());
  const shown = (list.data ?? []).filter((r) => !needle || foldText(`${r.etiqueta} ${r.textoBusqueda}`).includes(needle));

  const columns: Column<EtiquetaRegla>[] = [
    { key: 'etiqueta', label: t('adminConfig.etiquetas.etiqueta'), sortValue: (r) => r.etiqueta, render: (r) => r.etiqueta },
    { key: 'texto', label: t('adminConfig.etiquetas.textoBuscar'), sortValue: (r) => r.textoBusqueda, render: (r) => r.textoBusqueda },
    { key: 'prioridad', label: t('adminConfig.etiquetas.prioridad'), sortValue: (r) => r.prioridad, render: (r) => r.prioridad, className: 'ac-num' },
    {
      key: 'completa',
      label: t('adminConfig.etiquetas.comprobarCadenaCompleta'),
      sortValue: (r) => r.comprobarCadenaCompleta,
      render: (r) => t(r.comprobarCadenaCompleta ? 'adminConfig.si' : 'adminConfig.non'),
    },
    {
      key: 'acciones',
      label: t('adminConfig.acciones'),
      render: (r) => <RowActions name={`${r.etiqueta} – ${r.textoBusqueda}`} busy={eliminarState.isLoading} onEdit={() => edit(r)} onDelete={() => remove(r)} />,
    },
  ];

  return (
    <section data-remote="mf-admin-config" data-screen="etiquetas">
      <h1>{t('adminConfig.etiquetas.title')}</h1>
      <p>{t('adminConfig.etiquetas.intro')}</p>
      <Notice kind="info">{t('adminConfig.proximaAnalise')}</Notice>
      {notice ? <Notice kind={notice.kind}>{notice.text}</Notice> : null}

      <Card as="section">
        <h2>{editing ? t('adminConfig.etiquetas.editarTitulo') : t('adminConfig.etiquetas.crearTitulo')}</h2>
        <form className="ac-form" onSubmit={submit} aria-label={editing ? t('adminConfig.etiquetas.editarTitulo') : t('adminConfig.etiquetas.crearTitulo')}>
          <FormField id="etiqueta" label={t('adminConfig.etiquetas.etiqueta')}>
            <input ref={firstField} id="etiqueta" name="etiqueta" required maxLength={100} value={form.etiqueta} onChange={(e) => set('etiqueta', e.target.value)} />
          </FormField>
          <FormField id="textoBuscar" label={t('adminConfig.etiquetas.textoBuscar')} hint={t('adminConfig.etiquetas.textoBuscarAxuda')}>
            <input id="textoBuscar" name="textoBuscar" required maxLength={300} aria-describedby="textoBuscar-hint" value={form.textoBuscar} onChange={(e) => set('textoBuscar', e.target.value)} />
          </FormField>
          <FormField id="prioridade" label={t('adminConfig.etiquetas.prioridad')}>
            <input id="prioridade" name="prioridade" type="number" step={1} required value={form.prioridade} onChange={(e) => set('prioridade', e.target.value)} />
          </FormField>
          <FormField id="comprobarCadenaCompleta" label={t('adminConfig.etiquetas.comprobarCadenaCompleta')} hint={t('adminConfig.etiquetas.comprobarCadenaCompletaAxuda')}>
            <SiNonSelect id="comprobarCadenaCompleta" describedBy="comprobarCadenaCompleta-hint" value={form.comprobarCadenaCompleta} onChange={(v) => set('comprobarCadenaCompleta', v)} />
          </FormField>
          <div className="ac-form-buttons">
            <button type="submit" disabled={busy}>{busy ? t('adminConfig.gardando') : editing ? t('adminConfig.gardar') : t('adminConfig.crear')}</button>
            {editing ? <button type="button" className="secondary" onClick={cancel}>{t('adminConfig.cancelar')}</button> : null}
          </div>
        </form>
      </Card>

      {list.isLoading ? <Loading /> : null}
      {list.isError ? <ErrorMessage message={errorMessage(list.error)} /> : null}
      {list.data ? (
        <>
          <h2>{t('adminConfig.etiquetas.listado', { n: list.data.length })}</h2>
          {list.data.length === 0 ? (
            <p>{t('adminConfig.etiquetas.baleiro')}</p>
          ) : (
            <>
              <div className="ac-toolbar">
                <FormField id="buscarReglas" label={t('adminConfig.etiquetas.buscar')}>
                  <input id="buscarReglas" type="search" value={buscar} onChange={(e) => setBuscar(e.target.value)} aria-describedby="buscarReglas-n" />
                </FormField>
                <span id="buscarReglas-n" aria-live="polite">{buscar ? t('adminConfig.etiquetas.atopadas', { n: shown.length, total: list.data.length }) : null}</span>
              </div>
              {shown.length === 0 ? (
                <p>{t('adminConfig.nadaCoincide')}</p>
              ) : (
                <SortableTable caption={t('adminConfig.etiquetas.listado', { n: list.data.length })} columns={columns} rows={shown} rowKey={(r) => r.uuidEntidad} initialSort={{ key: 'prioridad' }} />
              )}
            </>
          )}
        </>
      ) : null}
    </section>
  );
}
