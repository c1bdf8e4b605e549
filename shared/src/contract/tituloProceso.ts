/**
 * A process's title in the reader's language. The analysis builds an automatic process's title once, in Galician,
 * from its parts: "post · places and group, job pool, turn, year · body" (api/src/domain/procesos.ts,
 * `tituloDoProceso`). In Spanish, the part the site wrote (places, group, pool, turn) is said in Spanish, and so is
 * the post when every one of its words is a known word of public employment (otherwise it stays as the bulletin
 * printed it: half-translated names would be worse). The body is a proper name and stays as printed. A title an
 * administrator wrote is theirs and is never changed.
 */
export type IdiomaTitulo = 'gl' | 'es';

/** The site's own words in the middle part, Galician → Spanish. */
const EXTRAS_ES: [RegExp, string | ((...m: string[]) => string)][] = [
  [/^(\d+) praza$/, (_, n) => `${n} plaza`],
  [/^(\d+) prazas$/, (_, n) => `${n} plazas`],
  [/^(\d+ prazas?) (A1|A2|B|C1|C2|E)$/, (_, p: string, g: string) => `${p.replace(/praza/, 'plaza')} ${g}`],
  [/^(\d+ prazas? )?agrupacións profesionais$/, (_, p?: string) => `${p ? p.replace(/praza/, 'plaza') : ''}agrupaciones profesionales`],
  [/^(A1|A2|B|C1|C2|E)$/, (m) => m],
  [/^bolsa de emprego$/, 'bolsa de empleo'],
  [/^promoción interna$/, 'promoción interna'],
  [/^mobilidade$/, 'movilidad'],
  [/^quenda de discapacidade$/, 'turno de discapacidad'],
  [/^\d{4}$/, (m) => m],
];

function extrasEnEspanol(segmento: string): string | null {
  const partes = segmento.split(', ');
  const traducidas: string[] = [];
  for (const parte of partes) {
    const regra = EXTRAS_ES.find(([re]) => re.test(parte));
    if (!regra) return null;
    const [re, por] = regra;
    traducidas.push(typeof por === 'string' ? por : parte.replace(re, por as (...m: string[]) => string));
  }
  return traducidas.join(', ');
}

/**
 * Words of post names, Galician → Spanish; a word written the same in both maps to itself. Lower case, as shown
 * (accents, gender pair "/a").
 */
const POSTO_ES: Record<string, string> = Object.fromEntries([
  // written the same
  ...'auxiliar técnico/a administrativo/a arquitecto/a psicólogo/a socorrista peón múltiples informática administración policía local de educación información prevención centros educativos alumnado superior medio proceso selectivo oficial operario/a electricista educador/a social infantil monitor/a deportivo/a libre biblioteca bibliotecario/a museo turismo cultura deportes vigilante forestal brigada incendios sanitario/a médico/a letrado/a interventor/a secretario/a intervención secretaría obras públicas vías maquinaria segunda encargado/a sección negociado área recursos humanos económico/a agrícola asesor/a animador/a sociocultural delineante veterinario/a farmacéutico/a cabo inspector/a subinspector/a comisario/a ordenanza notificador/a telefonista programador/a analista sistemas'
    .split(' ').map((w) => [w, w]),
  ['sarxento/a', 'sargento/a'], ['xestor/a', 'gestor/a'],
  // Galician forms
  ['xestión', 'gestión'], ['enxeñeiro/a', 'ingeniero/a'], ['enxeñaría', 'ingeniería'], ['camiños', 'caminos'], ['canais', 'canales'],
  ['portos', 'puertos'], ['traballador/a', 'trabajador/a'], ['bombeiro/a', 'bombero/a'], ['condutor/a', 'conductor/a'],
  ['arquiveiro/a', 'archivero/a'], ['arquivo', 'archivo'], ['servizos', 'servicios'], ['servizo', 'servicio'], ['axuda', 'ayuda'],
  ['axente', 'agente'], ['axentes', 'agentes'], ['riscos', 'riesgos'], ['laborais', 'laborales'], ['mulleres', 'mujeres'],
  ['conserxe', 'conserje'], ['fogar', 'hogar'], ['limpador/a', 'limpiador/a'], ['xardineiro/a', 'jardinero/a'],
  ['fontaneiro/a', 'fontanero/a'], ['cociñeiro/a', 'cocinero/a'], ['mestre/a', 'maestro/a'], ['escola', 'escuela'],
  ['tempo', 'tiempo'], ['axudante', 'ayudante'], ['desenvolvemento', 'desarrollo'], ['emprego', 'empleo'],
  ['igualdade', 'igualdad'], ['xuventude', 'juventud'], ['vixilante', 'vigilante'], ['garda', 'guarda'],
  ['enfermeiro/a', 'enfermero/a'], ['avogado/a', 'abogado/a'], ['tesoureiro/a', 'tesorero/a'], ['tesouraria', 'tesorería'],
  ['rexistro', 'registro'], ['mantemento', 'mantenimiento'], ['instalacións', 'instalaciones'], ['condución', 'conducción'],
  ['primeira', 'primera'], ['xefe/a', 'jefe/a'], ['persoal', 'personal'], ['xurídico/a', 'jurídico/a'], ['xeral', 'general'],
  ['e', 'y'], ['en', 'en'], ['el', 'el'], ['hogar', 'hogar'], ['casa', 'casa'], ['domicilio', 'domicilio'], ['a', 'a'], ['da', 'de la'], ['do', 'del'], ['das', 'de las'], ['dos', 'de los'], ['peoa', 'peona'],
]);

/** Galician contractions that are only read in a known phrase (Spanish "no" is a word of its own: "persoal no docente"). */
const FRASES_ES: [RegExp, string][] = [[/(^| )no fogar( |$)/i, '$1en el hogar$2'], [/(^| )(na|no) (casa|domicilio)( |$)/i, '$1a $3$4']];

function postoEnEspanol(posto: string): string | null {
  const palabras = FRASES_ES.reduce((s, [re, por]) => s.replace(re, por), posto).split(' ');
  const traducidas: string[] = [];
  for (const palabra of palabras) {
    const es = POSTO_ES[palabra.toLocaleLowerCase('gl')];
    if (es === undefined) return null;
    traducidas.push(es);
  }
  const s = traducidas.join(' ');
  return posto.charAt(0) === posto.charAt(0).toLocaleUpperCase('gl') ? s.charAt(0).toLocaleUpperCase('es') + s.slice(1) : s;
}

export function tituloProcesoNoIdioma(titulo: string, automatico: boolean | undefined, idioma: IdiomaTitulo): string {
  if (idioma === 'gl' || !automatico) return titulo;
  const segmentos = titulo.split(' · ');
  if (segmentos.length < 2) return titulo;
  const [posto, ...resto] = segmentos;
  const medios = resto.length > 1 ? resto.slice(0, -1) : [];
  const ultimo = resto[resto.length - 1];
  // with two parts, the second is the body unless it is wholly the site's own words (a title with no body)
  const ultimoEsExtras = resto.length === 1 ? extrasEnEspanol(ultimo) : null;
  return [
    postoEnEspanol(posto) ?? posto,
    ...medios.map((m) => extrasEnEspanol(m) ?? m),
    ultimoEsExtras ?? ultimo,
  ].join(' · ');
}
