import { lerOep, mesmoPosto } from '../oep.js';
import { OFERTAS, type OfertaEtiquetada } from './oep/ofertas.js';

export interface AvaliacionOep {
  ofertas: number;
  liñasEtiquetadas: number;
  liñasLidas: number;
  /** Lines read whose post, group and places all match a labelled line. */
  acertos: number;
  precision: number;
  recall: number;
  /** Offers whose every line is read right and nothing else. */
  ofertasExactas: number;
  /** Offers whose places approved in total are right. */
  totaisExactos: number;
  anosExactos: number;
  erros: string[];
}

/** Reads every hand-counted offer (corpus/oep, or the set given) and compares its lines with the labels. */
export function avaliarOep(ofertas: OfertaEtiquetada[] = OFERTAS): AvaliacionOep {
  let etiquetadas = 0;
  let lidas = 0;
  let acertos = 0;
  let exactas = 0;
  let totais = 0;
  let anos = 0;
  const erros: string[] = [];
  for (const o of ofertas) {
    const lida = lerOep(o.texto, o.titulo);
    etiquetadas += o.postos.length;
    lidas += lida.postos.length;
    const libres = [...o.postos];
    let bos = 0;
    for (const l of lida.postos) {
      const i = libres.findIndex((e) => mesmoPosto(e.posto, l.posto) && e.grupo === l.grupo && e.prazas === l.prazas);
      if (i >= 0) { libres.splice(i, 1); bos += 1; } else erros.push(`${o.id}: lido de máis ou mal «${l.posto}» ${l.grupo ?? '-'} ${l.prazas}`);
    }
    for (const e of libres) erros.push(`${o.id}: non lido «${e.posto}» ${e.grupo ?? '-'} ${e.prazas}`);
    acertos += bos;
    if (bos === o.postos.length && lida.postos.length === o.postos.length) exactas += 1;
    if (lida.postos.reduce((s, l) => s + l.prazas, 0) === o.postos.reduce((s, l) => s + l.prazas, 0)) totais += 1;
    if ((lida.ano ?? 0) === o.ano) anos += 1;
    else erros.push(`${o.id}: ano ${lida.ano} en vez de ${o.ano}`);
  }
  return {
    ofertas: ofertas.length, liñasEtiquetadas: etiquetadas, liñasLidas: lidas, acertos,
    precision: lidas ? acertos / lidas : 0, recall: etiquetadas ? acertos / etiquetadas : 0,
    ofertasExactas: exactas, totaisExactos: totais, anosExactos: anos, erros,
  };
}
