import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BOP_NAMES, ErrorMessage, FormField, Loading, Notice, errorMessage, useT, usePageMeta, type FiltroBusqueda, type FiltroBusquedaCrear } from 'shared';
import { RowActions, SiNonSelect } from '../../components/RowActions';
import { SortableTable, foldText, type Column } from '../../components/SortableTable';
import { RuleForm } from '../../components/RuleForm';
import { useRuleEditor } from '../../components/useRuleEditor';
import '../../components/adminConfig.css';
import {
  useAdminConfigCrearFiltroMutation,
  useAdminConfigEliminarFiltroMutation,
  useAdminConfigFiltrosQuery,
  useAdminConfigModificarFiltroMutation,
} from './busquedaApi';

interface FormState {
  bop: string;
  textoBusqueda: string;
  prioridad: string;
  indexable: boolean;
}

const EMPTY: FormState = { bop: '', textoBusqueda: '', prioridad: '0', indexable: true };

/** /public/admin/configurarBusqueda: search filters grouped by bulletin (one can be picked), create, edit, delete. */
export function ConfigurarBusquedaPage() {
  const { t } = useT();
  usePageMeta(`${t('adminConfig.busqueda.title')} · ${t('site.name')}`);
  const [params, setParams] = useSearchParams();
  const soloBop = params.get('bop') ?? '';
  const list = useAdminConfigFiltrosQuery(undefined, { refetchOnMountOrArgChange: true });
  const [crear, crearState] = useAdminConfigCrearFiltroMutation();
  const [modificar, modificarState] = useAdminConfigModificarFiltroMutation();
  const [eliminar, eliminarState] = useAdminConfigEliminarFiltroMutation();
  const [buscar, setBuscar] = useState('');
  const { form, set, editing, notice, firstField, submit, edit, cancel, remove } = useRuleEditor<FiltroBusqueda, FormState, FiltroBusquedaCrear, HTMLSelectElement>({
    empty: { ...EMPTY, bop: soloBop },
    toForm: (f) => ({ bop: f.bop, textoBusqueda: f.textoBusqueda, prioridad: String(f.prioridad), indexable: f.indexable }),
    // DECISIONS.md 10 / SPEC.md 5: the search text is upper-cased before sending.
    toItem: (f) => ({
      textoBusqueda: f.textoBusqueda.trim().toUpperCase(),
      bop: f.bop,
      indexable: f.indexable,
      prioridad: Number(f.prioridad),
    }),
    crear,
    modificar,
    eliminar,
    messages: {
      created: t('adminConfig.busqueda.creado'),
      modified: t('adminConfig.busqueda.modificado'),
      removed: t('adminConfig.busqueda.eliminado'),
    },
  });
  const busy = crearState.isLoading || modificarState.isLoading;

  const pickBop = (bop: string) => {
    setParams(bop ? { bop } : {}, { replace: true });
    if (!editing) set('bop', bop);
  };

  const columns: Column<FiltroBusqueda>[] = [
    { key: 'texto', label: t('adminConfig.busqueda.textoBusqueda'), sortValue: (f) => f.textoBusqueda, render: (f) => f.textoBusqueda },
    { key: 'prioridad', label: t('adminConfig.busqueda.prioridad'), sortValue: (f) => f.prioridad, render: (f) => f.prioridad, className: 'ac-num' },
    { key: 'indexable', label: t('adminConfig.busqueda.indexable'), sortValue: (f) => f.indexable, render: (f) => t(f.indexable ? 'adminConfig.si' : 'adminConfig.non') },
    {
      key: 'acciones',
      label: t('adminConfig.acciones'),
      render: (f) => <RowActions name={`${f.bop} – ${f.textoBusqueda}`} busy={eliminarState.isLoading} onEdit={() => edit(f)} onDelete={() => remove(f)} />,
    },
  ];

  const needle = foldText(buscar.trim());
  const data = (list.data ?? []).filter((f) => !needle || foldText(f.textoBusqueda).includes(needle));
  const bops = [...BOP_NAMES, ...new Set((list.data ?? []).map((f) => f.bop).filter((b) => !(BOP_NAMES as readonly string[]).includes(b)))];
  const groups = bops
    .filter((b) => !soloBop || b === soloBop)
    .map((bop) => ({ bop, filtros: data.filter((f) => f.bop === bop) }))
    .filter((g) => g.filtros.length > 0);

  return (
    <section data-remote="mf-admin-config" data-screen="configurarBusqueda">
      <h1>{t('adminConfig.busqueda.title')}</h1>
      <p>{t('adminConfig.busqueda.intro')}</p>
      <Notice kind="info">{t('adminConfig.proximaAnalise')}</Notice>
      {notice ? <Notice kind={notice.kind}>{notice.text}</Notice> : null}

      <RuleForm
        editing={Boolean(editing)}
        busy={busy}
        createTitle={t('adminConfig.busqueda.crearTitulo')}
        editTitle={t('adminConfig.busqueda.editarTitulo')}
        onSubmit={submit}
        onCancel={cancel}
      >
        <FormField id="bop" label={t('adminConfig.busqueda.bop')}>
          <select ref={firstField} id="bop" name="bop" required value={form.bop} onChange={(e) => set('bop', e.target.value)}>
            <option value="">{t('adminConfig.selecciona')}</option>
            {bops.map((b) => <option key={b} value={b}>{b}</option>)}
          </select>
        </FormField>
        <FormField id="textoBusqueda" label={t('adminConfig.busqueda.textoBusqueda')} hint={t('adminConfig.busqueda.textoBusquedaAxuda')}>
          <input id="textoBusqueda" name="textoBusqueda" required maxLength={300} aria-describedby="textoBusqueda-hint" value={form.textoBusqueda} onChange={(e) => set('textoBusqueda', e.target.value)} />
        </FormField>
        <FormField id="prioridad" label={t('adminConfig.busqueda.prioridad')}>
          <input id="prioridad" name="prioridad" type="number" step={1} required value={form.prioridad} onChange={(e) => set('prioridad', e.target.value)} />
        </FormField>
        <FormField id="indexable" label={t('adminConfig.busqueda.indexable')}>
          <SiNonSelect id="indexable" value={form.indexable} onChange={(v) => set('indexable', v)} />
        </FormField>
      </RuleForm>

      <div className="ac-toolbar">
        <FormField id="soloBop" label={t('adminConfig.busqueda.filtrarBop')}>
          <select id="soloBop" value={soloBop} onChange={(e) => pickBop(e.target.value)}>
            <option value="">{t('adminConfig.busqueda.todos')}</option>
            {bops.map((b) => <option key={b} value={b}>{b}</option>)}
          </select>
        </FormField>
        <FormField id="buscarFiltros" label={t('adminConfig.busqueda.buscar')}>
          <input id="buscarFiltros" type="search" value={buscar} onChange={(e) => setBuscar(e.target.value)} />
        </FormField>
      </div>

      {list.isLoading ? <Loading /> : null}
      {list.isError ? <ErrorMessage message={errorMessage(list.error)} /> : null}
      {list.data && groups.length === 0 ? <p>{t(list.data.length === 0 ? 'adminConfig.busqueda.baleiro' : 'adminConfig.nadaCoincide')}</p> : null}
      {groups.map((g, i) => (
        <section key={g.bop} className="ac-group" aria-labelledby={`grupo-${i}`}>
          <h2 id={`grupo-${i}`}>{t('adminConfig.busqueda.grupo', { bop: g.bop, n: g.filtros.length })}</h2>
          <SortableTable caption={g.bop} columns={columns} rows={g.filtros} rowKey={(f) => f.uuidEntidad} initialSort={{ key: 'prioridad' }} />
        </section>
      ))}
    </section>
  );
}
