import { ANOS_EXECUCION_OEP, addDaysIso, type ConvocatoriaOep, type Grupo, type PersoalOep, type QuendaOep } from 'shared/contract';
import { NUMERO, valorNumero } from './feitos/numeros.js';
import { comparePosts, nomeDoPosto, postoDoTexto, sameFieldOtherRank } from './procesos.js';
import { canonicalWords } from './tesauro.js';

/**
 * Public employment offers (OEP, issue 24): the posts and places an offer approves, read from its text, and the
 * places later processes of the same body have called. Pure: no SQL, no clock (today is an argument).
 *
 * An offer prints its posts as a sentence ("dúas prazas de auxiliar administrativo/a, subgrupo C2, quenda libre; unha
 * praza de…"), as table rows ("C2 | Auxiliar administrativo/a | 2"), as a post followed by its count ("Peón (AP): 2
 * prazas") or as records ("Denominación: … / Grupo: C2 / Número de prazas: 2"), under headings that say the staff and
 * the turn ("PERSOAL LABORAL", "Promoción interna"), in Galician or Spanish.
 */

/** One post of an offer as read. */
export interface PostoOepLido {
  posto: string;
  grupo: Grupo | null;
  persoal: PersoalOep | null;
  quenda: QuendaOep | null;
  prazas: number;
  cita: string;
}

export interface OepLida {
  /** The year the offer is for, when its text or title says. */
  ano: number | null;
  postos: PostoOepLido[];
}

/** Lower case without accents, one character for one (so positions in the folded text are positions in the original). */
function dobrar(s: string): string {
  let out = '';
  for (const ch of s) {
    const f = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
    out += f.length === ch.length ? f : ch.toLowerCase().slice(0, ch.length).padEnd(ch.length, ' ');
  }
  return out;
}

const PRAZA = '(?:prazas?|plazas?|postos?|puestos?|vacantes?)';
const LINGUA_GL = /\b(?:unha|dúas|duas|prazas?|quenda|persoal|concello)\b/i;

const GRUPO_RE = /\b(?:sub)?grupo(?:\s+de\s+clasificaci[oó]n|\s+de\s+equivalencia)?(?:\s+profesional)?\s*:?\s*(a1|a2|c1|c2|b|e|ap)\b|\b(?:grupos?\s*\/\s*subgrupos?|escala)\s*:?\s*(a1|a2|c1|c2)\b|\((a1|a2|c1|c2|ap|e)\b[^)]*\)|\bagrupaci(?:ons|ones|on|ón|óns)\s+profesiona(?:is|les|l)\b|\bantigo\s+grupo\s+e\b|\bantiguo\s+grupo\s+e\b/;
const GRUPO_CELA = /^(?:(?:sub)?grupo\s*:?\s*)?(a1|a2|c1|c2|b|e|ap)$/;

function grupoDe(t: string): Grupo | null {
  const m = GRUPO_RE.exec(t);
  if (!m) return null;
  const g = (m[1] ?? m[2] ?? m[3] ?? 'ap').toUpperCase();
  return g === 'E' ? 'AP' : (g as Grupo);
}
function persoalDe(t: string): PersoalOep | null {
  const laboral = /\blaboral(?:es|is)?\b/.test(t);
  const funcionario = /\bfuncionari[oa]s?\b/.test(t);
  if (laboral && !funcionario) return 'laboral';
  if (funcionario && !laboral) return 'funcionario';
  return null;
}
function quendaDe(t: string): QuendaOep | null {
  if (/\bpromoci[oó]n\s+interna\b/.test(t)) return 'promocion_interna';
  if (/\b(?:discapacidade|discapacidad|diversidade funcional|diversidad funcional)\b/.test(t)) return 'discapacidade';
  if (/\b(?:quenda|turno|acceso|ingreso)\s+libre\b/.test(t)) return 'libre';
  return null;
}

/** The year an offer is for: "oferta de emprego público para o ano 2023", "OEP 2023", "ejercicio 2024". */
export function anoDaOferta(texto: string): number | null {
  const t = dobrar(texto);
  const m = /\b(?:oep|ope|oferta (?:ordinaria |extraordinaria |adicional |parcial )?(?:de )?(?:emprego|empleo) publico(?: (?:ordinaria|extraordinaria|adicional|parcial|de estabilizacion))?)[^.;:\d]{0,120}?\b(20\d\d)\b/.exec(t);
  if (m) return Number(m[1]);
  // a long sentence between the offer and its year, with a law's number in it ("…ao abeiro da Lei 20/2021, do 28 de
  // decembro, …, correspondente ao ano 2022"): the year the same sentence gives as the offer's year or exercise
  for (const frase of t.matchAll(/\boferta (?:[a-z]+ )?(?:de )?(?:emprego|empleo) publico\b.*?(?:\.(?:\s|$)|$)/gm)) {
    const y = /\b(?:correspondente|correspondiente|para|do|del|de)\s+(?:(?:ao|al|o|el)\s+)?(?:ano|exercicio|ejercicio)\s+(20\d\d)\b/.exec(frase[0]);
    if (y) return Number(y[1]);
  }
  return null;
}

/** The offers a call's text says its places belong to: "incluídas na OEP 2023", "oferta de empleo público del año 2022". */
export function anosOepCitados(texto: string): number[] {
  const t = dobrar(texto);
  const anos = new Set<number>();
  const re = /\b(?:oep|ope|ofertas? (?:ordinaria |extraordinaria |adicional )?(?:de )?(?:emprego|empleo) publico)((?:[^.;:\d]{0,60}?\b20\d\d\b(?:\s*(?:,|e|y)\s*(?:(?:do |del |de )?(?:ano|ano|exercicio|ejercicio) )?20\d\d\b)*))/g;
  for (const m of t.matchAll(re)) for (const y of m[1].matchAll(/\b(20\d\d)\b/g)) anos.add(Number(y[1]));
  return [...anos].sort();
}

const OEP_NOME = '(?:(?:oep|ope)\\b|ofertas? (?:ordinaria |extraordinaria |adicional )?(?:de )?(?:emprego|empleo) publico)';
/**
 * The split of a call's places across the offers it cites, where its text states it: "cinco da OEP 2023 e tres da
 * OEP 2024", "dos plazas de la oferta de empleo público de 2022 y una de la de 2023", "OEP 2021: catro prazas; OEP
 * 2022: dúas". Numbers in digits or words (gl/es). Empty when the text gives no count next to an offer's year.
 */
export function repartoOepCitado(texto: string): { ano: number; prazas: number }[] {
  const t = dobrar(texto);
  const lingua = LINGUA_GL.test(t) ? 'gl' : 'es';
  const partes = new Map<number, number>();
  const engadir = (n: string, ano: string) => {
    const v = valorNumero(n, lingua);
    if (v && v > 0 && !partes.has(Number(ano))) partes.set(Number(ano), v);
  };
  // a count, then the offer it belongs to: "cinco (prazas) (correspondentes) da OEP 2023", "tres de la (oferta) de 2024"
  const antes = new RegExp(`(?<![\\p{L}\\d.,/])(${NUMERO})\\s+(?:${PRAZA}\\s+)?(?:(?:correspondentes?|correspondientes?|incluidas?|procedentes?)\\s+)?(?:das?|dos?|del?|de las?|de los|a|as|ao|a la|al|na|nas|en la|en las)\\s+(?:(?:mesma |misma )?${OEP_NOME}|(?:la |a )?(?:do|de|del) (?:ano |exercicio |ejercicio )?(?=20\\d\\d))[^.;:\\d]{0,40}?\\b(20\\d\\d)\\b`, 'gu');
  for (const m of t.matchAll(antes)) engadir(m[1], m[2]);
  // the offer, then its count: "OEP 2021: catro prazas", "da oferta de 2022, dúas prazas"
  const despois = new RegExp(`${OEP_NOME}[^.;:\\d]{0,20}?\\b(20\\d\\d)\\b\\s*[:,(]\\s*(${NUMERO})\\s+${PRAZA}`, 'gu');
  for (const m of t.matchAll(despois)) engadir(m[2], m[1]);
  return [...partes].map(([ano, prazas]) => ({ ano, prazas })).sort((a, b) => a.ano - b.ano);
}

/**
 * What a call's texts (title first) say of the offers its places belong to: the offers cited, and the split they state
 * when they cite two offers or more (a count next to the one offer cited is the call's own count, read elsewhere).
 */
export function citasDaOferta(textos: string[]): Pick<ProcesoParaOep, 'anosCitados' | 'reparto'> {
  const anosCitados = [...new Set(textos.flatMap(anosOepCitados))];
  const reparto = new Map<number, number>();
  if (anosCitados.length > 1) for (const x of textos) for (const r of repartoOepCitado(x)) if (!reparto.has(r.ano)) reparto.set(r.ano, r.prazas);
  return {
    anosCitados,
    reparto: [...reparto].map(([ano, prazas]) => ({ ano, prazas })).sort((a, b) => a.ano - b.ano),
  };
}

/** A post's name as shown: the name the post rules make, or the words as printed. */
function nomeMostrado(t: string): string {
  const limpo = t.replace(/\s+/g, ' ').replace(/^[\s\-–—•·*:.]+|[\s\-–—•·*:.,]+$/g, '');
  const nome = nomeDoPosto(limpo);
  if (nome) {
    // The post rules end a name at a one-letter word (a group letter): the preposition "a" or the conjunction "e"
    // inside a name ("auxiliar de axuda a domicilio", "técnico/a de cultura e deportes") goes on with the words after.
    const m = /^(.*?\S)\s+([ae])\s+((?!(?:tempo|tiempo|xornada|jornada)\b)\p{Ll}{2,}(?:[ /]\p{L}+){0,4})$/u.exec(limpo);
    if (m && nomeDoPosto(m[1]) === nome && /\p{L}{3,}/u.test(m[3])) return `${nome} ${m[2]} ${m[3]}`;
    return nome;
  }
  return limpo ? limpo.charAt(0).toLocaleUpperCase('gl') + limpo.slice(1) : '';
}
/**
 * Words that begin a corps' name ("Corpo superior da Xunta de Galicia", "Cuerpo de Gestión…"), or a scale followed by
 * its subscale or class ("Escala de administración especial, subescala técnica, clase superior"); folded.
 */
const CORPO = /^\s*[-–—•·*]?\s*(corpo|cuerpo|escala)\b/;
/** What qualifies a corps or a class of posts: its scale, subscale, class, specialty or option; folded. */
const DISTINTIVO = /^(?:escala|subescala|clase|especialidade|especialidad|opcion)\b/;
/** Where a corps' name or a qualifier of it ends without punctuation (a group, staff or turn); folded. */
const FIN_CORPO = /\s(?:(?:sub)?grupo|quenda|turno|persoal|personal|pola|polo|por|mediante|en quenda|en turno)\b|\s\d/;
/** The administration a corps belongs to, left out of its name (the offer is that administration's); folded. */
const ADMINISTRACION = /\s+(?:da|de la|del|do|de)\s+(?:xunta de galicia|(?:administracion (?:xeral|general) (?:da|de la) )?comunidade? autonoma de galicia|administracion (?:xeral|general) del? estado|estado)\b/;

/**
 * A corps as a post, with what tells its posts apart: "Corpo facultativo superior da Xunta de Galicia, escala de saúde
 * pública, especialidade de farmacia" → "Corpo facultativo superior, escala de saúde pública, especialidade de
 * farmacia" (two specialties of one corps are two posts). A corps named by its members ("Corpo de axentes facultativos
 * ambientais", "Cuerpo de profesores…") is named by its member ("Axente facultativo/a ambiental"), its qualifiers after.
 * Null when the text does not begin with a corps.
 */
function nomeDeCorpo(t: string): string | null {
  const inicio = CORPO.exec(dobrar(t));
  if (!inicio) return null;
  const texto = t.replace(/\s+/g, ' ').replace(/^[\s\-–—•·*]+/, '').split(/[(:]/)[0];
  const partes = texto.split(/\s*[,;]\s*|\s[-–—]\s/);
  const cortar = (x: string) => { const m = FIN_CORPO.exec(dobrar(x)); return (m ? x.slice(0, m.index) : x).trim(); };
  let corpo = cortar(partes[0]);
  const adm = ADMINISTRACION.exec(dobrar(corpo));
  if (adm) corpo = corpo.slice(0, adm.index);
  const distintivos: string[] = [];
  for (const parte of partes.slice(1)) {
    if (!DISTINTIVO.test(dobrar(parte))) break;
    const q = cortar(parte);
    distintivos.push(q.charAt(0).toLocaleLowerCase('gl') + q.slice(1));
    if (q !== parte.trim()) break;
  }
  // a scale is a post here only with its subscale, class or specialty printed after it (a university's "Escala de
  // xestión universitaria" is named as the other rules name it)
  if (inicio[1] === 'escala' && !distintivos.length) return null;
  const membro = /^(?:corpo|cuerpo)\s+(?:(?:de|dos|das|de los|de las)\s+)?(\p{L}+)/u.exec(dobrar(corpo));
  const base = membro && /s$/.test(membro[1]) && nomeDoPosto(corpo) ? nomeMostrado(corpo) : corpo.charAt(0).toLocaleUpperCase('gl') + corpo.slice(1);
  if (!eUnPosto(base)) return null;
  return [base, ...distintivos].join(', ');
}
/** A post's name from its text: a corps with its qualifiers, or the name shown of the text cut where the post ends. */
function nomeDoTexto(enteiro: string, cortado: string): string {
  return nomeDeCorpo(enteiro) ?? nomeMostrado(cortado);
}

/** Staff that names a service is a post ("persoal de limpeza", "personal de servicios generales"); folded text. */
const PERSOAL_DE_SERVIZO = /^(?:persoal|personal) de (?:limpeza|limpieza|servizos? xera(?:l|is)|servicios? generales?|oficios|cocina|mantemento|mantenimiento|lavand[ae]ria|coidados|cuidados|vixilancia|vigilancia|conser[xj][ae]ria)\b/;
/**
 * A post that names a post, not staff in general ("12 prazas de persoal funcionario"), a scale alone or a group of
 * a collective agreement ("Grupo II").
 */
function eUnPosto(nome: string): boolean {
  const f = dobrar(nome);
  if (!f || /^(?:funcionari|laboral|total|prazas?|plazas?|(?:sub)?grupos?)\b/.test(f)) return false;
  if (/^(?:persoal|personal)\b/.test(f) && !PERSOAL_DE_SERVIZO.test(f)) return false;
  return /\p{L}{3,}/u.test(f);
}
/**
 * A group of a collective agreement and its category, before the post's name ("Grupo IV, categoría 020 (peón/a)",
 * "Grupo II, categoría 001 (titulado/a de grao medio, educador/a infantil)", "Grupo III - Oficial de primeira"): the
 * name is the bracket's last part (the specialty), or what follows. Null when the text does not begin so.
 */
function nomeTrasGrupoConvenio(texto: string): string | null {
  const m = /^\s*[-–—•·*]?\s*grupo\s+(?:[ivx]{1,4}|[1-5])\b(?:\s*[,.\-–—]?\s*(?:categoria|cat\.)\s*(?:n\.?º\s*)?\d{1,4}\b)?\s*/.exec(dobrar(texto));
  if (!m) return null;
  const resto = texto.slice(m[0].length);
  const paren = /^\(([^)]+)\)/.exec(resto);
  if (paren) return paren[1].split(/[,;]/).pop()!.trim();
  const tras = /^[:,\-–—]\s*(.+)$/.exec(resto);
  return tras ? tras[1].split(/[,;(:]/)[0].trim() : '';
}

interface Contexto { persoal: PersoalOep | null; quenda: QuendaOep | null }

/** Where the name of a post ends in a list item: a group, a staff or turn phrase, a bracket, a comma, a semicolon. */
const FIN_POSTO = /\s*(?:[,;(:]|\s[-–—]\s|\.\s|\.$|\s(?:sub)?grupo\b|\sescala\b|\spersoal\b|\spersonal\b|\squenda\b|\sturno\b|\spola\b|\spor\b|\smediante\b|\sde (?:acceso|promoci)|\sen (?:quenda|turno|promoci|r[eé]xime|r[eé]gimen)|\s(?:e|y)\s+(?=(?:\d|un|unha|una|dous|duas|dúas|dos|tres|catro|cuatro|cinco|seis)\b)|\sencadrad|\sencuadrad|\sadscrit|\sclasificad|\spertencent|\sperteneciente|\sdo cadro|\sde la plantilla|\sda (?:escala|subescala)|\sde la (?:escala|subescala)|$)/i;

/** Items "N prazas de POST …" of a paragraph. */
function itemsDeFrase(orixinal: string, ctx: Contexto): { postos: PostoOepLido[]; lagoas: string } {
  const f = dobrar(orixinal);
  const re = new RegExp(`(?<![\\p{L}\\d.,])(${NUMERO})\\s+${PRAZA}(?:\\s+vacantes?)?(?:\\s+(?:de|da|do|das|dos|del|de la|de los|de las|na|en la)\\s+(?:categoria\\s+(?:de\\s+)?)?)`, 'gu');
  const starts: { at: number; body: number; n: number }[] = [];
  for (const m of f.matchAll(re)) {
    const n = valorNumero(m[1], LINGUA_GL.test(orixinal) ? 'gl' : 'es');
    if (n === null || n < 1 || n > 5000) continue;
    if (/^20\d\d$/.test(m[1])) continue;
    starts.push({ at: m.index!, body: m.index! + m[0].length, n });
  }
  const postos: PostoOepLido[] = [];
  let lagoas = '';
  let prev = 0;
  for (const [i, s] of starts.entries()) {
    const ata = i + 1 < starts.length ? starts[i + 1].at : f.length;
    let item = orixinal.slice(s.body, ata);
    // the item ends at the end of its sentence
    const fin = /;|\.\s+(?=\p{Lu})|:\s*$/u.exec(item);
    if (fin) item = item.slice(0, fin.index);
    const textoItem = orixinal.slice(s.at, s.body) + item;
    const cabeza = FIN_POSTO.exec(item);
    const nome = nomeDoTexto(item, cabeza ? item.slice(0, cabeza.index) : item);
    lagoas += ` ${orixinal.slice(prev, s.at)}`;
    prev = s.body + item.length;
    if (!eUnPosto(nome)) { lagoas += ` ${textoItem}`; continue; }
    const fi = dobrar(textoItem);
    postos.push({
      posto: nome,
      grupo: grupoDe(fi),
      persoal: persoalDe(fi) ?? ctx.persoal ?? persoalDe(dobrar(lagoas)),
      quenda: quendaDe(fi) ?? ctx.quenda ?? quendaDe(dobrar(lagoas)),
      prazas: s.n,
      cita: textoItem.replace(/\s+/g, ' ').replace(/^[\s,;]+|[\s,;]+$|\s+[ey]$/g, '').trim(),
    });
  }
  lagoas += ` ${orixinal.slice(prev)}`;
  return { postos, lagoas };
}

const SEPARADOR_CELAS = /\s*\|\s*|\t+|\s{3,}|\s+·\s+/;
const CABECEIRA = /\b(?:denominacion|numero|n\.?º|grupo|subgrupo|categoria|escala|vacantes|prazas|plazas|clasificacion)\b/;

/** Where a table's heading row puts the post's name: its column ("Denominación", "Categoría") of how many. */
interface Cabeceira { celas: number; nome: number }
const COLUMNA_NOME = /^(?:denominacion|categoria|posto|puesto)\b/;
/** A scale and subscale cell ("AG / Técnica", "Administración xeral/Técnica"): never the post; folded. */
const CELA_ESCALA = /^(?:a\.?\s?[gex]\.?|administracion (?:xeral|general|especial))\s*\/\s*\S/;

function cabeceiraDe(liña: string): Cabeceira | null {
  const brutas = liña.split(SEPARADOR_CELAS).map((c) => dobrar(c.trim()));
  if (brutas.length < 2 || brutas.some((c) => /^\d+$/.test(c))) return null;
  const nome = brutas.findIndex((c) => COLUMNA_NOME.test(c));
  return nome >= 0 ? { celas: brutas.length, nome } : null;
}

/** A table row: a group cell, a number cell and the post's cell (the heading's name column, when it has one). */
function filaDeTaboa(liña: string, ctx: Contexto, cabeceira: Cabeceira | null = null): PostoOepLido | null {
  const brutas = liña.split(SEPARADOR_CELAS).map((c) => c.trim());
  const celas = brutas.filter(Boolean);
  if (celas.length < 2) return null;
  let grupo: Grupo | null = null;
  let prazas: number | null = null;
  const textos: string[] = [];
  for (const c of celas) {
    const d = dobrar(c);
    const g = GRUPO_CELA.exec(d);
    if (g) { grupo = g[1] === 'e' ? 'AP' : (g[1].toUpperCase() as Grupo); continue; }
    if (/^agrupaci/.test(d)) { grupo = 'AP'; continue; }
    const num = /^(\d{1,4})(?:\s+(?:prazas?|plazas?|vacantes?))?$/.exec(d);
    if (num) { prazas = Number(num[1]); continue; }
    textos.push(c);
  }
  if (prazas === null || prazas < 1 || !textos.length) return null;
  if (textos.some((c) => /^total/.test(dobrar(c)))) return null;
  // the denomination is the cell under the heading's name column; without one, the last cell that names a post (a
  // scale, subscale or class is not the post)
  const daColumna = cabeceira && brutas.length === cabeceira.celas ? nomeDoTexto(brutas[cabeceira.nome], brutas[cabeceira.nome]) : '';
  const candidatas = textos.filter((c) => !CELA_ESCALA.test(dobrar(c)));
  const nomes = candidatas.map((c) => nomeDoTexto(c, c)).filter(eUnPosto);
  const conPosto = candidatas.filter((c) => nomeDoPosto(c));
  const nome = eUnPosto(daColumna) ? daColumna : conPosto.length ? nomeDoTexto(conPosto[conPosto.length - 1], conPosto[conPosto.length - 1]) : nomes[nomes.length - 1];
  if (!nome) return null;
  const d = dobrar(liña);
  return { posto: nome, grupo: grupo ?? grupoDe(d), persoal: persoalDe(d) ?? ctx.persoal, quenda: quendaDe(d) ?? ctx.quenda, prazas, cita: celas.join(' | ') };
}

/** The start of a clause about some of the places just counted ("de las que una se reserva", "das cales unha"); folded. */
const DAS_CALES = '(?:de (?:las|los|ellas|ellos|elas|eles) |d(?:as|os|elas|eles)\\b|unha |una |un |reserv)';

/** "Auxiliar administrativo/a (C2): 2 prazas", "- Peón, agrupacións profesionais, 3 plazas". */
function postoEContaxe(liña: string, ctx: Contexto): PostoOepLido | null {
  const d = dobrar(liña);
  // the count may end in a clause about some of its places ("5 plazas, de las que una se reserva…"): one line
  const m = new RegExp(`^(.*?)[:,.\\-–—]?\\s+(?:n(?:u|ú)mero de (?:prazas|plazas|vacantes)\\s*:?\\s*)?(${NUMERO})\\s*(?:${PRAZA}(?:\\s*[,;]\\s+${DAS_CALES}.*)?)?\\.?$`, 'u').exec(d);
  if (!m || !m[1]) return null;
  const n = valorNumero(m[2], LINGUA_GL.test(liña) ? 'gl' : 'es');
  if (n === null || n < 1 || /^20\d\d$/.test(m[2])) return null;
  if (!new RegExp(`${PRAZA}`).test(d.slice(m[1].length)) && !/numero de/.test(d) && !/^[-–—•·*]/.test(d.trim())) return null;
  const cabeza = liña.slice(0, m[1].length);
  const convenio = nomeTrasGrupoConvenio(cabeza);
  const corte = FIN_POSTO.exec(cabeza);
  const nome = convenio !== null ? nomeMostrado(convenio) : nomeDoTexto(cabeza, corte ? cabeza.slice(0, corte.index) : cabeza);
  if (!eUnPosto(nome) || /^total/.test(dobrar(nome))) return null;
  return { posto: nome, grupo: grupoDe(d), persoal: persoalDe(d) ?? ctx.persoal, quenda: quendaDe(d) ?? ctx.quenda, prazas: n, cita: liña.trim() };
}

const CHAVE_VALOR = /^\s*[-–•·*]?\s*(denominaci[oó]n(?: da praza| de la plaza| do posto| del puesto)?|categor[ií]a|posto|puesto|praza|plaza|(?:sub)?grupo(?: de clasificaci[oó]n| de equivalencia| profesional| seg[uú]n [^:]{0,100})?|nivel de titulaci[oó]n|clasificaci[oó]n|n(?:ú|u)mero(?: de (?:prazas|plazas|vacantes))?|n\.?º(?: de)? (?:prazas|plazas|vacantes)|vacantes|prazas|plazas|persoal|personal|r[eé]xime|r[eé]gimen|quenda|turno|sistema de acceso)\s*:\s*(.+)$/i;

/** The posts and places an offer approves, read from its text (and its title, for the year). */
export function lerOep(texto: string, titulo = ''): OepLida {
  const ano = anoDaOferta(`${titulo}\n${texto}`);
  const postos: PostoOepLido[] = [];
  const ctx: Contexto = { persoal: null, quenda: null };
  let cabeceira: Cabeceira | null = null;
  let rexistro: { posto?: string; grupo?: Grupo | null; prazas?: number; persoal?: PersoalOep | null; quenda?: QuendaOep | null; cita: string[] } | null = null;
  const pecharRexistro = () => {
    if (rexistro?.posto && rexistro.prazas) {
      postos.push({ posto: rexistro.posto, grupo: rexistro.grupo ?? null, persoal: rexistro.persoal ?? ctx.persoal, quenda: rexistro.quenda ?? ctx.quenda, prazas: rexistro.prazas, cita: rexistro.cita.join(' · ') });
    }
    rexistro = null;
  };
  // "Grupo: C. Subgrupo: C1. … Denominación: X. Número de vacantes: 8." on one line: one key per line
  const liñas = (texto ?? '').split(/\r?\n/).flatMap((l) => l.split(/\.\s+(?=(?:Denominaci|(?:Sub)?[Gg]rupo|N[úu]mero de|Vacantes|Categor|Clasificaci|Nivel de titulaci|Quenda|Turno|Sistema de acceso)[^:.]{0,110}:)/));
  for (const bruta of liñas) {
    const liña = bruta.replace(/\s+$/, '');
    if (!liña.trim()) continue;
    const d = dobrar(liña);
    const cv = CHAVE_VALOR.exec(liña);
    if (cv) {
      const k = dobrar(cv[1]);
      const v = cv[2].trim();
      const dv = dobrar(v);
      const tipo = /^(?:denominacion|categoria|posto|puesto|praza|plaza)/.test(k) && !/^\d/.test(v) ? 'posto'
        : /grupo/.test(k) ? 'grupo'
        : /^(?:numero|n\.?º|vacantes|prazas|plazas)/.test(k) ? 'prazas'
        : /^(?:nivel|clasificacion)/.test(k) ? 'outro'
        : /^(?:persoal|personal|rexime|regimen)/.test(k) ? 'persoal' : 'quenda';
      // A record ends where the next one begins, whatever order its keys come in: a key it already has, or a
      // heading key ("Nivel de titulación", "Clasificación") after a complete record.
      const completo = !!rexistro?.posto && !!rexistro.prazas;
      const xaTen = rexistro && ((tipo === 'posto' && rexistro.posto) || (tipo === 'grupo' && rexistro.grupo !== undefined && rexistro.prazas)
        || (tipo === 'prazas' && rexistro.prazas) || (tipo === 'outro' && completo));
      if (xaTen || (completo && tipo === 'grupo')) pecharRexistro();
      if (!rexistro && (tipo === 'posto' || tipo === 'grupo' || tipo === 'prazas' || tipo === 'outro')) rexistro = { cita: [], persoal: ctx.persoal, quenda: ctx.quenda };
      if (rexistro) {
        rexistro.cita.push(liña.trim());
        if (tipo === 'posto') {
          rexistro.posto = nomeDoTexto(v, v.split(/[,;(]/)[0]);
          const g = grupoDe(dv);
          if (g) rexistro.grupo = g;
        } else if (tipo === 'grupo') {
          const primeira = dv.split(/[\s,;/.]+/)[0] ?? '';
          rexistro.grupo = GRUPO_CELA.exec(primeira) ? grupoDe(`grupo ${primeira}`) : grupoDe(dv) ?? (/agrupaci/.test(dv) ? 'AP' : null);
        } else if (tipo === 'prazas') {
          const n = new RegExp(`^(${NUMERO})\\b`, 'u').exec(dv);
          const v2 = n ? valorNumero(n[1], LINGUA_GL.test(texto) ? 'gl' : 'es') : null;
          if (v2) rexistro.prazas = v2;
        } else if (tipo === 'persoal') rexistro.persoal = persoalDe(dv);
        else if (tipo === 'quenda') rexistro.quenda = quendaDe(`quenda ${dv}`) ?? quendaDe(dv);
        continue;
      }
    }
    const { postos: items, lagoas } = itemsDeFrase(liña, ctx);
    if (items.length) {
      pecharRexistro();
      postos.push(...items);
      // a heading sentence before the list ("…as seguintes prazas de persoal funcionario:") holds for what follows
      continue;
    }
    const enCelas = SEPARADOR_CELAS.test(liña.trim());
    const fila = enCelas ? filaDeTaboa(liña, ctx, cabeceira) : null;
    if (fila) { pecharRexistro(); postos.push(fila); continue; }
    // a table's heading row says which column names the post, for the rows below it (until a line not in cells)
    cabeceira = enCelas ? cabeceiraDe(liña) ?? cabeceira : null;
    const pc = liña.length < 200 ? postoEContaxe(liña, ctx) : null;
    if (pc) { pecharRexistro(); postos.push(pc); continue; }
    // a line that names staff or a turn and no places is a heading for the lines that follow
    if (!CABECEIRA.test(d) || liña.length < 120) {
      const p = persoalDe(dobrar(lagoas));
      const q = quendaDe(dobrar(lagoas));
      if (liña.length < 160) {
        if (p) ctx.persoal = p;
        if (q) ctx.quenda = q;
      } else if (p) ctx.persoal = p;
    }
  }
  pecharRexistro();
  return { ano, postos };
}

// ---- the places called ------------------------------------------------------------------------------------------

export interface OfertaParaContar {
  id: string;
  ano: number;
  /** YYYY-MM-DD */
  publicada: string;
  postos: PostoOepLido[];
}

export interface ProcesoParaOep {
  urlAmigable: string;
  titulo: string;
  /** Its title was built by the analysis (shown in the reader's language), not written by an administrator. */
  automatico?: boolean;
  /** YYYY-MM-DD of its first edict, or null. */
  inicio: string | null;
  posto: string;
  grupo: Grupo | null;
  persoal: PersoalOep | null;
  quenda: QuendaOep | null;
  prazas: number | null;
  /** A job pool or temporary staff: never places of an offer. */
  temporal: boolean;
  /** Offers its texts cite ("OEP 2023"). */
  anosCitados: number[];
  /** The places its texts give to each cited offer ("cinco da OEP 2023 e tres da OEP 2024"); empty when they do not say (`citasDaOferta`). */
  reparto: { ano: number; prazas: number }[];
}

export interface PostoContado extends PostoOepLido {
  convocadas: number;
  pendentes: number;
  convocatorias: ConvocatoriaOep[];
}
export interface OfertaContada {
  id: string;
  ano: number;
  publicada: string;
  prazoLimite: string;
  caducada: boolean;
  aprobadas: number;
  convocadas: number;
  pendentes: number;
  postos: PostoContado[];
}

/**
 * One offer published twice (in its province's BOP and in the BOE or the DOG) is one offer: the same body, year and
 * places. The earliest publication stays (the three years count from it); an additional offer of the same year, with
 * other places, is another.
 */
export function unirOfertasRepetidas<T extends { ano: number; publicada: string; postos: PostoOepLido[] }>(ofertas: T[]): T[] {
  const firma = (o: T) => `${o.ano}|${o.postos.map((p) => `${p.grupo ?? '-'}:${p.prazas}`).sort().join(',')}`;
  const vistas = new Map<string, T>();
  for (const o of [...ofertas].sort((a, b) => a.publicada.localeCompare(b.publicada))) if (!vistas.has(firma(o))) vistas.set(firma(o), o);
  return ofertas.filter((o) => vistas.get(firma(o)) === o);
}

/** The last day to carry out an offer: three years from its publication (TREBEP art. 70.1). */
export function prazoLimiteOep(publicada: string): string {
  const [y, m, d] = publicada.split('-').map(Number);
  const fin = new Date(Date.UTC(y + ANOS_EXECUCION_OEP, m - 1, d));
  // 29 February plus three years is 1 March: the term ends the day before
  if (fin.getUTCMonth() !== m - 1) return addDaysIso(fin.toISOString().slice(0, 10), -1);
  return fin.toISOString().slice(0, 10);
}

/** The key of a post: a corps is keyed by its name without the word "corpo" ("Corpo auxiliar" = "Auxiliar"). */
const chavePosto = (t: string) => {
  const senCorpo = t.replace(/^\s*(?:corpo|cuerpo)\s+(?:(?:de|dos|das|de los|de las)\s+)?/i, '');
  return postoDoTexto(senCorpo) || dobrar(senCorpo);
};
const PALABRAS_DE_ENLACE = new Set(['de', 'da', 'do', 'das', 'dos', 'del', 'la', 'las', 'los', 'el', 'e', 'y', 'a', 'o', 'en', 'na', 'no']);
/**
 * What a text says of a post's scale, subscale, class and specialty ("escala de saúde pública, especialidade de
 * farmacia" → escala: saude publico, especialidade: farmacio), each as its canonical words (gl/es alike). An option
 * ("opción") is a specialty.
 */
export function distintivosDoPosto(t: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const f = dobrar(t);
  const re = /\b(subescala|escala|clase|especialidade|especialidad|opcion)\b\s*:?\s*([^,;():]*)/g;
  for (const m of f.matchAll(re)) {
    const tipo = m[1] === 'especialidad' || m[1] === 'opcion' ? 'especialidade' : m[1];
    if (out.has(tipo)) continue;
    // the value ends at the next qualifier, a group, staff or turn, or the administration's name
    const fin = /\s(?:subescala|escala|clase|especialidade|especialidad|opcion|(?:sub)?grupo|quenda|turno|persoal|personal|pola|polo|por|mediante|para|(?:da|de la|del) (?:xunta|comunidade?|administracion|deputacion|diputacion|universidade?|concello|ayuntamiento))\b|\s\d/.exec(` ${m[2]}`);
    const valor = fin ? ` ${m[2]}`.slice(0, fin.index) : m[2];
    const palabras = canonicalWords(valor).filter((w) => !PALABRAS_DE_ENLACE.has(w));
    if (palabras.length) out.set(tipo, palabras);
  }
  return out;
}
/** Two posts' qualifiers agree: where both state a scale, subscale, class or specialty, one's words hold the other's. */
function distintivosCompatibles(a: Map<string, string[]>, b: Map<string, string[]>): boolean {
  for (const [tipo, x] of a) {
    const y = b.get(tipo);
    if (y && !x.every((w) => y.includes(w)) && !y.every((w) => x.includes(w))) return false;
  }
  return true;
}
/**
 * The same post: the same key (`postoDoTexto`), or one holding the other without a rank of its own, and no scale,
 * subscale, class or specialty stated on both sides that differs ("especialidade de farmacia" ≠ "especialidade de
 * veterinaria").
 */
export function mesmoPosto(a: string, b: string): boolean {
  const r = comparePosts(chavePosto(a), chavePosto(b));
  return (r === 'mesmo' || r === 'compatible') && distintivosCompatibles(distintivosDoPosto(a), distintivosDoPosto(b));
}
/**
 * The same post under another name, a weaker match than `mesmoPosto`: one name is the class without the rank the other
 * says ("policía local" / "axente da Policía Local"), or both are a rank and the same field ("axente" / "técnico/a de
 * emprego e desenvolvemento local"). Used only where no line of the same post is a candidate, with the group stated
 * on both sides and equal.
 */
export function postoParecido(a: string, b: string): boolean {
  if (!distintivosCompatibles(distintivosDoPosto(a), distintivosDoPosto(b))) return false;
  return comparePosts(chavePosto(a), chavePosto(b)) === 'parcial' || sameFieldOtherRank(nomeDoPosto(a) || a, nomeDoPosto(b) || b);
}
const compatible = <T>(a: T | null, b: T | null) => a === null || b === null || a === b;

/**
 * The places of each offer called by later processes of the same body. A process whose texts cite an offer counts on
 * that offer (the oldest cited first, up to its places); one that cites none counts on the oldest offer, published
 * before it started and not yet expired then, with places of the same post (and group, staff and turn where both say)
 * still pending. Pools and temporary staff never count.
 */
export function contarConvocadas(ofertas: OfertaParaContar[], procesos: ProcesoParaOep[], hoxe: string): OfertaContada[] {
  const contadas: OfertaContada[] = [...ofertas]
    .sort((a, b) => a.ano - b.ano || a.publicada.localeCompare(b.publicada))
    .map((o) => {
      const prazoLimite = prazoLimiteOep(o.publicada);
      return { id: o.id, ano: o.ano, publicada: o.publicada, prazoLimite, caducada: hoxe > prazoLimite, aprobadas: 0, convocadas: 0, pendentes: 0,
        postos: o.postos.map((p) => ({ ...p, convocadas: 0, pendentes: p.prazas, convocatorias: [] })) };
    });
  const orde = [...procesos].filter((p) => !p.temporal && p.posto).sort((a, b) => (a.inicio ?? '').localeCompare(b.inicio ?? ''));
  for (const p of orde) {
    // the call's scale, subscale, class and specialty: as its post names them, or else as its title does ("…no corpo
    // facultativo superior da Xunta de Galicia, escala de saúde pública, especialidade de farmacia")
    const distintivosP = distintivosDoPosto(p.posto).size ? distintivosDoPosto(p.posto) : distintivosDoPosto(p.titulo);
    const outrosDatos = (l: PostoContado) => compatible(l.persoal, p.persoal) && compatible(l.quenda, p.quenda)
      && distintivosCompatibles(distintivosDoPosto(l.posto), distintivosP);
    const encaixa = (l: PostoContado) => mesmoPosto(l.posto, p.posto) && compatible(l.grupo, p.grupo) && outrosDatos(l);
    const parece = (l: PostoContado) => !!l.grupo && l.grupo === p.grupo && outrosDatos(l) && postoParecido(l.posto, p.posto);
    // the lines of the same post; where there are none, those of the same post under another name, if they are of one post
    const daOferta = (os: OfertaContada[]): PostoContado[] => {
      const mesmas = os.flatMap((o) => o.postos.filter(encaixa));
      if (mesmas.length) return mesmas;
      const parecidas = os.flatMap((o) => o.postos.filter(parece));
      return parecidas.every((l) => mesmoPosto(l.posto, parecidas[0].posto)) ? parecidas : [];
    };
    const convocatoria = (prazas: number | null, por: 'cita' | 'posto'): ConvocatoriaOep => ({ urlAmigable: p.urlAmigable, titulo: p.titulo, ...(p.automatico ? { automatico: true } : {}), fechaBop: p.inicio ? p.inicio.split('-').map(Number) as [number, number, number] : null, prazas, excedente: 0, por });
    // the places fill the lines in order (the oldest offer first) up to the places each has pending; the places beyond
    // are counted on no line (a line never shows more called than approved) and said on the call's last entry
    const repartir = (liñas: PostoContado[], prazas: number | null, por: 'cita' | 'posto') => {
      if (!liñas.length) return;
      let resto = prazas ?? 0;
      const conPendentes = liñas.filter((l) => l.pendentes > 0);
      const postas: ConvocatoriaOep[] = [];
      for (const l of conPendentes.length ? conPendentes : [liñas[0]]) {
        if (postas.length && resto <= 0) break;
        const aqui = Math.min(resto, l.pendentes);
        l.convocadas += aqui;
        l.pendentes -= aqui;
        const c = convocatoria(prazas === null ? null : aqui, por);
        l.convocatorias.push(c);
        postas.push(c);
        resto -= aqui;
      }
      postas[postas.length - 1].excedente = Math.max(0, resto);
    };
    const citadas = contadas.filter((o) => p.anosCitados.includes(o.ano));
    if (p.reparto.length) {
      // the call says how many places each offer gives: each part on its offer; a part of an offer not read, nowhere
      for (const r of p.reparto) repartir(daOferta(citadas.filter((o) => o.ano === r.ano)), r.prazas, 'cita');
    } else if (citadas.length) {
      repartir(daOferta(citadas), p.prazas, 'cita');
    } else if (!p.anosCitados.length) {
      // (one that cites only offers not read counts nowhere: its places are those offers')
      const abertas = contadas.filter((o) => !p.inicio || (o.publicada <= p.inicio && p.inicio <= o.prazoLimite));
      repartir(daOferta(abertas).filter((l) => l.pendentes > 0), p.prazas, 'posto');
    }
  }
  for (const o of contadas) {
    o.aprobadas = o.postos.reduce((s, l) => s + l.prazas, 0);
    o.convocadas = o.postos.reduce((s, l) => s + l.convocadas, 0);
    o.pendentes = o.postos.reduce((s, l) => s + l.pendentes, 0);
  }
  return contadas.reverse();
}
