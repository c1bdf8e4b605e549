import type { Feito, PostoConvocado } from 'shared/contract';
import { grupoDoTramo } from './clasificacion.js';
import { cita, type Documento } from './documento.js';
import { palabrasPosto, type ItemPosto } from './posto.js';

/** Names that are the staff's kind, not a post: "persoal funcionario", "funcionario/a de carreira". */
const NON_POSTO = /^(?:persoal|personal|funcionari|laboral|interin|vacantes?\b|prazas?\b|plazas?\b)/;
const LIBRE = /\b(?:quenda|turno|acceso|oposicion|concurso-oposicion) libre\b|\bpor (?:la |a )?(?:quenda|turno) (?:de acceso )?libre\b/;
const PROMOCION = /\bpromocion interna\b/;
const DISCAPACIDADE = /\b(?:reserva|reservad[oa]s?)\b[^.;]{0,40}\bdiscapacidad/;

/**
 * The posts of a call of several, in the order printed (issue 22): each named item where the call is described
 * ("Tres plazas de Ingeniero/a Técnico/a de Obras Públicas, …, Subgrupo A2, …, turno libre. Dos plazas de
 * Administrativo/a, …, Subgrupo C1, …, promoción interna."), with its places, and the group and turn stated between it
 * and the next item. One post named twice is one; fewer than two posts is no list. The quote is the items' sentences.
 */
export function lerPostos(doc: Documento, itens: ItemPosto[]): Feito<PostoConvocado[]> | undefined {
  const postos: (PostoConvocado & { chave: string })[] = [];
  const frases: number[] = [];
  const validos = itens.filter((it) => !NON_POSTO.test(palabrasPosto(it.nome).join(' ')));
  validos.forEach((it, i) => {
    const f = doc.frases[it.frase];
    const seguinte = validos[i + 1];
    // What is said of this post: from its name to the next item in the same sentence, or to the sentence's end.
    const fin = seguinte && seguinte.frase === it.frase ? seguinte.ini : f.fin;
    const tramo = doc.norm.slice(it.fin, Math.max(it.fin, fin));
    const grupo = grupoDoTramo(tramo, it.grupoCela);
    const quenda = it.quenda ?? (PROMOCION.test(tramo) ? 'promocionInterna' : DISCAPACIDADE.test(tramo) ? 'discapacidade' : LIBRE.test(tramo) ? 'libre' : undefined);
    const chave = palabrasPosto(it.nome).join(' ');
    const mesmo = postos.find((p) => p.chave === chave && (!grupo || !p.grupo || p.grupo === grupo) && (!quenda || !p.quenda || p.quenda === quenda));
    if (mesmo) {
      // The same post named again (the bases' heading after the announcement's list): what it adds, nothing more.
      mesmo.prazas ??= it.prazas;
      mesmo.grupo ??= grupo;
      mesmo.quenda ??= quenda;
      return;
    }
    postos.push({ chave, nome: it.nome, ...(it.prazas ? { prazas: it.prazas } : {}), ...(grupo ? { grupo } : {}), ...(quenda ? { quenda } : {}) });
    if (!frases.includes(it.frase)) frases.push(it.frase);
  });
  if (postos.length < 2) return undefined;
  const texto = frases.map((i) => String(cita(doc, doc.frases[i], doc.frases[i].ini, doc.frases[i].fin))).join(' ');
  const completos = postos.every((p) => p.prazas);
  return {
    valor: postos.map(({ chave: _c, ...p }) => p),
    cita: texto.length > 900 ? `${texto.slice(0, 900).replace(/\s+\S*$/, '')} […]` : texto,
    confianza: completos ? 0.8 : 0.6,
  };
}
