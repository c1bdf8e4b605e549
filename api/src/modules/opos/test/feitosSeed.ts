import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../db/client.js';
import { opoSearchText } from '../opoSearchText.js';

/** "Now" of the facts filter tests: Friday 20 November 2026, 10:00 in Madrid. */
export const NOW_FEITOS = () => new Date('2026-11-20T10:00:00+01:00');

type Feitos = { grupo?: string; nivel?: string; persoal?: string; quendas?: string[]; bolsa?: boolean; prazas?: number };

export interface FeitosSeeded {
  /** Competitions by what their process states. */
  opo: Record<'auxiliar' | 'limpeza' | 'enxeneiro' | 'senFeitos' | 'senProceso', string>;
  proceso: Record<'auxiliar' | 'limpeza' | 'enxeneiro' | 'senFeitos', string>;
}

/**
 * Shown processes with the facts read from their texts (as the analysis stores them, migration 125) and one
 * published competition each, in the last days: permanent C2 posts by free access and internal promotion (A Coruña),
 * a job pool of fixed-term AP workers (Lugo), permanent A1 posts with a disability reserve (Vigo), a process whose
 * texts state nothing (Ourense); and a competition with no process. All carry the label "emprego público" and the
 * word "convocatoria", so every list (days, date, text, label) finds them.
 */
export async function seedFeitos(db: Queryable): Promise<FeitosSeeded> {
  const proceso = { auxiliar: randomUUID(), limpeza: randomUUID(), enxeneiro: randomUUID(), senFeitos: randomUUID() };
  const opo = { auxiliar: randomUUID(), limpeza: randomUUID(), enxeneiro: randomUUID(), senFeitos: randomUUID(), senProceso: randomUUID() };
  const addProceso = async (uuid: string, url: string, organizacion: string, bop: string, fecha: string, titulo: string, f: Feitos) =>
    db.query(
      `INSERT INTO proceso_oposicion (uuid, url_amigable, organizacion, bop, titulo, proceso_mostrable, automatico, fecha_bop_inicio_proceso,
         grupo, nivel_titulacion, tipo_persoal, quendas, bolsa, prazas)
       VALUES ($1, $2, $3, $4, $5, true, true, $6, $7, $8, $9, $10::text[], $11, $12)`,
      [uuid, url, organizacion, bop, titulo, fecha, f.grupo ?? null, f.nivel ?? null, f.persoal ?? null, f.quendas ?? [], f.bolsa ?? null, f.prazas ?? null],
    );
  const addOpo = async (uuid: string, o: { bop: string; fecha: string; organizacion: string; descripcion: string; proceso: string | null }) => {
    const etiquetas = ['emprego público'];
    await db.query(
      `INSERT INTO opo (uuid, bop, fecha_bop, organizacion, descripcion, url_detalle, etiquetas, verificado, tipo_edicto, uuid_proceso_selectivo, texto_normalizado)
       VALUES ($1, $2, $3, $4, $5, $6, $7, true, 'convocatoria_bases', $8, $9)`,
      [uuid, o.bop, o.fecha, o.organizacion, o.descripcion, `https://bop.example/${uuid}`, etiquetas, o.proceso, opoSearchText({ ...o, etiquetas })],
    );
    if (o.proceso) {
      await db.query(
        `INSERT INTO fase (uuid, proceso_uuid, titulo, orden, fecha_bop, url_detalle, tipo_edicto, bop, opo_uuid)
         VALUES ($1, $2, $3, 1, $4, $5, 'convocatoria_bases', $6, $7)`,
        [randomUUID(), o.proceso, o.descripcion, o.fecha, `https://bop.example/${uuid}`, o.bop, uuid],
      );
    }
  };
  await addProceso(proceso.auxiliar, 'auxiliar-oleiros', 'Concello de Oleiros', 'BOP A Coruña', '2026-11-19', 'Auxiliar administrativo/a · 3 prazas C2',
    { grupo: 'C2', nivel: 'eso', persoal: 'funcionario_carreira', quendas: ['libre', 'promocion_interna'], bolsa: false, prazas: 3 });
  await addProceso(proceso.limpeza, 'limpeza-lugo', 'Deputación de Lugo', 'BOP Lugo', '2026-11-18', 'Bolsa de limpador/a',
    { grupo: 'AP', nivel: 'certificado_escolaridade', persoal: 'laboral_temporal', bolsa: true });
  await addProceso(proceso.enxeneiro, 'enxeneiro-vigo', 'Concello de Vigo', 'DOG', '2026-11-17', 'Enxeñeiro/a de camiños · 2 prazas A1',
    { grupo: 'A1', nivel: 'licenciatura_master', persoal: 'laboral_fixo', quendas: ['libre', 'discapacidade'], bolsa: false, prazas: 2 });
  await addProceso(proceso.senFeitos, 'proceso-ourense', 'Concello de Ourense', 'BOP Ourense', '2026-11-16', 'Proceso selectivo · Concello de Ourense', {});
  await addOpo(opo.auxiliar, { bop: 'BOP A Coruña', fecha: '2026-11-19', organizacion: 'Concello de Oleiros', descripcion: 'Bases da convocatoria de tres prazas de auxiliar administrativo', proceso: proceso.auxiliar });
  await addOpo(opo.limpeza, { bop: 'BOP Lugo', fecha: '2026-11-18', organizacion: 'Deputación de Lugo', descripcion: 'Convocatoria dunha bolsa de emprego de limpador/a', proceso: proceso.limpeza });
  await addOpo(opo.enxeneiro, { bop: 'DOG', fecha: '2026-11-17', organizacion: 'Concello de Vigo', descripcion: 'Convocatoria de dúas prazas de enxeñeiro de camiños', proceso: proceso.enxeneiro });
  await addOpo(opo.senFeitos, { bop: 'BOP Ourense', fecha: '2026-11-16', organizacion: 'Concello de Ourense', descripcion: 'Convocatoria para proveer varias prazas', proceso: proceso.senFeitos });
  await addOpo(opo.senProceso, { bop: 'BOP Pontevedra', fecha: '2026-11-16', organizacion: 'Concello de Cangas', descripcion: 'Convocatoria de socorrista', proceso: null });
  return { opo, proceso };
}
