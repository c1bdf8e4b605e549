import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../db/client.js';
import { opoSearchText } from '../../opos/opoSearchText.js';

/** "Now" of the issue 16 tests: Friday 20 November 2026, 10:00 in Madrid. */
export const NOW = () => new Date('2026-11-20T10:00:00+01:00');
export const BASE = 'https://oposicions.example';

/** A hostile text, as a bulletin or an administrator might write it: markup, quotes, a CDATA end, a control character. */
export const HOSTILE = 'Tribunal <b>& "aspas" ]]> \u0001fin';

export interface Seeded {
  opo: Record<'lugo' | 'vigo' | 'hostil' | 'vella' | 'oculta' | 'ano', string>;
  proceso: { uuid: string; url: string };
  oculto: { uuid: string; url: string };
  curado: { uuid: string; url: string };
  fase: Record<'bases' | 'exame' | 'sen' | 'manual', string>;
}

/**
 * Competitions, processes and phases the feeds, calendars, export and sitemap are tested on: published and hidden
 * ones, inside and outside the home list's 7 days, in three provinces, with labels, kinds, a deadline, exam dates in
 * an edict, the process detail and a phase an administrator added, and hostile text.
 */
export async function seedSindicacion(db: Queryable): Promise<Seeded> {
  const opo = { lugo: randomUUID(), vigo: randomUUID(), hostil: randomUUID(), vella: randomUUID(), oculta: randomUUID(), ano: randomUUID() };
  const proceso = { uuid: randomUUID(), url: 'auxiliar-lugo-2026' };
  const oculto = { uuid: randomUUID(), url: 'proceso-oculto' };
  const curado = { uuid: randomUUID(), url: 'bombeiros-vigo' };
  const fase = { bases: randomUUID(), exame: randomUUID(), sen: randomUUID(), manual: randomUUID() };
  const edicto = randomUUID();

  await db.query(
    `INSERT INTO edicto (uuid, bop, id_fuente, fecha_bop, organizacion, titulo, titulo_alternativo, url_detalle)
     VALUES ($1, 'BOP Lugo', 'R. 1', '2026-11-16', 'Concello de Lugo', 'Data do primeiro exercicio de auxiliar administrativo',
       'El primer ejercicio se celebrará el día 12 de enero de 2027, a las 10:00 horas, en el IES Lucus Augusti.', 'https://bop.example/lugo/1')`,
    [edicto],
  );
  const addOpo = async (uuid: string, o: { bop: string; fecha: string; organizacion: string; descripcion: string; etiquetas: string[]; tipo: string; verificado?: boolean; proceso?: string; edicto?: string }) =>
    db.query(
      `INSERT INTO opo (uuid, bop, fecha_bop, organizacion, descripcion, url_detalle, etiquetas, verificado, tipo_edicto, uuid_proceso_selectivo, edicto_uuid, texto_normalizado)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [uuid, o.bop, o.fecha, o.organizacion, o.descripcion, `https://bop.example/${uuid}`, o.etiquetas, o.verificado ?? true, o.tipo,
        o.proceso ?? null, o.edicto ?? null, opoSearchText({ ...o, etiquetas: o.etiquetas })],
    );
  await addOpo(opo.lugo, { bop: 'BOP Lugo', fecha: '2026-11-19', organizacion: 'Concello de Lugo', descripcion: 'Bases para cubrir dúas prazas de auxiliar administrativo', etiquetas: ['auxiliar administrativo'], tipo: 'convocatoria_bases', proceso: proceso.uuid });
  await addOpo(opo.vigo, { bop: 'DOG', fecha: '2026-11-18', organizacion: 'Concello de Vigo', descripcion: 'Lista provisional de admitidos de bombeiro', etiquetas: ['bombeiro'], tipo: 'admitidos' });
  await addOpo(opo.hostil, { bop: 'BOP Ourense', fecha: '2026-11-17', organizacion: 'Concello de O Carballiño', descripcion: HOSTILE, etiquetas: ['auxiliar administrativo', 'a "b" <c>'], tipo: 'tribunal' });
  await addOpo(opo.vella, { bop: 'BOP Lugo', fecha: '2026-10-01', organizacion: 'Deputación de Lugo', descripcion: 'Bolsa de emprego de auxiliar administrativo', etiquetas: ['auxiliar administrativo'], tipo: 'bolsa_emprego', proceso: proceso.uuid, edicto });
  await addOpo(opo.oculta, { bop: 'BOP Lugo', fecha: '2026-11-19', organizacion: 'Concello de Lugo', descripcion: 'Sen verificar: auxiliar administrativo', etiquetas: ['auxiliar administrativo'], tipo: 'convocatoria_bases', verificado: false });
  await addOpo(opo.ano, { bop: 'BOP A Coruña', fecha: '2025-11-10', organizacion: 'Concello de Oleiros', descripcion: 'Bases de conserxe', etiquetas: ['conserxe'], tipo: 'convocatoria_bases' });

  await db.query(
    `INSERT INTO proceso_oposicion (uuid, url_amigable, organizacion, bop, titulo, descripcion, detalle, etiquetas, sistema_seleccion, tipo_contrato,
       proceso_mostrable, fecha_bop_inicio_proceso, automatico, etapa, prazo_ultimo_dia, prazo_texto, prazo_estimado, concello_prazo)
     VALUES ($1, $2, 'Concello de Lugo', 'BOP Lugo', 'Dúas prazas de auxiliar administrativo', 'Oposición libre',
       '<p>Bases aprobadas.</p><p>A entrevista persoal realizarase o 3 de febreiro de 2027.</p>', '{auxiliar administrativo}', 'Oposición', 'Funcionario de carreira',
       true, '2026-10-01', true, 'convocado', '2026-12-17', 'vinte días hábiles desde a publicación do extracto no BOE', false, 'Lugo')`,
    [proceso.uuid, proceso.url],
  );
  await db.query(
    `INSERT INTO proceso_oposicion (uuid, url_amigable, organizacion, titulo, proceso_mostrable, fecha_bop_inicio_proceso)
     VALUES ($1, $2, 'Concello de Lugo', 'Oculto', false, '2026-11-19'),
            ($3, $4, 'Concello de Vigo', 'Bombeiros de Vigo', true, '2025-06-01')`,
    [oculto.uuid, oculto.url, curado.uuid, curado.url],
  );
  const addFase = (uuid: string, procesoUuid: string, titulo: string, orden: number, fecha: string | null, tipo: string, bop: string, opoUuid: string | null) =>
    db.query(
      `INSERT INTO fase (uuid, proceso_uuid, titulo, orden, fecha_bop, url_detalle, tipo_edicto, bop, opo_uuid)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [uuid, procesoUuid, titulo, orden, fecha, `https://bop.example/fase/${uuid}`, tipo, bop, opoUuid],
    );
  await addFase(fase.bases, proceso.uuid, 'Bolsa de emprego de auxiliar administrativo', 1, '2026-10-01', 'bolsa_emprego', 'BOP Lugo', opo.vella);
  await addFase(fase.exame, proceso.uuid, 'Bases para cubrir dúas prazas de auxiliar administrativo', 2, '2026-11-19', 'convocatoria_bases', 'BOP Lugo', opo.lugo);
  await addFase(fase.manual, proceso.uuid, 'Segundo exercicio: o segundo exercicio terá lugar o 26 de xaneiro de 2027 ás 16:30 horas', 3, '2026-11-20', '', '', null);
  await addFase(fase.sen, curado.uuid, 'Anuncio sen data', 1, null, '', '', null);
  return { opo, proceso, oculto, curado, fase };
}
