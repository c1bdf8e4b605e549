import { addDaysIso, BOP_NAMES, dateArrayToIso, dateInZone, type Cobertura, type CoberturaBoletin } from 'shared/contract';
import type { ReadCache } from '../../cache.js';
import type { Db } from '../../db/client.js';
import { toDateArray, toDateTimeArray } from '../../db/mappers.js';
import { diasDePublicacionFallidos, precisaAviso, resumirLecturas, XANELA_FALLOS_DIAS, type LecturaDia } from '../../domain/cobertura.js';
import { PUBLIC_CACHE_PREFIX } from '../opos/opos.service.js';
import { lecturasEntre, ultimasLecturasCorrectas, type LecturaCoberturaRow } from './cobertura.store.js';

/** The public coverage health of the bulletins, cached with the other public reads (cleared by every new reading). */
export function createCoberturaService({ db, cache, timeZone, now }: { db: Db; cache: ReadCache; timeZone: string; now: () => Date }) {
  const today = () => dateArrayToIso(dateInZone(now(), timeZone));

  async function build(dias: number, ata: string): Promise<Cobertura> {
    const desde = addDaysIso(ata, -(dias - 1));
    // The run of failures may reach further back than the window asked for.
    const desdeFallos = addDaysIso(ata, -Math.max(dias, XANELA_FALLOS_DIAS));
    const [rows, ultimas] = await Promise.all([lecturasEntre(db, desdeFallos, ata), ultimasLecturasCorrectas(db)]);
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
      };
    });
    return { desde: toDateArray(desde)!, ata: toDateArray(ata)!, boletins };
  }

  return {
    cobertura(dias: number): Promise<Cobertura> {
      const ata = today();
      return cache.get(`${PUBLIC_CACHE_PREFIX}cobertura:${dias}:${ata}`, () => build(dias, ata));
    },
  };
}

export type CoberturaService = ReturnType<typeof createCoberturaService>;
