import type { Grupo, OfertaEmprego, OrganismoOep, PersoalOep, QuendaOep, ResumoOrganismoOep } from 'shared/contract';
import type { ReadCache } from '../../cache.js';
import type { Db } from '../../db/client.js';
import { toDateArray } from '../../db/mappers.js';
import { citasDaOferta, contarConvocadas, lerOep, unirOfertasRepetidas, type OfertaContada, type ProcesoParaOep } from '../../domain/oep.js';
import { nomeDoOrganismo } from '../../domain/organismos.js';
import { corpoDoEdicto, nomeDoPosto } from '../../domain/procesos.js';
import { notFound } from '../../errors.js';
import { PUBLIC_CACHE_PREFIX } from '../opos/opos.service.js';
import { borrarOfertasRetiradas, gardarOferta, ofertas, ofertasSenLer, procesosDosCorpos, type OfertaRow, type ProcesoOepRow } from './oep.store.js';

const GRUPOS = new Set(['A1', 'A2', 'B', 'C1', 'C2', 'AP']);

/** A process as the count of an offer's places reads it (its stored facts and key, and the offers its texts cite). */
export function procesoParaOep(p: ProcesoOepRow): ProcesoParaOep {
  const tipo = p.tipo_persoal ?? '';
  const persoal: PersoalOep | null = tipo === 'funcionario_carreira' ? 'funcionario' : tipo === 'laboral_fixo' ? 'laboral' : null;
  const quendas = (p.quendas ?? []).filter((q): q is QuendaOep => q === 'libre' || q === 'promocion_interna' || q === 'discapacidade');
  return {
    urlAmigable: p.url_amigable,
    titulo: p.titulo,
    automatico: p.automatico === true,
    inicio: p.inicio,
    posto: p.feitos?.posto?.valor?.nome || nomeDoPosto(p.titulo) || p.chave?.posto || '',
    grupo: p.grupo && GRUPOS.has(p.grupo) ? (p.grupo as Grupo) : null,
    persoal,
    quenda: quendas.length === 1 ? quendas[0] : null,
    prazas: p.prazas === null || p.prazas === undefined ? null : Number(p.prazas),
    temporal: p.bolsa === true || tipo === 'funcionario_interino' || tipo === 'laboral_temporal' || p.chave?.bolsa === true,
    ...citasDaOferta([p.titulo, ...(p.textos ?? [])]),
  };
}

/**
 * Public employment offers of each body (issue 24): offer edicts are read once per text (stored), the places called
 * are counted from the body's processes at read time; cached with the other public reads (every new reading clears it).
 */
export function createOepService({ db, cache, today }: { db: Db; cache: ReadCache; today: () => string }) {
  /** Reads the offers published since the last call (or whose text changed) and forgets the ones withdrawn. */
  async function actualizar(): Promise<number> {
    const novas = await ofertasSenLer(db);
    for (const o of novas) {
      const lida = lerOep(o.texto, o.descripcion);
      await gardarOferta(db, {
        opo_uuid: o.opo_uuid,
        chave_corpo: corpoDoEdicto({ organizacion: o.organizacion, bop: o.bop, titulo: o.descripcion }),
        organismo: nomeDoOrganismo(o.organizacion, o.bop) || o.organizacion,
        bop: o.bop,
        fecha_bop: o.fecha_bop,
        url_detalle: o.url_detalle,
        ano: lida.ano ?? Number(o.fecha_bop.slice(0, 4)),
        postos: lida.postos,
        sha256: o.sha256,
      });
    }
    await borrarOfertasRetiradas(db);
    return novas.length;
  }

  async function contadas(rows: OfertaRow[], hoxe: string): Promise<Map<string, { nome: string; ofertas: OfertaEmprego[] }>> {
    const porCorpo = new Map<string, OfertaRow[]>();
    for (const r of rows) porCorpo.set(r.chave_corpo, [...(porCorpo.get(r.chave_corpo) ?? []), r]);
    const procesos = await procesosDosCorpos(db, [...porCorpo.keys()]);
    const out = new Map<string, { nome: string; ofertas: OfertaEmprego[] }>();
    for (const [chave, ofs] of porCorpo) {
      const doCorpo = procesos.filter((p) => (p.chave_corpo ?? corpoDoEdicto({ organizacion: p.organizacion, bop: p.bop, titulo: p.titulo })) === chave).map(procesoParaOep);
      const byId = new Map(ofs.map((o) => [o.opo_uuid, o]));
      const unicas = unirOfertasRepetidas(ofs.map((o) => ({ id: o.opo_uuid, ano: Number(o.ano), publicada: o.fecha_bop, postos: o.postos })));
      const contas: OfertaContada[] = contarConvocadas(unicas, doCorpo, hoxe);
      out.set(chave, {
        nome: ofs[0].organismo,
        ofertas: contas.map((c) => {
          const r = byId.get(c.id)!;
          return {
            uuidOpo: c.id, bop: r.bop, fechaBop: toDateArray(r.fecha_bop)!, urlDetalle: r.url_detalle, ano: c.ano,
            prazoLimite: toDateArray(c.prazoLimite)!, caducada: c.caducada, aprobadas: c.aprobadas, convocadas: c.convocadas, pendentes: c.pendentes,
            postos: c.postos.map((l) => ({ posto: l.posto, grupo: l.grupo, persoal: l.persoal, quenda: l.quenda, prazas: l.prazas, cita: l.cita,
              convocadas: l.convocadas, pendentes: l.pendentes, convocatorias: l.convocatorias })),
          };
        }),
      });
    }
    return out;
  }

  async function todos(hoxe: string): Promise<OrganismoOep[]> {
    await actualizar();
    const porCorpo = await contadas(await ofertas(db), hoxe);
    return [...porCorpo].map(([chave, v]) => ({ chave, nome: v.nome, ofertas: v.ofertas }))
      .sort((a, b) => a.nome.localeCompare(b.nome, 'gl'));
  }

  return {
    actualizar,
    /** Every body with an offer read, with its newest offer: year, places approved, called and pending, whether its term is over. */
    resumo(): Promise<ResumoOrganismoOep[]> {
      const hoxe = today();
      return cache.get(`${PUBLIC_CACHE_PREFIX}oep:resumo:${hoxe}`, async () => (await todos(hoxe)).map((o) => {
        const [ultima] = o.ofertas; // newest first
        return { chave: o.chave, nome: o.nome, ultimoAno: ultima.ano, aprobadas: ultima.aprobadas, convocadas: ultima.convocadas, pendentes: ultima.pendentes,
          caducada: ultima.caducada, ofertas: o.ofertas.length };
      }));
    },
    /** One body's offers, newest first; 404 when none is read. */
    organismo(chave: string): Promise<OrganismoOep> {
      const hoxe = today();
      return cache.get(`${PUBLIC_CACHE_PREFIX}oep:organismo:${hoxe}:${chave}`, async () => {
        await actualizar();
        const porCorpo = await contadas(await ofertas(db, chave), hoxe);
        const v = porCorpo.get(chave);
        if (!v) throw notFound('Non hai ofertas de emprego público lidas deste organismo', 'OEP_NON_ATOPADA', 'No hay ofertas de empleo público leídas de este organismo');
        return { chave, nome: v.nome, ofertas: v.ofertas };
      });
    },
    /** Every body's offers (open data). */
    todas(): Promise<OrganismoOep[]> {
      const hoxe = today();
      return cache.get(`${PUBLIC_CACHE_PREFIX}oep:todas:${hoxe}`, () => todos(hoxe));
    },
  };
}

export type OepService = ReturnType<typeof createOepService>;
