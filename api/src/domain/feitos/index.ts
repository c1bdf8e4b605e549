import type { FeitosDoTexto } from 'shared/contract';
import { novoLectorClasificacion } from './clasificacion.js';
import { novoLectorDatas } from './datas.js';
import { lerDocumento, type Documento } from './documento.js';
import type { ContextoFeitos, Lector } from './lector.js';
import { novoLectorPosto } from './posto.js';
import { lerPostos } from './postos.js';
import { novoLectorRequisitos } from './requisitos.js';
import { novoLectorSolicitude } from './solicitude.js';
import { novoLectorTitulacion } from './titulacion.js';

export type { ContextoFeitos } from './lector.js';
export { feitosDoProceso, type FeitosDeEdicto } from './proceso.js';

/**
 * A reader's result, asked through one call site for every reader: the call is not inlined into lerFeitos, whose
 * optimised code would otherwise be thrown away each time a result of a new shape (the facts it holds) comes back.
 */
// (the shapes of the results are many, each fact present or not: inlined, they deoptimised lerFeitos a score of times
// in the bench's first thousand bodies, each time to be compiled again)
const resultadoDe = <R>(l: Lector<R>): R => l.resultado();

/**
 * The facts of one edict read from its whole text (issue 22): post, places, group, staff type, system, job pool,
 * qualification, Galician, driving licence, age, fee, electronic office, application period and exam dates, each with
 * the sentence it came from and a confidence. The title takes part as a sentence of its own, below the body's object.
 * One pass over the sentences; pure (no I/O, no clock).
 */
export function lerFeitos(texto: string, contexto: ContextoFeitos): FeitosDoTexto {
  const doc = lerDocumento(texto ?? '', contexto.titulo ?? '');
  const clasificacion = novoLectorClasificacion(doc, contexto);
  const posto = novoLectorPosto(doc, contexto);
  const titulacion = novoLectorTitulacion(doc, contexto);
  const requisitos = novoLectorRequisitos(doc, contexto);
  const solicitude = novoLectorSolicitude(doc, contexto);
  const datas = novoLectorDatas(doc, contexto);
  const lectores = [clasificacion, posto, titulacion, requisitos, solicitude, datas];
  const frases = doc.frases;
  for (let i = 0; i < frases.length; i++) {
    const f = frases[i];
    // The syllabus states no fact of the call, and is most of a long body.
    if (f.norm.length < 4 || f.seccion === 'temario') continue;
    for (const l of lectores) l.frase(f, i);
  }
  return reunir(doc, contexto, clasificacion, posto, titulacion, requisitos, solicitude, datas);
}

/**
 * The readers' results put together: a function of its own, apart from lerFeitos' loop over the sentences. The results'
 * many shapes (each fact present or not) send its optimised code back to be compiled again several times in the
 * bench's first bodies; inside lerFeitos each of those recompiled the whole loop and the readers' set-up with it.
 */
function reunir(
  doc: Documento,
  contexto: ContextoFeitos,
  clasificacion: ReturnType<typeof novoLectorClasificacion>,
  posto: ReturnType<typeof novoLectorPosto>,
  titulacion: ReturnType<typeof novoLectorTitulacion>,
  requisitos: ReturnType<typeof novoLectorRequisitos>,
  solicitude: ReturnType<typeof novoLectorSolicitude>,
  datas: ReturnType<typeof novoLectorDatas>,
): FeitosDoTexto {
  const { variosGrupos, variosTipos, ...c } = resultadoDe(clasificacion);
  const { variosPostos, itens, ...pp } = resultadoDe(posto);
  const { carneDunPosto, ...req } = resultadoDe(requisitos);
  // An offer of several posts is not a process: each post is called later by its own bases.
  if (contexto.tipo === 'oep' && (variosPostos || variosGrupos || variosTipos)) return {};
  // An offer of one post lists a permanent place: never a pool (the convention of every set since 2026-11-30), said by
  // the sentence that names the post.
  if (contexto.tipo === 'oep' && pp.posto && !c.bolsa) c.bolsa = { valor: false, cita: pp.posto.cita, confianza: 0.6 };
  // (the one group the call states, "ingreso no corpo de axudantes facultativos, subgrupo C1", for a list of its
  // specialities that prints none of its own)
  const postos = variosPostos ? lerPostos(doc, itens, variosGrupos ? undefined : c.grupo?.valor) : undefined;
  if (variosPostos) {
    // A joint announcement of several posts: no single post, number of places, group, or system; the list of its posts.
    delete pp.posto;
    delete pp.prazas;
    delete c.grupo;
    if (c.sistema && c.sistema.confianza < 0.6) delete c.sistema;
    // "Dúas prazas de inspector/a…, persoal funcionario de carreira…; cinco prazas de operario/a…, persoal laboral fixo":
    // posts of different staff types, no one type of the call (a call of several is labelled when they all share it).
    if (variosTipos) delete c.tipoPersoal;
    // "Para a praza de oficial/a esixirase o permiso B", "Condutor/a: permiso da clase C": the licence (and the degree,
    // "Director/a: grao…") of one of the posts, not of the call, as the sets label several posts.
    delete req.carne;
  }
  solicitude.grupoTaxa(c.grupo?.valor, variosPostos, postos?.valor.map((p) => p.nome));
  const tit = resultadoDe(titulacion);
  if (variosPostos) delete tit.titulacion;
  const todo: FeitosDoTexto = { ...pp, ...(postos ? { postos } : {}), ...c, ...tit, ...req, ...resultadoDe(solicitude), ...resultadoDe(datas) };
  // Facts not read are absent, not undefined keys.
  for (const k of Object.keys(todo) as (keyof FeitosDoTexto)[]) if (todo[k] === undefined) delete todo[k];
  return todo;
}
