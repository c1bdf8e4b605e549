import type { Feito, Grupo, PostoConvocado } from 'shared/contract';
import { grupoDoTramo } from './clasificacion.js';
import { cita, dobrar, type Documento } from './documento.js';
import { NUMERO, valorNumero } from './numeros.js';
import { compatibles, contaTras, MAX_PRAZAS, palabrasPosto, quendaDoTramo, type ItemPosto } from './posto.js';

/** Right before a post's name, its place: "Na praza de ", "en la plaza de ", "nas dúas prazas de "; folded. */
const PRAZA_DE_ANTES = /\b(?:praza|plaza)s?\s+(?:de|do|da|del)\s+$/;
/** Right after it, a bracket: "(escala de administración xeral, subescala auxiliar, subgrupo C2)"; folded. */
const PARENTESE_TRAS = /^\s*\(([^()]{1,140})\)/;
/** After the last post of a sentence, the words that say the rest of it of every post: ", ambas equiparadas…", ", todas ellas…"; folded. */
const TODOS_TRAS = /[,;]\s*(?:ambas|ambos|todas|todos)(?:\s+(?:elas|eles|ellas|ellos|duas|dous|dos|as prazas|las plazas|os postos|los puestos))?\s|[,;]\s*(?:(?:encadrad|integrad|asimilad|incluid|equiparad|pertencentes|pertenecientes)\w*\s+)?(?:estas|estes|estos|as|os|las|los)\s+(?:duas|dous|dos|tres|catro|cuatro|cinco)\s+(?:ultimas|ultimos)\s/;
// (or "…, encadradas estas tres últimas en agrupacións profesionais": the posts of the sentence after the first that print none)
/** How far after a post's sentence its fields may run ("Número de prazas: 1. Asimilación: subgrupo C2."). */
const CAMPOS_DO_POSTO = 400;
/** A post named as a field: "A) Denominación: ", "Categoría: ", "Denominación de la plaza: "; folded. */
const DENOMINACION = /\b(?:denominacion|categoria|posto|puesto|praza|plaza)(?:\s+(?:da|de la|do|del)\s+(?:praza|plaza|posto|puesto))?\s*:\s*$/;
/** …or the item read with its field's label: "a) denominacion: oficial/a de pintura"; folded. */
const DENOMINACION_NO_ITEM = /^(?:[a-z\d]{1,3}[).]\s*-?\s*)?(?:denominacion|categoria|posto|puesto|praza|plaza)\b[^:]{0,25}:/;
/** Names that are the staff's kind, not a post: "persoal funcionario", "funcionario/a de carreira". */
const NON_POSTO = /^(?:persoal|personal|funcionari|laboral|interin|vacantes?\b|prazas?\b|plazas?\b)/;
/** …but the staff of a field is a category: "Persoal de servizos xerais", "Persoal de limpeza", "Personal de oficios"; folded. */
const PERSOAL_DE_CAMPO = /^(?:persoal|personal)\s+(?:de|do|dos|del|de los)\s+(?!(?:carreira|carrera|administracion|apoio|apoyo|confianza|alta)\b)[a-z]{4,}/;
/** The count that opens an item: "Tres", "dúas (2)", "- Un/unha (1)", "una"; null for an article ("a praza de"). */
const CONTA_ITEM = new RegExp(`(?:^|[\\s(-])(${NUMERO})(?:\\/[a-z]+)?\\s*(?:\\(|(?:novas?|nuevas?)\\s|(?:prazas?|plazas?|postos?|puestos?)\\b|$)`);
function contaDoItem(s: string): number | undefined {
  const dixitos = /\(\s*(\d{1,4})\s*\)/.exec(s);
  if (dixitos && !/^(?:19|20)\d\d$/.test(dixitos[1])) return Number(dixitos[1]);
  const m = CONTA_ITEM.exec(s.trim());
  const v = m ? valorNumero(m[1], 'gl') ?? valorNumero(m[1], 'es') : null;
  return v && v <= MAX_PRAZAS ? v : undefined;
}

/**
 * The posts of a call of several, in the order printed (issue 22): each named item where the call is described
 * ("Tres plazas de Ingeniero/a Técnico/a de Obras Públicas, …, Subgrupo A2, …, turno libre. Dos plazas de
 * Administrativo/a, …, Subgrupo C1, …, promoción interna."), with its places, and the group and turn stated between it
 * and the next item. One post named twice is one; fewer than two posts is no list. The quote is the items' sentences.
 */
export function lerPostos(doc: Documento, itens: ItemPosto[], grupoComun?: Grupo): Feito<PostoConvocado[]> | undefined {
  const postos: (PostoConvocado & { chave: string })[] = [];
  const frases: number[] = [];
  const lidos = itens.map((it) => ({ ...it, chave: palabrasPosto(it.nome).join(' ') })).filter((it) => !NON_POSTO.test(it.chave) || PERSOAL_DE_CAMPO.test(dobrar(it.nome.toLowerCase())));
  // A title or heading that names the posts short, their shared complement printed once at the end ("…dunha praza de
  // oficial e dúas prazas de axente da Policía Local"), and lines below that name each in full: the short name is the
  // post whose name it opens with that complement ("oficial" -> "oficial da policía local"), in the short name's place.
  // (class: a call of several posts whose title shares one complement; "oficial de obras" and "oficial de obras
  // condutor" on lines of their own share none, and stay two)
  const validos = lidos.map((it) => {
    const longo = lidos.find((o) => o.frase > it.frase && o.chave.startsWith(`${it.chave} `));
    if (!longo) return it;
    const complemento = longo.chave.slice(it.chave.length);
    return lidos.some((o) => o !== it && o.frase === it.frase && o.chave.endsWith(complemento) && o.chave !== complemento.trim()) ? { ...it, nome: longo.nome, chave: longo.chave } : it;
  });
  const datos = validos.map((it, i) => {
    const f = doc.frases[it.frase];
    const seguinte = validos[i + 1];
    // What is said of this post: from its name to the next item in the same sentence, or to the sentence's end.
    const fin = seguinte && seguinte.frase === it.frase ? seguinte.ini : f.fin;
    const tramo = doc.norm.slice(it.fin, Math.max(it.fin, fin));
    // (a post described field by field, each a sentence of its own, "A) Denominación: oficial/a de pintura. Número de
    // prazas: 1. Asimilación: subgrupo C2. Quenda: libre.": its group in the sentences after its name, up to the next
    // post's sentence or the paragraph's end)
    const ate = Math.min(seguinte && seguinte.frase !== it.frase ? doc.frases[seguinte.frase].ini : f.fin + CAMPOS_DO_POSTO, f.fin + CAMPOS_DO_POSTO);
    const campos = doc.norm.slice(f.fin, Math.max(f.fin, ate)).split('\n\n')[0];
    const grupo = grupoDoTramo(tramo, it.grupoCela) ?? (DENOMINACION.test(doc.norm.slice(Math.max(0, it.ini - 40), it.ini)) || DENOMINACION_NO_ITEM.test(doc.norm.slice(it.ini, it.fin)) ? grupoDoTramo(campos) : undefined);
    const quenda = it.quenda ?? quendaDoTramo(tramo);
    // (the count before the name, else the one printed after it: "Escala de xestión (subgrupo A2): catro prazas")
    const prazas = it.prazas ?? (it.conta !== undefined ? contaDoItem(doc.norm.slice(it.ini, it.conta)) : undefined) ?? contaTras(tramo);
    return { grupo, quenda, prazas };
  });
  // ("…dunha praza de Operario/a de Servizos Múltiples… e dunha praza de Operario/a de Limpeza Viaria, ambas equiparadas
  // ás agrupacións profesionais", "…, todas ellas del subgrupo C1": a group said of every post of the sentence after
  // the last one is each post's of that sentence that prints none of its own)
  validos.forEach((it, i) => {
    if (validos[i + 1]?.frase === it.frase || i === 0 || validos[i - 1].frase !== it.frase) return;
    const f = doc.frases[it.frase];
    const m = TODOS_TRAS.exec(doc.norm.slice(it.fin, f.fin));
    const grupo = m ? grupoDoTramo(doc.norm.slice(it.fin + m.index, f.fin)) : undefined;
    if (!grupo) return;
    for (let k = i; k >= 0 && validos[k].frase === it.frase; k--) datos[k].grupo ??= grupo;
  });
  // A body printed whole in Galician and then in Spanish (as the BOP of Ourense prints some): its list twice, the second
  // half the first's posts in the same order, each in the other language with the same places and group
  // ("Enxeñeiro/a de camiños, canais e portos | A1 | 1" … "Ingeniero/a de caminos, canales y puertos | A1 | 1" …): each post once.
  const metade = validos.length / 2;
  if (Number.isInteger(metade) && metade >= 2 && validos[metade].frase > validos[metade - 1].frase
    && validos.slice(0, metade).every((a, i) => {
      const b = validos[metade + i];
      const [x, y] = [datos[i], datos[metade + i]];
      return x.prazas === y.prazas && x.grupo === y.grupo && palabrasPosto(a.nome).length === palabrasPosto(b.nome).length && compatibles(a.nome, b.nome);
    })) validos.splice(metade);
  validos.forEach((it, i) => {
    const { grupo, quenda, prazas } = datos[i];
    const { chave } = it;
    // "- Un/a Conductor/a de motobomba." then "Para la plaza de conductor/a se exige el permiso C": a post of the list named
    // again short, the head of its name, with no count of its own: that post, no other.
    if (!prazas && postos.some((p) => p.chave.startsWith(`${chave} `))) return;
    const mesmo = postos.find((p) => p.chave === chave && (!grupo || !p.grupo || p.grupo === grupo) && (!quenda || !p.quenda || p.quenda === quenda));
    if (mesmo) {
      // The same post named again (the bases' heading after the announcement's list): what it adds, nothing more.
      mesmo.prazas ??= prazas;
      mesmo.grupo ??= grupo;
      mesmo.quenda ??= quenda;
      return;
    }
    postos.push({ chave, nome: it.nome, ...(prazas ? { prazas } : {}), ...(grupo ? { grupo } : {}), ...(quenda ? { quenda } : {}) });
    if (!frases.includes(it.frase)) frases.push(it.frase);
  });
  if (postos.length < 2) return undefined;
  // One group stated for the whole call, and none by post: every post's ("…corpo de axudantes facultativos, subgrupo C1…:
  // a) Escala…, especialidade forestal…: 32 prazas. b) …"). A group printed for any post leaves the others without.
  if (grupoComun && postos.every((p) => !p.grupo)) for (const p of postos) p.grupo = grupoComun;
  // "NOMEAMENTO… (UNHA PRAZA DE AUXILIAR ADMINISTRATIVO/A E DÚAS PRAZAS DE CONSERXE)" then "- Na praza de Auxiliar
  // administrativo/a (escala de administración xeral, subescala auxiliar, subgrupo C2): dona…": a post with no group
  // where it is counted takes the one printed in brackets right after its name where the body names its place ("en la
  // plaza de Administrativo/a (subescala administrativa, subgrupo C1)").
  // (found by the name itself: a body's few places that print it, each asked for the words before and the bracket after)
  for (const p of postos) {
    if (p.grupo) continue;
    const nome = dobrar(p.nome.toLowerCase());
    for (let at = doc.norm.indexOf(nome); at >= 0 && !p.grupo; at = doc.norm.indexOf(nome, at + 1)) {
      if (!PRAZA_DE_ANTES.test(doc.norm.slice(Math.max(0, at - 24), at))) continue;
      const m = PARENTESE_TRAS.exec(doc.norm.slice(at + nome.length, at + nome.length + 150));
      const grupo = m ? grupoDoTramo(m[1]) : undefined;
      if (grupo) p.grupo = grupo;
    }
  }
  const texto = frases.map((i) => String(cita(doc, doc.frases[i], doc.frases[i].ini, doc.frases[i].fin))).join(' ');
  const completos = postos.every((p) => p.prazas);
  return {
    valor: postos.map(({ chave: _c, ...p }) => p),
    cita: texto.length > 900 ? `${texto.slice(0, 900).replace(/\s+\S*$/, '')} […]` : texto,
    confianza: completos ? 0.8 : 0.6,
  };
}
