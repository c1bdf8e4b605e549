import { officialMunicipalityName } from './organismos.js';

/**
 * The holidays that make a day inhábil in Galicia, kept as DATA, one block per year with its sources.
 *
 * A day is inhábil for administrative periods (Lei 39/2015, art. 30.2 and 30.6) when it is a Saturday, a Sunday or a
 * holiday: the national holidays (RD 2001/1983, art. 45), the Galician ones chosen every year by the Xunta's decree
 * on the labour calendar (DOG), and the two local holidays of the municipality (published every autumn in the DOG by
 * the Dirección Xeral de Relacións Laborais). The BOE's yearly list (Dirección General de Trabajo) gathers the
 * national and regional ones of every community.
 *
 * Only what was checked is kept. A year whose regional decree or local list was not yet known here is marked
 * `provisional`: it holds only the holidays fixed by law on weekdays, so a period may then end a day *earlier* than
 * the official calendar says (never later). Update each year from the sources named in `fontes`.
 *
 * Pure data and functions: no I/O.
 */

export type AmbitoFestivo = 'nacional' | 'galicia' | 'local';

export interface Festivo {
  /** YYYY-MM-DD */
  data: string;
  nome: string;
  ambito: AmbitoFestivo;
}

export interface CalendarioAno {
  ano: number;
  /** The official publications the dates come from. */
  fontes: string[];
  /** National and Galician holidays (every municipality). */
  xerais: Festivo[];
  /** Local holidays by official municipality name (organismos.ts spelling). */
  locais: Record<string, string[]>;
  /** True while the year's decree or local list is not in this data (see `notas`). */
  provisional: boolean;
  notas: string[];
}

const n = (data: string, nome: string): Festivo => ({ data, nome, ambito: 'nacional' });
const g = (data: string, nome: string): Festivo => ({ data, nome, ambito: 'galicia' });

const CALENDARIOS: CalendarioAno[] = [
  {
    ano: 2025,
    fontes: [
      'BOE: Resolución de 15 de octubre de 2024, de la Dirección General de Trabajo, por la que se publica la relación de fiestas laborales para el año 2025 (BOE núm. 252, de 18/10/2024, BOE-A-2024-21316)',
      'DOG: Decreto da Consellería de Emprego, Comercio e Emigración polo que se determinan as festas da Comunidade Autónoma de Galicia do calendario laboral para o ano 2025 (DOG do 24/07/2024; número do decreto non verificado aquí)',
      'DOG: Resolución da Dirección Xeral de Relacións Laborais pola que se dá publicidade das festas laborais de carácter local para o ano 2025 (DOG do 14/11/2024)',
    ],
    xerais: [
      n('2025-01-01', 'Aninovo'),
      n('2025-01-06', 'Epifanía do Señor'),
      g('2025-04-17', 'Xoves Santo'),
      n('2025-04-18', 'Venres Santo'),
      n('2025-05-01', 'Festa do Traballo'),
      g('2025-05-17', 'Día das Letras Galegas (substitúe o 12 de outubro, domingo)'),
      g('2025-07-25', 'Día Nacional de Galicia'),
      n('2025-08-15', 'Asunción da Virxe'),
      n('2025-11-01', 'Todos os Santos'),
      n('2025-12-06', 'Día da Constitución'),
      n('2025-12-08', 'Inmaculada Concepción'),
      n('2025-12-25', 'Nadal'),
    ],
    locais: {
      'A Coruña': ['2025-03-04', '2025-06-24'], // Martes de Entroido; San Xoán
      Ferrol: ['2025-01-07', '2025-04-21'], // San Xiao; Nosa Señora de Chamorro
      'Santiago de Compostela': ['2025-05-29', '2025-08-16'], // Ascensión; San Roque
      Lugo: ['2025-03-04', '2025-10-06'], // Martes de Entroido; San Froilán
      Ourense: ['2025-03-04', '2025-11-11'], // Martes de Entroido; San Martiño
      Pontevedra: ['2025-03-05', '2025-07-11'], // Mércores de Cinza; San Bieito
      Vigo: ['2025-03-04', '2025-03-28'], // Martes de Entroido; Reconquista
    },
    provisional: false,
    notas: [
      'O 12 de outubro de 2025 foi domingo e Galicia non o trasladou ao luns: o 13 de outubro é hábil en Galicia.',
      'Festas locais: só as sete cidades; as dos outros concellos están na resolución do DOG e non se copiaron aquí.',
    ],
  },
  {
    ano: 2026,
    fontes: [
      'BOE: Resolución de la Dirección General de Trabajo por la que se publica la relación de fiestas laborales para el año 2026 (BOE do 28/10/2025)',
      'DOG: Decreto da Consellería de Emprego, Comercio e Emigración polo que se determinan as festas da Comunidade Autónoma de Galicia do calendario laboral para o ano 2026 (DOG do 20/06/2025; número do decreto non verificado aquí)',
      'DOG: Resolución da Dirección Xeral de Relacións Laborais pola que se dá publicidade das festas laborais de carácter local para o ano 2026 (DOG do 30/10/2025)',
    ],
    xerais: [
      n('2026-01-01', 'Aninovo'),
      n('2026-01-06', 'Epifanía do Señor'),
      g('2026-03-19', 'San Xosé (substitúe o 1 de novembro, domingo)'),
      g('2026-04-02', 'Xoves Santo'),
      n('2026-04-03', 'Venres Santo'),
      n('2026-05-01', 'Festa do Traballo'),
      g('2026-06-24', 'San Xoán (substitúe o 6 de decembro, domingo)'),
      g('2026-07-25', 'Día Nacional de Galicia'),
      n('2026-08-15', 'Asunción da Virxe'),
      n('2026-10-12', 'Festa Nacional de España'),
      n('2026-12-08', 'Inmaculada Concepción'),
      n('2026-12-25', 'Nadal'),
    ],
    locais: {
      'A Coruña': ['2026-02-17', '2026-10-07'], // Martes de Entroido; Nosa Señora do Rosario
      Ferrol: ['2026-01-07', '2026-04-06'], // San Xiao; Nosa Señora de Chamorro
      'Santiago de Compostela': ['2026-02-17', '2026-05-14'], // Martes de Entroido; Ascensión
      Lugo: ['2026-02-17', '2026-10-05'], // Martes de Entroido; San Froilán
      Ourense: ['2026-02-17', '2026-11-11'], // Martes de Entroido; San Martiño
      Pontevedra: ['2026-02-18', '2026-07-11'], // Mércores de Cinza; San Bieito
      Vigo: ['2026-03-28', '2026-08-17'], // Reconquista; San Roque (trasladado do domingo 16)
    },
    provisional: false,
    notas: [
      'O 17 de maio de 2026 (Letras Galegas) cae en domingo e non é festivo laboral nese ano; o 1 de novembro e o 6 de decembro caen en domingo e substitúense polo 19 de marzo e o 24 de xuño.',
      'Festas locais: só as sete cidades; as dos outros concellos están na resolución do DOG e non se copiaron aquí.',
    ],
  },
  {
    ano: 2027,
    fontes: [
      'Real Decreto 2001/1983, art. 45.1 a)–c): festas nacionais non substituíbles (só as que non caen en domingo)',
      'Pendentes de incorporar: Decreto da Xunta do calendario laboral para 2027 (DOG), Resolución da Dirección General de Trabajo (BOE) e Resolución das festas locais para 2027 (DOG)',
    ],
    xerais: [
      n('2027-01-01', 'Aninovo'),
      n('2027-01-06', 'Epifanía do Señor'),
      g('2027-03-25', 'Xoves Santo'),
      n('2027-03-26', 'Venres Santo'),
      n('2027-05-01', 'Festa do Traballo'),
      g('2027-05-17', 'Día das Letras Galegas'),
      n('2027-10-12', 'Festa Nacional de España'),
      n('2027-11-01', 'Todos os Santos'),
      n('2027-12-06', 'Día da Constitución'),
      n('2027-12-08', 'Inmaculada Concepción'),
      n('2027-12-25', 'Nadal'),
    ],
    locais: {},
    provisional: true,
    notas: [
      'Incluídos sen ver o decreto de 2027, porque Galicia os declarou festivos todos os anos en que caeron en día laborable: o 6 de xaneiro e o Xoves Santo (25 de marzo), que as comunidades poderían substituír, e o 17 de maio (Letras Galegas, luns). O ano segue marcado como provisional ata verificalos.',
      'Sen verificar e por iso omitidos: o 25 de xullo e o 15 de agosto caen en domingo, e non se sabe aquí que día escolle Galicia no seu lugar, se escolle algún.',
      'Sen a lista de festas locais de 2027: as sete cidades levan as festas que gardan todos os anos (LOCAIS_RECORRENTES), as que caen de luns a venres.',
    ],
  },
];

const POR_ANO = new Map(CALENDARIOS.map((c) => [c.ano, c]));

/** The years this data covers from official or checked sources. */
export const ANOS_CUBERTOS: readonly number[] = CALENDARIOS.map((c) => c.ano);

const iso = (ano: number, mes: number, dia: number) => `${ano}-${String(mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}`;

/** Easter Sunday of a Gregorian year (the anonymous algorithm, Meeus/Jones/Butcher): [month, day]. */
export function domingoDePascua(ano: number): [number, number] {
  const a = ano % 19;
  const b = Math.floor(ano / 100);
  const c = ano % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g2 = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g2 + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const mes = Math.floor((h + l - 7 * m + 114) / 31);
  const dia = ((h + l - 7 * m + 114) % 31) + 1;
  return [mes, dia];
}

/**
 * A year no block covers (its decrees not yet published, or not copied here): the holidays the law fixes for every
 * year (RD 2001/1983, art. 45.1: the national ones no community may replace) and the four Galicia has declared every
 * year they fell on a working day (6 January, Xoves Santo, 17 May, 25 July), each kept only on a weekday (what a
 * Sunday holiday is moved to is decided by each year's decree, unknown here). Marked provisional: a period may end a
 * day earlier than the official calendar says, never later than the law's own holidays allow.
 */
function calendarioCalculado(ano: number): CalendarioAno {
  const [mes, dia] = domingoDePascua(ano);
  const pascua = Date.UTC(ano, mes - 1, dia);
  const antes = (dias: number) => new Date(pascua - dias * 86_400_000).toISOString().slice(0, 10);
  const todos = [
    n(iso(ano, 1, 1), 'Aninovo'),
    n(iso(ano, 1, 6), 'Epifanía do Señor'),
    g(antes(3), 'Xoves Santo'),
    n(antes(2), 'Venres Santo'),
    n(iso(ano, 5, 1), 'Festa do Traballo'),
    g(iso(ano, 5, 17), 'Día das Letras Galegas'),
    g(iso(ano, 7, 25), 'Día Nacional de Galicia'),
    n(iso(ano, 8, 15), 'Asunción da Virxe'),
    n(iso(ano, 10, 12), 'Festa Nacional de España'),
    n(iso(ano, 11, 1), 'Todos os Santos'),
    n(iso(ano, 12, 6), 'Día da Constitución'),
    n(iso(ano, 12, 8), 'Inmaculada Concepción'),
    n(iso(ano, 12, 25), 'Nadal'),
  ];
  const laborable = (f: Festivo) => {
    const w = new Date(`${f.data}T00:00:00Z`).getUTCDay();
    return w !== 0 && w !== 6;
  };
  return {
    ano,
    fontes: ['Real Decreto 2001/1983, art. 45.1: festas nacionais; calculado aquí sen o decreto do ano (DOG) nin a resolución do BOE'],
    xerais: todos.filter(laborable),
    locais: {},
    provisional: true,
    notas: [
      'Calculado pola regra: as festas nacionais que fixa a lei e as catro que Galicia declarou todos os anos (6 de xaneiro, Xoves Santo, 17 de maio, 25 de xullo), só as que caen de luns a venres; sen as substitucións de domingos, que decide cada ano; das festas locais, só as que cada cidade garda todos os anos (LOCAIS_RECORRENTES).',
    ],
  };
}

const CALCULADOS = new Map<number, CalendarioAno>();

/** The year's block: the data when the year is covered, else the provisional one the law's rule gives. */
export function calendarioDe(ano: number): CalendarioAno | null {
  const c = POR_ANO.get(ano);
  if (c) return c;
  if (!Number.isInteger(ano) || ano < 1900 || ano > 2200) return null;
  if (!CALCULADOS.has(ano)) CALCULADOS.set(ano, calendarioCalculado(ano));
  return CALCULADOS.get(ano)!;
}

/**
 * A local holiday a city has kept every year of the data: a fixed day (its patron's, "San Martiño" on 11 November) or a
 * day counted from Easter Sunday (Martes de Entroido −47, Mércores de Cinza −46, Luns de Pascua +1, Ascensión +39).
 * Only the days the city chose in every year of `CALENDARIOS` are here; a day chosen one year only (A Coruña's San
 * Xoán in 2025, Vigo's San Roque in 2026) is not.
 */
interface FestaLocalRecorrente {
  nome: string;
  /** [month, day] of a fixed day. */
  dia?: [number, number];
  /** Days from Easter Sunday of a moveable day. */
  pascua?: number;
  /** A fixed day falling on a Sunday is kept on the Monday (as the city did when it fell so in the data's years). */
  domingoAoLuns?: boolean;
}

const LOCAIS_RECORRENTES: Record<string, FestaLocalRecorrente[]> = {
  'A Coruña': [{ nome: 'Martes de Entroido', pascua: -47 }],
  Ferrol: [{ nome: 'San Xiao', dia: [1, 7] }, { nome: 'Nosa Señora de Chamorro (Luns de Pascua)', pascua: 1 }],
  'Santiago de Compostela': [{ nome: 'Ascensión', pascua: 39 }],
  // 5 October 2025 was a Sunday and Lugo kept San Froilán on Monday 6
  Lugo: [{ nome: 'Martes de Entroido', pascua: -47 }, { nome: 'San Froilán', dia: [10, 5], domingoAoLuns: true }],
  Ourense: [{ nome: 'Martes de Entroido', pascua: -47 }, { nome: 'San Martiño', dia: [11, 11] }],
  Pontevedra: [{ nome: 'Mércores de Cinza', pascua: -46 }, { nome: 'San Bieito', dia: [7, 11] }],
  Vigo: [{ nome: 'Reconquista', dia: [3, 28] }],
};

/**
 * The local holidays a year without the city's list is given (a provisional year, or a year no block covers): the
 * days of `LOCAIS_RECORRENTES` on a weekday (a fixed day on a Sunday is moved only where the city moved it). Like
 * the law's provisional calendar, a guess until the year's DOG list is copied: kept, because a period that skips the
 * patron's day of the seat every year it falls on a weekday is right far more often than one that does not.
 */
function locaisRecorrentes(ano: number, nome: string): string[] {
  const [mes, dia] = domingoDePascua(ano);
  const pascua = Date.UTC(ano, mes - 1, dia);
  const out: string[] = [];
  for (const f of LOCAIS_RECORRENTES[nome] ?? []) {
    let t = f.dia ? Date.UTC(ano, f.dia[0] - 1, f.dia[1]) : pascua + (f.pascua ?? 0) * 86_400_000;
    if (new Date(t).getUTCDay() === 0 && f.domingoAoLuns) t += 86_400_000;
    const w = new Date(t).getUTCDay();
    if (w !== 0 && w !== 6) out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}

/** The official municipality name whose local holidays are kept, or null (unknown name or no local data). */
function concelloCanonico(concello: string): string | null {
  return officialMunicipalityName(concello) ?? (concello.trim() || null);
}

/**
 * The holidays of `ano` (ISO dates, sorted): national and Galician, plus the local ones of `concello` when known
 * ("A Coruña", "La Coruña", "Santiago", "Orense"… any spelling organismos.ts knows). A year not covered by the data
 * gets the provisional calendar of the law's rule (`calendarioDe`), and a year without the city's local list the
 * local days the city keeps every year (`LOCAIS_RECORRENTES`).
 */
export function festivosDe(ano: number, concello?: string): string[] {
  const c = calendarioDe(ano);
  if (!c) return [];
  const out = new Set(c.xerais.map((f) => f.data));
  if (concello) {
    const nome = concelloCanonico(concello);
    // the year's list when the data has it; else the days the city keeps every year
    const locais = nome ? c.locais[nome] ?? locaisRecorrentes(ano, nome) : [];
    for (const d of locais) out.add(d);
  }
  return [...out].sort();
}

/** The sources of the year's data (for a year not covered, the law the provisional calendar follows). */
export function fontesDe(ano: number): string[] {
  return [...(calendarioDe(ano)?.fontes ?? [])];
}

/** The municipalities whose local holidays are kept for `ano`. */
export function concellosConFestasLocais(ano: number): string[] {
  return Object.keys(calendarioDe(ano)?.locais ?? {}).sort();
}

/** True when the year's regional and local calendar is complete in this data (not provisional). */
export function anoCompleto(ano: number): boolean {
  const c = calendarioDe(ano);
  return !!c && !c.provisional;
}
