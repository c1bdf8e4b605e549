import { randomUUID } from 'node:crypto';
import { addDaysIso } from 'shared/contract';
import type { Services } from '../app.js';
import { normalizeText } from '../text.js';

const BOP_URLS: Record<string, string> = {
  'BOP A Coruña': 'https://bop.dacoruna.gal/bopportal/',
  'BOP Lugo': 'https://www.deputacionlugo.gal/gl/boletin-oficial-da-provincia-de-lugo/bop',
  'BOP Ourense': 'https://bop.depourense.es/',
  'BOP Pontevedra': 'https://boppo.depo.gal/',
};

const COMPETITIONS: [string, string, string, string[]][] = [
  ['BOP A Coruña', 'Concello de Oleiros', 'Bases para a provisión en propiedade de seis prazas de auxiliar administrativo, por oposición libre.', ['auxiliar administrativo', 'oposición libre']],
  ['BOP A Coruña', 'Concello da Coruña', 'Bases da convocatoria para a creación dunha lista de reserva de socorristas para a tempada de verán.', ['socorrista', 'bolsa de emprego']],
  ['BOP A Coruña', 'Concello de Arteixo', 'Bases para a formación dunha bolsa de emprego de técnico/a de administración xeral.', ['técnico administración xeral', 'bolsa de emprego']],
  ['BOP Lugo', 'Deputación Provincial de Lugo', 'Concurso-oposición para a elaboración dunha listaxe de emprego temporal de axente de emprego e desenvolvemento local.', ['axente de emprego', 'concurso-oposición']],
  ['BOP Lugo', 'Concello de Viveiro', 'Convocatoria de dúas prazas de policía local, quenda libre, mediante oposición.', ['policía local', 'oposición libre']],
  ['BOP Ourense', 'Concello de San Cibrao das Viñas', 'Bases para a contratación laboral temporal de catro peóns de servizos múltiples.', ['peón', 'persoal laboral']],
  ['BOP Ourense', 'Consorcio de Augas de Valdeorras', 'Lista provisional de admitidos e excluídos no proceso selectivo dun/dunha operario/a de depuradora.', ['operario', 'admitidos']],
  ['BOP Pontevedra', 'Deputación de Pontevedra', 'Convocatoria de varios procesos selectivos correspondentes á oferta de emprego público de 2021.', ['oferta de emprego público', 'auxiliar administrativo']],
  ['BOP Pontevedra', 'Concello de Vigo', 'Nomeamento do tribunal cualificador e data do primeiro exercicio de bombeiro/a-condutor/a.', ['bombeiro', 'tribunal']],
  ['BOP Pontevedra', 'Concello de Cangas', 'Bases reguladoras do proceso selectivo para cubrir unha praza de arquitecto/a técnico/a, funcionario/a interino/a.', ['arquitecto técnico', 'interinidade']],
  ['BOP A Coruña', 'Concello de Dodro', 'Selección dun/dunha axente técnico/a de igualdade, persoal laboral temporal.', ['igualdade', 'persoal laboral']],
  ['BOP Lugo', 'Concello de Monforte de Lemos', 'Resultado do proceso selectivo de traballador/a social e proposta de nomeamento.', ['traballador social', 'resultados']],
];

const LABEL_RULES: [string, string, number][] = [
  ['auxiliar administrativo', 'auxiliar administrativo', 1],
  ['policía local', 'policía local', 2],
  ['bolsa de emprego', 'bolsa de emprego', 3],
  ['bombeiro', 'bombeiro', 4],
  ['socorrista', 'socorrista', 5],
  ['persoal laboral', 'persoal laboral', 6],
];

/** On an empty database, a realistic demo set so a newcomer sees a living site. */
export async function loadDemoDataIfEmpty(services: Services): Promise<{ opos: number; procesos: number } | null> {
  const { db, opos } = services;
  const [{ n }] = await db.query<{ n: number }>('SELECT (SELECT count(*) FROM opo) + (SELECT count(*) FROM proceso_oposicion) AS n');
  if (Number(n) > 0) return null;
  const today = opos.today();
  await db.transaction(async (tx) => {
    const bopUuids = new Map<string, string>();
    for (let day = 0; day < 7; day += 1) {
      const fecha = addDaysIso(today, -day);
      for (const [bop, url] of Object.entries(BOP_URLS)) {
        const uuid = randomUUID();
        bopUuids.set(`${bop}|${fecha}`, uuid);
        await tx.query('INSERT INTO bop (uuid, bop, fecha_bop, url) VALUES ($1, $2, $3, $4)', [uuid, bop, fecha, url]);
      }
    }
    for (const [i, [bop, organizacion, descripcion, etiquetas]] of COMPETITIONS.entries()) {
      const fecha = addDaysIso(today, -(i % 7));
      await tx.query(
        `INSERT INTO opo (uuid, bop_uuid, bop, fecha_bop, organizacion, descripcion, url_detalle, etiquetas, verificado, texto_normalizado)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, true, $9)`,
        [randomUUID(), bopUuids.get(`${bop}|${fecha}`), bop, fecha, organizacion, descripcion, BOP_URLS[bop], etiquetas,
          normalizeText([organizacion, descripcion, bop, ...etiquetas].join(' '))],
      );
    }
    for (const [etiqueta, texto, prioridad] of LABEL_RULES) {
      await tx.query('INSERT INTO etiqueta_regla (uuid, etiqueta, texto_busqueda, prioridad, comprobar_cadena_completa) VALUES ($1, $2, $3, $4, true)', [randomUUID(), etiqueta, texto, prioridad]);
    }
    const procesos: [string, string, string, string, boolean, string[]][] = [
      ['auxiliar-administrativo-oleiros-2026', 'Concello de Oleiros', 'Seis prazas de auxiliar administrativo', 'Oposición libre para seis prazas de auxiliar administrativo, grupo C2.', false, ['auxiliar administrativo']],
      ['policia-local-viveiro-2026', 'Concello de Viveiro', 'Dúas prazas de policía local', 'Oposición libre, quenda libre, para dúas prazas de policía local.', false, ['policía local']],
      ['bombeiro-vigo-2025', 'Concello de Vigo', 'Bombeiro/a-condutor/a do Concello de Vigo', 'Proceso selectivo de bombeiro/a-condutor/a (finalizado).', true, ['bombeiro']],
    ];
    for (const [slug, organizacion, titulo, descripcion, finalizado, etiquetas] of procesos) {
      const uuid = randomUUID();
      await tx.query(
        `INSERT INTO proceso_oposicion (uuid, url_amigable, organizacion, bop, titulo, descripcion, detalle, etiquetas, sistema_seleccion, tipo_contrato, proceso_finalizado, proceso_mostrable, fecha_bop_inicio_proceso)
         VALUES ($1, $2, $3, 'BOP A Coruña', $4, $5, $6, $7, 'Oposición', 'Funcionario de carreira', $8, true, $9)`,
        [uuid, slug, organizacion, titulo, descripcion, `<p>${descripcion}</p>`, etiquetas, finalizado, addDaysIso(today, -30)],
      );
      const fases: [string, number][] = [['Publicación das bases', 30], ['Lista provisional de admitidos e excluídos', 12]];
      if (finalizado) fases.push(['Proposta de nomeamento', 2]);
      for (const [orden, [tituloFase, diasAtras]] of fases.entries()) {
        await tx.query('INSERT INTO fase (uuid, proceso_uuid, titulo, orden, fecha_bop, url_detalle) VALUES ($1, $2, $3, $4, $5, $6)', [randomUUID(), uuid, tituloFase, orden + 1, addDaysIso(today, -diasAtras), 'https://bop.dacoruna.gal/bopportal/']);
      }
    }
  });
  services.cache.clear();
  return { opos: COMPETITIONS.length, procesos: 3 };
}
