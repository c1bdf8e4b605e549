import { BOP_NAMES } from 'shared/contract';
import type { ReadCache } from '../cache.js';
import type { Db } from '../db/client.js';
import { opoSearchText } from '../modules/opos/opoSearchText.js';
import { recordLabelDigest, type LabelDigestEvent } from '../notifications/events.js';
import {
  deleteOpos, edictsOfDate, insertOpo, lecturasOfDate, loadRules, oposOfEdicts, saveEstadistica, updateOpoFromAnalysis,
  updateOpoLabels, type EdictoRow, type LecturaEstado, type OpoWrite,
} from './ingestion.store.js';
import { agruparDia, agruparTrasTextos } from './agrupacion.js';
import { compileRules, type Classification } from './matcher.js';
import { classifyEdict, POLO_TEXTO_MOTIVO, TEXTO_DO_CLASIFICADOR, type Clasificacion, type Decision } from '../domain/clasificador.js';
import { hayTitulosXenericos, textosDosEdictos } from './textos.store.js';

const PUBLIC_CACHE_PREFIX = 'public:';

/** What one bulletin gave on one date: the answer of both relazar endpoints, one per bulletin. */
export interface BoletinResumo {
  bop: string;
  /** Outcome of the reading: ok, sen_boletin (a normal day without bulletin), bloqueado (robots.txt), erro, sen_lectura. */
  estado: LecturaEstado | 'sen_lectura';
  numeroEdictos: number;
  numeroOpos: number;
  numeroOposPublicadas: number;
  trazas: string[];
}

export interface AnalysisResult {
  fecha: string;
  boletins: BoletinResumo[];
  /** Competitions created by this run (not those that already existed). */
  novas: number;
  /** The grouping into processes: edicts linked to a process, processes started, links left for review. */
  procesos?: { ligadas: number; novos: number; revisar: number };
}

export interface AnalysisDeps {
  db: Db;
  cache: ReadCache;
}

const edictLine = (e: EdictoRow) => `${e.id_fuente} · ${e.organizacion} · ${e.titulo}`;

/**
 * The domain classifier's reading of an edict: its titles, issuing body, section and, once read, the start of its
 * text. The analysis of a day and the reading again of stored bodies after an upgrade (relerFeitos.ts) both call
 * this, so they read the same kind from the same inputs.
 */
export const clasificarEdicto = (edict: Pick<EdictoRow, 'bop' | 'titulo' | 'titulo_alternativo' | 'organizacion' | 'seccion'>, texto?: string): Clasificacion =>
  classifyEdict({
    bop: edict.bop, titulo: edict.titulo, tituloAlternativo: edict.titulo_alternativo, organizacion: edict.organizacion, seccion: edict.seccion,
    texto,
  });

/**
 * What becomes of one edict: an administrator's search filter, when one matches, decides as DECISIONS.md 10 says
 * (indexable publishes, otherwise review); else the domain classifier does (publish, review with its reason, drop).
 */
export function decideEdict(edict: Pick<EdictoRow, 'bop' | 'titulo' | 'titulo_alternativo' | 'organizacion' | 'seccion'>, rules: Classification, texto?: string):
  { decision: Decision; clasificacion: Clasificacion } {
  const clasificacion = clasificarEdicto(edict, texto);
  if (rules.filtro) {
    const why = `filtro de busca «${rules.filtro.textoBusqueda}» (${rules.filtro.indexable ? 'indexable' : 'para revisar'})`;
    return { decision: rules.filtro.indexable ? 'publicar' : 'revisar', clasificacion: { ...clasificacion, motivo: `${why}; clasificador: ${clasificacion.motivo}` } };
  }
  // A title that decides nothing, whose body says it is no job: kept for an administrator rather than dropped (dropping
  // it would drop its body too, and the next reading would fetch it again).
  if (clasificacion.decision === 'descartar' && clasificacion.motivo.startsWith(POLO_TEXTO_MOTIVO)) return { decision: 'revisar', clasificacion };
  return { decision: clasificacion.decision, clasificacion };
}

/**
 * Analyses the stored edicts of a date (all bulletins): search filters decide which become competitions, label
 * rules tag them, one statistic per bulletin records totals, edicts found and traces. Re-running replaces that
 * date's results; competitions an administrator edited, verified or linked to an offer keep their fields (only
 * their labels are refreshed) and are never deleted. Everything lands in one transaction with the notification digest.
 */
export async function analyzeDate(deps: AnalysisDeps, fecha: string, options: { send: boolean }): Promise<AnalysisResult> {
  const { db, cache } = deps;
  const { filters, labels } = await loadRules(db);
  const rules = compileRules(filters, labels);
  const edicts = await edictsOfDate(db, fecha);
  const lecturas = new Map((await lecturasOfDate(db, fecha)).map((l) => [l.bop, l]));
  // An edict whose body has been read is classified with it (its start): a title that decides nothing ("Edicto") takes
  // its object from it, a title naming only its post its step. Only competitions have bodies, so only theirs load; the
  // reading again of stored bodies after an upgrade reads the same (relerFeitos.ts), so the two agree on the kind.
  const textos = await textosDosEdictos(db, edicts.map((e) => e.uuid), TEXTO_DO_CLASIFICADOR);
  const decisions = edicts.map((e) => {
    const matched = rules.classify({ bop: e.bop, titulo: e.titulo, tituloAlternativo: e.titulo_alternativo, organizacion: e.organizacion });
    return { edict: e, matched, etiquetas: matched.etiquetas, ...decideEdict(e, matched, textos.get(e.uuid)) };
  });

  const result = await db.transaction(async (tx) => {
    const existing = new Map((await oposOfEdicts(tx, edicts.map((e) => e.uuid))).map((o) => [o.edicto_uuid, o]));
    const digest: LabelDigestEvent['opos'] = [];
    const toDelete: string[] = [];
    const perBop = new Map<string, { total: number; opos: number; publicadas: number; found: string[]; keptByAdmin: number; descartadas: number }>();
    let novas = 0;
    for (const { edict, decision, clasificacion, etiquetas } of decisions) {
      const stats = perBop.get(edict.bop) ?? { total: 0, opos: 0, publicadas: 0, found: [], keptByAdmin: 0, descartadas: 0 };
      perBop.set(edict.bop, stats);
      stats.total += 1;
      const current = existing.get(edict.uuid);
      // An administrator's edit or link is kept; a link the analysis made is redone by the grouping below.
      const protectedByAdmin = current !== undefined && (current.editado_admin || (current.uuid_proceso_selectivo !== null && !current.ligazon_automatica));
      if (decision === 'descartar') {
        if (clasificacion.emprego === false && clasificacion.motivo.startsWith('non é emprego')) stats.descartadas += 1;
        if (current && !protectedByAdmin) toDelete.push(current.uuid);
        if (protectedByAdmin) {
          stats.keptByAdmin += 1;
          await updateOpoLabels(tx, current.uuid, etiquetas, opoSearchText({ ...current, bop: edict.bop, etiquetas }));
        }
        continue;
      }
      const write: OpoWrite = {
        bopUuid: edict.bop_uuid,
        bop: edict.bop,
        fecha,
        edictoUuid: edict.uuid,
        organizacion: edict.organizacion,
        descripcion: edict.titulo,
        urlDetalle: edict.url_detalle,
        etiquetas,
        verificado: decision === 'publicar',
        textoNormalizado: '',
        tipoEdicto: clasificacion.tipo,
        motivoClasificacion: clasificacion.motivo,
      };
      stats.opos += 1;
      stats.found.push(edictLine(edict));
      if (protectedByAdmin) {
        await updateOpoLabels(tx, current.uuid, etiquetas, opoSearchText({ ...current, bop: edict.bop, etiquetas }));
        if (current.verificado) stats.publicadas += 1;
        continue;
      }
      write.textoNormalizado = opoSearchText(write);
      if (write.verificado) stats.publicadas += 1;
      if (current) {
        await updateOpoFromAnalysis(tx, current.uuid, write);
      } else {
        const uuid = await insertOpo(tx, write);
        novas += 1;
        if (write.verificado) {
          digest.push({ uuid, organizacion: write.organizacion, descripcion: write.descripcion, urlDetalle: write.urlDetalle, bop: write.bop, etiquetas });
        }
      }
    }
    await deleteOpos(tx, toDelete);
    const agrupacion = await agruparDia(tx, fecha);

    const boletins: BoletinResumo[] = [];
    for (const bop of BOP_NAMES) {
      const lectura = lecturas.get(bop);
      const stats = perBop.get(bop);
      if (!lectura && !stats) continue;
      const trazas = [
        ...(lectura?.trazas ? lectura.trazas.split('\n').filter(Boolean) : []),
        `Análise: ${stats?.total ?? 0} edictos, ${stats?.opos ?? 0} opos (${stats?.publicadas ?? 0} publicadas, ${(stats?.opos ?? 0) - (stats?.publicadas ?? 0)} para revisar)` +
          (stats?.descartadas ? `; ${stats.descartadas} semellantes descartados (axudas, licitacións, cursos…)` : '') +
          (stats?.keptByAdmin ? `; ${stats.keptByAdmin} editadas por un administrador consérvanse aínda sen filtro que as recoñeza` : ''),
      ];
      await saveEstadistica(tx, { bop, fecha, trazas: trazas.join('\n'), total: stats?.total ?? 0, opos: stats?.opos ?? 0, edictos: stats?.found ?? [] });
      boletins.push({
        bop,
        estado: lectura?.estado ?? 'sen_lectura',
        numeroEdictos: stats?.total ?? 0,
        numeroOpos: stats?.opos ?? 0,
        numeroOposPublicadas: stats?.publicadas ?? 0,
        trazas,
      });
    }
    await recordLabelDigest(tx, { fecha, opos: digest }, { send: options.send });
    return { fecha, boletins, novas, procesos: agrupacion };
  });
  cache.clear(PUBLIC_CACHE_PREFIX);
  return result;
}

/**
 * After bodies of a date were read: its processes are grouped again with them (their references, facts, titles and
 * deadlines); when one of them belongs to an edict kept for its body (a title that decides nothing), the whole date is
 * analysed again, so that body decides what the edict is (job step and kind, or not a job) before the grouping.
 * Nothing is sent: the day's digest went with the reading.
 */
export async function trasLerTextos(deps: AnalysisDeps, fecha: string, lock: <T>(fn: () => Promise<T>) => Promise<T>): Promise<void> {
  if (await hayTitulosXenericos(deps.db, fecha)) {
    await lock(() => analyzeDate(deps, fecha, { send: false }));
    return;
  }
  await lock(() => deps.db.transaction((tx) => agruparTrasTextos(tx, [fecha])));
  deps.cache.clear(PUBLIC_CACHE_PREFIX);
}
