import { NIVEIS_TITULACION, type FeitoSenCita, type Grupo, type NivelTitulacion, type RequisitosAvaliables } from '../contract/feitos.js';
import type { Quenda } from '../contract/filtros.js';
import type { AvaliacionPerfil, Causa, MotivoPerfil, Perfil, RequisitoPerfil, Resposta } from './perfil.js';
import { REQUISITOS_PERFIL } from './perfil.js';

/** Below this confidence a fact is not taken as read: its requirement is "revisa" (the facts panel says "lectura dubidosa"). */
export const CONFIANZA_MINIMA = 0.5;

/** Where the process is, for the provinces and councils of interest (the lists' `provincia`, the body's name). */
export interface LugarProceso {
  provincia?: string;
  organizacion?: string;
}

/**
 * "Can I apply?" (issue 24): checks a profile against the facts read from a process's texts. `podes` when every
 * requirement is met, `non` when one fails, `revisa` otherwise (a requirement no text states, or read with low
 * confidence). The rules are in docs/profile.md. The place is checked only when `lugar` is given.
 */
export function avaliarPerfil(perfil: Perfil, feitos: RequisitosAvaliables | undefined, lugar?: LugarProceso): AvaliacionPerfil {
  const f = feitos ?? {};
  const motivos = [
    titulacion(perfil, f.titulacion, f.grupo),
    galego(perfil, f.galego),
    carne(perfil, f.carne),
    idade(perfil, f.idade),
    quenda(perfil, f.prazas),
    persoal(perfil, f.tipoPersoal),
    bolsa(perfil, f.bolsa),
    lugar ? onde(perfil, lugar) : undefined,
  ].filter((m): m is MotivoPerfil => m !== undefined);
  motivos.sort((a, b) => REQUISITOS_PERFIL.indexOf(a.requisito) - REQUISITOS_PERFIL.indexOf(b.requisito));
  const resposta: Resposta = motivos.some((m) => m.resposta === 'non') ? 'non'
    : motivos.some((m) => m.resposta === 'revisa') ? 'revisa' : 'podes';
  return { resposta, motivos };
}

/**
 * The check of a list's competition: its process's requirements, its province and its body's name as the place.
 * The browser's cards and filter and the server's profile alert (issue 24) both answer with it, from the list's
 * requirements (no quotes); the process page passes its facts with their quotes, and each reason then carries its quote.
 */
export function avaliarPerfilDaOpo(perfil: Perfil, opo: { requisitos?: RequisitosAvaliables; provincia?: string; organizacion?: string }): AvaliacionPerfil {
  const lugar: LugarProceso = {};
  if (opo.provincia) lugar.provincia = opo.provincia;
  if (opo.organizacion) lugar.organizacion = opo.organizacion;
  return avaliarPerfil(perfil, opo.requisitos, lugar);
}

/** The reasons that decide an answer: the failing ones for `non`, the ones to check for `revisa`, all for `podes`. */
export function motivosDecisivos(a: AvaliacionPerfil): MotivoPerfil[] {
  return a.resposta === 'podes' ? a.motivos : a.motivos.filter((m) => m.resposta === a.resposta);
}

const RESPOSTA_DA_CAUSA: Record<Causa, Resposta> = {
  cumpre: 'podes', nivelSuperior: 'podes', tituloCoincide: 'podes', sen: 'podes', exame: 'podes', celgaCompleto: 'podes',
  quendaLibre: 'podes', quenda: 'podes', buscado: 'podes', idadeXeral: 'podes',
  nonConsta: 'revisa', dubidoso: 'revisa', tituloConcreto: 'revisa', celgaSenNivel: 'revisa', idadeSenDato: 'revisa',
  quendaSenReparto: 'revisa', lugarSenDato: 'revisa',
  nivelInferior: 'non', nivelDoGrupo: 'non', celgaInferior: 'non', senCarne: 'non', idadeFora: 'non', soPromocionInterna: 'non', quendaNon: 'non',
  nonBuscado: 'non',
};

type Valor = MotivoPerfil['persoa'];

function motivo(requisito: RequisitoPerfil, causa: Causa, persoa: Valor, proceso: Valor, feito?: FeitoSenCita<unknown> & { cita?: string }): MotivoPerfil {
  // A fact read with low confidence decides nothing: the person checks the quote.
  const c: Causa = feito && feito.confianza < CONFIANZA_MINIMA && causa !== 'nonConsta' ? 'dubidoso' : causa;
  const m: MotivoPerfil = { requisito, resposta: RESPOSTA_DA_CAUSA[c], causa: c, persoa, proceso };
  if (feito?.cita) m.cita = feito.cita;
  if (feito?.edicto) m.edicto = feito.edicto;
  return m;
}

const nivel = (n: string) => NIVEIS_TITULACION.indexOf(n as (typeof NIVEIS_TITULACION)[number]);

/** The lowest qualification each group asks for by law (TREBEP art. 76 and its transitional provision 3; AP none). */
export const NIVEL_DO_GRUPO: Record<Grupo, NivelTitulacion> = {
  A1: 'grao', A2: 'grao', B: 'tecnico_superior', C1: 'bacharelato_tecnico', C2: 'eso', AP: 'ningunha',
};

function titulacion(p: Perfil, f: RequisitosAvaliables['titulacion'], grupo: RequisitosAvaliables['grupo']): MotivoPerfil {
  const persoa = p.titulo ? [p.titulacion, p.titulo] : p.titulacion;
  if (!f) {
    // No text names the qualification, but the group's legal minimum is known: below it, the person cannot apply.
    const minimo = grupo ? NIVEL_DO_GRUPO[grupo.valor] : undefined;
    if (grupo && minimo && nivel(p.titulacion) < nivel(minimo)) return motivo('titulacion', 'nivelDoGrupo', persoa, [minimo, grupo.valor], grupo);
    return motivo('titulacion', 'nonConsta', persoa, null);
  }
  const { nivel: pedido, nome } = f.valor;
  const proceso = nome ? [pedido, nome] : pedido;
  const diferenza = nivel(p.titulacion) - nivel(pedido);
  if (pedido === 'ningunha') return motivo('titulacion', 'sen', persoa, proceso, f);
  if (diferenza < 0) return motivo('titulacion', 'nivelInferior', persoa, proceso, f);
  if (nome) return motivo('titulacion', p.titulo && tituloCoincide(p.titulo, nome) ? 'tituloCoincide' : 'tituloConcreto', persoa, proceso, f);
  return motivo('titulacion', diferenza > 0 ? 'nivelSuperior' : 'cumpre', persoa, proceso, f);
}

/** Accents and case folded, for comparing names written by people and by bulletins. */
export function pregar(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9ñ]+/g, ' ').trim();
}

/** Words of a degree's name that say nothing of its subject. */
const PALABRAS_BALEIRAS = new Set(['grao', 'grado', 'en', 'de', 'do', 'da', 'dos', 'das', 'del', 'la', 'las', 'los', 'o', 'a', 'as', 'e', 'y', 'ou',
  'titulo', 'titulacion', 'tecnico', 'tecnica', 'superior', 'licenciatura', 'licenciado', 'licenciada', 'diplomatura', 'diplomado',
  'diplomada', 'master', 'universitario', 'universitaria', 'ciclo', 'formativo', 'medio', 'familia', 'profesional', 'fp', 'equivalente']);

function palabras(s: string): string[] {
  return pregar(s).split(' ').filter((w) => w.length > 1 && !PALABRAS_BALEIRAS.has(w));
}

/** The person's degree is the one named when every word of its subject is in the name the bases give. */
function tituloCoincide(persoa: string, pedido: string): boolean {
  const meu = palabras(persoa);
  const del = new Set(palabras(pedido));
  return meu.length > 0 && meu.every((w) => del.has(w));
}

function galego(p: Perfil, f: RequisitosAvaliables['galego']): MotivoPerfil {
  const persoa = p.celga;
  if (!f) return motivo('galego', p.celga === 4 ? 'celgaCompleto' : 'nonConsta', persoa, null);
  const { requisito, nivel: pedido } = f.valor;
  if (requisito === 'ningun') return motivo('galego', 'sen', persoa, 'ningun', f);
  if (requisito === 'exame') return motivo('galego', 'exame', persoa, 'exame', f);
  if (pedido === undefined) return motivo('galego', p.celga === 4 ? 'celgaCompleto' : 'celgaSenNivel', persoa, 'celga', f);
  if (p.celga < pedido) return motivo('galego', 'celgaInferior', persoa, pedido, f);
  return motivo('galego', p.celga > pedido ? 'nivelSuperior' : 'cumpre', persoa, pedido, f);
}

/** The classes a licence also lets one drive (Regulamento Xeral de Condutores, art. 4): C, C1, D and D1 need B. */
const CARNE_INCLUE: Record<string, string[]> = {
  A: ['A2', 'A1', 'AM'], A2: ['A1', 'AM'], A1: ['AM'], B: ['AM'],
  C: ['C1', 'B', 'AM'], C1: ['B', 'AM'], D: ['D1', 'B', 'AM'], D1: ['B', 'AM'],
  CE: ['C', 'C1E', 'C1', 'BE', 'B', 'AM'], C1E: ['C1', 'BE', 'B', 'AM'], DE: ['D', 'D1E', 'D1', 'BE', 'B', 'AM'], D1E: ['D1', 'BE', 'B', 'AM'],
  BE: ['B', 'AM'],
};

const claseCarne = (c: string) => c.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** The classes a set of licences covers, each with those it includes. */
export function carnesCubertos(carnes: readonly string[]): Set<string> {
  const todos = new Set<string>();
  for (const c of carnes.map(claseCarne)) {
    todos.add(c);
    for (const d of CARNE_INCLUE[c] ?? []) todos.add(d);
  }
  return todos;
}

function carne(p: Perfil, f: RequisitosAvaliables['carne']): MotivoPerfil | undefined {
  // No text names a licence: none is asked for (the texts name every licence they require).
  if (!f || f.valor.length === 0) return undefined;
  const teño = carnesCubertos(p.carnes);
  const falta = f.valor.filter((c) => !teño.has(claseCarne(c)));
  return motivo('carne', falta.length ? 'senCarne' : 'cumpre', [...p.carnes], [...f.valor], f);
}

/** The age of majority: a minimum no higher than it is what every applicant is taken to have. */
const IDADE_XERAL = 18;

function idade(p: Perfil, f: RequisitosAvaliables['idade']): MotivoPerfil | undefined {
  if (!f || (f.valor.minima === undefined && f.valor.maxima === undefined)) return undefined;
  const { minima, maxima } = f.valor;
  const proceso = [minima === undefined ? '' : String(minima), maxima === undefined ? '' : String(maxima)];
  // Without an age, a minimum of 18 or less (the working age) is taken as met; any other limit is to check.
  if (p.idade === undefined) return motivo('idade', maxima === undefined && (minima ?? 0) <= IDADE_XERAL ? 'idadeXeral' : 'idadeSenDato', null, proceso, f);
  const fora = (minima !== undefined && p.idade < minima) || (maxima !== undefined && p.idade > maxima);
  return motivo('idade', fora ? 'idadeFora' : 'cumpre', p.idade, proceso, f);
}

/** The turns a person may and wants to use: free access unless they chose otherwise; internal promotion only as a civil servant. */
export function quendasDaPersoa(p: Perfil): Quenda[] {
  const queridas: Quenda[] = p.quendas.length ? [...p.quendas] : p.funcionario ? ['libre', 'promocion_interna'] : ['libre'];
  return queridas.filter((q) => q !== 'promocion_interna' || p.funcionario);
}

/** The turns a process has places in, or undefined when its texts do not split the places. */
export function quendasDoProceso(prazas: RequisitosAvaliables['prazas']): Quenda[] | undefined {
  if (!prazas) return undefined;
  const { total, libre, promocionInterna: pi, discapacidade: disc } = prazas.valor;
  if (libre === undefined && pi === undefined && disc === undefined) return undefined;
  const libres = libre ?? Math.max(0, total - (pi ?? 0) - (disc ?? 0));
  const q: Quenda[] = [];
  if (libres > 0) q.push('libre');
  if ((pi ?? 0) > 0) q.push('promocion_interna');
  if ((disc ?? 0) > 0) q.push('discapacidade');
  return q;
}

function quenda(p: Perfil, f: RequisitosAvaliables['prazas']): MotivoPerfil {
  const minas = quendasDaPersoa(p);
  const persoa = minas.length ? minas : p.quendas.filter((q) => q !== 'promocion_interna');
  const del = quendasDoProceso(f);
  if (!del) return motivo('quenda', minas.includes('libre') ? 'quendaLibre' : 'quendaSenReparto', persoa, null, f);
  if (del.some((q) => minas.includes(q))) return motivo('quenda', 'quenda', persoa, del, f);
  const soPI = del.length === 1 && del[0] === 'promocion_interna' && !p.funcionario;
  return motivo('quenda', soPI ? 'soPromocionInterna' : 'quendaNon', persoa, del, f);
}

function persoal(p: Perfil, f: RequisitosAvaliables['tipoPersoal']): MotivoPerfil | undefined {
  if (p.persoal.length === 0) return undefined;
  if (!f) return motivo('persoal', 'nonConsta', [...p.persoal], null);
  return motivo('persoal', p.persoal.includes(f.valor) ? 'buscado' : 'nonBuscado', [...p.persoal], f.valor, f);
}

function bolsa(p: Perfil, f: RequisitosAvaliables['bolsa']): MotivoPerfil | undefined {
  if (p.bolsa === undefined) return undefined;
  const persoa = p.bolsa ? 'bolsa' : 'prazas';
  if (!f) return motivo('bolsa', 'nonConsta', persoa, null);
  return motivo('bolsa', f.valor === p.bolsa ? 'buscado' : 'nonBuscado', persoa, f.valor ? 'bolsa' : 'prazas', f);
}

/** Articles and prepositions, which bulletins contract ("Concello da Estrada" for A Estrada) or translate. */
const ENLACES = new Set(['a', 'o', 'as', 'os', 'la', 'el', 'los', 'las', 'de', 'do', 'da', 'dos', 'das', 'del']);
const nomeLugar = (s: string) => pregar(s).split(' ').filter((w) => !ENLACES.has(w)).join(' ');

/** A council of interest as the person wrote it, without "Concello de"/"Ayuntamiento de". */
function nomeConcello(c: string): string {
  return nomeLugar(c).replace(/^(concello|ayuntamiento|concellos|ayuntamientos) /, '');
}

function onde(p: Perfil, l: LugarProceso): MotivoPerfil | undefined {
  if (p.provincias.length === 0 && p.concellos.length === 0) return undefined;
  const persoa = [...p.provincias, ...p.concellos];
  const proceso = [l.organizacion, l.provincia].filter((v): v is string => !!v);
  const org = l.organizacion ? ` ${nomeLugar(l.organizacion)} ` : '';
  const concello = org && p.concellos.some((c) => { const n = nomeConcello(c); return n.length > 0 && org.includes(` ${n} `); });
  if (concello || (l.provincia && p.provincias.includes(l.provincia))) return motivo('lugar', 'buscado', persoa, proceso);
  // Not among the provinces chosen is known only when the province is; a council is told by the body's name.
  const sabese = p.provincias.length ? !!l.provincia : !!org;
  return motivo('lugar', sabese ? 'nonBuscado' : 'lugarSenDato', persoa, proceso.length ? proceso : null);
}
