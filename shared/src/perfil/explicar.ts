import type { AvaliacionPerfil, MotivoPerfil, Perfil } from './perfil.js';
import { motivosDecisivos } from './avaliar.js';

/** `t(key, params)` of one language (`translate` bound to it, or the server's catalogue look-up). */
export type TraducirPerfil = (key: string, params?: Record<string, string | number>) => string;

const QUENDA_CLAVE: Record<string, string> = { libre: 'libre', promocion_interna: 'promocionInterna', discapacidade: 'discapacidade' };

function lista(vs: string[], t: TraducirPerfil): string {
  return vs.length <= 1 ? (vs[0] ?? '') : `${vs.slice(0, -1).join(', ')}${t('public.perfil.valor.ou')}${vs[vs.length - 1]}`;
}

/** One side of a reason (the person's or the process's value) in words. */
export function valorEnPalabras(m: MotivoPerfil, valor: MotivoPerfil['persoa'], t: TraducirPerfil): string {
  if (valor === null) return t('public.feitos.nonConsta');
  switch (m.requisito) {
    case 'titulacion': {
      if (m.causa === 'nivelDoGrupo' && valor === m.proceso && Array.isArray(valor)) return t('public.perfil.valor.nivelDoGrupo', { nivel: t(`public.feitos.titulacion.${valor[0]}`), grupo: valor[1] });
      const [nivel, nomeDado] = Array.isArray(valor) ? valor : [String(valor)];
      // The person's degree is named only where it is compared with the one the bases name.
      const nome = valor === m.persoa && m.causa !== 'tituloCoincide' && m.causa !== 'tituloConcreto' ? undefined : nomeDado;
      const n = t(`public.feitos.titulacion.${nivel}`);
      return nome ? `${nome} (${n})` : n;
    }
    case 'galego':
      if (valor === 'exame' || valor === 'ningun') return t(`public.perfil.valor.${valor}`);
      if (valor === 'celga') return 'CELGA';
      return Number(valor) === 0 ? t('public.perfil.valor.celga0') : t('public.perfil.valor.celga', { n: Number(valor) });
    case 'carne': {
      const cs = Array.isArray(valor) ? valor : [String(valor)];
      return cs.length ? cs.join(', ') : t('public.perfil.valor.ningunCarne');
    }
    case 'idade': {
      if (!Array.isArray(valor)) return t('public.perfil.valor.anos', { n: Number(valor) });
      const [min, max] = valor;
      if (min && max) return t('public.perfil.valor.idadeEntre', { min, max });
      return min ? t('public.perfil.valor.idadeMinima', { n: min }) : t('public.perfil.valor.idadeMaxima', { n: max ?? '' });
    }
    case 'quenda':
      return lista((Array.isArray(valor) ? valor : [String(valor)]).map((q) => t(`public.feitos.quenda.${QUENDA_CLAVE[q] ?? q}`)), t);
    case 'persoal':
      return lista((Array.isArray(valor) ? valor : [String(valor)]).map((p) => t(`public.feitos.persoal.${p}`)), t);
    case 'bolsa':
      return t(`public.perfil.valor.${String(valor)}`);
    case 'lugar': {
      const vs = Array.isArray(valor) ? valor : [String(valor)];
      return m.proceso === valor && vs.length === 2 ? `${vs[0]} (${vs[1]})` : lista(vs, t);
    }
  }
}

/** One reason as a sentence: "pídese ESO ou equivalente e tes grao, diplomatura ou equivalente". */
export function motivoEnPalabras(m: MotivoPerfil, t: TraducirPerfil): string {
  const params = { persoa: valorEnPalabras(m, m.persoa, t), proceso: valorEnPalabras(m, m.proceso, t) };
  const clave = m.causa === 'dubidoso' ? 'public.perfil.motivo.dubidoso' : `public.perfil.motivo.${m.requisito}.${m.causa}`;
  return t(clave, params);
}

/** The answer's short reason, as a card shows it: the deciding requirements, each named ("Galego: pídese CELGA 4 e tes CELGA 3"). */
export function razonEnPalabras(a: AvaliacionPerfil, t: TraducirPerfil): string {
  const decisivos = a.resposta === 'podes' ? [] : motivosDecisivos(a);
  return decisivos.map((m) => `${t(`public.perfil.requisito.${m.requisito}`)}: ${motivoEnPalabras(m, t)}`).join(' · ');
}

/**
 * The profile in a line: "Grao / Diplomatura (Traballo Social) · CELGA 4 · B · Lugo" (the box above the lists, the
 * profile alert's pages and e-mails).
 */
export function resumoPerfil(p: Perfil, t: TraducirPerfil): string {
  const partes = [
    `${t(`public.filtro.titulacion.${p.titulacion}`)}${p.titulo ? ` (${p.titulo})` : ''}`,
    p.celga ? t('public.perfil.celga.n', { n: p.celga }) : t('public.perfil.celga.0'),
    p.carnes.join(', '),
    [...p.provincias.map((v) => (v === 'Galicia' ? t('public.filtros.galicia') : v)), ...p.concellos].join(', '),
    p.persoal.map((v) => t(`public.filtro.persoal.${v}`)).join(', '),
    p.bolsa === undefined ? '' : t(`public.perfil.bolsa.${p.bolsa ? 'bolsa' : 'prazas'}`),
    p.funcionario ? t('public.perfil.quenda.promocion_interna') : '',
  ];
  return partes.filter(Boolean).join(' · ');
}
