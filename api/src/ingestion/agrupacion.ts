import type { Queryable } from '../db/client.js';
import { classifyEdict, JOB_KINDS, type TipoEdicto } from '../domain/clasificador.js';
import { canonicalBodyKey, nomeDoOrganismo } from '../domain/organismos.js';
import { feitosDoProceso } from '../domain/feitos/index.js';
import { colunasDosFeitos } from '../domain/feitos/columnas.js';
import { prazoDoProceso } from '../domain/prazoDoProceso.js';
import {
  CHAMADAS, chaveDoEdicto, chaveDoProceso, corpoDoEdicto, escollerProceso, etapaDoProceso, nomeDoPosto, sedeDoEdicto, tituloDoProceso, rotuloDosPostos, rotuloSenPosto, type EdictoDeProceso, type ProcesoEnCurso,
} from '../domain/procesos.js';
import { normalizeText } from '../text.js';
import {
  actualizarResumoProceso, borrarProcesosBaleiros, crearProcesoAutomatico, desligarAutomaticas, edictosDosProcesos, gardarChaveCorpo,
  ligarOpo, ordenarFasesPorData, procesosBaleiros, oposParaAgrupar, procesosCandidatos, procesosSenChave, slugOcupado, type EdictoDeProcesoRow, type OpoParaAgrupar,
} from './agrupacion.store.js';

/** How far back a process can still take a new edict. */
const WINDOW_DAYS = 730;

const minusDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** A free friendly URL for a new process: its headline and year, numbered when taken. */
export async function slugLibre(db: Queryable, titulo: string, fecha: string): Promise<string> {
  const base = `${normalizeText(titulo).replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 70).replace(/-+$/, '') || 'proceso'}-${fecha.slice(0, 4)}`;
  let slug = base;
  for (let n = 2; await slugOcupado(db, slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

/** The issue number a reading stored ("45", "Núm. 45"), as a number; undefined when none. */
const issueNumber = (n: string | null | undefined): number | undefined => {
  const m = n ? /\d{1,4}/.exec(n) : null;
  return m ? Number(m[0]) : undefined;
};

const toEdicto = (o: OpoParaAgrupar): EdictoDeProceso => ({
  id: o.uuid, bop: o.bop, fecha: o.fecha_bop.slice(0, 10), titulo: o.descripcion, tituloAlternativo: o.titulo_alternativo || undefined,
  organizacion: o.organizacion, tipo: (o.tipo_edicto || 'convocatoria_bases') as TipoEdicto, texto: o.texto ?? undefined, feitos: o.feitos ?? undefined,
  numero: issueNumber(o.numero_boletin),
});

const rowToEdicto = (r: EdictoDeProcesoRow): EdictoDeProceso => ({
  id: r.opo_uuid ?? r.fase_uuid, bop: r.bop, fecha: (r.fecha_bop ?? '').slice(0, 10), titulo: r.titulo, tituloAlternativo: r.titulo_alternativo || undefined,
  // A phase an administrator typed has no kind: the classifier reads its title.
  organizacion: r.organizacion, tipo: (r.tipo_edicto || classifyEdict({ bop: r.bop, titulo: r.titulo, organizacion: r.organizacion }).tipo) as TipoEdicto,
  texto: r.texto ?? undefined, feitos: r.feitos ?? undefined, numero: issueNumber(r.numero_boletin),
});

const SISTEMAS: Record<string, string> = { oposicion: 'Oposición', 'concurso-oposicion': 'Concurso-oposición', concurso: 'Concurso' };
const QUENDAS: Record<string, string> = { libre: 'quenda libre', promocion_interna: 'promoción interna', mobilidade: 'mobilidade', discapacidade: 'quenda de discapacidade' };
/** The selection system and turn as the process page shows them ("Concurso-oposición · quenda libre"). */
function sistemaDe(chave: { sistema: string | null; quenda: string | null }): string {
  return [chave.sistema ? SISTEMAS[chave.sistema] : '', chave.quenda ? QUENDAS[chave.quenda] : ''].filter(Boolean).join(' · ');
}

/** The edicts that best name a process first: calls before later steps, the Galician bulletins before the BOE. */
const namingOrder = (edictos: EdictoDeProceso[]): EdictoDeProceso[] => [...edictos].sort((a, b) =>
  Number(a.tipo === 'correccion') - Number(b.tipo === 'correccion') || Number(a.bop === 'BOE') - Number(b.bop === 'BOE')
  || Number(!CHAMADAS.includes(a.tipo)) - Number(!CHAMADAS.includes(b.tipo)) || a.fecha.localeCompare(b.fecha));

/** A process's headline from its edicts: "Auxiliar administrativo/a · 2 prazas C2 · Concello de Oleiros". */
export function tituloDosEdictos(edictos: EdictoDeProceso[]): { titulo: string; organizacion: string } | null {
  const chave = chaveDoProceso(edictos);
  if (!chave) return null;
  const ordered = namingOrder(edictos);
  const nome = ordered.map((e) => nomeDoPosto(e.titulo) || (e.tituloAlternativo ? nomeDoPosto(e.tituloAlternativo) : '') || (e.feitos?.posto ? nomeDoPosto(e.feitos.posto.valor.nome) : '')).find(Boolean)
    // a call of several posts that no edict names one by one: its posts ("Enxeñeiro/a técnico/a… e administrativo/a")
    || rotuloDosPostos(ordered.find((e) => e.feitos?.postos)?.feitos?.postos?.valor.map((p) => p.nome) ?? []);
  const organizacion = nomeDoOrganismo(ordered[0].organizacion, ordered[0].bop);
  return { titulo: tituloDoProceso(chave, organizacion, nome, edictos.map((e) => `${e.titulo} ${e.tituloAlternativo ?? ''}`), rotuloSenPosto(edictos.map((e) => e.tipo), edictos.map((e) => e.titulo))), organizacion };
}

/** Recomputes what a process shows: its stage and its application deadline. */
export async function resumirProcesos(db: Queryable, uuids: string[]): Promise<void> {
  if (!uuids.length) return;
  const rows = await edictosDosProcesos(db, uuids);
  for (const uuid of uuids) {
    const edictos = rows.filter((r) => r.proceso_uuid === uuid).map(rowToEdicto).filter((e) => e.fecha);
    // the municipality whose local holidays count: the seat of the body (a health area's city for its management's calls)
    const concello = edictos[0] ? sedeDoEdicto(edictos[0]) ?? undefined : undefined;
    const prazo = prazoDoProceso(edictos, concello);
    await ordenarFasesPorData(db, uuid);
    const feitos = feitosDoProceso(edictos.filter((e) => e.feitos).map((e) => ({ edicto: e.id, tipo: e.tipo, fecha: e.fecha, feitos: e.feitos! })));
    await actualizarResumoProceso(db, uuid, {
      titulo: tituloDosEdictos(edictos)?.titulo ?? null,
      feitos,
      colunas: colunasDosFeitos(feitos),
      etapa: edictos.length ? etapaDoProceso(edictos.map((e) => e.tipo)) : '',
      prazoUltimoDia: prazo?.ultimoDia ?? null,
      prazoTexto: prazo?.texto ?? '',
      prazoEstimado: prazo?.estimado ?? false,
      prazoPendente: prazo?.pendente ?? false,
      concello: concello ?? '',
    });
  }
}

/**
 * Groups the competitions of a date into processes: each finds the process it belongs to (same body, post, places,
 * turn, year, cross-references, order of steps; domain/procesos.ts) or starts one. Uncertain links are kept and marked
 * for an administrator. Re-running replaces only automatic links; what an administrator decided is left alone.
 */
export async function agruparDia(db: Queryable, fecha: string): Promise<{ ligadas: number; novos: number; revisar: number }> {
  for (const p of await procesosSenChave(db)) {
    await gardarChaveCorpo(db, p.uuid, corpoDoEdicto({ organizacion: p.organizacion, bop: p.bop, titulo: p.descripcion || p.titulo }) || canonicalBodyKey(p.titulo));
  }
  const opos = await oposParaAgrupar(db, fecha);
  const touched = new Set(await desligarAutomaticas(db, opos.map((o) => o.uuid)));
  // A process emptied by the unlinking keeps its identity (address, subscribers) if its first edict starts it again.
  const emptied = new Map((await procesosBaleiros(db, [...touched])).map((p) => [p.uuid_opo_inicio, p.uuid]));
  let ligadas = 0;
  let novos = 0;
  let revisar = 0;
  for (const o of opos) {
    const edicto = toEdicto(o);
    const chave = chaveDoEdicto(edicto);
    // Only steps of a selective process join one; what a filter forced in (a contract, a grant…) stands alone.
    const isJob = (JOB_KINDS as readonly string[]).includes(edicto.tipo);
    const chaveCorpo = chave.corpo || canonicalBodyKey(o.organizacion);
    const candidatosRows = isJob ? await procesosCandidatos(db, chaveCorpo, minusDays(edicto.fecha, WINDOW_DAYS)) : [];
    const edictos = await edictosDosProcesos(db, candidatosRows.map((c) => c.uuid));
    const candidatos: ProcesoEnCurso[] = candidatosRows.map((c) => {
      const own = edictos.filter((r) => r.proceso_uuid === c.uuid).map(rowToEdicto).filter((e) => e.fecha);
      // A hand-made process names its post in its own title; an automatic one's title is made from its edicts.
      return { chave: chaveDoProceso(own, c.automatico ? '' : c.titulo) ?? chave, edictos: own };
    });
    const usable = candidatos.map((c, i) => ({ c, i })).filter(({ c }) => c.edictos.some((e) => (JOB_KINDS as readonly string[]).includes(e.tipo)));
    const choice = escollerProceso(edicto, usable.map(({ c }) => c));
    let procesoUuid: string;
    if (choice.indice !== null && choice.ligazon) {
      procesoUuid = candidatosRows[usable[choice.indice].i].uuid;
      ligadas += 1;
      if (choice.revisar) revisar += 1;
    } else if (emptied.has(o.uuid)) {
      procesoUuid = emptied.get(o.uuid)!;
      emptied.delete(o.uuid);
      novos += 1;
    } else {
      const { titulo, organizacion } = tituloDosEdictos([edicto])!;
      const slug = await slugLibre(db, titulo, edicto.fecha);
      procesoUuid = await crearProcesoAutomatico(db, {
        // Its edicts carry the labels; a process's own labels are an administrator's choice (the label's list of offers).
        urlAmigable: slug, organizacion, bop: o.bop, titulo, descripcion: o.descripcion, etiquetas: [],
        fecha: edicto.fecha, chaveCorpo, chave, mostrable: o.verificado, uuidOpoInicio: o.uuid, sistemaSeleccion: sistemaDe(chave),
      });
      novos += 1;
    }
    await ligarOpo(db, {
      opoUuid: o.uuid, procesoUuid, titulo: o.descripcion, fecha: edicto.fecha, bop: o.bop, urlDetalle: o.url_detalle, tipoEdicto: edicto.tipo,
      confianza: choice.ligazon?.confianza ?? 1, evidencias: (choice.ligazon?.evidencias ?? ['primeiro edicto do proceso']).join('; '),
      revisar: choice.indice !== null && choice.revisar,
    });
    touched.add(procesoUuid);
  }
  await borrarProcesosBaleiros(db, [...touched]);
  await resumirProcesos(db, [...touched]);
  return { ligadas, novos, revisar };
}

/**
 * Once the texts of some competitions are read (the day's bodies, or pending ones fetched later), their days are
 * grouped again: the references and facts of the texts take part, and each process's title and deadline follow.
 */
export async function agruparTrasTextos(db: Queryable, fechas: string[]): Promise<void> {
  for (const fecha of [...new Set(fechas)].sort()) await agruparDia(db, fecha);
}
