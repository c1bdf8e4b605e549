import { createHash, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { addDaysIso } from 'shared/contract';
import type { Services } from '../services.js';
import type { Queryable } from '../db/client.js';
import { createRecordedHttpClient } from '../ingestion/http.js';
import { readDate, seedDefaultRules } from '../ingestion/run.js';
import { resumirProcesos } from '../ingestion/agrupacion.js';
import { borrarProcesosBaleiros, desligarAutomaticas } from '../ingestion/agrupacion.store.js';
import { SOURCES, sourceFor } from '../ingestion/sources/index.js';

/** The recorded sample days bundled with the project (api/fixtures/bulletins). */
export const BUNDLED_BULLETINS = fileURLToPath(new URL('../../fixtures/bulletins/', import.meta.url));

/** Each bulletin's recorded sample day, and how many days before today the demo shows it. */
const DEMO_DAYS: Record<string, { sample: string; daysAgo: number }> = {
  'BOP A Coruña': { sample: '2023-03-01', daysAgo: 0 },
  'BOP Lugo': { sample: '2021-04-20', daysAgo: 1 },
  'BOP Ourense': { sample: '2022-02-17', daysAgo: 2 },
  'BOP Pontevedra': { sample: '2023-03-02', daysAgo: 3 },
  BOE: { sample: '2025-02-20', daysAgo: 4 },
  DOG: { sample: '2026-02-27', daysAgo: 5 },
};

interface DemoOffer {
  urlAmigable: string;
  /** The edict (bulletin, id) whose competition starts the offer. */
  inicio: [string, string];
  titulo: string;
  descripcion: string;
  sistemaSeleccion: string;
  tipoContrato: string;
  finalizado: boolean;
  /** Earlier phases (title, days before the starting edict); the starting edict's competition is the last phase. */
  fasesPrevias: [string, number][];
}

const OFFERS: DemoOffer[] = [
  {
    urlAmigable: 'auxiliar-administrativo-oleiros-2026',
    inicio: ['BOP A Coruña', '2023/1308'],
    titulo: 'Seis prazas de auxiliar administrativo/a',
    descripcion: 'Procedemento selectivo por oposición libre para cubrir seis prazas de auxiliar administrativo/a, subgrupo C2, persoal funcionario de carreira.',
    sistemaSeleccion: 'Oposición libre',
    tipoContrato: 'Funcionario/a de carreira',
    finalizado: false,
    fasesPrevias: [],
  },
  {
    urlAmigable: 'policia-local-lugo-2026',
    inicio: ['BOP Lugo', 'R. 1140'],
    titulo: 'Catro prazas de axente da Policía Local (OEP 2020)',
    descripcion: 'Proceso selectivo por quenda libre para catro prazas de axente da Policía Local do Concello de Lugo, incluídas na oferta de emprego público de 2020.',
    sistemaSeleccion: 'Oposición, quenda libre',
    tipoContrato: 'Funcionario/a de carreira',
    finalizado: false,
    fasesPrevias: [['Oferta de emprego público para o ano 2020', 240]],
  },
  {
    urlAmigable: 'bombeiro-condutor-ferrol-2025',
    inicio: ['BOP A Coruña', '2023/1301'],
    titulo: 'Tres prazas de bombeiro/a-condutor/a',
    descripcion: 'Concurso-oposición para tres prazas de bombeiro/a-condutor/a do servizo de extinción de incendios. Proceso rematado coa proposta de nomeamento.',
    sistemaSeleccion: 'Concurso-oposición',
    tipoContrato: 'Funcionario/a de carreira',
    finalizado: true,
    fasesPrevias: [
      ['Bases e convocatoria do proceso selectivo', 190],
      ['Lista definitiva de persoas admitidas e excluídas', 120],
      ['Composición do tribunal cualificador e data do primeiro exercicio', 95],
      ['Cualificacións do segundo exercicio', 30],
    ],
  },
];

/**
 * On an empty database, a realistic demo set so a newcomer sees a living site: the real reading pipeline over the
 * bundled sample days (each bulletin's sample shown as one of the last six days, so the last-7-days view is full),
 * with the default rules; then three offers built on competitions it found, with their phases (one finished).
 */
export async function loadDemoDataIfEmpty(services: Services): Promise<{ opos: number; procesos: number } | null> {
  const { db, cache, opos } = services;
  const [{ n }] = await db.query<{ n: number }>('SELECT (SELECT count(*) FROM opo) + (SELECT count(*) FROM proceso_oposicion) AS n');
  if (Number(n) > 0) return null;
  await seedDefaultRules(db);
  const today = opos.today();
  const http = createRecordedHttpClient(BUNDLED_BULLETINS);
  let total = 0;
  for (const source of SOURCES) {
    const day = DEMO_DAYS[source.bop];
    const summary = await readDate({ db, cache, http, sources: [source], lerFeitos: services.lerFeitos }, addDaysIso(today, -day.daysAgo), {
      envioNotificacion: false,
      fechaFuente: () => day.sample,
    });
    total += summary.totalOpos;
  }
  let procesos = 0;
  await db.transaction(async (tx) => {
    for (const offer of OFFERS) if (await createOffer(tx, offer)) procesos += 1;
    await createOfertaEmprego(tx);
  });
  cache.clear();
  return { opos: total, procesos };
}

async function createOffer(tx: Queryable, offer: DemoOffer): Promise<boolean> {
  const [start] = await tx.query<{ uuid: string; organizacion: string; bop: string; fecha_bop: string; url_detalle: string; descripcion: string; etiquetas: string[] }>(
    `SELECT o.uuid, o.organizacion, o.bop, o.fecha_bop, o.url_detalle, o.descripcion, o.etiquetas
     FROM opo o JOIN edicto e ON e.uuid = o.edicto_uuid WHERE e.bop = $1 AND e.id_fuente = $2`,
    offer.inicio,
  );
  if (!start) return false;
  const organizacion = /^concello|^deputaci/i.test(start.organizacion) ? start.organizacion : `Concello de ${start.organizacion}`;
  const uuid = randomUUID();
  // Earlier phases link to the bulletin's page of their date (their own edicts are not among the samples).
  const bulletinPage = (fecha: string) => sourceFor(start.bop)?.webUrl(fecha) ?? start.url_detalle;
  const fases: { titulo: string; fecha: string; url: string; opo?: string }[] = [
    ...offer.fasesPrevias.map(([titulo, dias]) => ({ titulo, fecha: addDaysIso(start.fecha_bop, -dias), url: bulletinPage(addDaysIso(start.fecha_bop, -dias)) })),
    // the starting edict's phase is its competition: its text and facts are the process's
    { titulo: start.descripcion, fecha: start.fecha_bop, url: start.url_detalle, opo: start.uuid },
  ];
  await tx.query(
    `INSERT INTO proceso_oposicion (uuid, url_amigable, organizacion, bop, titulo, descripcion, detalle, url_info_proceso_externo,
       etiqueta_busqueda_proceso, etiqueta_proceso, etiquetas, sistema_seleccion, tipo_contrato, uuid_opo_inicio, proceso_finalizado,
       proceso_mostrable, fecha_bop_inicio_proceso)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, true, $16)`,
    [uuid, offer.urlAmigable, organizacion, start.bop, offer.titulo, offer.descripcion,
      `<p>${offer.descripcion}</p><p>Consulta as bases e os anuncios no boletín oficial.</p>`, start.url_detalle,
      start.etiquetas[0] ?? '', start.etiquetas[0] ?? '', start.etiquetas, offer.sistemaSeleccion, offer.tipoContrato, start.uuid,
      offer.finalizado, fases[0].fecha],
  );
  for (const [orden, fase] of fases.entries()) {
    await tx.query(
      'INSERT INTO fase (uuid, proceso_uuid, titulo, orden, fecha_bop, url_detalle, opo_uuid) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [randomUUID(), uuid, fase.titulo, orden + 1, fase.fecha, fase.url, fase.opo ?? null],
    );
  }
  // Linked to its offer, as an administrator would: later analyses keep it. The process the analysis had started
  // for that edict is replaced by this one.
  const auto = await desligarAutomaticas(tx, [start.uuid]);
  await borrarProcesosBaleiros(tx, auto);
  await tx.query('UPDATE opo SET uuid_proceso_selectivo = $2, editado_admin = true WHERE uuid = $1', [start.uuid, uuid]);
  await resumirProcesos(tx, [uuid]);
  return true;
}

/** The offer (OEP 2020) whose places the Lugo police call cites: its edict and text, as the first phase of that call. */
const OEP_LUGO = {
  proceso: 'policia-local-lugo-2026',
  fase: 'Oferta de emprego público para o ano 2020',
  texto: [
    'Anuncio',
    'A Xunta de Goberno Local, en sesión ordinaria do día 19 de febreiro de 2020, aprobou a oferta de emprego público do Concello de Lugo para o ano 2020, co seguinte detalle:',
    'PERSOAL FUNCIONARIO',
    'Subgrupo   Denominación   N.º de prazas',
    'C1   Axente da Policía Local   4',
    'C2   Auxiliar administrativo/a   3',
    'A1   Técnico/a de administración xeral   1',
    'Total   8',
    'Lugo, 21 de febreiro de 2020. A alcaldesa.',
  ].join('\n'),
};

async function createOfertaEmprego(tx: Queryable): Promise<void> {
  const [fase] = await tx.query<{ uuid: string; proceso_uuid: string; fecha_bop: string; url_detalle: string }>(
    `SELECT f.uuid, f.proceso_uuid, f.fecha_bop::text AS fecha_bop, f.url_detalle FROM fase f JOIN proceso_oposicion p ON p.uuid = f.proceso_uuid
     WHERE p.url_amigable = $1 AND f.titulo = $2`, [OEP_LUGO.proceso, OEP_LUGO.fase]);
  if (!fase) return;
  const uuid = randomUUID();
  await tx.query(
    `INSERT INTO opo (uuid, bop, fecha_bop, organizacion, descripcion, url_detalle, verificado, tipo_edicto, uuid_proceso_selectivo)
     VALUES ($1, 'BOP Lugo', $2, 'Concello de Lugo', $3, $4, true, 'oep', $5)`,
    [uuid, fase.fecha_bop, OEP_LUGO.fase, fase.url_detalle, fase.proceso_uuid],
  );
  await tx.query(
    `INSERT INTO texto_edicto (opo_uuid, bop, fecha_bop, url, formato, texto, sha256, lido_en, estado)
     VALUES ($1, 'BOP Lugo', $2, $3, 'pdf', $4, $5, now(), 'ok')`,
    [uuid, fase.fecha_bop, fase.url_detalle, OEP_LUGO.texto, createHash('sha256').update(OEP_LUGO.texto).digest('hex')],
  );
  await tx.query('UPDATE fase SET opo_uuid = $2 WHERE uuid = $1', [fase.uuid, uuid]);
}
