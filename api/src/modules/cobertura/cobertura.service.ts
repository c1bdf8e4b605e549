import { addDaysIso, BOP_NAMES, dateArrayToIso, dateInZone, type Cobertura, type CoberturaBoletin, type TextosPendentes } from 'shared/contract';
import type { ReadCache } from '../../cache.js';
import type { Db } from '../../db/client.js';
import { toDateArray, toDateTimeArray } from '../../db/mappers.js';
import { diasDePublicacionFallidos, precisaAviso, resumirLecturas, XANELA_FALLOS_DIAS, type LecturaDia } from '../../domain/cobertura.js';
import { PUBLIC_CACHE_PREFIX } from '../opos/opos.service.js';
import { lecturasEntre, textosPendentes, textosPorBoletin, ultimasLecturasCorrectas, type LecturaCoberturaRow } from './cobertura.store.js';

/** The public coverage health of the bulletins, cached with the other public reads (cleared by every new reading). */
export function createCoberturaService({ db, cache, timeZone, now }: { db: Db; cache: ReadCache; timeZone: string; now: () => Date }) {
  const today = () => dateArrayToIso(dateInZone(now(), timeZone));

  async function build(dias: number, ata: string): Promise<Cobertura> {
    const desde = addDaysIso(ata, -(dias - 1));
    // The run of failures may reach further back than the window asked for.
    const desdeFallos = addDaysIso(ata, -Math.max(dias, XANELA_FALLOS_DIAS));
    const [rows, ultimas, textos] = await Promise.all([lecturasEntre(db, desdeFallos, ata), ultimasLecturasCorrectas(db), textosPorBoletin(db, desde, ata)]);
    const textosDe = new Map(textos.map((t) => [t.bop, { lidos: Number(t.lidos), pendentes: Number(t.pendentes) }]));
    const porBop = new Map<string, LecturaCoberturaRow[]>();
    for (const bop of BOP_NAMES) porBop.set(bop, []);
    for (const r of rows) porBop.set(r.bop, [...(porBop.get(r.bop) ?? []), r]);
    const ultima = new Map(ultimas.map((u) => [u.bop, u]));
    const boletins: CoberturaBoletin[] = [...porBop].map(([bop, lecturas]) => {
      const todas: LecturaDia[] = lecturas.map((l) => ({ fecha: l.fecha, estado: l.estado }));
      const naXanela = lecturas.filter((l) => l.fecha >= desde);
      const seguidos = diasDePublicacionFallidos(bop, todas, ata);
      const u = ultima.get(bop);
      return {
        bop,
        ultimaLecturaCorrecta: u ? toDateTimeArray(u.lida_en, timeZone) : null,
        ultimoBoletinLido: u ? toDateArray(u.fecha) : null,
        ...resumirLecturas(naXanela),
        diasPublicacionFallidosSeguidos: seguidos,
        aviso: precisaAviso(seguidos),
        dias: naXanela.map((l) => ({ fecha: toDateArray(l.fecha)!, estado: l.estado, edictos: Number(l.edictos), opos: Number(l.opos) })),
        textos: textosDe.get(bop) ?? { lidos: 0, pendentes: 0 },
      };
    });
    return { desde: toDateArray(desde)!, ata: toDateArray(ata)!, boletins };
  }

  return {
    /** The edict bodies not stored yet (admin home): how many per bulletin, and the newest ones with their error. */
    async textosPendentes(limite: number): Promise<TextosPendentes> {
      const { total, porBoletin, filas } = await textosPendentes(db, limite);
      return {
        total,
        porBoletin: porBoletin.map((b) => ({ bop: b.bop, pendentes: Number(b.n) })),
        textos: filas.map((f) => ({
          uuidOpo: f.opo_uuid,
          bop: f.bop,
          fechaBop: toDateArray(f.fecha_bop)!,
          descripcion: f.titulo,
          organizacion: f.organizacion,
          urlDetalle: f.url_detalle,
          urlTexto: f.url,
          estado: f.estado,
          intentos: Number(f.intentos),
          seguinteIntento: f.estado === 'pendente' ? toDateTimeArray(f.seguinte_intento, timeZone) : null,
          ultimoErro: f.ultimo_erro,
        })),
      };
    },
    cobertura(dias: number): Promise<Cobertura> {
      const ata = today();
      return cache.get(`${PUBLIC_CACHE_PREFIX}cobertura:${dias}:${ata}`, () => build(dias, ata));
    },
  };
}

export type CoberturaService = ReturnType<typeof createCoberturaService>;
