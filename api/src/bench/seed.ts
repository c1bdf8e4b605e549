import { BOP_NAMES } from 'shared/contract';
import type { Queryable } from '../db/client.js';

/**
 * A deterministic set of competitions that looks like the real bulletins: Galician and Spanish titles, the bodies
 * that publish them (councils, provincial councils, the Xunta, universities, the health service), dates spread over
 * years, labels on most of them, about one in ten not verified. The same `count` and `today` give the same rows,
 * so the EXPLAIN test and `npm run bench` measure the same data every run. As in the real table, rows come in date
 * order (the bulletins are read day by day). Rows are built inside the database
 * (`generate_series`) from the word lists below: 100,000 rows take seconds, not minutes.
 */
export const PLACES = ['A Coruña', 'Santiago de Compostela', 'Ferrol', 'Arteixo', 'Oleiros', 'Culleredo', 'Carballo', 'Ribeira', 'Narón', 'Betanzos',
  'Lugo', 'Monforte de Lemos', 'Viveiro', 'Sarria', 'Vilalba', 'Ribadeo', 'Burela', 'Chantada', 'Foz', 'Becerreá',
  'Ourense', 'Verín', 'O Barco de Valdeorras', 'O Carballiño', 'Xinzo de Limia', 'Allariz', 'Celanova', 'Ribadavia', 'Maceda', 'Bande',
  'Pontevedra', 'Vigo', 'Vilagarcía de Arousa', 'Redondela', 'Cangas', 'Marín', 'Ponteareas', 'Lalín', 'O Porriño', 'Sanxenxo',
  'Tui', 'Baiona', 'Nigrán', 'Moaña', 'Cambados', 'Bueu', 'A Estrada', 'Silleda', 'Caldas de Reis', 'Poio'];

const ORGS_GL = [...PLACES.map((p) => `Concello de ${p}`), 'Deputación Provincial da Coruña', 'Deputación Provincial de Lugo',
  'Deputación Provincial de Ourense', 'Deputación Provincial de Pontevedra', 'Consellería de Facenda e Administración Pública',
  'Servizo Galego de Saúde', 'Universidade de Santiago de Compostela', 'Universidade de Vigo', 'Universidade da Coruña',
  'Consorcio Galego de Servizos de Igualdade e Benestar', 'Axencia Galega de Emerxencias'];
const ORGS_ES = [...PLACES.slice(0, 25).map((p) => `Ayuntamiento de ${p}`), 'Diputación Provincial de Lugo', 'Diputación Provincial de Pontevedra',
  'Xunta de Galicia', 'Servicio Gallego de Salud', 'Universidad de Vigo', 'Autoridad Portuaria de Vigo', 'Confederación Hidrográfica Miño-Sil'];

const POSTS_GL = ['auxiliar administrativo', 'administrativo', 'técnico de administración xeral', 'policía local', 'bombeiro', 'socorrista',
  'peón de servizos múltiples', 'conserxe', 'traballador social', 'educador familiar', 'arquitecto técnico', 'enxeñeiro de camiños',
  'auxiliar de axuda no fogar', 'técnico de emprego', 'axente de desenvolvemento local', 'monitor deportivo', 'condutor', 'oficial de obras',
  'electricista', 'encanador', 'xardineiro', 'limpador', 'profesor de música', 'técnico informático', 'bibliotecario', 'enfermeiro',
  'médico de familia', 'fisioterapeuta', 'psicólogo', 'avogado', 'interventor', 'tesoureiro', 'secretario-interventor', 'arquiveiro'];
const POSTS_ES = ['auxiliar administrativo', 'administrativo', 'técnico de administración general', 'policía local', 'bombero', 'socorrista',
  'peón de servicios múltiples', 'conserje', 'trabajador social', 'educador familiar', 'arquitecto técnico', 'ingeniero de caminos',
  'auxiliar de ayuda a domicilio', 'técnico de empleo', 'agente de desarrollo local', 'monitor deportivo', 'conductor', 'oficial de obras',
  'electricista', 'fontanero', 'jardinero', 'limpiador', 'profesor de música', 'técnico informático', 'bibliotecario', 'enfermero',
  'médico de familia', 'fisioterapeuta', 'psicólogo', 'abogado', 'interventor', 'tesorero', 'secretario-interventor', 'archivero'];

const TITLES_GL = ['Bases e convocatoria do proceso selectivo para cubrir {n} prazas de {posto}, quenda libre, polo sistema de concurso-oposición.',
  'Lista provisional de persoas admitidas e excluídas no proceso selectivo de {posto}.',
  'Lista definitiva de admitidos e excluídos, composición do tribunal e data do primeiro exercicio: {posto}.',
  'Convocatoria para a constitución dunha bolsa de emprego de {posto} para contratacións temporais.',
  'Aprobación da oferta de emprego público do ano, con {n} prazas de {posto} e outras.',
  'Nomeamento como funcionario de carreira de {posto} tras o proceso de estabilización do emprego temporal.',
  'Anuncio das cualificacións do segundo exercicio do proceso de {posto}, promoción interna.',
  'Corrección de erros nas bases específicas das prazas de {posto}.'];
const TITLES_ES = ['Bases y convocatoria del proceso selectivo para cubrir {n} plazas de {posto}, turno libre, por el sistema de concurso-oposición.',
  'Lista provisional de personas admitidas y excluidas en el proceso selectivo de {posto}.',
  'Lista definitiva de admitidos y excluidos, composición del tribunal y fecha del primer ejercicio: {posto}.',
  'Convocatoria para la constitución de una bolsa de empleo de {posto} para contrataciones temporales.',
  'Aprobación de la oferta de empleo público del año, con {n} plazas de {posto} y otras.',
  'Nombramiento como funcionario de carrera de {posto} tras el proceso de estabilización del empleo temporal.',
  'Anuncio de las calificaciones del segundo ejercicio del proceso de {posto}, promoción interna.',
  'Corrección de errores en las bases específicas de las plazas de {posto}.'];

/** The 100 realistic queries of the search benchmark: one- and two-word, places, posts, both languages, no accents. */
export function benchmarkQueries(): string[] {
  const q = new Set<string>(['concello', 'ayuntamiento', 'bases', 'bolsa de emprego', 'bolsa de empleo', 'lista provisional', 'oferta de emprego',
    'tribunal', 'promocion interna', 'quenda libre', 'turno libre', 'estabilizacion', 'deputacion', 'universidade', 'xunta', 'saude']);
  for (const post of POSTS_GL) q.add(post.split(' ')[0]);
  for (const post of POSTS_ES.slice(0, 20)) q.add(post.split(' ').slice(0, 2).join(' '));
  for (const place of PLACES) q.add(place.toLowerCase());
  for (let i = 0; q.size < 100 && i < 1000; i += 1) q.add(`${POSTS_ES[i % POSTS_ES.length].split(' ')[0]} ${PLACES[(i * 11) % PLACES.length].split(' ').pop()!.toLowerCase()}`);
  return [...q].slice(0, 100);
}

/**
 * The realistic queries of the body search benchmark: what visitors look for inside edicts rather than in titles
 * (language levels, licences, exams, fees, requirements, syllabus topics and laws, qualifications), in Galician and
 * Spanish, common and rare ones, some found nowhere, and a few that join a word of the title to one of the body.
 */
export function bodyBenchmarkQueries(): string[] {
  return ['celga 4', 'celga 3', 'celga 2', 'permiso c', 'permiso de conducir', 'carné de conducir B', 'permiso de conducir clase C', 'carné BTP',
    'lingua galega', 'lengua gallega', 'exercicio de galego', 'probas físicas', 'pruebas físicas', 'suposto práctico', 'supuesto práctico',
    'cuestionario', 'entrevista persoal', 'entrevista personal', 'período de prácticas', 'curso selectivo',
    'taxa por dereitos de exame', 'tasa por derechos de examen', 'bonificación', 'demandantes de emprego', 'demandantes de empleo', 'exención',
    'xustificante da taxa', 'discapacidade', 'discapacidad', 'sede electrónica', 'taboleiro de anuncios', 'tablón de anuncios',
    'recurso de reposición', 'recurso contencioso-administrativo', 'tribunal superior de xustiza', 'certificado médico', 'dezaoito anos',
    'idade máxima', 'anexo III', 'lei 7/1985', 'ley 39/2015', 'lei 39/2015', 'estatuto básico', 'réxime local', 'régimen local',
    'constitución española', 'procedemento administrativo común', 'prevención de riscos laborais', 'prevención de riesgos laborales',
    'protección de datos', 'bacharel', 'bachiller', 'educación secundaria obrigatoria', 'graduado escolar', 'técnico superior',
    'formación profesional', 'titulación universitaria', 'EDAR', 'distritos forestais', 'convenio colectivo',
    'bombeiro permiso c', 'policía local celga 4', 'auxiliar administrativo lei 39/2015', 'conserxe graduado escolar', 'socorrista bacharel'];
}

/** Inserts `count` competitions dated on the `days` days up to `today` (ISO date), in batches inside the database. */
export async function seedCompetitions(db: Queryable, { count = 100_000, today = '2026-03-14', days = 3650, batch = 25_000 } = {}): Promise<void> {
  for (let from = 1; from <= count; from += batch) {
    const to = Math.min(count, from + batch - 1);
    await db.query(
      `INSERT INTO opo (uuid, bop, fecha_bop, organizacion, descripcion, url_detalle, etiquetas, verificado)
       SELECT md5('seed-opo-' || i)::uuid,
              ($1::text[])[1 + (i * 7) % cardinality($1::text[])],
              $2::date - (((${count} - i)::bigint * $3) / ${count})::int,
              CASE WHEN es THEN ($5::text[])[1 + (i * 13) % cardinality($5::text[])] ELSE ($4::text[])[1 + (i * 13) % cardinality($4::text[])] END,
              replace(replace(
                CASE WHEN es THEN ($9::text[])[1 + (i * 17) % cardinality($9::text[])] ELSE ($8::text[])[1 + (i * 17) % cardinality($8::text[])] END,
                '{posto}', CASE WHEN es THEN ($7::text[])[1 + post] ELSE ($6::text[])[1 + post] END),
                '{n}', (1 + i % 12)::text),
              'https://bulletins.example.gal/edicto/' || i,
              CASE WHEN i % 5 < 3 THEN ARRAY[($6::text[])[1 + post]] ELSE '{}'::text[] END,
              i % 10 <> 0
       FROM (SELECT i, (i % 10) >= 6 AS es, (i * 31 + i / 7) % cardinality($6::text[]) AS post FROM generate_series($10::int, $11::int) AS i) AS g`,
      [BOP_NAMES, today, days, ORGS_GL, ORGS_ES, POSTS_GL, POSTS_ES, TITLES_GL, TITLES_ES, from, to],
    );
  }
  // The state autovacuum keeps a real table in (visibility map and hint bits set, statistics fresh), not that of rows
  // written a second ago.
  await db.query('VACUUM ANALYZE opo');
}

/** The labelled bodies a seed of bodies is built from: each text with the body (organisation) it names. */
export interface TextoSemente {
  texto: string;
  organizacion: string;
}

/**
 * Gives the seeded competitions numbered `from`..`count` (see `seedCompetitions`) a stored body each (`texto_edicto`,
 * state 'ok'), built inside the database from `textos` (the labelled bodies of corpus/textos) and varied per row as
 * bulletins vary: the competition's body in capitals and its title as heading, then most often one to three texts
 * (an announcement, or bases and their extract), one in ten a long body of ten to thirty texts (bases with annexes);
 * in every text the body it names becomes the competition's own, and its year the competition's year. Deterministic.
 */
export async function seedTextos(db: Queryable, textos: readonly TextoSemente[], { count = 100_000, from = 1, batch = 5_000 } = {}): Promise<void> {
  if (!textos.length) throw new Error('no texts to build bodies from');
  for (let first = from; first <= count; first += batch) {
    await db.query(
      `INSERT INTO texto_edicto (opo_uuid, bop, fecha_bop, url, formato, texto, sha256, estado, lido_en)
       SELECT o.uuid, o.bop, o.fecha_bop, o.url_detalle, 'html', b.texto, md5(b.texto), 'ok', now()
       FROM generate_series($3::int, $4::int) AS i
       JOIN opo o ON o.uuid = md5('seed-opo-' || i)::uuid
       CROSS JOIN LATERAL (
         SELECT upper(o.organizacion) || E'\\n' || o.descripcion || E'\\n\\n'
           || string_agg(replace(replace(($1::text[])[p], ($2::text[])[p], o.organizacion), '2025', extract(year FROM o.fecha_bop)::text), E'\\n\\n' ORDER BY k) AS texto
         FROM (SELECT k, 1 + ((i::bigint * 7919 + k * 104729 + (i / 13) * 31) % cardinality($1::text[]))::int AS p
               FROM generate_series(1, CASE WHEN (i * 37) % 10 = 3 THEN 10 + i % 21 ELSE 1 + (i / 3) % 3 END) AS k) AS parts
       ) AS b`,
      [textos.map((t) => t.texto), textos.map((t) => t.organizacion), first, Math.min(count, first + batch - 1)],
    );
  }
  await db.query('VACUUM ANALYZE texto_edicto');
  await db.query('VACUUM ANALYZE texto_busca');
}
