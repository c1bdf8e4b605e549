import { normalizeText } from '../text.js';

/**
 * Galician public bodies, recognised by name (issue 12). Pure: no SQL, no Fastify. Used by the BOE reader (which
 * items of the State gazette come from a Galician administration) and, later, by search (one key per body, whatever
 * language or abbreviation the bulletin used).
 */

export type Provincia = 'A Coruña' | 'Lugo' | 'Ourense' | 'Pontevedra';

/**
 * The Galician municipalities (313: 93 A Coruña, 67 Lugo, 92 Ourense, 61 Pontevedra), in their official
 * Galician form; matching is accent- and case-insensitive and accepts the article first or last.
 */
const CONCELLOS: Record<Provincia, readonly string[]> = {
  'A Coruña': ['Abegondo', 'Ames', 'Aranga', 'Ares', 'Arteixo', 'Arzúa', 'A Baña', 'Bergondo', 'Betanzos', 'Boimorto', 'Boiro', 'Boqueixón', 'Brión', 'Cabana de Bergantiños', 'Cabanas', 'Camariñas', 'Cambre', 'A Capela', 'Carballo', 'Cariño', 'Carnota', 'Carral', 'Cedeira', 'Cee', 'Cerceda', 'Cerdido', 'Coirós', 'Corcubión', 'Coristanco', 'A Coruña', 'Culleredo', 'Curtis', 'Dodro', 'Dumbría', 'Fene', 'Ferrol', 'Fisterra', 'Frades', 'Irixoa', 'A Laracha', 'Laxe', 'Lousame', 'Malpica de Bergantiños', 'Mañón', 'Mazaricos', 'Melide', 'Mesía', 'Miño', 'Moeche', 'Monfero', 'Mugardos', 'Muros', 'Muxía', 'Narón', 'Neda', 'Negreira', 'Noia', 'Oleiros', 'Ordes', 'Oroso', 'Ortigueira', 'Outes', 'Oza-Cesuras', 'Paderne', 'Padrón', 'O Pino', 'A Pobra do Caramiñal', 'Ponteceso', 'Pontedeume', 'As Pontes de García Rodríguez', 'Porto do Son', 'Rianxo', 'Ribeira', 'Rois', 'Sada', 'San Sadurniño', 'Santa Comba', 'Santiago de Compostela', 'Santiso', 'Sobrado', 'As Somozas', 'Teo', 'Toques', 'Tordoia', 'Touro', 'Trazo', 'Val do Dubra', 'Valdoviño', 'Vedra', 'Vilarmaior', 'Vilasantar', 'Vimianzo', 'Zas'],
  Lugo: ['Abadín', 'Alfoz', 'Antas de Ulla', 'Baleira', 'Baralla', 'Barreiros', 'Becerreá', 'Begonte', 'Bóveda', 'Burela', 'Carballedo', 'Castro de Rei', 'Castroverde', 'Cervantes', 'Cervo', 'Chantada', 'O Corgo', 'Cospeito', 'Folgoso do Courel', 'A Fonsagrada', 'Foz', 'Friol', 'Guitiriz', 'Guntín', 'O Incio', 'Láncara', 'Lourenzá', 'Lugo', 'Meira', 'Mondoñedo', 'Monforte de Lemos', 'Monterroso', 'Muras', 'Navia de Suarna', 'Negueira de Muñiz', 'As Nogais', 'Ourol', 'Outeiro de Rei', 'Palas de Rei', 'Pantón', 'Paradela', 'O Páramo', 'A Pastoriza', 'Pedrafita do Cebreiro', 'A Pobra do Brollón', 'Pol', 'A Pontenova', 'Portomarín', 'Quiroga', 'Rábade', 'Ribadeo', 'Ribas de Sil', 'Ribeira de Piquín', 'Riotorto', 'Samos', 'Sarria', 'O Saviñao', 'Sober', 'Taboada', 'Trabada', 'Triacastela', 'O Valadouro', 'O Vicedo', 'Vilalba', 'Viveiro', 'Xermade', 'Xove'],
  Ourense: ['Allariz', 'Amoeiro', 'A Arnoia', 'Avión', 'Baltar', 'Bande', 'Baños de Molgas', 'Barbadás', 'O Barco de Valdeorras', 'Beade', 'Beariz', 'Os Blancos', 'Boborás', 'A Bola', 'O Bolo', 'Calvos de Randín', 'Carballeda de Avia', 'Carballeda de Valdeorras', 'O Carballiño', 'Cartelle', 'Castrelo de Miño', 'Castrelo do Val', 'Castro Caldelas', 'Celanova', 'Cenlle', 'Chandrexa de Queixa', 'Coles', 'Cortegada', 'Cualedro', 'Entrimo', 'Esgos', 'Gomesende', 'A Gudiña', 'O Irixo', 'Larouco', 'Laza', 'Leiro', 'Lobeira', 'Lobios', 'Maceda', 'Manzaneda', 'Maside', 'Melón', 'A Merca', 'A Mezquita', 'Montederramo', 'Monterrei', 'Muíños', 'Nogueira de Ramuín', 'Oímbra', 'Ourense', 'Paderne de Allariz', 'Padrenda', 'Parada de Sil', 'O Pereiro de Aguiar', 'A Peroxa', 'Petín', 'Piñor', 'A Pobra de Trives', 'Pontedeva', 'Porqueira', 'Punxín', 'Quintela de Leirado', 'Rairiz de Veiga', 'Ramirás', 'Ribadavia', 'Riós', 'A Rúa', 'Rubiá', 'San Amaro', 'San Cibrao das Viñas', 'San Cristovo de Cea', 'San Xoán de Río', 'Sandiás', 'Sarreaus', 'Taboadela', 'A Teixeira', 'Toén', 'Trasmiras', 'A Veiga', 'Verea', 'Verín', 'Viana do Bolo', 'Vilamarín', 'Vilamartín de Valdeorras', 'Vilar de Barrio', 'Vilar de Santos', 'Vilardevós', 'Vilariño de Conso', 'Xinzo de Limia', 'Xunqueira de Ambía', 'Xunqueira de Espadanedo'],
  Pontevedra: ['Agolada', 'Arbo', 'Baiona', 'Barro', 'Bueu', 'Caldas de Reis', 'Cambados', 'Campo Lameiro', 'Cangas', 'A Cañiza', 'Catoira', 'Cerdedo-Cotobade', 'Covelo', 'Crecente', 'Cuntis', 'Dozón', 'A Estrada', 'Forcarei', 'Fornelos de Montes', 'Gondomar', 'O Grove', 'A Guarda', 'A Illa de Arousa', 'Lalín', 'A Lama', 'Marín', 'Meaño', 'Meis', 'Moaña', 'Mondariz', 'Mondariz-Balneario', 'Moraña', 'Mos', 'As Neves', 'Nigrán', 'Oia', 'Pazos de Borbén', 'Poio', 'Ponte Caldelas', 'Ponteareas', 'Pontecesures', 'Pontevedra', 'O Porriño', 'Portas', 'Redondela', 'Ribadumia', 'Rodeiro', 'O Rosal', 'Salceda de Caselas', 'Salvaterra de Miño', 'Sanxenxo', 'Silleda', 'Soutomaior', 'Tomiño', 'Tui', 'Valga', 'Vigo', 'Vila de Cruces', 'Vilaboa', 'Vilagarcía de Arousa', 'Vilanova de Arousa'],
};

export const MUNICIPALITY_COUNT = Object.values(CONCELLOS).flat().length;

/**
 * Spanish (or older) forms still printed in the BOE and elsewhere, mapped to the official Galician name. Forms that
 * equal the Galician one once accents are dropped ("Lalín", "Vigo") need no entry.
 */
const SPANISH_FORMS: Record<string, string> = {
  'la coruna': 'A Coruña', coruna: 'A Coruña', orense: 'Ourense', sangenjo: 'Sanxenxo', sanjenjo: 'Sanxenxo',
  'villagarcia de arosa': 'Vilagarcía de Arousa', 'villagarcia de arousa': 'Vilagarcía de Arousa', 'el grove': 'O Grove',
  'el porrino': 'O Porriño', porrino: 'O Porriño', 'la estrada': 'A Estrada', puenteareas: 'Ponteareas', bayona: 'Baiona',
  carballino: 'O Carballiño', 'el carballino': 'O Carballiño', 'el barco de valdeorras': 'O Barco de Valdeorras',
  'barco de valdeorras': 'O Barco de Valdeorras', 'ginzo de limia': 'Xinzo de Limia', rianjo: 'Rianxo',
  puentedeume: 'Pontedeume', 'puentes de garcia rodriguez': 'As Pontes de García Rodríguez',
  'as pontes': 'As Pontes de García Rodríguez', vivero: 'Viveiro', mondonedo: 'Mondoñedo', tuy: 'Tui',
  santiago: 'Santiago de Compostela', 'el ferrol': 'Ferrol', arteijo: 'Arteixo', 'la laracha': 'A Laracha', noya: 'Noia',
  'puebla del caraminal': 'A Pobra do Caramiñal', ordenes: 'Ordes', mugia: 'Muxía', finisterre: 'Fisterra',
  'el pino': 'O Pino', 'la bana': 'A Baña', tordoya: 'Tordoia', irijoa: 'Irixoa', 'santa eugenia de ribeira': 'Ribeira',
  'puerto del son': 'Porto do Son', 'la fonsagrada': 'A Fonsagrada', fonsagrada: 'A Fonsagrada',
  'puebla del brollon': 'A Pobra do Brollón', puertomarin: 'Portomarín', jove: 'Xove', germade: 'Xermade',
  'valle de oro': 'O Valadouro', 'castro de rey': 'Castro de Rei', 'otero de rey': 'Outeiro de Rei',
  'palas de rey': 'Palas de Rei', lorenzana: 'Lourenzá', 'piedrafita del cebrero': 'Pedrafita do Cebreiro',
  'puente nuevo': 'A Pontenova', 'el vicedo': 'O Vicedo', 'la gudina': 'A Gudiña', 'puebla de trives': 'A Pobra de Trives',
  'la rua': 'A Rúa', 'el bollo': 'O Bolo', 'san ciprian de vinas': 'San Cibrao das Viñas', 'la merca': 'A Merca',
  'la peroxa': 'A Peroxa', 'la vega': 'A Veiga', 'villa de cruces': 'Vila de Cruces', 'villanueva de arosa': 'Vilanova de Arousa',
  'isla de arosa': 'A Illa de Arousa', 'la lama': 'A Lama', moana: 'Moaña', 'salvatierra de mino': 'Salvaterra de Miño',
  tomino: 'Tomiño', oya: 'Oia', 'el rosal': 'O Rosal', 'la caniza': 'A Cañiza', 'puente caldelas': 'Ponte Caldelas',
  'caldas de reyes': 'Caldas de Reis', soutomayor: 'Soutomaior', forcarey: 'Forcarei', golada: 'Agolada',
  'puente cesures': 'Pontecesures', 'villalba': 'Vilalba', 'la guardia': 'A Guarda', 'cangas de morrazo': 'Cangas',
};

/** The Spanish (or older) forms of Galician municipalities with their official Galician names ("sangenjo", "Sanxenxo"). */
export function spanishPlaceForms(): [string, string][] {
  return Object.entries(SPANISH_FORMS);
}

/** Spanish forms that also name places outside Galicia: only a Galician province in brackets makes them Galician. */
const AMBIGUOUS = new Set(['villalba', 'santiago', 'la guardia', 'la vega', 'barro', 'portas', 'cabanas', 'coles', 'beade', 'mos', 'pol']);

const PROVINCE_KEYS: Record<string, Provincia> = {
  'a coruna': 'A Coruña', 'la coruna': 'A Coruña', coruna: 'A Coruña', lugo: 'Lugo', ourense: 'Ourense', orense: 'Ourense', pontevedra: 'Pontevedra',
};

/** "Porriño, O" → "o porrino"; accents and case dropped. */
const key = (name: string) => normalizeText(name).replace(/^(.*), (a|o|as|os|la|el|las|los)$/, '$2 $1');
const stripArticle = (k: string) => k.replace(/^(a|o|as|os|la|el|las|los) /, '');

/** Normalised name → official name and province. */
const BY_KEY = new Map<string, { nome: string; provincia: Provincia }>();
/** Same, by the name without its article ("porrino" → O Porriño). */
const BY_BARE = new Map<string, { nome: string; provincia: Provincia }>();
for (const [provincia, nomes] of Object.entries(CONCELLOS) as [Provincia, readonly string[]][]) {
  for (const nome of nomes) {
    BY_KEY.set(key(nome), { nome, provincia });
    BY_BARE.set(stripArticle(key(nome)), { nome, provincia });
  }
}
for (const [form, nome] of Object.entries(SPANISH_FORMS)) {
  const found = BY_KEY.get(key(nome));
  if (!found) throw new Error(`organismos: ${nome} is not a Galician municipality`);
  BY_KEY.set(form, found);
}

function lookup(name: string, options: { allowAmbiguous: boolean }): { nome: string; provincia: Provincia } | null {
  const k = key(name).replace(/\.$/, '');
  if (!k) return null;
  if (!options.allowAmbiguous && AMBIGUOUS.has(k)) return null;
  return BY_KEY.get(k) ?? BY_BARE.get(stripArticle(k)) ?? null;
}

/** True when `name` ("O Porriño", "Porriño, O", "Porriño", "Sangenjo") is a Galician municipality. */
export function isGalicianMunicipality(name: string): boolean {
  return lookup(name, { allowAmbiguous: true }) !== null;
}

/** The province of a Galician municipality ("Sangenjo" → Pontevedra), or null when it is not one. */
export function provinceOfMunicipality(name: string): Provincia | null {
  return lookup(name, { allowAmbiguous: true })?.provincia ?? null;
}

/** The official Galician name of a municipality ("Villagarcía de Arosa" → "Vilagarcía de Arousa"), or null. */
export function officialMunicipalityName(name: string): string | null {
  return lookup(name, { allowAmbiguous: true })?.nome ?? null;
}

/** A Galician province named in any of its forms ("La Coruña", "Orense"), or null. */
export function provinceNamed(name: string): Provincia | null {
  return PROVINCE_KEYS[key(name)] ?? null;
}

// ---- bodies ------------------------------------------------------------------------------------------------------

/** Kinds of body, with every spelling (Galician, Spanish, abbreviations) that introduces each. */
const KINDS: [kind: string, pattern: RegExp][] = [
  ['concello', /^(?:concello|ayuntamiento|ayto\.?|aytmo\.?|concello de|excmo\.? (?:concello|ayuntamiento)|ilmo\.? (?:concello|ayuntamiento)|o concello|el ayuntamiento)\b\.?/],
  ['deputacion', /^(?:excma\.? )?(?:deputacion|diputacion)(?: provincial)?\b/],
  ['universidade', /^(?:universidade|universidad)\b/],
  ['mancomunidade', /^(?:mancomunidade|mancomunidad)\b/],
  ['consorcio', /^consorcio\b/],
];

function splitKind(normalised: string): { kind: string; rest: string } | null {
  for (const [kind, pattern] of KINDS) {
    const m = pattern.exec(normalised);
    if (m) return { kind, rest: normalised.slice(m[0].length).replace(/^\.?\s*(?:de|da|do|das|dos|del|d')\s+/, '').trim() };
  }
  return null;
}

/**
 * A canonical key for a body's name, the same whatever language or abbreviation the bulletin used:
 * "Concello de Ourense", "Ayuntamiento de Ourense", "Ayto. de Orense" and "Excmo. Concello de Ourense" all give
 * "concello:ourense"; "Diputación Provincial de Lugo" and "Deputación de Lugo" give "deputacion:lugo";
 * "Universidad de Vigo" and "Universidade de Vigo" give "universidade:vigo". Other bodies give their normalised
 * name (accents, case, spacing and a trailing "(Province)" dropped).
 */
export function canonicalBodyKey(name: string): string {
  // a selection body printing under its own name the body it selects for: that body
  const forBody = bodyOfSelectionBody(normalizeText(name));
  if (forBody) return canonicalBodyKey(forBody);
  const k = withoutDepartment(normalizeText(name).replace(/\s*\([^)]*\)\s*$/, '').replace(/[.,;:]+$/, '').trim());
  if (REGIONAL_GOVERNMENT.test(k)) return 'xunta';
  const university = UNIVERSITY_FORMS.find(([re]) => re.test(k));
  if (university) return university[1];
  const split = splitKind(k);
  if (!split) {
    // A bare municipality name is its council: the BOPs print the issuer as "Ourense", "Verín", "Estrada, A".
    const municipality = officialMunicipalityName(k);
    return municipality ? `concello:${key(municipality)}` : k;
  }
  const { kind, rest } = split;
  if (kind === 'concello' || kind === 'deputacion') {
    const official = kind === 'deputacion' ? provinceNamed(rest) : officialMunicipalityName(rest);
    return `${kind}:${official ? key(official) : rest}`;
  }
  if (kind === 'universidade') return `${kind}:${rest.replace(/^(?:la |a )?coruna$/, 'a coruna')}`;
  return `${kind}:${rest}`;
}

/**
 * The Galician government issues its calls through many hands: a consellería (renamed with each government), its
 * directorates, secretariats and vice-presidencies, in Galician in the DOG and in Spanish in the BOE. For grouping and
 * search they are one body, the Xunta: the post, corps and year tell its processes apart. Agencies with their own
 * staff (the health service, the consortia) keep their own names.
 */
const REGIONAL_GOVERNMENT = /^(?:xunta(?: de galicia)?|comunidad(?:e)? autonoma de galicia|conselleria|consejeria|vicepresidencia|presidencia da xunta|presidencia de la xunta|secretaria xeral|secretaria general|direccion xeral|direccion general|vicesecretaria xeral|escola galega de administracion publica|escuela gallega de administracion publica|egap)\b/;

/** The three universities by every name and abbreviation the bulletins print. */
const UNIVERSITY_FORMS: [RegExp, string][] = [
  [/^(?:universidade|universidad) (?:de )?santiago(?: de compostela)?$|^usc$/, 'universidade:santiago de compostela'],
  [/^(?:universidade|universidad) (?:da |de la |de a |de )?coruna$|^udc$/, 'universidade:a coruna'],
  [/^(?:universidade|universidad) de vigo$|^uvigo$/, 'universidade:vigo'],
];

/** A tribunal or selection board named as the issuer ("Tribunal cualificador", "Órgano de selección", "Comisión de valoración"). */
const SELECTION_BODY_WORDS = 'tribunal (?:cualificador|calificador|de seleccion|seleccionador|selectivo|de valoracion)|organo (?:de seleccion|selectivo|tecnico de seleccion)|comision (?:de valoracion|de seleccion|de baremacion|avaliadora|evaluadora)';
const SELECTION_BODY = new RegExp(`^(?:${SELECTION_BODY_WORDS})\\b`);
/**
 * The body a selection board prints for: "Tribunal cualificador (Concello de Avión)", "Órgano de selección do
 * Concello de Rois", "Comisión de valoración - Deputación de Ourense" → that body; null when the name is not a
 * board's, or names no body.
 */
function bodyOfSelectionBody(k: string): string | null {
  const m = SELECTION_BODY.exec(k);
  if (!m) return null;
  const rest = k.slice(m[0].length);
  const named = /^\s*\(([^)]+)\)/.exec(rest)?.[1] ?? /^\s*(?:[·•|–—,-]|\b(?:do|da|del|de la|de)\b)\s*(.+)$/.exec(rest)?.[1];
  const body = named?.replace(/^(?:do|da|del|de la|de)\s+/, '').trim();
  return body && splitKind(body) ? body : null;
}

/** Words that begin the name of a department, service or unit inside a body. */
const DEPARTMENT = new RegExp(`^(?:servizos?|servicios?|departamento|area|negociado|seccion|unidade|unidad|oficina|recursos humanos|persoal|personal|rr\\.? ?hh\\.?|alcaldia|alcaldia-presidencia|presidencia|secretaria|intervencion|tesouraria|tesoreria|concellaria|concejalia|xefatura|jefatura|vicerreitoria|vicerrectorado|reitoria|rectorado|xerencia|gerencia|${SELECTION_BODY_WORDS})\\b`);

/**
 * A body's name without the department or service printed after it: "Concello de Arteixo · Recursos Humanos",
 * "DEPUTACIÓN DE PONTEVEDRA - Servizo de Persoal", "Concello de Viveiro. Persoal", "Concello de Lugo (Recursos
 * Humanos)" → the body. A name whose first part is the department ("Servizo de Persoal · Deputación…") keeps the body.
 */
function withoutDepartment(k: string): string {
  const parts = k.split(/\s*[·•|–—]\s*|\s+-\s+|\s*\/\s+|(?<!\b(?:excmo|excma|ilmo|ilma|ayto|aytmo|sr|sra|dna|d|n|num|no))\.\s+|,\s+(?=(?:servizo|servicio|departamento|area|negociado|seccion|unidade|unidad|oficina|recursos humanos|persoal|personal)\b)/).map((x) => x.trim()).filter(Boolean);
  if (parts.length < 2) return k.replace(/\s*\((?:servizo|servicio|departamento|area|negociado|seccion|recursos humanos|persoal|personal)[^)]*\)/, '').trim();
  const body = parts.find((x) => !DEPARTMENT.test(x)) ?? parts[0];
  return body;
}

/**
 * The body of an edict as a key, read in its bulletin: a provincial bulletin prints its own provincial council as
 * "DEPUTACIÓN PROVINCIAL" or "EXCMA. DEPUTACIÓN" (the province is the bulletin's), and a bare "Concello" is rare but
 * read the same way. Otherwise canonicalBodyKey.
 */
export function chaveDoOrganismo(nome: string, boletin?: string): string {
  const k = canonicalBodyKey(nome);
  if (k === 'deputacion:' || k === 'deputacion:provincial' || /^deputacion:(?:provincial)?$/.test(k)) {
    const province = boletin ? /^bop\s+(.+)$/.exec(normalizeText(boletin)) : null;
    const p = province ? provinceNamed(province[1]) : null;
    if (p) return `deputacion:${key(p)}`;
  }
  return k;
}

const CONTRACTED: Record<string, string> = { a: 'da', o: 'do', as: 'das', os: 'dos' };
/** "de" before a Galician name, contracted with its article: "da Coruña", "do Carballiño", "das Pontes…". */
function deNome(nome: string): string {
  const m = /^(A|O|As|Os) (.+)$/.exec(nome);
  return m ? `${CONTRACTED[m[1].toLowerCase()]} ${m[2]}` : `de ${nome}`;
}
const UNIVERSITY_NAMES: Record<string, string> = {
  'universidade:santiago de compostela': 'Universidade de Santiago de Compostela', 'universidade:a coruna': 'Universidade da Coruña', 'universidade:vigo': 'Universidade de Vigo',
};

/**
 * A body's name as the site shows it, the same whatever the bulletin printed: "Concello do Carballiño" for
 * "Carballiño (O)", "Deputación de Lugo" for "EXCMA. DEPUTACIÓN PROVINCIAL · Servizo de Recursos Humanos",
 * "Xunta de Galicia" for "COMUNIDAD AUTÓNOMA DE GALICIA"; other bodies keep their printed name without the department.
 */
export function nomeDoOrganismo(nome: string, boletin?: string): string {
  const k = chaveDoOrganismo(nome, boletin);
  const [kind, rest] = k.includes(':') ? [k.slice(0, k.indexOf(':')), k.slice(k.indexOf(':') + 1)] : ['', k];
  if (kind === 'concello') {
    const official = officialMunicipalityName(rest);
    if (official) return `Concello ${deNome(official)}`;
  }
  if (kind === 'deputacion') {
    const p = provinceNamed(rest);
    if (p) return `Deputación ${deNome(p)}`;
  }
  if (UNIVERSITY_NAMES[k]) return UNIVERSITY_NAMES[k];
  if (/^(?:comunidad(?:e)? autonoma de galicia|xunta(?: de galicia)?)$/.test(normalizeText(nome))) return 'Xunta de Galicia';
  // the printed name without its department, as printed
  const parts = nome.split(/\s*[·•|–—]\s*|\s+-\s+/).map((x) => x.trim()).filter(Boolean);
  const body = parts.find((x) => !DEPARTMENT.test(normalizeText(x))) ?? parts[0] ?? nome;
  return body.trim();
}

const PROVINCE_CAPITAL: Record<string, string> = { 'a coruna': 'A Coruña', lugo: 'Lugo', ourense: 'Ourense', pontevedra: 'Pontevedra' };
const UNIVERSITY_SEAT: Record<string, string> = {
  'universidade:a coruna': 'A Coruña', 'universidade:santiago de compostela': 'Santiago de Compostela', 'universidade:vigo': 'Vigo',
};

/**
 * The municipality where a body has its seat, whose local holidays are días inhábiles for its periods (Lei 39/2015,
 * art. 30.6): a council's own; a provincial council's capital; the universities' rectorates; the Galician government
 * and its agencies in Santiago de Compostela. Null when the name says nothing of its seat.
 */
export function sedeDoOrganismo(nome: string, boletin?: string): string | null {
  const k = chaveDoOrganismo(nome, boletin);
  const [kind, rest] = k.includes(':') ? [k.slice(0, k.indexOf(':')), k.slice(k.indexOf(':') + 1)] : ['', k];
  if (kind === 'concello') return officialMunicipalityName(rest);
  if (kind === 'deputacion') return PROVINCE_CAPITAL[rest] ?? null;
  if (UNIVERSITY_SEAT[k]) return UNIVERSITY_SEAT[k];
  if (k === 'xunta' || REGIONAL_BODY.test(normalizeText(nome))) return 'Santiago de Compostela';
  return null;
}

// ---- BOE -------------------------------------------------------------------------------------------------------

const GALICIAN_UNIVERSITIES = new Set(['universidade:a coruna', 'universidade:santiago de compostela', 'universidade:vigo']);

/** Words that, in a body's own name, say it belongs to Galicia ("Consorcio Galego de Servizos…", "Augas de Galicia"). */
const GALICIAN_MARKER = /\b(?:galeg[oa]s?|galleg[oa]s?|galicia|xunta|xacobeo)\b/;

/** The Galician comarcas: a consortium or mancomunidad named after one of them is Galician. */
const COMARCAS = [
  'a barcala', 'a coruna', 'a mahia', 'a parada', 'arzua', 'bergantinos', 'betanzos', 'eume', 'ferrol', 'fisterra', 'muros',
  'noia', 'ordes', 'ortegal', 'o sar', 'santiago', 'terra de melide', 'terra de soneira', 'xallas', 'as marinas', 'marinas',
  'a marina central', 'a marina occidental', 'a marina oriental', 'a fonsagrada', 'a ulloa', 'chantada', 'lugo', 'meira',
  'os ancares', 'quiroga', 'sarria', 'terra cha', 'terra de lemos', 'allariz-maceda', 'a baixa limia', 'a limia',
  'o carballino', 'o ribeiro', 'ourense', 'terra de caldelas', 'terra de celanova', 'terra de trives', 'valdeorras',
  'verin', 'viana', 'caldas', 'o baixo mino', 'o condado', 'a paradanta', 'o deza', 'o morrazo', 'o salnes', 'pontevedra',
  'tabeiros-terra de montes', 'vigo', 'arousa', 'ria de arousa', 'val minor', 'deza',
];

/**
 * A comarca or municipality named as the last words, or followed by something other than "de …" ("Lugo de
 * Llanera" and "Coruña del Conde" are not Galician). Short or ambiguous names ("Mos", "Barro") are left out.
 */
const NAMED_AFTER_PLACE = (() => {
  const places = [...new Set([...COMARCAS, ...BY_KEY.keys()])].filter((p) => p.length >= 5 && !AMBIGUOUS.has(p)).map((p) => p.replace(/-/g, ' '));
  places.sort((a, b) => b.length - a.length);
  return new RegExp(`(?:^|\\s)(?:${places.join('|')})(?:$|\\s+(?!(?:de|del|da|do)\\b))`);
})();

/** Departments of the BOE that are the State (or another region): never a Galician body, whatever the title says. */
const STATE_DEPARTMENT = /^(?:ministerio|consejo general del poder judicial|tribunal|juzgado|audiencia|cortes generales|jefatura del estado|presidencia del gobierno|banco de espana|comision nacional|fiscalia|junta electoral|consejo de estado|defensor del pueblo|tribunal de cuentas|comunidad (?!autonoma de galicia\b)|ciudad autonoma|otras? entidades del estado)/;

/** Bodies that are the State even when their name mentions a Galician place. */
const STATE_BODY = /^(?:autoridad portuaria|delegacion del gobierno|subdelegacion del gobierno|tribunal|juzgado|audiencia|confederacion hidrografica|demarcacion|jefatura|comandancia|agencia estatal|agencia tributaria|ministerio|secretaria de estado|secretaria general|direccion general|fiscalia|registro|capitania maritima|centro penitenciario|universidad nacional de educacion a distancia)/;

/** What introduces a body in a BOE title ("…, del Ayuntamiento de …", "Anuncio de la Universidade …"). */
const BODY_START = '(?:excmo\\.? |excma\\.? )?(?:academia|organismo|patronato|padroado|ayuntamiento|concello|diputacion|deputacion|mancomunidad|mancomunidade|consorcio|universidad|universidade|entidad local|entidade local|comarca|area metropolitana|fundacion|fundacion publica|sociedad|sociedade|xestion|empresa|instituto|axencia|agencia|servizo|servicio|ente|entidad publica|entidade publica|autoridad portuaria|delegacion|subdelegacion|confederacion|xunta|conselleria|consejeria|vicepresidencia|presidencia|secretaria|direccion|vicerreitoria|reitoria|rectorado|augas|portos|corporacion|compania|parlamento|valedor|consello|consejo|cidade|ciudad)';
const BODY = new RegExp(`(?:^|[\\s,])(?:del|de la|de los|de las|de|da|do)\\s+(${BODY_START}\\b.*?)(?=\\s*\\(|,|;|\\.\\s|\\.$|\\s+(?:referente|relativa|relativo|por (?:el|la|los|las) que|polo que|pola que|sobre|de informacion|en relacion|que)\\b|$)(?:\\s*\\(([^)]+)\\))?`);

/** The issuing body named in a BOE title, with the bracket that follows it if any (both normalised), or null. */
export function bodyOfBoeTitle(titulo: string): { nome: string; parentese: string | null } | null {
  const text = normalizeText(titulo);
  const m = BODY.exec(text);
  if (!m) return null;
  return { nome: m[1].trim(), parentese: m[2]?.trim() ?? null };
}

/** Whether a body's own name (no department, no title around it) is a Galician public administration. */
export function isGalicianBodyName(nome: string, parentese: string | null = null): boolean {
  const n = normalizeText(nome);
  if (STATE_BODY.test(n)) return false;
  if (parentese !== null) {
    if (provinceNamed(parentese)) return true;
    // A bracket that is not an acronym ("SEAGA") names a place: another province.
    if (/\s/.test(parentese) || parentese.length > 8 || !/^[a-z0-9.-]+$/.test(parentese)) return false;
  }
  const split = splitKind(n.replace(/\s*\([^)]*\)\s*$/, ''));
  if (split?.kind === 'concello') return lookup(split.rest, { allowAmbiguous: false }) !== null;
  if (split?.kind === 'deputacion') return provinceNamed(split.rest) !== null;
  if (split?.kind === 'universidade') return GALICIAN_UNIVERSITIES.has(canonicalBodyKey(n));
  if (GALICIAN_MARKER.test(n)) return true;
  if (split?.kind === 'mancomunidade' || split?.kind === 'consorcio' || /^(?:comarca|area metropolitana|entidad local|entidade local)\b/.test(n)) {
    return NAMED_AFTER_PLACE.test(n.replace(/[-–]/g, ' '));
  }
  return false;
}

/**
 * Whether a BOE item comes from a Galician public administration: the Galician government, the three Galician
 * universities, or a Galician local body, consortium, mancomunidad, public company or foundation, recognised by its
 * name (a Galician province in brackets, or a name that is Galician without one: capitals, provincial councils,
 * Spanish forms like "Orense" or "Sangenjo"). State bodies located in Galicia, ministries, courts, and titles that
 * only mention Galicia do not count.
 */
export function isGalicianBoeItem(departamento: string, titulo: string): boolean {
  const dep = normalizeText(departamento);
  if (dep === 'comunidad autonoma de galicia') return true;
  if (STATE_DEPARTMENT.test(dep)) return false;
  const body = bodyOfBoeTitle(titulo);
  if (!body) return false;
  return isGalicianBodyName(body.nome, body.parentese);
}

// ---- province of a notice -----------------------------------------------------------------------------------------

const UNIVERSITY_PROVINCE: Record<string, Provincia> = {
  'universidade:a coruna': 'A Coruña', 'universidade:santiago de compostela': 'A Coruña', 'universidade:santiago': 'A Coruña', 'universidade:vigo': 'Pontevedra',
};

/** Bodies of the whole region: the Galician government and its agencies. */
const REGIONAL_BODY = /^(?:xunta|conselleria|consejeria|vicepresidencia|presidencia da xunta|servizo galego|servicio gallego|sergas|axencia galega|agencia gallega|instituto galego|consorcio galego|augas de galicia|portos de galicia|parlamento de galicia|valedor do pobo|consello de contas|consello galego|compania de radio|corporacion radio|xestion do solo de galicia|fundacion publica galega|sociedade anonima de xestion|entidade publica empresarial)/;

/**
 * The province a notice belongs to, for the lists' province filter: a provincial bulletin's notices are of its
 * province; a notice of the BOE or the DOG is of the province of its body (a council, a provincial council, a
 * university, or a place named in brackets), or of the whole region ("Galicia") when its body is the Galician
 * government. Null when the body says nothing of a place.
 */
export function provinciaDoAnuncio(bop: string, organizacion: string): Provincia | 'Galicia' | null {
  const fromBop = /^bop\s+(.+)$/.exec(normalizeText(bop));
  if (fromBop) {
    const p = provinceNamed(fromBop[1]);
    if (p) return p;
  }
  const n = normalizeText(organizacion);
  const bracket = /\(([^)]+)\)\s*$/.exec(n);
  if (bracket) {
    const p = provinceNamed(bracket[1]) ?? provinceOfMunicipality(bracket[1]);
    if (p) return p;
  }
  const body = canonicalBodyKey(organizacion);
  const [kind, rest] = body.includes(':') ? body.split(':', 2) : ['', body];
  if (kind === 'concello') return provinceOfMunicipality(rest);
  if (kind === 'deputacion') return provinceNamed(rest);
  if (kind === 'universidade') return UNIVERSITY_PROVINCE[body] ?? null;
  if (REGIONAL_BODY.test(n) || /\b(?:galicia|galega|galego|gallega|gallego)\b/.test(n) && !/\bde (?:a coruna|lugo|ourense|pontevedra)\b/.test(n)) {
    return 'Galicia';
  }
  const named = NAMED_AFTER_PLACE.exec(n.replace(/[-–]/g, ' '));
  if (named) {
    const place = named[0].trim();
    return provinceOfMunicipality(place) ?? provinceNamed(place) ?? null;
  }
  return null;
}
