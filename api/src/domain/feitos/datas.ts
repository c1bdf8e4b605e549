import { calqueraDe } from '../alternativa.js';
import type { Feito } from 'shared/contract';
import { eventosDatados } from '../datasExame.js';
import { cita, type Documento, type Frase } from './documento.js';
import type { ContextoFeitos, Lector } from './lector.js';
import { NUMERO, valorNumero } from './numeros.js';

/**
 * Exam dates stated in the body (datasExame.ts reads each sentence that names a test and a day): "O primeiro
 * exercicio terá lugar o día 12 de xaneiro de 2027", never the date of a resolution or the end of a period, nor dates
 * in the merits or the syllabus.
 */
const EXAME = /exercicio|ejercicio|exame|examen|proba|prueba|\btest|cuestionario|suposto|supuesto|fase de oposicion/;
const DERECHOS_EXAME = /\bdereitos de exame|\bderechos de examen/;
const FORA = new Set(['meritos', 'temario', 'anexo', 'recursos']);
const MES = 'xaneiro|febreiro|marzo|abril|maio|xuno|xullo|agosto|setembro|outubro|novembro|decembro|enero|febrero|mayo|junio|julio|septiembre|setiembre|octubre|noviembre|diciembre';
/** "dezanove de xaneiro de dous mil vinte e seis", "doce de marzo": a date written in words. */
const DATA_PALABRAS = new RegExp(`\\b(${NUMERO})\\s+de\\s+(${MES})\\b(?:\\s+(?:de|do|del)\\s+(?:dous|dos)\\s+mil(?:\\s+(${NUMERO}))?\\b)?`, 'g');
const PALABRA_NUMERO = /[a-z]/;
const DATA = new RegExp(`\\d{1,2}\\s+de\\s+[a-z]|\\d{1,2}[/.-]\\d{1,2}[/.-]\\d{2}|\\s+de\\s+(?:${MES})\\b`);

/** The folded sentence with its dates in words written in figures, for datasExame.ts; null when it has none. */
function enCifras(n: string, lingua: 'gl' | 'es'): string | null {
  let cambio = false;
  const out = n.replace(DATA_PALABRAS, (todo, dia: string, mes: string, ano?: string) => {
    const d = PALABRA_NUMERO.test(dia) ? valorNumero(dia, lingua) : Number(dia);
    const y = ano === undefined ? (/mil/.test(todo) ? 2000 : null) : PALABRA_NUMERO.test(ano) ? valorNumero(ano, lingua) : Number(ano);
    if (!d || d > 31 || (!PALABRA_NUMERO.test(dia) && y === null)) return todo;
    cambio = true;
    return `${d} de ${mes}${y !== null ? ` de ${y < 100 ? 2000 + y : y}` : ''}`;
  });
  return cambio ? out : null;
}

/** A bulletin cited in brackets or by number: "(DOG núm. 103, do 3 de xuño)" is a publication, not an exam. */
const REF_BOLETIN = new RegExp(`\\((?:[^()]{0,40}\\b(?:bop|dog|boe|boppo|b\\.o\\.p|d\\.o\\.g)\\b[^()]{0,80})\\)|\\b(?:bop|dog|boe|boppo)\\b[^;]{0,40}?\\d{1,2}\\s+de\\s+(?:${MES})(?:\\s+de\\s+\\d{4})?`
  // "«Boletín Oficial de la Provincia de A Coruña» número 205, de 27 de octubre de 2026": a bulletin cited by its number.
  + `|\\b(?:boletin|diario) oficial\\b[^;()]{0,70}?\\b(?:numero|num\\.?|n\\.?\\s?º)\\s*\\d+\\s*,?\\s*(?:de|do|del)\\s+(?:dia\\s+)?\\d{1,2}\\s+de\\s+(?:${MES})(?:\\s+de\\s+\\d{4})?`, 'g');
/**
 * The date of a governing council's act: "o Acordo do Consello de Goberno do 14 de decembro de 2051, polo que se aproba a
 * oferta…", "Acuerdo del Consejo de Gobierno de 14 de diciembre" (datasExame.ts reads "xunta de goberno" and "acordo"
 * right before a date, not the council named between).
 */
const ACTO_CONSELLO = new RegExp(`\\b(?:(?:consello|consejo)\\s+(?:de|do)\\s+(?:goberno|gobierno)|consello da xunta)\\b`
  + `[^.;]{0,30}?\\b(?:de|do|del)\\s+(?:dia\\s+)?\\d{1,2}\\s+de\\s+(?:${MES})(?:\\s+de\\s+\\d{4})?`, 'g');
/** Bounds and dates being replaced: "nunha data non anterior ao 1 de marzo", "fixada para o 15 de novembro, que pasa a…". */
const NON_DATA_EXAME = new RegExp(`\\b(?:(?:non|no)\\s+(?:anterior|posterior)|anterior|posterior|previa|despois|antes)\\s+(?:ao|á|a|al|a la|do|de|del)\\s+(?:dia\\s+)?\\d{1,2}\\s+de\\s+(?:${MES})(?:\\s+de\\s+\\d{4})?|\\b(?:fixad[oa]|fijad[oa]|prevista|previsto|anunciad[oa]|sinalad[oa]|senalad[oa]|inicialmente)\\s+(?:para\\s+)?(?:o|el)?\\s*(?:dia\\s+)?\\d{1,2}\\s+de\\s+(?:${MES})(?:\\s+de\\s+\\d{4})?`, 'g');
/**
 * A test moved to another day: "Se aplaza el primer ejercicio, convocado para el 12 de mayo, al día 19 de mayo", "Adíase a
 * proba, programada para o 3 de xuño, ao 10 de xuño": the day it was set for is no exam date; only in a sentence that
 * moves it ("convocados para o día 19" alone is the exam's own day).
 */
const MOVE = /\b(?:aplaz|adia|pospon|pospost|retras|traslad|modific)\w*/;
const DATA_MOVIDA = new RegExp(`\\b(?:convocad[oa]s?|programad[oa]s?|establecid[oa]s?|determinad[oa]s?|acordad[oa]s?|marcad[oa]s?|previst[oa]s)\\s+(?:inicialmente\\s+)?para\\s+(?:o|el)?\\s*(?:dia\\s+)?\\d{1,2}\\s+de\\s+(?:${MES})(?:\\s+de\\s+\\d{4})?`, 'g');
/**
 * A test already held: "as cualificacións do primeiro exercicio, realizado o 20 de setembro de 2060", "el ejercicio
 * celebrado el día 3 de mayo", "a proba que tivo lugar o 12 de maio": its day is past, no exam date to come (not "será
 * realizado o…", a future passive).
 */
const DATA_PASADA = new RegExp(`(?<!\\b(?:sera|seran|vai ser|van ser|va a ser|van a ser)\\s)\\b(?:realizad[oa]s?|celebrad[oa]s?|efectuad[oa]s?|que (?:tivo|tuvo|tiveron|tuvieron) lugar)\\s+(?:(?:o|el)\\s+)?(?:dia\\s+)?\\d{1,2}\\s+de\\s+(?:${MES})(?:\\s+de\\s+\\d{4})?`, 'g');
const brancos = (m: string) => ' '.repeat(m.length);
/**
 * A date withdrawn: "…fixárase a realización do primeiro exercicio para o 2 de outubro de 2038. Por coincidir con…, queda
 * sen efecto a dita data.", "Se deja sin efecto la citada fecha", "queda anulada a convocatoria do 5 de marzo". The dates
 * of the sentence that withdraws them, or of the sentence before when it names none (it refers to "a dita data"), are no
 * exam dates (the sets' convention: annulled dates are not exam dates).
 */
const ANULA = /\b(?:queda(?:n)?|quedara|dei?xa(?:se|n|r)?|dei?xando|se dei?xa|se deja(?:n)?|deja(?:r|ndo)?)\s+(?:sen|sin)\s+efecto\b|\b(?:quedan?|queda)\s+(?:anulad|suspendid|cancelad)\w*|\b(?:anulase|anulanse|se anula(?:n)?|cancelase|se cancela(?:n)?)\b/;
/** Every withdrawal ANULA reads holds one of these words: most sentences hold none, and skip the alternation. */
const TALVEZ_ANULA = calqueraDe(['efecto', 'anula', 'cancela', 'suspendid']);
const talvezAnula = (n: string): boolean => TALVEZ_ANULA.test(n);
/** A sentence that opens with the verb of holding, its test unnamed: "Realizarase o sábado…", "Se celebrará el día…", "Terá lugar o…"; folded. */
const REALIZARASE = /^(?:(?:[a-z]|\d{1,2})[.)]\s+)?(?:realizarase|celebrarase|efectuarase|se realizara|se celebrara|se efectuara|tera lugar|tendra lugar|levarase a cabo|se llevara a cabo)\b/;
const REFIRE_DATA = /\b(?:dita|dicha|citada|devandita|mencionada|referida|esa|esta|tal)\s+(?:data|fecha|convocatoria|sesion)\b|\b(?:a|la)\s+(?:data|fecha)\b/;

export function novoLectorDatas(doc: Documento, ctx: ContextoFeitos): Lector<{ datasExame?: Feito<string>[] }> {
  const datas = new Map<string, Feito<string>>();
  /** "…faise pública a data de realización das probas:": the sentence that opens a list of dated items. */
  let aberta: Frase | null = null;
  /** A heading naming a test ("SEXTA.- Primeiro exercicio."), and where it is: the sentence right below it dates that test. */
  let cabeceira: { f: Frase; orde: number } | null = null;
  /** The test the sentence before names ("Consistirá nun único exercicio…"), and where it is: a sentence right below that opens with the verb of holding dates it. */
  let probaAntes: { proba: string; orde: number } | null = null;
  /** The dates read from each sentence, by its place: a withdrawal in the next sentence takes them back. */
  const porFrase = new Map<number, string[]>();
  /** The exam dates of a sentence that names a test and a date (apart from frase's tests, asked of every sentence: they compile small). */
  function datasDaFrase(f: Frase, orde: number, intro: string, baixoCabeceira: boolean): void {
    let t = `${intro}${f.norm}`;
    if (/\b(?:bop|dog|boe|boppo|b\.o\.p|d\.o\.g|boletin oficial|diario oficial)\b/.test(t)) t = t.replace(REF_BOLETIN, brancos);
    if (/\b(?:consello|consejo)\b/.test(t)) t = t.replace(ACTO_CONSELLO, brancos);
    if (/anterior|posterior|previ|despois|antes|fixad|fijad|anunciad|sinalad|senalad|inicialmente/.test(t)) t = t.replace(NON_DATA_EXAME, brancos);
    if (MOVE.test(t)) t = t.replace(DATA_MOVIDA, brancos);
    if (/[a-z]\s+de\s+[a-z]/.test(t)) t = enCifras(t, doc.lingua) ?? t;
    if (/realizad|celebrad|efectuad|lugar/.test(t)) t = t.replace(DATA_PASADA, brancos);
    for (const e of eventosDatados(t, ctx.fecha)) {
      if (e.tipo !== 'exame' || datas.has(e.data)) continue;
      // (a day before the edict's own is no exam to announce: a test already held, or a text older than its
      // publication; no set labels one)
      if (ctx.fecha && e.data < ctx.fecha) continue;
      // (below a heading, only a day after the edict: not the signature's "Marín, 24 de xaneiro de 2036")
      if (baixoCabeceira && !(e.data > ctx.fecha)) continue;
      datas.set(e.data, { valor: e.data, cita: String(citaData(doc, f, e.data)), confianza: e.hora ? 0.9 : 0.8 });
      porFrase.set(orde, [...(porFrase.get(orde) ?? []), e.data]);
    }
  }

  return {
    frase(f: Frase, orde: number) {
      // (asked up to three times below: read once)
      const exame = EXAME.test(f.norm);
      if (talvezAnula(f.norm) && ANULA.test(f.norm)) {
        // (a withdrawal of "a dita data" with no date of its own: the date of the sentence before)
        if (!DATA.test(f.norm) && REFIRE_DATA.test(f.norm)) for (const d of porFrase.get(orde - 1) ?? []) datas.delete(d);
        if (DATA.test(f.norm) && !/\b(?:nova|nueva|novo|nuevo)\b|\bfix\w*se|\bse fija|\btraslad|\bpasa(?:n)? a\b|\btera lugar|\btendra lugar/.test(f.norm)) return;
      }
      // (a heading of the tests' section, not "Quinta. Non se establece taxa por dereitos de exame.")
      if (f.encabezado) cabeceira = f.seccion === 'sistema' && exame && !DERECHOS_EXAME.test(f.norm) && !DATA.test(f.norm) ? { f, orde } : null;
      // The list goes on while its items follow ("- Primeiro exercicio (teórico): 29.10.2025"), or a card of its own lines
      // ("Primeiro exercicio:" then "Data: 14/04/2027", "Hora: 9.30", "Lugar: …").
      if (aberta && !/^\s*(?:[-•·*]|[a-z0-9]{1,2}[.)º]|(?:primeir|segund|terceir|primer|tercer)\w*\b|(?:data|fecha|dia|hora|lugar|local)\s*:)/.test(f.norm)) aberta = null;
      // ("SEXTA.- Primeiro exercicio." / "Realizarase o luns 10 de marzo de 2036, ás 9.30 horas": the test named above)
      const baixoCabeceira = !aberta && cabeceira && orde === cabeceira.orde + 1 && !exame;
      // ("Consistirá nun único exercicio de cen preguntas…" / "Realizarase o sábado 13 de xuño de 2082…": the test the
      // sentence before named, in the tests' section; a sentence that names none of its own)
      const trasProba = !aberta && !baixoCabeceira && !exame && probaAntes !== null && probaAntes.orde === orde - 1 && REALIZARASE.test(f.norm) ? probaAntes.proba : null;
      probaAntes = f.seccion === 'sistema' && !f.encabezado && exame && !DERECHOS_EXAME.test(f.norm) ? { proba: EXAME.exec(f.norm)![0], orde } : null;
      const intro = aberta ? `${aberta.norm} ` : baixoCabeceira ? `${cabeceira!.f.norm.replace(/[\s.:;-]+$/, '')}: ` : trasProba ? `${trasProba}: ` : '';
      if (/:\s*$/.test(f.norm) && /\bdatas?\b|\bfechas?\b|exercicio|ejercicio|proba|prueba/.test(f.norm)) aberta = f;
      // (the test named by the line that opened the list: "Data: 14/04/2027" below "Primeiro exercicio:")
      if (FORA.has(f.seccion) || !(exame || (aberta !== f && EXAME.test(intro))) || !DATA.test(f.norm)) return;
      datasDaFrase(f, orde, intro, !!baixoCabeceira || trasProba !== null);
    },
    resultado() {
      return datas.size ? { datasExame: [...datas.values()].sort((a, b) => a.valor.localeCompare(b.valor)) } : {};
    },
  };
}

const NOMES_MES = [['xaneiro', 'enero'], ['febreiro', 'febrero'], ['marzo'], ['abril'], ['maio', 'mayo'], ['xuno', 'junio'], ['xullo', 'julio'], ['agosto'],
  ['setembro', 'septiembre', 'setiembre'], ['outubro', 'octubre'], ['novembro', 'noviembre'], ['decembro', 'diciembre']];
/** The clause of the published sentence holding the date: its day, then its month by name or number. */
// (each day's pattern built once: a body's dates, and the bodies of a day's run, repeat them)
const PATRON_DA_DATA = new Map<string, RegExp>();
function citaData(doc: Documento, f: Frase, iso: string) {
  const [, m, d] = iso.split('-').map(Number);
  const clave = `${m}-${d}`;
  let re = PATRON_DA_DATA.get(clave);
  if (!re) {
    const nomes = NOMES_MES[m - 1];
    re = new RegExp(`\\b0?${d}\\s+de\\s+(?:${nomes.join('|')})|\\b0?${d}[/.-]0?${m}[/.-]`);
    PATRON_DA_DATA.set(clave, re);
  }
  const at = f.norm.search(re);
  return at >= 0 ? cita(doc, f, f.ini + at, f.ini + at + 2) : cita(doc, f, f.ini, f.fin);
}
