import { useId, useRef, useState, type FormEvent } from 'react';
import { CARNES, FILTROS_FEITOS, PROVINCIAS, QUENDAS, useT, type Perfil, type Quenda, type TipoPersoal } from 'shared';
import '../../textos/listas';

// The closed lists of the facts, as the list filters offer them.
const NIVEIS_TITULACION = FILTROS_FEITOS.titulacion;
const TIPOS_PERSOAL = FILTROS_FEITOS.persoal;
import { gardarPerfil } from './usePerfil';

type Borrador = {
  titulacion: string; titulo: string; celga: string; carnes: string[]; provincias: string[]; concellos: string;
  persoal: TipoPersoal[]; quendas: Quenda[]; bolsa: '' | 'prazas' | 'bolsa'; funcionario: boolean; idade: string;
};

const borradorDe = (p: Perfil | null): Borrador => ({
  titulacion: p?.titulacion ?? '', titulo: p?.titulo ?? '', celga: String(p?.celga ?? 0), carnes: p?.carnes ?? [],
  provincias: p?.provincias ?? [], concellos: (p?.concellos ?? []).join(', '), persoal: p?.persoal ?? [], quendas: p?.quendas ?? [],
  bolsa: p?.bolsa === undefined ? '' : p.bolsa ? 'bolsa' : 'prazas', funcionario: p?.funcionario ?? false, idade: p?.idade === undefined ? '' : String(p.idade),
});

const alternar = <T,>(lista: T[], v: T, si: boolean) => (si ? [...lista.filter((x) => x !== v), v] : lista.filter((x) => x !== v));

/**
 * The profile form (issue 24): one screen of native controls, each group a fieldset with its legend, hints tied to
 * their fields, the first error focused. Saving keeps the profile in this browser only.
 */
export function PerfilForm({ perfil, onDone }: { perfil: Perfil | null; onDone: () => void }) {
  const { t } = useT();
  const id = useId();
  const [b, setB] = useState<Borrador>(() => borradorDe(perfil));
  const [erros, setErros] = useState<{ titulacion?: string; idade?: string }>({});
  const titulacion = useRef<HTMLSelectElement>(null);
  const idade = useRef<HTMLInputElement>(null);
  const set = (parte: Partial<Borrador>) => setB((x) => ({ ...x, ...parte }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const anos = b.idade.trim() === '' ? undefined : Number(b.idade);
    const e2 = {
      titulacion: b.titulacion ? undefined : t('public.perfil.titulacionRequirida'),
      idade: anos === undefined || (Number.isInteger(anos) && anos >= 14 && anos <= 100) ? undefined : t('public.perfil.idadeErro'),
    };
    setErros(e2);
    if (e2.titulacion) return titulacion.current?.focus();
    if (e2.idade) return idade.current?.focus();
    const p: Perfil = {
      titulacion: b.titulacion as Perfil['titulacion'],
      celga: Number(b.celga) as Perfil['celga'],
      carnes: CARNES.filter((c) => b.carnes.includes(c)),
      provincias: PROVINCIAS.filter((c) => b.provincias.includes(c)),
      concellos: [...new Set(b.concellos.split(',').map((c) => c.trim()).filter(Boolean))],
      persoal: TIPOS_PERSOAL.filter((c) => b.persoal.includes(c)),
      quendas: QUENDAS.filter((q) => b.quendas.includes(q) && (q !== 'promocion_interna' || b.funcionario)),
      funcionario: b.funcionario,
    };
    if (b.titulo.trim()) p.titulo = b.titulo.trim();
    if (b.bolsa) p.bolsa = b.bolsa === 'bolsa';
    if (anos !== undefined) p.idade = anos;
    gardarPerfil(p);
    onDone();
  };

  const check = (nome: string, valor: string, marcado: boolean, onChange: (si: boolean) => void, texto: string, disabled = false) => (
    <label key={valor} className="perfil-check">
      <input type="checkbox" name={nome} value={valor} checked={marcado} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
      <span>{texto}</span>
    </label>
  );

  return (
    <form className="perfil-form" onSubmit={submit} noValidate aria-describedby={`${id}-privacidade`}>
      <p className="perfil-privacidade" id={`${id}-privacidade`}>{t('public.perfil.privacidade')}</p>
      <div className="form-field">
        <label htmlFor={`${id}-titulacion`}>{t('public.perfil.titulacion')}</label>
        <select
          ref={titulacion} id={`${id}-titulacion`} name="titulacion" required value={b.titulacion}
          onChange={(e) => { set({ titulacion: e.target.value }); setErros((x) => ({ ...x, titulacion: undefined })); }}
          aria-invalid={erros.titulacion ? true : undefined} aria-describedby={erros.titulacion ? `${id}-titulacion-erro` : undefined}
        >
          <option value="">{t('public.perfil.titulacionEscoller')}</option>
          {NIVEIS_TITULACION.map((n) => <option key={n} value={n}>{t(`public.filtro.titulacion.${n}`)}</option>)}
        </select>
        {erros.titulacion ? <p id={`${id}-titulacion-erro`} className="field-error" role="alert">{erros.titulacion}</p> : null}
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-titulo`}>{t('public.perfil.titulo.etiqueta')}</label>
        <input id={`${id}-titulo`} name="titulo" type="text" autoComplete="off" value={b.titulo} onChange={(e) => set({ titulo: e.target.value })} aria-describedby={`${id}-titulo-axuda`} />
        <p id={`${id}-titulo-axuda`} className="field-hint">{t('public.perfil.titulo.axuda')}</p>
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-celga`}>{t('public.perfil.celga')}</label>
        <select id={`${id}-celga`} name="celga" value={b.celga} onChange={(e) => set({ celga: e.target.value })}>
          <option value="0">{t('public.perfil.celga.0')}</option>
          {[1, 2, 3, 4].map((n) => <option key={n} value={n}>{t('public.perfil.celga.n', { n })}</option>)}
        </select>
      </div>
      <fieldset className="perfil-grupo">
        <legend>{t('public.perfil.carnes')}</legend>
        <div className="perfil-checks perfil-carnes">
          {CARNES.map((c) => check('carnes', c, b.carnes.includes(c), (si) => set({ carnes: alternar(b.carnes, c, si) }), c))}
        </div>
      </fieldset>
      <fieldset className="perfil-grupo" aria-describedby={`${id}-onde-axuda`}>
        <legend>{t('public.perfil.onde')}</legend>
        <p id={`${id}-onde-axuda`} className="field-hint">{t('public.perfil.ondeAxuda')}</p>
        <div className="perfil-checks">
          {PROVINCIAS.map((p) => check('provincias', p, b.provincias.includes(p), (si) => set({ provincias: alternar(b.provincias, p, si) }),
            p === 'Galicia' ? t('public.filtros.galicia') : p))}
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-concellos`}>{t('public.perfil.concellos')}</label>
          <input id={`${id}-concellos`} name="concellos" type="text" autoComplete="off" value={b.concellos} onChange={(e) => set({ concellos: e.target.value })} aria-describedby={`${id}-concellos-axuda`} />
          <p id={`${id}-concellos-axuda`} className="field-hint">{t('public.perfil.concellosAxuda')}</p>
        </div>
      </fieldset>
      <fieldset className="perfil-grupo" aria-describedby={`${id}-persoal-axuda`}>
        <legend>{t('public.perfil.persoal')}</legend>
        <p id={`${id}-persoal-axuda`} className="field-hint">{t('public.perfil.persoalAxuda')}</p>
        <div className="perfil-checks">
          {TIPOS_PERSOAL.map((p) => check('persoal', p, b.persoal.includes(p), (si) => set({ persoal: alternar(b.persoal, p, si) }), t(`public.filtro.persoal.${p}`)))}
        </div>
      </fieldset>
      <fieldset className="perfil-grupo">
        <legend>{t('public.perfil.bolsa')}</legend>
        <div className="perfil-checks">
          {(['', 'prazas', 'bolsa'] as const).map((v) => (
            <label key={v || 'calquera'} className="perfil-check">
              <input type="radio" name="bolsa" value={v} checked={b.bolsa === v} onChange={() => set({ bolsa: v })} />
              <span>{t(`public.perfil.bolsa.${v || 'calquera'}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="perfil-grupo" aria-describedby={`${id}-quendas-axuda`}>
        <legend>{t('public.perfil.quendas')}</legend>
        <p id={`${id}-quendas-axuda`} className="field-hint">{t('public.perfil.quendasAxuda')}</p>
        {check('funcionario', 'si', b.funcionario, (si) => set({ funcionario: si, quendas: si ? b.quendas : b.quendas.filter((q) => q !== 'promocion_interna') }), t('public.perfil.funcionario'))}
        <div className="perfil-checks">
          {QUENDAS.map((q) => check('quendas', q, b.quendas.includes(q), (si) => set({ quendas: alternar(b.quendas, q, si) }),
            q === 'promocion_interna' && !b.funcionario ? t('public.perfil.quenda.promocionInternaSo') : t(`public.perfil.quenda.${q}`),
            q === 'promocion_interna' && !b.funcionario))}
        </div>
      </fieldset>
      <div className="form-field">
        <label htmlFor={`${id}-idade`}>{t('public.perfil.idade')}</label>
        <input
          ref={idade} id={`${id}-idade`} name="idade" type="number" inputMode="numeric" min={14} max={100} step={1} value={b.idade}
          onChange={(e) => { set({ idade: e.target.value }); setErros((x) => ({ ...x, idade: undefined })); }}
          aria-invalid={erros.idade ? true : undefined}
          aria-describedby={`${id}-idade-axuda${erros.idade ? ` ${id}-idade-erro` : ''}`}
        />
        <p id={`${id}-idade-axuda`} className="field-hint">{t('public.perfil.idadeAxuda')}</p>
        {erros.idade ? <p id={`${id}-idade-erro`} className="field-error" role="alert">{erros.idade}</p> : null}
      </div>
      <div className="perfil-accions">
        <button type="submit">{t('public.perfil.gardar')}</button>
        {perfil ? <button type="button" className="link-button" onClick={() => { gardarPerfil(null); onDone(); }}>{t('public.perfil.borrar')}</button> : null}
      </div>
    </form>
  );
}
