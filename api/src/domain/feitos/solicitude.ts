import { calqueraDe } from '../alternativa.js';
import type { Feito, Grupo, PrazoLido } from 'shared/contract';
import { extraerRegraPrazo } from '../prazos.js';
import { cita, limpar, type Documento, type Frase } from './documento.js';
import { escoller, peso, type Candidato, type PesosSeccion } from './lectura.js';
import type { ContextoFeitos, Lector } from './lector.js';
import { NUMERO, valorNumero } from './numeros.js';
import { palabrasPosto } from './listaDePostos.js';

/**
 * How to apply: the exam fee (the general one, not a reduced one; the one of the call's group when a table gives one
 * per group), the electronic office's address, and the application period ("vinte días hábiles contados a partir do
 * día seguinte ao da publicación do extracto no BOE") — never a period to correct the application, to claim, to appeal
 * or to bring documents after passing.
 */
export interface Solicitude {
  taxa?: Feito<number>;
  sedeElectronica?: Feito<string>;
  prazo?: Feito<PrazoLido>;
}

const PESOS: PesosSeccion = { solicitudes: 3, taxa: 3, obxecto: 1, preambulo: 1, titulo: 0, requisitos: 0, tribunal: -4, admision: -3, nomeamento: -3, bolsa: -2, sistema: -2 };

// ---- fee ---------------------------------------------------------------------------------------------------------

const TAXA = /\btaxas?\b|\btasas?\b|\bdereitos de (?:exame|inscricion|participacion)|\bderechos de (?:examen|inscripcion|participacion)/;
const IMPORTE = /(?:€\s*)?\b(\d{1,3}(?:\.\d{3})*(?:,\d{1,2})?|\d+(?:[.,]\d{1,2})?)\s*(?:€|euros?\b|eur\b)|€\s*(\d{1,3}(?:\.\d{3})*(?:,\d{1,2})?|\d+(?:[.,]\d{1,2})?)\b/g;
/** An amount in words: "vinte euros", "veinticinco euros con cincuenta céntimos". */
const IMPORTE_PALABRAS = new RegExp(`\\b(${NUMERO})\\s+euros?\\b(?:\\s+(?:con|e|y)\\s+(${NUMERO})\\s+centimos\\b)?`, 'g');
/** Right before an amount: a reduced fee, or the fee of the unemployed, the disabled, large families. */
const REDUCIDA = /\breduc|\bbonific|\bdesempreg|\bdesemple|\bdiscapac|\bfamilias? numerosas?|\bminusval|\b50\s?%|\bmetade\b|\bmitad\b|\bexenci|\bexent|\bdemandantes? de emprego|\bdemandantes? de empleo|\bespecial\b/;
/** Not the exam fee: salaries, allowances of the tribunal, other fees of the ordinance. */
const NON_TAXA = /\bretribuc|\bsalario|\bsoldo|\bindemniz|\basistencias?\b|\bdietas?\b|\bcomplemento|\bbruto|\bmensual|\banual/;
const SEN_TAXA = /\b(?:non|no)\s+(?:se\s+)?(?:esixe|exige|esixira|exigira|devenga|require|requiere)\w*\s+(?:ningunha\s+|ninguna\s+|o pagamento de\s+|el pago de\s+)?(?:taxa|tasa|dereitos|derechos)|\b(?:non|no)\s+(?:esta|estan|estara|estaran)\s+(?:suxeit|sujet)[oa]s?\s+(?:a|ao|al|a la)\s+(?:ningunha\s+|ninguna\s+|(?:o\s+|el\s+)?(?:pagamento|pago|aboamento|abono)\s+(?:de|da|das|de la|de las)\s+(?:ningunha\s+|ninguna\s+)?)?(?:taxa|tasa|dereitos|derechos)|\bnon se (?:esixe|esixira|aboara|establece|devenga)\w* (?:o pagamento de )?(?:ningunha )?(?:taxa|dereitos)|\bno se (?:exige|exigira|abonara|establece|devenga)\w* (?:el pago de )?(?:ninguna )?(?:tasa|derechos)|\bsen taxa|\bsin tasa|\bgratuit[oa]\b|\bexent[oa]s? (?:(?:de|do|del) (?:pagamento|pago) (?:de|da|de la|das|de las) |(?:de|da|de la)\s+)(?:taxa|tasa)s?\b(?! (?:as|os|las|los|aquel|quen|quien|persoas|personas))/;
/** The fee named, then ruled out: "Dereitos de exame: non se esixen", "Tasa: no se exige", "Taxa: ningunha", "Derechos de examen: exento". */
const SEN_TAXA_TRAS = /\b(?:taxas?|tasas?|dereitos de (?:exame|inscricion|participacion)|derechos de (?:examen|inscripcion|participacion))\s*[:.\-–]\s*(?:(?:non|no)\s+(?:se\s+)?(?:esix|exig|aboa|abona|devenga|cobra|requir|requier|ha[iy]\b)|ningun(?:ha|a)?\b|exent[oa]s?\b|gratuit[oa]s?\b)/;
/** Those of the promotion turn exempt ("as persoas aspirantes pola quenda de promoción interna están exentas do seu pagamento"): all, in a promotion-only call. */
const PROMOCION_EXENTA = /\bpromocion interna\b[^.;]{0,60}?\b(?:esta|estan|estara|estaran|queda|quedan|quedara|quedaran|sera|seran)\s+exent[oa]s?\b|\bexent[oa]s?\b[^.;]{0,60}?\bpromocion interna\b/;
/** A group in brackets right after an amount: " (A2)", " (subgrupo C1)", " (grupo AP)"; folded. */
const GRUPO_TRAS = /^\s*\(\s*(?:(?:sub)?grupo\s+)?(a1|a2|c1|c2|ap)\s*\)/;
/**
 * A group right after an amount, "for" it: "38,45 euros para el subgrupo A1, 30,76 euros para el A2", "20 euros para o
 * grupo C1", "15 euros para as prazas do subgrupo C2"; folded. The bare code needs its article ("para el A2").
 */
const GRUPO_PARA = /^\s*,?\s*(?:para|por)\s+(?:(?:o|a|os|as|el|la|los|las)\s+)?(?:(?:prazas?|plazas?|postos?|puestos?|aspirantes)\s+(?:do|da|dos|das|del|de la|de los|de)\s+)?(?:(?:sub)?grupos?\s+(a1|a2|c1|c2|ap|b|e)|(?<=(?:o|el|los)\s)(a1|a2|c1|c2|ap))\b/;
/** What a fee is of, right after its amount: "16 euros (Auxiliar Administrativo/a)", "20 euros para a praza de conserxe"; folded. */
const POSTO_TRAS = /^\s*(?:\(\s*([^()\d]{3,80}?)\s*\)|(?:,\s*)?(?:para|pola|por)\s+(?:a|as|la|las|o|os|el|los)\s+(?:prazas?|plazas?|postos?|puestos?)\s+(?:de|do|da|del)\s+([^,;.()\d]{3,80}))/;
const GRUPO_ANTES = /\b(?:subgrupo|grupo)\s*:?\s*(a1|a2|c1|c2|b|e|ap)\b|\b(agrupacions? profesiona\w*|agrupaciones profesionales)\b/g;

/** A fee table's row quoted as a correction's new wording: ': "Subgrupo A2: 37,15 euros".', '«Grupo C1: 20 euros»'; folded. */
const FILA_CORRIXIDA = /^[\s:"'«“]*(?:sub)?grupo\s+(?:a1|a2|b|c1|c2|e|ap)\s*[:.,-]\s*\d/;
/** The header of a fee table printed as lines: "Grupo/Subgrupo Importe", "Subgrupo Cuota (€)", "Categoría Taxa"; folded. */
const CABECEIRA_TAXAS = /^(?:(?:sub)?grupos?(?:\s*\/\s*(?:sub)?grupos?)?|categorias?|escalas?)\s+(?:importes?|cotas?|cuotas?|taxas?|tasas?|contias?|cuantias?|euros)(?:\s*\(?\s*(?:€|euros)\s*\)?)?\s*$/;
/** Rows of a table printed with bars, each under 90 characters, run into one sentence: "| subgrupo a1 | 45,26 euros | | subgrupo a2 | …"; folded. */
const FILAS_DE_BARRAS = /^(?:\|[^|\n]{1,60}\|[^|\n]{1,40}\|\s*){2,12}$/;
/** A fee table's row opened by a group's bare code: "a2 21,96 €", "ap: 8,23 €"; folded, the text before the amount. */
const CODIGO_FILA = /^\s*(a1|a2|c1|c2|ap|b|e)\s*[:.\-–]?\s*$/;
/** The same code opening a part of one sentence, its separator printed: "; a2, 36,04 euros"; folded, the part before the amount. */
const CODIGO_PARTE = /^\s*(a1|a2|c1|c2|ap|b|e)\s*[,:\-–]\s*$/;

function euros(s: string): number {
  const t = /,\d{1,2}$/.test(s) ? s.replace(/\./g, '').replace(',', '.') : /\.\d{3}$/.test(s) ? s.replace(/\./g, '') : s;
  return Number(t);
}
/** A row of a fee table by convenio group: "grupos I e II, 32,71 euros; grupo III, 21,36 euros". */
const GRUPO_CONVENIO_ANTES = /\bgrupos?\s+((?:i{1,3}|iv|v)(?:\s*(?:,|e|y)\s*(?:i{1,3}|iv|v))*)\b/g;
/** The call's convenio group, alone: "(grupo III, categoría 016)", "grupo IV do convenio". */
const GRUPO_CONVENIO = /\bgrupo\s+(i{1,3}|iv|v)\b(?!\s*(?:,\s*(?:i{1,3}|iv|v)\b|(?:e|y|ou|o)\s+(?:i{1,3}|iv|v)\b))/;
const grupoDe = (g: string): Grupo => (/^agrup|^e$|^ap$/.test(g) ? 'AP' : (g.toUpperCase() as Grupo));

// ---- electronic office ------------------------------------------------------------------------------------------

// At most six labels before the domain: a run of "a.a.a…" must not make the search quadratic.
const URL = /\b(?:https?:\/\/)?(?:[a-z0-9](?:[a-z0-9-]{0,62})\.){1,6}(?:gal|es|com|org|net|eu|gob\.es|cat|info)\b(?::\d{2,5})?(?:\/[^\s,;)"'<>»\]]*)?/g;
/** Right before an address, a plain website: "páxina web do Servizo… (", "la página web municipal, "; folded. */
const WEB_ANTES = /\b(?:paxina|pagina|portal|sitio)\s+web\b[^.;:()]{0,70}[\s(]*$/;
/** An application named right before an address: "a través da aplicación FIDES/expedient-e (", "la oficina virtual del profesional ("; folded. */
const APLICACION_ANTES = /\b(?:aplicacion|oficina virtual)\b[^.;:()]{0,60}[\s(]*$/;
const SEDE = /\bsede\s+electronica\b|\brexistro\s+electronico\b|\bregistro\s+electronico\b|\bsede\s+dixital\b|\bsede\s+digital\b|\btramitacion\s+(?:electronica|telematica)\b|\bpor\s+vi?a\s+(?:electronica|telematica)\b|\bpresentacion\s+electronica\b|\bportal\s+(?:do\s+cidadan|de\s+tramites|del\s+ciudadano)/;
/** Bulletins, the Ministry, e-mail hosts: not where to apply. */
const NON_SEDE = /(?:^|\.|\/\/)(?:boe\.es|bop\.|boppo\.|bop\w*\.|xunta\.gal\/dog|dog\.|gmail|hotmail|yahoo|outlook)|\/dog\//;

// ---- period ------------------------------------------------------------------------------------------------------

const ABRE_PRAZO = /\b(?:abrese|se abre|abrirase|se abrira)\s+(?:un\s+)?(?:novo\s+|nuevo\s+)?(?:prazo|plazo)\b/;
const CONTA_SOA = new RegExp(`^(?:${NUMERO})\\s+(?:\\(\\d+\\)\\s+)?dias\\s+(?:habiles|naturais|naturales)\\s+(?:contados\\s+)?(?:desde|a partir)\\b[^;]{0,60}\\bpublicacion\\b`);
const PRAZO = /\bprazos?\b|\bplazos?\b|\btermo\b|\btermino\b|\bdurante\b|\bdentro dos?\b|\bdentro de los\b/;
const CONTA = /\bdesde\b|\bdende\b|\ba partir\b|\bcontad|\bcomputad|\bseguintes?\b|\bsiguientes?\b/;
/** Days or months, the units of a period to apply; folded. */
const DIAS_OU_MESES = /\bdias?\b|\bmes(?:es)?\b/;
/** "Prazo:", "Solicitudes:", "Prazo de presentación de instancias:" opening a line of an announcement. */
const ROTULO_PRAZO = /^(?:[\divx]{1,3}[.)]\s*)?(?:prazo|plazo|solicitudes|instancias|presentacion de (?:solicitudes|instancias)|prazo de (?:presentacion|inscricion)[^:]{0,40}|plazo de (?:presentacion|inscripcion)[^:]{0,40})\s*:/;
// "para que as persoas interesadas soliciten a súa inclusión", "podrán solicitar su inclusión": the verb applies too.
const SOLICITUDE = /\bsolicitud|\bsolicit(?:en|an|ar|aran|ara)\b|\binstancia|\bpresentacion\b|\bpresentar(?:an|se|en)?\b|\bparticipar|\bparticipacion|\binscricion|\binscripcion|\badmision\b|\btomar parte\b|\bformular\b/;
/** Periods that are not the period to apply. */
// ("…contados desde a publicación desta corrección de erros no DOG": the period a correction opens counts from itself, the
// correction no other period)
// "deberá presentar la documentación en el plazo de…", "achegará os documentos…": the period of the person proposed.
const OUTRO_PRAZO = /\b(?:presentar|achegar|aportar|entregar)\w*\s+(?:(?:a|la|os|los|as|las)\s+)?(?:documentacion|documentos)\b|\bemend|\bsubsana|\benmienda|\breclamac|\balegac|\brecurso|\breposicion|\bcontencioso|\bdocumentacion acreditativa|\bdocumentos acreditativos|\baportar|\btoma de posesion|\btomar posesion|\bposesion\b|\bnomead|\bnombrad|\brecusac|\brecus(?:ar|en|an|aren|ase|asen)\b|\babstenc|\baprobad|\bpropost|\bpropuest|\bllamamento|\bchamamento|\brenuncia|\bincorporac|(?<!\bpublicacion (?:desta|da presente|de esta|de la presente|da|de la) )\bcorreccion de|\brevision|\bimpugna|\bacept|\bresolver|\bresolucion (?:expresa|do procedemento)|\bvixencia|\bvigencia|\bresolveran|\bdiscrepancia/;

/**
 * "As solicitudes, co modelo do anexo II e a documentación acreditativa dos méritos, presentaranse… no prazo de dez días":
 * what goes with the application, in an aside after its subject, names no other period.
 */
const SUXEITO_SOLICITUDE = /^\W*(?:(?:as|las|a|la)\s+)?(?:solicitudes|solicitude|solicitud|instancias|instancia)\b[^,]{0,30},[^,;]{0,200},/;
/**
 * "…poderán presentar a súa solicitude, co currículo e a documentación acreditativa, no Rexistro… no prazo de cinco
 * días", "…presentarán su solicitud, junto con la documentación acreditativa, en el plazo de…": the same aside after the
 * application as the verb's object.
 */
const APARTE_TRAS_SOLICITUDE = /(\b(?:solicitudes|solicitude|solicitud|instancias|instancia)),\s*(?:co|coa|cos|coas|con|xunto con|xunto coa|junto con|acompanad[oa]s?\s+(?:de|do|da|dos|das|del|de la))\s[^,;]{0,200},/;
const semAparteDaSolicitude = (n: string): string => n.replace(SUXEITO_SOLICITUDE, (m: string) => `${m.slice(0, m.indexOf(','))} `).replace(APARTE_TRAS_SOLICITUDE, '$1 ');

/** What every address of an office holds (a scheme, www. or a domain's ending): a guard. */
const TALVEZ_ENDEREZO = calqueraDe(['http', 'www.', '.gal', '.es', '.com', '.org', '.net', '.eu']);

export function novoLectorSolicitude(doc: Documento, _ctx: ContextoFeitos): Lector<Solicitude> & { grupoTaxa(g: Grupo | undefined, variosPostos?: boolean, postos?: string[]): void } {
  const taxas: (Candidato<number> & { grupo?: Grupo; gruposConvenio?: string[]; dunPosto?: string })[] = [];
  /** The convenio groups (I to V) a sentence of the call names for its post, when it has no subgroup. */
  const gruposConvenio = new Set<string>();
  const sedes: Candidato<string>[] = [];
  const prazos: Candidato<PrazoLido>[] = [];
  /** The last period counted in a sentence that says not what it counts from (read with the next that does). */
  let contaSoa: { conta: string; orde: number; puntos: number; cita: ReturnType<typeof cita> } | undefined;
  let grupoChamada: Grupo | undefined;
  /** The call is of several posts (index.ts): a fee for each is no fee of the call. */
  let variosPostos = false;
  /** The posts of that call, by their words (palabrasPosto). */
  let nomesPostos: string[] = [];
  /** The last sentence named the fee and opened a list ("…segundo o subgrupo da praza:"). */
  let taboaTaxas = false;

  /** The call is by internal promotion only: a fact of the whole body, read once (not for every sentence naming a fee). */
  let soDePromocion: boolean | undefined;
  function chamadaSoDePromocion(): boolean {
    soDePromocion ??= /\bpromocion interna\b/.test(doc.norm) && !/\b(?:acceso|quendas?|turnos?|oposicion|concurso-oposicion) (?:de acceso )?libres?\b/.test(doc.norm);
    return soDePromocion;
  }

  function taxa(f: Frase, orde: number, base: number): void {
    const n = f.norm;
    // A fee on a line of its own under its heading ("3.2. Taxa:" / "16,80 euros.") or under a sentence that opens a
    // table of fees ("…segundo o subgrupo da praza:" / "Subgrupo A1: 30,00 euros") names no fee word.
    const euro = /€|\beuros?\b/.test(n);
    // (a correction's new wording of one row of the fee table: «debe dicir: "Subgrupo A2: 37,15 euros"»)
    // (a table printed with bars, its rows run into one sentence: "| Subgrupo A1 | 45,26 euros | | Subgrupo A2 | 37,72 euros |";
    // each row short)
    const fila = (taboaTaxas || (f.corrixido && FILA_CORRIXIDA.test(n))) && euro && (n.length <= 90 || (n.charCodeAt(0) === 124 && FILAS_DE_BARRAS.test(n)));
    const nomeaTaxa = TAXA.test(n);
    // ("Grupo/Subgrupo Importe" between the fee's sentence and its rows: the table's header keeps it open)
    if (!fila) taboaTaxas = (nomeaTaxa && /:\s*$/.test(n)) || (taboaTaxas && !euro && CABECEIRA_TAXAS.test(n));
    if (!nomeaTaxa && !fila && !(f.seccion === 'taxa' && (euro || n.includes('exent')))) return;
    taxaDaFrase(f, orde, base, n, euro, fila, nomeaTaxa);
  }

  /** taxa's reading of a sentence that may state a fee (apart: the tests above, asked of every sentence, compile small). */
  function taxaDaFrase(f: Frase, orde: number, base: number, n: string, euro: boolean, fila: boolean, nomeaTaxa: boolean): void {
    const soPromocion = chamadaSoDePromocion();
    const sen = SEN_TAXA.exec(n) ?? SEN_TAXA_TRAS.exec(n) ?? (soPromocion ? PROMOCION_EXENTA.exec(n) : null);
    // "Non se esixe taxa" states the fee; "as persoas desempregadas están exentas do pagamento da taxa" a reduction.
    // ("o persoal da Universidade está exento da taxa": all candidates only in a promotion-only call)
    const doPersoal = sen && /\b(?:persoal|personal|funcionari\w*)\b/.test(n.slice(Math.max(0, sen.index - 60), sen.index));
    if (sen && (!doPersoal || soPromocion) && !REDUCIDA.test(n.slice(Math.max(0, n.lastIndexOf(';', sen.index) + 1, sen.index - 90), sen.index))) {
      taxas.push({ valor: 0, puntos: base + 2, orde: orde * 1000 + sen.index, cita: cita(doc, f, f.ini + sen.index, f.ini + sen.index + sen[0].length) });
    }
    IMPORTE.lastIndex = 0;
    let primeiro = true;
    // A fee sentence states a few amounts; a table of hundreds is not one.
    let vistos = 0;
    let fimAnterior = 0;
    for (let m = IMPORTE.exec(n); m && vistos < 12; m = IMPORTE.exec(n), vistos++) {
      const v = euros(m[1] ?? m[2]);
      if (!(v > 0 && v < 1000)) continue;
      // (from the amount before: "28 euros (subgrupo A2), 12 euros…" gives the second amount no group of the first)
      const antes = n.slice(Math.max(0, m.index - 60, n.lastIndexOf(';', m.index) + 1, n.lastIndexOf('€', m.index - 1) + 1, fimAnterior), m.index);
      fimAnterior = m.index + m[0].length;
      let grupo: Grupo | undefined;
      GRUPO_ANTES.lastIndex = 0;
      for (let g = GRUPO_ANTES.exec(antes); g; g = GRUPO_ANTES.exec(antes)) grupo = grupoDe(g[1] ?? g[2]);
      // A row of a fee table that opens with the group's bare code: "A2 21,96 €", "AP 8,23 €".
      if (!grupo && fila && primeiro) {
        const cod = CODIGO_FILA.exec(antes);
        if (cod) grupo = grupoDe(cod[1]);
      }
      // (the rows of such a table printed in one sentence, parted by semicolons after the first's group word: "…segundo o
      // grupo ou subgrupo: A1, 45,06 euros; A2, 36,04 euros; …", "según el subgrupo: A1, 30 euros; A2, 25 euros")
      const pc = grupo ? -1 : n.lastIndexOf(';', m.index);
      if (pc >= 0 && n.includes('grupo')) {
        const cod = CODIGO_PARTE.exec(n.slice(pc + 1, m.index));
        if (cod) grupo = grupoDe(cod[1]);
      }
      // "30 euros (A2)", "28 € (subgrupo A2)": the group in brackets right after the amount.
      const tras = (fimAnterior < n.length && n.charCodeAt(fimAnterior) === 40) || (fimAnterior + 1 < n.length && n.charCodeAt(fimAnterior + 1) === 40) ? GRUPO_TRAS.exec(n.slice(fimAnterior, fimAnterior + 30)) : null;
      if (tras) grupo = grupoDe(tras[1]);
      // (its group "for" it after the amount: the next amount's text starts past it)
      const para = tras ? null : GRUPO_PARA.exec(n.slice(fimAnterior, fimAnterior + 50));
      if (para) {
        grupo = grupoDe(para[1] ?? para[2]);
        fimAnterior += para[0].length;
      }
      let conv: string[] | undefined;
      GRUPO_CONVENIO_ANTES.lastIndex = 0;
      for (let g = GRUPO_CONVENIO_ANTES.exec(antes); g; g = GRUPO_CONVENIO_ANTES.exec(antes)) conv = g[1].split(/\s*(?:,|\be\b|\by\b)\s*/).filter(Boolean);
      const reducida = REDUCIDA.test(antes);
      if (NON_TAXA.test(antes)) continue;
      // (the post the fee is of, named right after it: compared with the call's posts once they are known)
      const dePosto = grupo ? null : POSTO_TRAS.exec(n.slice(fimAnterior, fimAnterior + 100));
      const dunPosto = dePosto ? (dePosto[1] ?? dePosto[2]).trim() : undefined;
      taxas.push({ valor: v, puntos: base + (reducida ? -1 : primeiro ? 3 : 2), orde: orde * 1000 + m.index, cita: cita(doc, f, f.ini + m.index, f.ini + m.index + m[0].length), grupo, gruposConvenio: conv, ...(dunPosto ? { dunPosto } : {}) });
      primeiro = false;
    }
    if (!n.includes('euro')) return;
    IMPORTE_PALABRAS.lastIndex = 0;
    for (let m = IMPORTE_PALABRAS.exec(n); m; m = IMPORTE_PALABRAS.exec(n)) {
      // Digits are read above; words only here ("vinte euros", "veinte euros (20 €)" once).
      if (/^\d/.test(m[1])) continue;
      const enteiro = valorNumero(m[1], 'es');
      const centimos = m[2] ? valorNumero(m[2], 'es') : 0;
      if (!enteiro || enteiro >= 1000 || centimos === null || centimos >= 100) continue;
      const antes = n.slice(Math.max(0, m.index - 60, n.lastIndexOf(';', m.index) + 1), m.index);
      if (NON_TAXA.test(antes)) continue;
      const v = enteiro + centimos / 100;
      if (taxas.some((t) => t.valor === v && Math.floor(t.orde / 1000) === orde)) continue;
      taxas.push({ valor: v, puntos: base + (REDUCIDA.test(antes) ? -1 : primeiro ? 3 : 2), orde: orde * 1000 + m.index, cita: cita(doc, f, f.ini + m.index, f.ini + m.index + m[0].length) });
      primeiro = false;
    }
  }

  /** The sentence before named the office and ended on a colon. */
  let sedeAntes = false;
  function sede(f: Frase, orde: number, base: number): void {
    const n = f.norm;
    const antes = sedeAntes;
    sedeAntes = /:\s*$/.test(n) && SEDE.test(n);
    if (!TALVEZ_ENDEREZO.test(n)) return;
    sedeDaFrase(f, orde, base, n, antes);
  }

  /** sede's reading of a sentence that may hold an address (apart: the tests above, asked of every sentence, compile small). */
  function sedeDaFrase(f: Frase, orde: number, base: number, n: string, antes: boolean): void {
    // The office named in the sentence, or in the one before that ends on a colon ("…na sede electrónica do Concello:" / the address).
    const sedeFrase = SEDE.exec(n) ?? (antes ? { index: 0 } : null);
    URL.lastIndex = 0;
    for (let m = URL.exec(n); m; m = URL.exec(n)) {
      if (n[m.index - 1] === '@' || NON_SEDE.test(m[0])) continue;
      const host = m[0].replace(/^https?:\/\//, '').split('/')[0];
      if (!/\./.test(host) || /^\d/.test(host)) continue;
      const sedeHost = /(?:^|[.-])sede[.-]|^sede|sede\b|sedelectronica|rexistro|registro|tramites|cidadan|ciudadan|e-?admin/.test(host);
      const cerca = sedeFrase && Math.abs(sedeFrase.index - m.index) < 220;
      if (!sedeHost && !cerca) continue;
      // ("…a través da aplicación Fides, accesible desde a páxina web do Servizo Galego de Saúde (www.sergas.es)": a plain
      // website, named so, near a word of electronic filing, is no sede)
      if (!sedeHost && WEB_ANTES.test(n.slice(Math.max(0, m.index - 100), m.index))) continue;
      // ("…por vía telemática a través da aplicación FIDES/expedient-e (https://fides.sergas.es)", "…de la oficina virtual del
      // profesional (https://…)": a staff application named, not the body's office)
      if (!sedeHost && APLICACION_ANTES.test(n.slice(Math.max(0, m.index - 80), m.index))) continue;
      // An office's own address named as the office ("…expuesta en el tablón electrónico de la sede de la Universidade
      // (https://sede.usc.gal)"): where a later step publishes its lists is the body's sede wherever the section stands.
      const nomeada = sedeHost && /\bsede\b/.test(n.slice(Math.max(0, m.index - 80), m.index));
      const url = doc.texto.slice(f.ini + m.index, f.ini + m.index + m[0].length).replace(/[.:,]+$/, '');
      sedes.push({ valor: url, puntos: (nomeada ? Math.max(base, 0) : base) + (sedeHost ? 2 : 0) + (cerca ? 3 : 0), orde: orde * 1000 + m.index, cita: cita(doc, f, f.ini + m.index, f.ini + m.index + m[0].length) });
    }
  }

  function prazo(f: Frase, orde: number, base: number): void {
    const n = f.norm;
    // "…debe decir: «El plazo de presentación de solicitudes será de veinte días hábiles…»." then "El plazo… se computará
    // de nuevo a partir del día siguiente al de la publicación de esta corrección en el BOE": the count in one sentence,
    // what it counts from in the next (gl "O prazo… computarase de novo a partir do día seguinte…").
    if (contaSoa && orde - contaSoa.orde <= 4 && PRAZO.test(n) && SOLICITUDE.test(n) && /\b(?:a partir|desde|dende)\b[^;]{0,80}\bpublicacion\b/.test(n) && !extraerRegraPrazo(limpar(doc.texto.slice(f.ini, f.fin)))) {
      const publicado = limpar(doc.texto.slice(f.ini, f.fin));
      const desde = /\b(?:a partir|desde|dende)\b/i.exec(publicado);
      const regra = desde ? extraerRegraPrazo(`${contaSoa.conta} contados ${publicado.slice(desde.index)}`) : null;
      if (regra && !regra.estimado) {
        prazos.push({ valor: { cantidade: regra.cantidade, unidade: regra.unidade, desde: regra.desde }, puntos: contaSoa.puntos + 1, orde: contaSoa.orde, cita: contaSoa.cita });
      }
      contaSoa = undefined;
      return;
    }
    if (contaSoa && orde - contaSoa.orde > 4) contaSoa = undefined;
    // A period to apply is counted from something: "contados desde o día seguinte ao da publicación…".
    // (days or months, and a count from something, asked once for both readings below)
    const diasOuMeses = DIAS_OU_MESES.test(n);
    const conta = diasOuMeses && CONTA.test(n);
    if (diasOuMeses && !conta && PRAZO.test(n) && SOLICITUDE.test(n) && !OUTRO_PRAZO.test(n)) {
      const publicado = limpar(doc.texto.slice(f.ini, f.fin));
      const regra = extraerRegraPrazo(publicado);
      if (regra) {
        const numero = regra.textoAtopado.split(' ')[0].toLowerCase();
        const at = Math.max(0, n.indexOf(numero));
        contaSoa = { conta: regra.textoAtopado, orde, puntos: base + 2 + (f.corrixido ? 2 : 0) + 1, cita: cita(doc, f, f.ini + at, f.ini + at + numero.length) };
      }
    }
    if (!conta) return;
    prazoContado(f, orde, base, n);
  }

  /** prazo's reading of a sentence that counts days or months from something (apart: asked of every sentence, prazo compiles small). */
  function prazoContado(f: Frase, orde: number, base: number, n: string): void {
    const solicitude = SOLICITUDE.test(n);
    const rotulo = ROTULO_PRAZO.test(n);
    const prazoPalabra = PRAZO.test(n);
    // "Se abre un nuevo plazo de veinte días…", "Ábrese un novo prazo…": a period opened by the edict is the one to apply.
    // (what comes before it is its cause, not another period: "Como consecuencia de la ampliación…, aprobada por la Junta de
    // Gobierno Local…, se abre un nuevo plazo de presentación de solicitudes de veinte días naturales…")
    const abre = ABRE_PRAZO.test(n);
    // "CUARTA. Vinte días hábiles desde o día seguinte á publicación do extracto no BOE.": a base that is only the count
    // from the call's publication.
    const soConta = CONTA_SOA.test(n);
    if (!solicitude && !rotulo && !prazoPalabra && !soConta && !f.corrixido && f.seccion !== 'solicitudes' && f.seccion !== 'preambulo') return;
    const publicado = limpar(doc.texto.slice(f.ini, f.fin));
    const regra = extraerRegraPrazo(publicado);
    if (!regra) return;
    const puntos = base + (solicitude ? 2 : 0) + (rotulo || abre || soConta ? 2 : 0) + (f.corrixido ? 2 : 0) + (prazoPalabra ? 1 : 0) + (OUTRO_PRAZO.test(abre ? n.slice(n.search(ABRE_PRAZO)) : semAparteDaSolicitude(n)) ? -5 : 0) + (regra.estimado ? 0 : 1);
    // The quote: the clause holding the number of days.
    const numero = regra.textoAtopado.split(' ')[0].toLowerCase();
    const at = Math.max(0, n.indexOf(numero));
    prazos.push({ valor: { cantidade: regra.cantidade, unidade: regra.unidade, desde: regra.desde }, puntos, orde, cita: cita(doc, f, f.ini + at, f.ini + at + numero.length) });
  }

  return {
    frase(f, orde) {
      const base = peso(PESOS, f.seccion);
      if ((f.seccion === 'titulo' || f.seccion === 'preambulo' || f.seccion === 'obxecto') && f.norm.includes('grupo') && !/€|\beuros?\b/.test(f.norm)) {
        const g = GRUPO_CONVENIO.exec(f.norm);
        if (g) gruposConvenio.add(g[1]);
      }
      taxa(f, orde, base);
      sede(f, orde, base);
      prazo(f, orde, base);
    },
    grupoTaxa(g, varios = false, postos = []) {
      grupoChamada = g;
      variosPostos = varios;
      nomesPostos = postos.map((p) => palabrasPosto(p).join(' '));
    },
    resultado() {
      // A table of fees by group: the call's group's fee is the general one.
      // (a post of a collective agreement has no subgroup: its convenio group's row, "grupo III, 21,36 euros")
      const convenio = !grupoChamada && gruposConvenio.size === 1 ? [...gruposConvenio][0] : undefined;
      const porGrupo = grupoChamada ? taxas.filter((t) => t.grupo === grupoChamada) : convenio ? taxas.filter((t) => t.gruposConvenio?.includes(convenio)) : [];
      let t = porGrupo.length ? escoller(porGrupo.map((x) => ({ ...x, puntos: x.puntos + 2 })), String) : escoller(taxas, String, 2);
      // A call of several posts whose fees differ ("30 euros (A2), 20 euros (C1)…", "40,85 euros para a escala técnica…,
      // 34,60 euros para…"): each post's fee, no single one of the call.
      if (t && variosPostos && t.valor > 0) {
        const forte = Math.max(...taxas.filter((x) => x.valor === t!.valor).map((x) => x.puntos));
        if (taxas.some((x) => x.valor > 0 && x.valor !== t!.valor && x.puntos >= forte - 1 && x.puntos >= 2)) t = undefined;
      }
      // "Taxa: 16 euros (Auxiliar Administrativo/a); as persoas aspirantes á quenda de promoción interna están exentas": in a
      // call of several posts, a fee printed only for one of them, by its name, is that post's, not the call's.
      if (t && variosPostos && t.valor > 0 && nomesPostos.length >= 2) {
        const destes = taxas.filter((x) => x.valor === t!.valor);
        const postos = new Set(destes.map((x) => (x.dunPosto ? palabrasPosto(x.dunPosto).join(' ') : '')));
        if (postos.size === 1 && !postos.has('') && nomesPostos.includes([...postos][0])) t = undefined;
      }
      return { taxa: t, sedeElectronica: escoller(sedes, (v) => v.toLowerCase(), 2), prazo: escoller(prazos, undefined, 3) };
    },
  };
}
