import { useState } from 'react';
import { ErrorMessage, FormField, Loading, Notice, errorMessage, useT, usePageMeta, type EtiquetaRegla, type EtiquetaReglaCrear } from 'shared';
import { RowActions, SiNonSelect } from '../../components/RowActions';
import { SortableTable, foldText, type Column } from '../../components/SortableTable';
import { RuleForm } from '../../components/RuleForm';
import { useRuleEditor } from '../../components/useRuleEditor';
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
  const [buscar, setBuscar] = useState('');
  const { form, set, editing, notice, firstField, submit, edit, cancel, remove } = useRuleEditor<EtiquetaRegla, FormState, EtiquetaReglaCrear>({
    empty: EMPTY,
    toForm: (r) => ({ etiqueta: r.etiqueta, textoBuscar: r.textoBusqueda, prioridade: String(r.prioridad), comprobarCadenaCompleta: r.comprobarCadenaCompleta }),
    // DECISIONS.md 11 / SPEC.md 5: the search text is lower-cased before sending.
    toItem: (f) => ({
      textoBuscar: f.textoBuscar.trim().toLowerCase(),
      etiqueta: f.etiqueta.trim(),
      comprobarCadenaCompleta: f.comprobarCadenaCompleta,
      prioridade: Number(f.prioridade),
    }),
    crear,
    modificar,
    eliminar,
    messages: {
      created: t('adminConfig.etiquetas.creada'),
      modified: t('adminConfig.etiquetas.modificada'),
      removed: t('adminConfig.etiquetas.eliminada'),
    },
  });
  const busy = crearState.isLoading || modificarState.isLoading;

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

      <RuleForm
        editing={Boolean(editing)}
        busy={busy}
        createTitle={t('adminConfig.etiquetas.crearTitulo')}
        editTitle={t('adminConfig.etiquetas.editarTitulo')}
        onSubmit={submit}
        onCancel={cancel}
      >
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
      </RuleForm>

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
