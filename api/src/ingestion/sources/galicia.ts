import { normalizeText } from '../../text.js';

/**
 * The Galician municipalities (313: 93 A Coruña, 67 Lugo, 92 Ourense, 61 Pontevedra), in their official
 * Galician form; matching is accent- and case-insensitive and accepts the article first or last.
 */
const CONCELLOS = {
  'A Coruña': ['Abegondo', 'Ames', 'Aranga', 'Ares', 'Arteixo', 'Arzúa', 'A Baña', 'Bergondo', 'Betanzos', 'Boimorto', 'Boiro', 'Boqueixón', 'Brión', 'Cabana de Bergantiños', 'Cabanas', 'Camariñas', 'Cambre', 'A Capela', 'Carballo', 'Cariño', 'Carnota', 'Carral', 'Cedeira', 'Cee', 'Cerceda', 'Cerdido', 'Coirós', 'Corcubión', 'Coristanco', 'A Coruña', 'Culleredo', 'Curtis', 'Dodro', 'Dumbría', 'Fene', 'Ferrol', 'Fisterra', 'Frades', 'Irixoa', 'A Laracha', 'Laxe', 'Lousame', 'Malpica de Bergantiños', 'Mañón', 'Mazaricos', 'Melide', 'Mesía', 'Miño', 'Moeche', 'Monfero', 'Mugardos', 'Muros', 'Muxía', 'Narón', 'Neda', 'Negreira', 'Noia', 'Oleiros', 'Ordes', 'Oroso', 'Ortigueira', 'Outes', 'Oza-Cesuras', 'Paderne', 'Padrón', 'O Pino', 'A Pobra do Caramiñal', 'Ponteceso', 'Pontedeume', 'As Pontes de García Rodríguez', 'Porto do Son', 'Rianxo', 'Ribeira', 'Rois', 'Sada', 'San Sadurniño', 'Santa Comba', 'Santiago de Compostela', 'Santiso', 'Sobrado', 'As Somozas', 'Teo', 'Toques', 'Tordoia', 'Touro', 'Trazo', 'Val do Dubra', 'Valdoviño', 'Vedra', 'Vilarmaior', 'Vilasantar', 'Vimianzo', 'Zas'],
  Lugo: ['Abadín', 'Alfoz', 'Antas de Ulla', 'Baleira', 'Baralla', 'Barreiros', 'Becerreá', 'Begonte', 'Bóveda', 'Burela', 'Carballedo', 'Castro de Rei', 'Castroverde', 'Cervantes', 'Cervo', 'Chantada', 'O Corgo', 'Cospeito', 'Folgoso do Courel', 'A Fonsagrada', 'Foz', 'Friol', 'Guitiriz', 'Guntín', 'O Incio', 'Láncara', 'Lourenzá', 'Lugo', 'Meira', 'Mondoñedo', 'Monforte de Lemos', 'Monterroso', 'Muras', 'Navia de Suarna', 'Negueira de Muñiz', 'As Nogais', 'Ourol', 'Outeiro de Rei', 'Palas de Rei', 'Pantón', 'Paradela', 'O Páramo', 'A Pastoriza', 'Pedrafita do Cebreiro', 'A Pobra do Brollón', 'Pol', 'A Pontenova', 'Portomarín', 'Quiroga', 'Rábade', 'Ribadeo', 'Ribas de Sil', 'Ribeira de Piquín', 'Riotorto', 'Samos', 'Sarria', 'O Saviñao', 'Sober', 'Taboada', 'Trabada', 'Triacastela', 'O Valadouro', 'O Vicedo', 'Vilalba', 'Viveiro', 'Xermade', 'Xove'],
  Ourense: ['Allariz', 'Amoeiro', 'A Arnoia', 'Avión', 'Baltar', 'Bande', 'Baños de Molgas', 'Barbadás', 'O Barco de Valdeorras', 'Beade', 'Beariz', 'Os Blancos', 'Boborás', 'A Bola', 'O Bolo', 'Calvos de Randín', 'Carballeda de Avia', 'Carballeda de Valdeorras', 'O Carballiño', 'Cartelle', 'Castrelo de Miño', 'Castrelo do Val', 'Castro Caldelas', 'Celanova', 'Cenlle', 'Chandrexa de Queixa', 'Coles', 'Cortegada', 'Cualedro', 'Entrimo', 'Esgos', 'Gomesende', 'A Gudiña', 'O Irixo', 'Larouco', 'Laza', 'Leiro', 'Lobeira', 'Lobios', 'Maceda', 'Manzaneda', 'Maside', 'Melón', 'A Merca', 'A Mezquita', 'Montederramo', 'Monterrei', 'Muíños', 'Nogueira de Ramuín', 'Oímbra', 'Ourense', 'Paderne de Allariz', 'Padrenda', 'Parada de Sil', 'O Pereiro de Aguiar', 'A Peroxa', 'Petín', 'Piñor', 'A Pobra de Trives', 'Pontedeva', 'Porqueira', 'Punxín', 'Quintela de Leirado', 'Rairiz de Veiga', 'Ramirás', 'Ribadavia', 'Riós', 'A Rúa', 'Rubiá', 'San Amaro', 'San Cibrao das Viñas', 'San Cristovo de Cea', 'San Xoán de Río', 'Sandiás', 'Sarreaus', 'Taboadela', 'A Teixeira', 'Toén', 'Trasmiras', 'A Veiga', 'Verea', 'Verín', 'Viana do Bolo', 'Vilamarín', 'Vilamartín de Valdeorras', 'Vilar de Barrio', 'Vilar de Santos', 'Vilardevós', 'Vilariño de Conso', 'Xinzo de Limia', 'Xunqueira de Ambía', 'Xunqueira de Espadanedo'],
  Pontevedra: ['Agolada', 'Arbo', 'Baiona', 'Barro', 'Bueu', 'Caldas de Reis', 'Cambados', 'Campo Lameiro', 'Cangas', 'A Cañiza', 'Catoira', 'Cerdedo-Cotobade', 'Covelo', 'Crecente', 'Cuntis', 'Dozón', 'A Estrada', 'Forcarei', 'Fornelos de Montes', 'Gondomar', 'O Grove', 'A Guarda', 'A Illa de Arousa', 'Lalín', 'A Lama', 'Marín', 'Meaño', 'Meis', 'Moaña', 'Mondariz', 'Mondariz-Balneario', 'Moraña', 'Mos', 'As Neves', 'Nigrán', 'Oia', 'Pazos de Borbén', 'Poio', 'Ponte Caldelas', 'Ponteareas', 'Pontecesures', 'Pontevedra', 'O Porriño', 'Portas', 'Redondela', 'Ribadumia', 'Rodeiro', 'O Rosal', 'Salceda de Caselas', 'Salvaterra de Miño', 'Sanxenxo', 'Silleda', 'Soutomaior', 'Tomiño', 'Tui', 'Valga', 'Vigo', 'Vila de Cruces', 'Vilaboa', 'Vilagarcía de Arousa', 'Vilanova de Arousa'],
} as const;

/** Spanish forms still used in the BOE for some of them. */
const SPANISH_FORMS = ['la coruna', 'orense', 'sangenjo', 'villagarcia de arousa', 'el grove', 'el porrino', 'la estrada', 'puenteareas', 'bayona', 'carballino', 'el barco de valdeorras', 'ginzo de limia', 'rianjo', 'puentedeume', 'puentes de garcia rodriguez', 'vivero', 'villalba', 'mondonedo', 'la guardia', 'tuy', 'lalin', 'santiago'];

const PROVINCES = new Set(['a coruna', 'la coruna', 'coruna', 'lugo', 'ourense', 'orense', 'pontevedra']);

const ARTICLE = /^(a|o|as|os|la|el|las|los) /;
const key = (name: string) => normalizeText(name).replace(/^(.*), (a|o|as|os|la|el)$/, '$2 $1');
const MUNICIPALITIES = new Set<string>([...Object.values(CONCELLOS).flat().map(key), ...SPANISH_FORMS]);

export const MUNICIPALITY_COUNT = Object.values(CONCELLOS).flat().length;

/** True when `name` ("O Porriño", "Porriño, O", "Porriño") is a Galician municipality. */
export function isGalicianMunicipality(name: string): boolean {
  const k = key(name);
  return MUNICIPALITIES.has(k) || MUNICIPALITIES.has(`o ${k}`) || MUNICIPALITIES.has(`a ${k}`) || MUNICIPALITIES.has(k.replace(ARTICLE, ''))
    || [...MUNICIPALITIES].some((m) => m.replace(ARTICLE, '') === k);
}

const UNIVERSITIES = /universidade (da coruna|de santiago de compostela|de vigo)/;

/**
 * Whether a BOE item comes from a Galician public administration (SOURCES.md section 9): the Galician
 * government, the three Galician universities, or a Galician local body (province in brackets, or a capital or
 * provincial council named without one). State bodies located in Galicia, and titles that only mention Galicia,
 * do not count.
 */
export function isGalicianBoeItem(departamento: string, titulo: string): boolean {
  const dep = normalizeText(departamento);
  const text = normalizeText(titulo);
  if (dep === 'comunidad autonoma de galicia') return true;
  if (dep === 'universidades') return UNIVERSITIES.test(text);
  if (dep !== 'administracion local') return false;
  // "del Ayuntamiento de Ames (A Coruña)", "de la Mancomunidad ... (Lugo)": the bracket decides when present.
  const body = /\b(?:del?|de la)\s+((?:ayuntamiento|concello|diputacion provincial|deputacion provincial|diputacion|deputacion|mancomunidad|consorcio|entidad local|comarca)[^,(]*?)(?:\s*\(([^)]+)\))?\s*(?:,|$|\s+(?:referente|por|sobre|de informacion)\b)/.exec(text);
  if (!body) return false;
  const [, entity, bracket] = body;
  if (bracket !== undefined) return PROVINCES.has(bracket.trim());
  const named = /^(?:ayuntamiento|concello|diputacion provincial|deputacion provincial|diputacion|deputacion)\s+(?:de|da|do)\s+(.+)$/.exec(entity.trim());
  return named !== null && isGalicianMunicipality(named[1]);
}
