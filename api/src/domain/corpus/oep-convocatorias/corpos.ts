import type { PostoOepLido, ProcesoParaOep } from '../../oep.js';

/**
 * Places of public employment offers (OEP) called by later processes, HAND-COUNTED (issue 24), written apart from the
 * matching rules (see README.md: who, how, conventions, mix). Per body: its offers as read (one line per post, group,
 * staff and turn, as `lerOep` gives them), the same offer published a second time where it was (`repetidas`), and its
 * later processes with the facts the route passes (post, group, staff, turn, places, pool or temporary, and the title
 * and texts whose citations of an offer `anosOepCitados` reads). For each offer line, the places called and pending
 * counted by hand; for each offer, its totals and its last day (three years from publication, TREBEP art. 70.1); for
 * each process, where its places go by hand (`conta`: line id → places), so the line counts can be checked twice.
 * Bodies real; offers, calls, names and figures illustrative.
 */

/** An offer line as `lerOep` reads it, with an id of the set. */
export interface LiñaOferta extends PostoOepLido {
  id: string;
}
/** A line with its hand count. */
export interface LiñaEtiquetada extends LiñaOferta {
  convocadas: number;
  pendentes: number;
}
export interface OfertaEtiquetada {
  id: string;
  ano: number;
  /** YYYY-MM-DD */
  publicada: string;
  boletin: string;
  titulo: string;
  /** A Lei 20/2021 stabilisation offer (not an input of the matching; for the mix). */
  estabilizacion?: boolean;
  liñas: LiñaEtiquetada[];
  aprobadas: number;
  convocadas: number;
  pendentes: number;
  /** YYYY-MM-DD, counted by hand. */
  prazoLimite: string;
}
/** The same offer published again (BOE, DOG): an input; by hand it is one offer with `de`, the earlier publication. */
export interface OfertaRepetida {
  id: string;
  de: string;
  ano: number;
  publicada: string;
  boletin: string;
  titulo: string;
  liñas: LiñaOferta[];
}
export type ClaseConvocatoria =
  | 'cita-ano' // its texts cite the offer by year ("incluídas na OEP de 2023")
  | 'cita-boletin' // cites the offer by its bulletin and date, or by its kind ("the stabilisation offer"), not its year
  | 'sen-cita' // cites no offer
  | 'outro-posto' // a post the offers do not have (often a look-alike name)
  | 'bolsa' // a job pool or temporary staff: calls no places
  | 'dous-anos' // places of two offers in one call
  | 'reparto-indicado' // the call says how many places come from each offer
  | 'mais-prazas' // more places than the line approved
  | 'promocion-interna'
  | 'duas-quendas' // free turn and a reserve (or internal promotion) in one call
  | 'estabilizacion' // a Lei 20/2021 call
  | 'nome-distinto' // the call names the post differently from the offer
  | 'antes-da-oferta' // started before the offer was published
  | 'fora-de-prazo' // started when the matching offer's term was over
  | 'oferta-non-lida' // cites an offer not read (not in the set)
  | 'mesmo-ano' // two offers of the same year (ordinary and stabilisation, or an additional one)
  | 'linas-cheas'; // the matching lines are already full

/** A later process with the facts the route passes (`ProcesoParaOep`), before its texts' citations are read. */
export interface ProcesoEtiquetado extends Pick<ProcesoParaOep, 'titulo' | 'posto' | 'grupo' | 'persoal' | 'quenda' | 'prazas' | 'temporal'> {
  /** Its address (urlAmigable). */
  id: string;
  /** YYYY-MM-DD of its first edict. */
  inicio: string;
  /** Sentences of its edicts that bear on the offer (or the lack of one). */
  textos: string[];
  clases: ClaseConvocatoria[];
  /** By hand: offer line id → places of this process counted on it. Empty: counts nowhere. */
  conta: Record<string, number>;
}
export interface CorpoEtiquetado {
  chave: string;
  nome: string;
  ofertas: OfertaEtiquetada[];
  repetidas?: OfertaRepetida[];
  procesos: ProcesoEtiquetado[];
}

/** The day the set is counted at (the term of an offer is over or not on this day). */
export const HOXE = '2026-11-28';

export const CORPOS: CorpoEtiquetado[] = [
  // ---------------------------------------------------------------------------------------------------------------
  {
    chave: 'concello:lugo', nome: 'Concello de Lugo',
    ofertas: [
      {
        id: 'lugo-estab-2022', ano: 2022, publicada: '2022-05-20', boletin: 'bop-lugo', estabilizacion: true,
        titulo: 'Concello de Lugo. Oferta de emprego público extraordinaria de estabilización de emprego temporal (Lei 20/2021)',
        liñas: [
          { id: 'lugo-estab-2022/aux', posto: 'Auxiliar administrativo/a', grupo: 'C2', persoal: 'funcionario', quenda: null, prazas: 6, cita: 'Auxiliar administrativo/a, subgrupo C2, concurso-oposición: 6 prazas', convocadas: 6, pendentes: 0 },
          { id: 'lugo-estab-2022/ts', posto: 'Traballador/a social', grupo: 'A2', persoal: 'laboral', quenda: null, prazas: 3, cita: 'Traballador/a social (persoal laboral), grupo A2, concurso (DA 6ª): 3 prazas', convocadas: 3, pendentes: 0 },
          { id: 'lugo-estab-2022/peon', posto: 'Peón de servizos múltiples', grupo: 'AP', persoal: 'laboral', quenda: null, prazas: 4, cita: 'Peón de servizos múltiples (persoal laboral), agrupacións profesionais, concurso (DA 8ª): 4 prazas', convocadas: 0, pendentes: 4 },
        ],
        aprobadas: 13, convocadas: 9, pendentes: 4, prazoLimite: '2025-05-20',
      },
      {
        id: 'lugo-oep-2022', ano: 2022, publicada: '2022-06-14', boletin: 'bop-lugo',
        titulo: 'Concello de Lugo. Aprobación da oferta de emprego público para o ano 2022',
        liñas: [
          { id: 'lugo-oep-2022/aux', posto: 'Auxiliar administrativo/a', grupo: 'C2', persoal: 'funcionario', quenda: 'libre', prazas: 4, cita: 'catro prazas de auxiliar administrativo/a, subgrupo C2, quenda libre', convocadas: 4, pendentes: 0 },
          { id: 'lugo-oep-2022/admin-pi', posto: 'Administrativo/a', grupo: 'C1', persoal: 'funcionario', quenda: 'promocion_interna', prazas: 2, cita: 'dúas prazas de administrativo/a, subgrupo C1, promoción interna', convocadas: 2, pendentes: 0 },
          { id: 'lugo-oep-2022/policia', posto: 'Axente da Policía Local', grupo: 'C1', persoal: 'funcionario', quenda: 'libre', prazas: 5, cita: 'cinco prazas de axente da Policía Local, subgrupo C1, quenda libre', convocadas: 3, pendentes: 2 },
          { id: 'lugo-oep-2022/tag', posto: 'Técnico/a de administración xeral', grupo: 'A1', persoal: 'funcionario', quenda: 'libre', prazas: 1, cita: 'unha praza de técnico/a de administración xeral, subgrupo A1, quenda libre', convocadas: 1, pendentes: 0 },
        ],
        aprobadas: 12, convocadas: 10, pendentes: 2, prazoLimite: '2025-06-14',
      },
      {
        id: 'lugo-oep-2024', ano: 2024, publicada: '2024-02-29', boletin: 'bop-lugo',
        titulo: 'Concello de Lugo. Oferta de emprego público do ano 2024',
        liñas: [
          { id: 'lugo-oep-2024/policia', posto: 'Axente da Policía Local', grupo: 'C1', persoal: 'funcionario', quenda: 'libre', prazas: 4, cita: 'C1 | Axente da Policía Local | 4', convocadas: 4, pendentes: 0 },
          { id: 'lugo-oep-2024/aux', posto: 'Auxiliar administrativo/a', grupo: 'C2', persoal: 'funcionario', quenda: 'libre', prazas: 3, cita: 'C2 | Auxiliar administrativo/a | 3', convocadas: 3, pendentes: 0 },
          { id: 'lugo-oep-2024/arqt', posto: 'Arquitecto/a técnico/a', grupo: 'A2', persoal: 'funcionario', quenda: 'libre', prazas: 1, cita: 'A2 | Arquitecto/a técnico/a | 1', convocadas: 0, pendentes: 1 },
        ],
        aprobadas: 8, convocadas: 7, pendentes: 1, prazoLimite: '2027-02-28',
      },
    ],
    procesos: [
      {
        id: 'lugo-estab-aux-2022', inicio: '2022-12-05', posto: 'Auxiliar administrativo/a', grupo: 'C2', persoal: 'funcionario', quenda: null, prazas: 6, temporal: false,
        titulo: 'Concello de Lugo. Bases do proceso extraordinario de estabilización de emprego temporal: seis prazas de auxiliar administrativo/a (concurso-oposición)',
        textos: ['As prazas están incluídas na oferta de emprego público extraordinaria de estabilización do Concello de Lugo para o ano 2022, publicada no BOP de Lugo n.º 115, do 20 de maio de 2022, ao abeiro da Lei 20/2021, do 28 de decembro.'],
        clases: ['estabilizacion', 'cita-ano', 'mesmo-ano'], conta: { 'lugo-estab-2022/aux': 6 },
      },
      {
        id: 'lugo-estab-ts-2022', inicio: '2022-12-05', posto: 'Traballador/a social', grupo: 'A2', persoal: 'laboral', quenda: null, prazas: 3, temporal: false,
        titulo: 'Concello de Lugo. Bases do concurso de méritos para a estabilización de tres prazas de traballador/a social (persoal laboral fixo)',
        textos: ['Convócase, pola disposición adicional sexta da Lei 20/2021, o concurso de méritos para cubrir tres prazas de traballador/a social incluídas na oferta de emprego público de estabilización 2022.'],
        clases: ['estabilizacion', 'cita-ano', 'mesmo-ano'], conta: { 'lugo-estab-2022/ts': 3 },
      },
      {
        id: 'lugo-aux-libre-2023', inicio: '2023-03-10', posto: 'Auxiliar administrativo/a', grupo: 'C2', persoal: 'funcionario', quenda: 'libre', prazas: 4, temporal: false,
        titulo: 'Concello de Lugo. Bases para a provisión en propiedade de catro prazas de auxiliar administrativo/a, quenda libre',
        textos: ['É obxecto destas bases a provisión, polo sistema de oposición libre, de catro prazas de auxiliar administrativo/a, incluídas na oferta de emprego público do ano 2022.'],
        clases: ['cita-ano', 'mesmo-ano'], conta: { 'lugo-oep-2022/aux': 4 },
      },
      {
        id: 'lugo-admin-pi-2023', inicio: '2023-04-18', posto: 'Administrativo/a', grupo: 'C1', persoal: 'funcionario', quenda: 'promocion_interna', prazas: 2, temporal: false,
        titulo: 'Concello de Lugo. Convocatoria de dúas prazas de administrativo/a por promoción interna',
        textos: ['Dúas prazas de administrativo/a, subgrupo C1, pola quenda de promoción interna, incluídas na OEP 2022.'],
        clases: ['cita-ano', 'promocion-interna', 'mesmo-ano'], conta: { 'lugo-oep-2022/admin-pi': 2 },
      },
      {
        id: 'lugo-policia-2023', inicio: '2023-06-01', posto: 'Policía local', grupo: 'C1', persoal: 'funcionario', quenda: 'libre', prazas: 3, temporal: false,
        titulo: 'Concello de Lugo. Bases para a provisión de tres prazas de policía local',
        textos: ['Tres prazas de policía local, escala de administración especial, subescala de servizos especiais, correspondentes á oferta de emprego público de 2022.'],
        clases: ['cita-ano', 'nome-distinto', 'mesmo-ano'], conta: { 'lugo-oep-2022/policia': 3 },
      },
      {
        id: 'lugo-peon-bolsa-2023', inicio: '2023-09-12', posto: 'Peón de servizos múltiples', grupo: 'AP', persoal: null, quenda: null, prazas: null, temporal: true,
        titulo: 'Concello de Lugo. Bases para a creación dunha bolsa de emprego de peóns de servizos múltiples',
        textos: ['Constitúese unha bolsa de emprego para contratacións temporais de peóns de servizos múltiples.'],
        clases: ['bolsa', 'sen-cita'], conta: {},
      },
      {
        id: 'lugo-tag-2024', inicio: '2024-10-02', posto: 'Técnico/a de administración xeral', grupo: 'A1', persoal: 'funcionario', quenda: 'libre', prazas: 1, temporal: false,
        titulo: 'Concello de Lugo. Bases da oposición libre para unha praza de técnico/a de administración xeral',
        textos: ['Unha praza de técnico/a de administración xeral, escala de administración xeral, subescala técnica, subgrupo A1.'],
        clases: ['sen-cita'], conta: { 'lugo-oep-2022/tag': 1 },
      },
      {
        id: 'lugo-aux-biblioteca-2024', inicio: '2024-06-10', posto: 'Auxiliar de biblioteca', grupo: 'C2', persoal: 'funcionario', quenda: 'libre', prazas: 1, temporal: false,
        titulo: 'Concello de Lugo. Bases para a provisión dunha praza de auxiliar de biblioteca',
        textos: ['Unha praza de auxiliar de biblioteca, escala de administración especial, subescala de servizos especiais, subgrupo C2.'],
        clases: ['outro-posto', 'sen-cita'], conta: {},
      },
      {
        id: 'lugo-policia-2025', inicio: '2025-03-20', posto: 'Policía local', grupo: 'C1', persoal: 'funcionario', quenda: 'libre', prazas: 4, temporal: false,
        titulo: 'Concello de Lugo. Convocatoria de catro prazas de policía local',
        textos: ['Catro prazas de policía local incluídas na OEP 2024.'],
        clases: ['cita-ano', 'nome-distinto'], conta: { 'lugo-oep-2024/policia': 4 },
      },
      {
        id: 'lugo-aux-2025', inicio: '2025-05-08', posto: 'Auxiliar administrativo/a', grupo: 'C2', persoal: 'funcionario', quenda: 'libre', prazas: 3, temporal: false,
        titulo: 'Concello de Lugo. Bases de tres prazas de auxiliar administrativo/a',
        textos: ['Tres prazas de auxiliar administrativo/a incluídas na oferta de emprego público publicada no BOP de Lugo n.º 49, do 29 de febreiro de 2024.'],
        clases: ['cita-boletin'], conta: { 'lugo-oep-2024/aux': 3 },
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------------------------
  {
    chave: 'concello:ourense', nome: 'Concello de Ourense',
    ofertas: [
      {
        id: 'ourense-oep-2021', ano: 2021, publicada: '2021-11-26', boletin: 'bop-ourense',
        titulo: 'Concello de Ourense. Oferta de empleo público para el año 2021',
        liñas: [
          { id: 'ourense-oep-2021/bombeiro', posto: 'Bombero/a-conductor/a', grupo: 'C1', persoal: 'funcionario', quenda: 'libre', prazas: 6, cita: 'Bombero/a-conductor/a, subgrupo C1: 6 plazas', convocadas: 6, pendentes: 0 },
          { id: 'ourense-oep-2021/aux', posto: 'Auxiliar administrativo/a', grupo: 'C2', persoal: 'funcionario', quenda: 'libre', prazas: 3, cita: 'Auxiliar administrativo/a, subgrupo C2: 3 plazas', convocadas: 3, pendentes: 0 },
          { id: 'ourense-oep-2021/tx', posto: 'Técnico/a de gestión', grupo: 'A2', persoal: 'funcionario', quenda: 'libre', prazas: 2, cita: 'Técnico/a de gestión, subgrupo A2: 2 plazas', convocadas: 1, pendentes: 1 },
        ],
        aprobadas: 11, convocadas: 10, pendentes: 1, prazoLimite: '2024-11-26',
      },
      {
        id: 'ourense-oep-2023', ano: 2023, publicada: '2023-10-05', boletin: 'bop-ourense',
        titulo: 'Concello de Ourense. Oferta de empleo público del ejercicio 2023',
        liñas: [
          { id: 'ourense-oep-2023/bombeiro', posto: 'Bombero/a-conductor/a', grupo: 'C1', persoal: 'funcionario', quenda: 'libre', prazas: 4, cita: 'Bombero/a-conductor/a (C1): 4 plazas', convocadas: 4, pendentes: 0 },
          { id: 'ourense-oep-2023/aux', posto: 'Auxiliar administrativo/a', grupo: 'C2', persoal: 'funcionario', quenda: 'libre', prazas: 5, cita: 'Auxiliar administrativo/a (C2): 5 plazas', convocadas: 5, pendentes: 0 },
          { id: 'ourense-oep-2023/electricista', posto: 'Oficial/a electricista', grupo: 'C2', persoal: 'laboral', quenda: 'libre', prazas: 1, cita: 'Personal laboral. Oficial/a electricista (C2): 1 plaza', convocadas: 0, pendentes: 1 },
        ],
        aprobadas: 10, convocadas: 9, pendentes: 1, prazoLimite: '2026-10-05',
      },
    ],
    procesos: [
      {
        id: 'ourense-aux-2022', inicio: '2022-05-03', posto: 'Auxiliar administrativo/a', grupo: 'C2', persoal: 'funcionario', quenda: 'libre', prazas: 3, temporal: false,
        titulo: 'Concello de Ourense. Bases de la convocatoria para la provisión de tres plazas de auxiliar administrativo/a',
        textos: ['Es objeto de la presente convocatoria la provisión en propiedad, por oposición libre, de tres plazas de auxiliar administrativo/a, subgrupo C2.'],
        clases: ['sen-cita'], conta: { 'ourense-oep-2021/aux': 3 },
      },
      {
        id: 'ourense-bombeiros-2022', inicio: '2022-09-15', posto: 'Bombero/a-conductor/a', grupo: 'C1', persoal: 'funcionario', quenda: 'libre', prazas: 6, temporal: false,
        titulo: 'Concello de Ourense. Bases para la provisión de seis plazas de bombero/a-conductor/a',
        textos: ['Seis plazas de bombero/a-conductor/a incluidas en la oferta de empleo público de 2021.'],
        clases: ['cita-ano'], conta: { 'ourense-oep-2021/bombeiro': 6 },
      },
      {
        id: 'ourense-tx-2023', inicio: '2023-02-20', posto: 'Técnico/a de gestión', grupo: 'A2', persoal: 'funcionario', quenda: 'libre', prazas: 1, temporal: false,
        titulo: 'Concello de Ourense. Convocatoria de una plaza de técnico/a de gestión',
        textos: ['Una plaza de técnico/a de gestión, escala de administración general, subescala de gestión, subgrupo A2, turno libre.'],
        clases: ['sen-cita'], conta: { 'ourense-oep-2021/tx': 1 },
      },
      {
        id: 'ourense-bombeiros-2024', inicio: '2024-04-10', posto: 'Bombero/a-conductor/a', grupo: 'C1', persoal: 'funcionario', quenda: 'libre', prazas: 6, temporal: false,
        titulo: 'Concello de Ourense. Bases para la provisión de seis plazas de bombero/a-conductor/a',
        textos: ['Seis plazas de bombero/a-conductor/a incluidas en la OEP 2023.'],
        clases: ['cita-ano', 'mais-prazas'], conta: { 'ourense-oep-2023/bombeiro': 4 },
      },
      {
        id: 'ourense-tx-pi-2024', inicio: '2024-06-01', posto: 'Técnico/a de gestión', grupo: 'A2', persoal: 'funcionario', quenda: 'promocion_interna', prazas: 1, temporal: false,
        titulo: 'Concello de Ourense. Convocatoria de una plaza de técnico/a de gestión por promoción interna',
        textos: ['Una plaza de técnico/a de gestión, subgrupo A2, por el turno de promoción interna.'],
        clases: ['promocion-interna', 'sen-cita'], conta: {},
      },
      {
        id: 'ourense-electricista-bolsa-2024', inicio: '2024-09-23', posto: 'Oficial/a electricista', grupo: 'C2', persoal: null, quenda: null, prazas: null, temporal: true,
        titulo: 'Concello de Ourense. Bases para la constitución de una bolsa de empleo de oficial/a electricista',
        textos: ['Bolsa de empleo para contrataciones temporales de oficial/a electricista.'],
        clases: ['bolsa', 'sen-cita'], conta: {},
      },
      {
        id: 'ourense-aux-2025', inicio: '2025-02-17', posto: 'Auxiliar administrativo/a', grupo: 'C2', persoal: 'funcionario', quenda: 'libre', prazas: 5, temporal: false,
        titulo: 'Concello de Ourense. Bases de cinco plazas de auxiliar administrativo/a',
        textos: ['Cinco plazas de auxiliar administrativo/a, incluidas en la oferta de empleo público del año 2023.'],
        clases: ['cita-ano'], conta: { 'ourense-oep-2023/aux': 5 },
      },
      {
        id: 'ourense-electricista-2026', inicio: '2026-10-20', posto: 'Oficial/a electricista', grupo: 'C2', persoal: 'laboral', quenda: 'libre', prazas: 1, temporal: false,
        titulo: 'Concello de Ourense. Bases para la provisión de una plaza de oficial/a electricista (personal laboral fijo)',
        textos: ['Una plaza de oficial/a electricista, personal laboral fijo, por concurso-oposición libre.'],
        clases: ['sen-cita', 'fora-de-prazo'], conta: {},
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------------------------
  {
    chave: 'concello:santiago-de-compostela', nome: 'Concello de Santiago de Compostela',
    ofertas: [
      {
        id: 'santiago-oep-2023', ano: 2023, publicada: '2023-05-12', boletin: 'bop-coruna',
        titulo: 'Concello de Santiago de Compostela. Oferta de emprego público 2023',
        liñas: [
          { id: 'santiago-oep-2023/mobilidade', posto: 'Axente de mobilidade', grupo: 'C2', persoal: 'funcionario', quenda: 'libre', prazas: 4, cita: 'catro prazas de axente de mobilidade, subgrupo C2', convocadas: 4, pendentes: 0 },
          { id: 'santiago-oep-2023/normalizacion', posto: 'Técnico/a de normalización lingüística', grupo: 'A2', persoal: 'funcionario', quenda: 'libre', prazas: 1, cita: 'unha praza de técnico/a de normalización lingüística, subgrupo A2', convocadas: 0, pendentes: 1 },
          { id: 'santiago-oep-2023/conserxe', posto: 'Conserxe', grupo: 'AP', persoal: 'funcionario', quenda: 'libre', prazas: 2, cita: 'dúas prazas de conserxe, agrupacións profesionais', convocadas: 2, pendentes: 0 },
          { id: 'santiago-oep-2023/aux', posto: 'Auxiliar administrativo/a', grupo: 'C2', persoal: 'funcionario', quenda: 'libre', prazas: 3, cita: 'tres prazas de auxiliar administrativo/a, subgrupo C2, quenda libre', convocadas: 3, pendentes: 0 },
          { id: 'santiago-oep-2023/aux-disc', posto: 'Auxiliar administrativo/a', grupo: 'C2', persoal: 'funcionario', quenda: 'discapacidade', prazas: 1, cita: 'unha praza de auxiliar administrativo/a, subgrupo C2, reservada a persoas con discapacidade', convocadas: 1, pendentes: 0 },
        ],
        aprobadas: 11, convocadas: 10, pendentes: 1, prazoLimite: '2026-05-12',
      },
      {
        id: 'santiago-oep-2025', ano: 2025, publicada: '2025-04-22', boletin: 'bop-coruna',
        titulo: 'Concello de Santiago de Compostela. Oferta de emprego público para o ano 2025',
        liñas: [
          { id: 'santiago-oep-2025/mobilidade', posto: 'Axente de mobilidade', grupo: 'C2', persoal: 'funcionario', quenda: 'libre', prazas: 2, cita: 'Axente de mobilidade (C2): 2 prazas', convocadas: 2, pendentes: 0 },
          { id: 'santiago-oep-2025/bombeiro', posto: 'Bombeiro/a', grupo: 'C1', persoal: 'funcionario', quenda: 'libre', prazas: 5, cita: 'Bombeiro/a (C1): 5 prazas', convocadas: 5, pendentes: 0 },
        ],
        aprobadas: 7, convocadas: 7, pendentes: 0, prazoLimite: '2028-04-22',
      },
    ],
    repetidas: [
      {
        id: 'santiago-oep-2023-dog', de: 'santiago-oep-2023', ano: 2023, publicada: '2023-06-02', boletin: 'dog',
        titulo: 'Concello de Santiago de Compostela. Anuncio da oferta de emprego público para o ano 2023',
        liñas: [
          { id: 'santiago-oep-2023-dog/mobilidade', posto: 'Axente de mobilidade', grupo: 'C2', persoal: 'funcionario', quenda: 'libre', prazas: 4, cita: 'catro prazas de axente de mobilidade, subgrupo C2' },
          { id: 'santiago-oep-2023-dog/normalizacion', posto: 'Técnico/a de normalización lingüística', grupo: 'A2', persoal: 'funcionario', quenda: 'libre', prazas: 1, cita: 'unha praza de técnico/a de normalización lingüística, subgrupo A2' },
          { id: 'santiago-oep-2023-dog/conserxe', posto: 'Conserxe', grupo: 'AP', persoal: 'funcionario', quenda: 'libre', prazas: 2, cita: 'dúas prazas de conserxe, agrupacións profesionais' },
          { id: 'santiago-oep-2023-dog/aux', posto: 'Auxiliar administrativo/a', grupo: 'C2', persoal: 'funcionario', quenda: 'libre', prazas: 3, cita: 'tres prazas de auxiliar administrativo/a, subgrupo C2, quenda libre' },
          { id: 'santiago-oep-2023-dog/aux-disc', posto: 'Auxiliar administrativo/a', grupo: 'C2', persoal: 'funcionario', quenda: 'discapacidade', prazas: 1, cita: 'unha praza de auxiliar administrativo/a, subgrupo C2, reservada a persoas con discapacidade' },
        ],
      },
    ],
    procesos: [
      {
        id: 'santiago-mobilidade-2024', inicio: '2024-01-19', posto: 'Axente de mobilidade', grupo: 'C2', persoal: 'funcionario', quenda: 'libre', prazas: 4, temporal: false,
        titulo: 'Concello de Santiago de Compostela. Bases das probas para catro prazas de axente de mobilidade',
        textos: ['Catro prazas de axente de mobilidade, incluídas na oferta de emprego público de 2023.'],
        clases: ['cita-ano'], conta: { 'santiago-oep-2023/mobilidade': 4 },
      },
      {
        id: 'santiago-aux-2024', inicio: '2024-03-05', posto: 'Auxiliar administrativo/a', grupo: 'C2', persoal: 'funcionario', quenda: null, prazas: 4, temporal: false,
        titulo: 'Concello de Santiago de Compostela. Bases para a provisión de catro prazas de auxiliar administrativo/a',
        textos: ['Catro prazas de auxiliar administrativo/a (tres de quenda libre e unha reservada a persoas con discapacidade), incluídas na oferta de emprego público para o ano 2023.'],
        clases: ['cita-ano', 'duas-quendas'], conta: { 'santiago-oep-2023/aux': 3, 'santiago-oep-2023/aux-disc': 1 },
      },
      {
        id: 'santiago-conserxe-2024', inicio: '2024-09-09', posto: 'Conserxe', grupo: 'AP', persoal: 'funcionario', quenda: 'libre', prazas: 2, temporal: false,
        titulo: 'Concello de Santiago de Compostela. Convocatoria de dúas prazas de conserxe',
        textos: ['Dúas prazas de conserxe incluídas na oferta de emprego público publicada no BOP da Coruña n.º 89, do 12 de maio de 2023.'],
        clases: ['cita-boletin'], conta: { 'santiago-oep-2023/conserxe': 2 },
      },
      {
        id: 'santiago-normalizacion-bolsa-2024', inicio: '2024-11-04', posto: 'Técnico/a de normalización lingüística', grupo: 'A2', persoal: null, quenda: null, prazas: null, temporal: true,
        titulo: 'Concello de Santiago de Compostela. Bolsa de emprego de técnico/a de normalización lingüística',
        textos: ['Lista de reserva para nomeamentos interinos de técnico/a de normalización lingüística.'],
        clases: ['bolsa', 'sen-cita'], conta: {},
      },
      {
        id: 'santiago-admin-2025', inicio: '2025-03-03', posto: 'Administrativo/a', grupo: 'C1', persoal: 'funcionario', quenda: 'libre', prazas: 2, temporal: false,
        titulo: 'Concello de Santiago de Compostela. Bases de dúas prazas de administrativo/a',
        textos: ['Dúas prazas de administrativo/a, escala de administración xeral, subescala administrativa, subgrupo C1, quenda libre.'],
        clases: ['outro-posto', 'sen-cita'], conta: {},
      },
      {
        id: 'santiago-mobilidade-2026', inicio: '2026-02-16', posto: 'Axente de mobilidade', grupo: 'C2', persoal: 'funcionario', quenda: 'libre', prazas: 2, temporal: false,
        titulo: 'Concello de Santiago de Compostela. Bases de dúas prazas de axente de mobilidade',
        textos: ['Dúas prazas de axente de mobilidade, subgrupo C2, por oposición libre.'],
        clases: ['sen-cita', 'linas-cheas'], conta: { 'santiago-oep-2025/mobilidade': 2 },
      },
      {
        id: 'santiago-bombeiros-2026', inicio: '2026-06-01', posto: 'Bombeiro/a', grupo: 'C1', persoal: 'funcionario', quenda: 'libre', prazas: 5, temporal: false,
        titulo: 'Concello de Santiago de Compostela. Bases de cinco prazas de bombeiro/a',
        textos: ['Cinco prazas de bombeiro/a incluídas na OEP 2025.'],
        clases: ['cita-ano'], conta: { 'santiago-oep-2025/bombeiro': 5 },
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------------------------
  {
    chave: 'concello:vigo', nome: 'Concello de Vigo',
    ofertas: [
      {
        id: 'vigo-oep-2022', ano: 2022, publicada: '2023-01-12', boletin: 'bop-pontevedra',
        titulo: 'Concello de Vigo. Oferta de emprego público do ano 2022',
        liñas: [
          { id: 'vigo-oep-2022/policia', posto: 'Policía local', grupo: 'C1', persoal: 'funcionario', quenda: 'libre', prazas: 10, cita: 'Policía local, C1, quenda libre: 10', convocadas: 10, pendentes: 0 },
          { id: 'vigo-oep-2022/tag', posto: 'Técnico/a de administración xeral', grupo: 'A1', persoal: 'funcionario', quenda: 'libre', prazas: 3, cita: 'Técnico/a de administración xeral, A1, quenda libre: 3', convocadas: 3, pendentes: 0 },
          { id: 'vigo-oep-2022/enx', posto: 'Enxeñeiro/a técnico/a industrial', grupo: 'A2', persoal: 'funcionario', quenda: 'libre', prazas: 1, cita: 'Enxeñeiro/a técnico/a industrial, A2, quenda libre: 1', convocadas: 0, pendentes: 1 },
        ],
        aprobadas: 14, convocadas: 13, pendentes: 1, prazoLimite: '2026-01-12',
      },
      {
        id: 'vigo-oep-2023', ano: 2023, publicada: '2023-07-20', boletin: 'bop-pontevedra',
        titulo: 'Concello de Vigo. Oferta de emprego público do ano 2023',
        liñas: [
          { id: 'vigo-oep-2023/policia', posto: 'Policía local', grupo: 'C1', persoal: 'funcionario', quenda: 'libre', prazas: 8, cita: 'Policía local, C1, quenda libre: 8', convocadas: 5, pendentes: 3 },
          { id: 'vigo-oep-2023/tag', posto: 'Técnico/a de administración xeral', grupo: 'A1', persoal: 'funcionario', quenda: 'libre', prazas: 2, cita: 'Técnico/a de administración xeral, A1, quenda libre: 2', convocadas: 2, pendentes: 0 },
          { id: 'vigo-oep-2023/tag-pi', posto: 'Técnico/a de administración xeral', grupo: 'A1', persoal: 'funcionario', quenda: 'promocion_interna', prazas: 2, cita: 'Técnico/a de administración xeral, A1, promoción interna: 2', convocadas: 2, pendentes: 0 },
        ],
        aprobadas: 12, convocadas: 9, pendentes: 3, prazoLimite: '2026-07-20',
      },
    ],
    procesos: [
      {
        id: 'vigo-enx-2022', inicio: '2022-10-03', posto: 'Enxeñeiro/a técnico/a industrial', grupo: 'A2', persoal: 'funcionario', quenda: 'libre', prazas: 1, temporal: false,
        titulo: 'Concello de Vigo. Bases dunha praza de enxeñeiro/a técnico/a industrial',
        textos: ['Unha praza de enxeñeiro/a técnico/a industrial, subgrupo A2, vacante no cadro de persoal.'],
        clases: ['sen-cita', 'antes-da-oferta'], conta: {},
      },
      {
        id: 'vigo-policia-2023', inicio: '2023-09-04', posto: 'Policía local', grupo: 'C1', persoal: 'funcionario', quenda: 'libre', prazas: 10, temporal: false,
        titulo: 'Concello de Vigo. Bases para a provisión de dez prazas de policía local',
        textos: ['Dez prazas de policía local incluídas na oferta de emprego público publicada no BOP de Pontevedra n.º 8, do 12 de xaneiro de 2023.'],
        clases: ['cita-boletin'], conta: { 'vigo-oep-2022/policia': 10 },
      },
      {
        id: 'vigo-tag-2024', inicio: '2024-02-12', posto: 'Técnico/a de administración xeral', grupo: 'A1', persoal: 'funcionario', quenda: 'libre', prazas: 5, temporal: false,
        titulo: 'Concello de Vigo. Bases de cinco prazas de técnico/a de administración xeral, quenda libre',
        textos: ['Cinco prazas de técnico/a de administración xeral: tres da oferta de emprego público de 2022 e dúas da oferta de emprego público de 2023.'],
        clases: ['cita-ano', 'dous-anos', 'reparto-indicado'], conta: { 'vigo-oep-2022/tag': 3, 'vigo-oep-2023/tag': 2 },
      },
      {
        id: 'vigo-tag-pi-2024', inicio: '2024-02-12', posto: 'Técnico/a de administración xeral', grupo: 'A1', persoal: 'funcionario', quenda: 'promocion_interna', prazas: 2, temporal: false,
        titulo: 'Concello de Vigo. Bases de dúas prazas de técnico/a de administración xeral, promoción interna',
        textos: ['Dúas prazas de técnico/a de administración xeral pola quenda de promoción interna, incluídas na OEP 2023.'],
        clases: ['cita-ano', 'promocion-interna'], conta: { 'vigo-oep-2023/tag-pi': 2 },
      },
      {
        id: 'vigo-tag-bolsa-2024', inicio: '2024-05-06', posto: 'Técnico/a de administración xeral', grupo: 'A1', persoal: null, quenda: null, prazas: null, temporal: true,
        titulo: 'Concello de Vigo. Lista de reserva de técnicos/as de administración xeral para nomeamentos interinos',
        textos: ['Constitución dunha lista de reserva para nomeamentos de funcionarios/as interinos/as.'],
        clases: ['bolsa', 'sen-cita'], conta: {},
      },
      {
        id: 'vigo-policia-2024', inicio: '2024-10-01', posto: 'Policía local', grupo: 'C1', persoal: 'funcionario', quenda: 'libre', prazas: 8, temporal: false,
        titulo: 'Concello de Vigo. Bases de oito prazas de policía local',
        textos: ['Oito prazas de policía local: cinco da oferta de emprego público de 2023 e tres da oferta de emprego público de 2024.'],
        clases: ['cita-ano', 'dous-anos', 'reparto-indicado', 'oferta-non-lida'], conta: { 'vigo-oep-2023/policia': 5 },
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------------------------
  {
    chave: 'deputacion:pontevedra', nome: 'Deputación Provincial de Pontevedra',
    ofertas: [
      {
        id: 'depo-estab-2022', ano: 2022, publicada: '2022-05-27', boletin: 'bop-pontevedra', estabilizacion: true,
        titulo: 'Deputación de Pontevedra. Oferta de emprego público extraordinaria para a estabilización do emprego temporal',
        liñas: [
          { id: 'depo-estab-2022/aux', posto: 'Auxiliar administrativo/a', grupo: 'C2', persoal: 'funcionario', quenda: null, prazas: 12, cita: 'Auxiliar administrativo/a, C2, concurso-oposición: 12', convocadas: 12, pendentes: 0 },
          { id: 'depo-estab-2022/operario', posto: 'Operario/a de servizos varios', grupo: 'AP', persoal: 'laboral', quenda: null, prazas: 8, cita: 'Operario/a de servizos varios (laboral), AP, concurso: 8', convocadas: 8, pendentes: 0 },
          { id: 'depo-estab-2022/tag', posto: 'Técnico/a de administración xeral', grupo: 'A1', persoal: 'funcionario', quenda: null, prazas: 3, cita: 'Técnico/a de administración xeral, A1, concurso-oposición: 3', convocadas: 3, pendentes: 0 },
        ],
        aprobadas: 23, convocadas: 23, pendentes: 0, prazoLimite: '2025-05-27',
      },
      {
        id: 'depo-oep-2023', ano: 2023, publicada: '2023-06-16', boletin: 'bop-pontevedra',
        titulo: 'Deputación de Pontevedra. Oferta de emprego público para o ano 2023',
        liñas: [
          { id: 'depo-oep-2023/aux', posto: 'Auxiliar administrativo/a', grupo: 'C2', persoal: 'funcionario', quenda: 'libre', prazas: 6, cita: 'seis prazas de auxiliar administrativo/a, C2, quenda libre', convocadas: 6, pendentes: 0 },
          { id: 'depo-oep-2023/admin-pi', posto: 'Administrativo/a', grupo: 'C1', persoal: 'funcionario', quenda: 'promocion_interna', prazas: 4, cita: 'catro prazas de administrativo/a, C1, promoción interna', convocadas: 4, pendentes: 0 },
          { id: 'depo-oep-2023/enx', posto: 'Enxeñeiro/a de camiños, canais e portos', grupo: 'A1', persoal: 'funcionario', quenda: 'libre', prazas: 2, cita: 'dúas prazas de enxeñeiro/a de camiños, canais e portos, A1', convocadas: 1, pendentes: 1 },
        ],
        aprobadas: 12, convocadas: 11, pendentes: 1, prazoLimite: '2026-06-16',
      },
      {
        id: 'depo-oep-2024', ano: 2024, publicada: '2024-05-10', boletin: 'bop-pontevedra',
        titulo: 'Deputación de Pontevedra. Oferta de emprego público para o ano 2024',
        liñas: [
          { id: 'depo-oep-2024/aux', posto: 'Auxiliar administrativo/a', grupo: 'C2', persoal: 'funcionario', quenda: 'libre', prazas: 5, cita: 'cinco prazas de auxiliar administrativo/a, C2, quenda libre', convocadas: 5, pendentes: 0 },
          { id: 'depo-oep-2024/psicologo', posto: 'Psicólogo/a', grupo: 'A1', persoal: 'laboral', quenda: 'libre', prazas: 1, cita: 'persoal laboral: unha praza de psicólogo/a (A1)', convocadas: 1, pendentes: 0 },
        ],
        aprobadas: 6, convocadas: 6, pendentes: 0, prazoLimite: '2027-05-10',
      },
    ],
    procesos: [
      {
        id: 'depo-estab-aux-2022', inicio: '2022-11-25', posto: 'Auxiliar administrativo/a', grupo: 'C2', persoal: 'funcionario', quenda: null, prazas: 12, temporal: false,
        titulo: 'Deputación de Pontevedra. Proceso extraordinario de estabilización: doce prazas de auxiliar administrativo/a',
        textos: ['Proceso extraordinario de estabilización do emprego temporal (Lei 20/2021): doce prazas de auxiliar administrativo/a incluídas na oferta de emprego público extraordinaria aprobada por Resolución da Presidencia do 23 de maio de 2022 (BOP n.º 101, do 27/05/2022).'],
        clases: ['estabilizacion', 'cita-boletin'], conta: { 'depo-estab-2022/aux': 12 },
      },
      {
        id: 'depo-estab-operarios-2022', inicio: '2022-11-25', posto: 'Operario/a de servizos varios', grupo: 'AP', persoal: 'laboral', quenda: null, prazas: 8, temporal: false,
        titulo: 'Deputación de Pontevedra. Concurso de méritos de estabilización: oito prazas de operario/a de servizos varios',
        textos: ['Oito prazas de operario/a de servizos varios, persoal laboral fixo, incluídas na oferta de emprego público de estabilización (Lei 20/2021, disposición adicional sexta).'],
        clases: ['estabilizacion', 'cita-boletin'], conta: { 'depo-estab-2022/operario': 8 },
      },
      {
        id: 'depo-tag-estab-2022', inicio: '2022-12-20', posto: 'Técnico/a de administración xeral', grupo: 'A1', persoal: 'funcionario', quenda: null, prazas: 3, temporal: false,
        titulo: 'Deputación de Pontevedra. Estabilización: tres prazas de técnico/a de administración xeral',
        textos: ['Tres prazas de técnico/a de administración xeral polo sistema de concurso-oposición, proceso de estabilización (Lei 20/2021).'],
        clases: ['estabilizacion', 'sen-cita'], conta: { 'depo-estab-2022/tag': 3 },
      },
      {
        id: 'depo-admin-pi-2024', inicio: '2024-03-11', posto: 'Administrativo/a', grupo: 'C1', persoal: 'funcionario', quenda: 'promocion_interna', prazas: 4, temporal: false,
        titulo: 'Deputación de Pontevedra. Catro prazas de administrativo/a por promoción interna',
        textos: ['Catro prazas de administrativo/a, subgrupo C1, reservadas a promoción interna.'],
        clases: ['promocion-interna', 'sen-cita'], conta: { 'depo-oep-2023/admin-pi': 4 },
      },
      {
        id: 'depo-aux-2024', inicio: '2024-09-16', posto: 'Auxiliar administrativo/a', grupo: 'C2', persoal: 'funcionario', quenda: 'libre', prazas: 11, temporal: false,
        titulo: 'Deputación de Pontevedra. Bases de once prazas de auxiliar administrativo/a',
        textos: ['Once prazas de auxiliar administrativo/a: seis correspondentes á OEP 2023 e cinco á OEP 2024.'],
        clases: ['cita-ano', 'dous-anos', 'reparto-indicado'], conta: { 'depo-oep-2023/aux': 6, 'depo-oep-2024/aux': 5 },
      },
      {
        id: 'depo-enx-2025', inicio: '2025-01-20', posto: 'Enxeñeiro/a de camiños, canais e portos', grupo: 'A1', persoal: 'funcionario', quenda: 'libre', prazas: 1, temporal: false,
        titulo: 'Deputación de Pontevedra. Unha praza de enxeñeiro/a de camiños, canais e portos',
        textos: ['Unha praza de enxeñeiro/a de camiños, canais e portos incluída na oferta de emprego público do ano 2023.'],
        clases: ['cita-ano'], conta: { 'depo-oep-2023/enx': 1 },
      },
      {
        id: 'depo-psicologo-bolsa-2025', inicio: '2025-06-09', posto: 'Psicólogo/a', grupo: 'A1', persoal: null, quenda: null, prazas: null, temporal: true,
        titulo: 'Deputación de Pontevedra. Bolsa de emprego de psicólogos/as',
        textos: ['Bolsa para contratacións laborais temporais de psicólogo/a.'],
        clases: ['bolsa', 'sen-cita'], conta: {},
      },
      {
        id: 'depo-psicologo-2026', inicio: '2026-03-02', posto: 'Psicólogo/a', grupo: 'A1', persoal: 'laboral', quenda: 'libre', prazas: 1, temporal: false,
        titulo: 'Deputación de Pontevedra. Unha praza de psicólogo/a, persoal laboral fixo',
        textos: ['Unha praza de psicólogo/a, persoal laboral fixo, por concurso-oposición libre.'],
        clases: ['sen-cita'], conta: { 'depo-oep-2024/psicologo': 1 },
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------------------------
  {
    chave: 'universidade:udc', nome: 'Universidade da Coruña',
    ofertas: [
      {
        id: 'udc-oep-2023', ano: 2023, publicada: '2023-04-14', boletin: 'dog',
        titulo: 'Universidade da Coruña. Oferta de emprego público para o ano 2023',
        liñas: [
          { id: 'udc-oep-2023/ptu', posto: 'Profesor/a titular de universidade', grupo: 'A1', persoal: 'funcionario', quenda: 'libre', prazas: 12, cita: 'Corpo de profesores titulares de universidade: 12 prazas', convocadas: 12, pendentes: 0 },
          { id: 'udc-oep-2023/cu', posto: 'Catedrático/a de universidade', grupo: 'A1', persoal: 'funcionario', quenda: 'promocion_interna', prazas: 3, cita: 'Corpo de catedráticos de universidade, promoción interna (art. 62.2 LOU): 3 prazas', convocadas: 3, pendentes: 0 },
          { id: 'udc-oep-2023/aux', posto: 'Escala auxiliar administrativa', grupo: 'C2', persoal: 'funcionario', quenda: 'libre', prazas: 4, cita: 'Escala auxiliar administrativa, subgrupo C2: 4 prazas', convocadas: 4, pendentes: 0 },
        ],
        aprobadas: 19, convocadas: 19, pendentes: 0, prazoLimite: '2026-04-14',
      },
      {
        id: 'udc-oep-2024', ano: 2024, publicada: '2024-07-05', boletin: 'dog',
        titulo: 'Universidade da Coruña. Oferta de emprego público para o ano 2024',
        liñas: [
          { id: 'udc-oep-2024/ptu', posto: 'Profesor/a titular de universidade', grupo: 'A1', persoal: 'funcionario', quenda: 'libre', prazas: 10, cita: 'Corpo de profesores titulares de universidade: 10 prazas', convocadas: 6, pendentes: 4 },
          { id: 'udc-oep-2024/xestion', posto: 'Escala de xestión universitaria', grupo: 'A2', persoal: 'funcionario', quenda: 'libre', prazas: 3, cita: 'Escala de xestión universitaria, subgrupo A2: 3 prazas', convocadas: 0, pendentes: 3 },
        ],
        aprobadas: 13, convocadas: 6, pendentes: 7, prazoLimite: '2027-07-05',
      },
    ],
    procesos: [
      {
        id: 'udc-ptu-2023', inicio: '2023-10-02', posto: 'Profesor/a titular de universidade', grupo: 'A1', persoal: 'funcionario', quenda: 'libre', prazas: 7, temporal: false,
        titulo: 'Universidade da Coruña. Resolución pola que se convocan concursos de acceso a prazas do corpo de profesorado titular de universidade',
        textos: ['Prazas incluídas na oferta de emprego público do persoal docente e investigador para o ano 2023 (DOG n.º 72, do 14 de abril de 2023).'],
        clases: ['cita-ano'], conta: { 'udc-oep-2023/ptu': 7 },
      },
      {
        id: 'udc-ptu-2024', inicio: '2024-02-05', posto: 'Profesor/a titular de universidade', grupo: 'A1', persoal: 'funcionario', quenda: 'libre', prazas: 5, temporal: false,
        titulo: 'Universidade da Coruña. Resolución pola que se convocan concursos de acceso a prazas de profesorado titular de universidade',
        textos: ['Cinco prazas do corpo de profesorado titular de universidade incluídas na OEP 2023.'],
        clases: ['cita-ano'], conta: { 'udc-oep-2023/ptu': 5 },
      },
      {
        id: 'udc-cu-2024', inicio: '2024-03-18', posto: 'Catedrático/a de universidade', grupo: 'A1', persoal: 'funcionario', quenda: 'promocion_interna', prazas: 3, temporal: false,
        titulo: 'Universidade da Coruña. Concursos de acceso a prazas de catedrático/a de universidade (promoción interna)',
        textos: ['Tres prazas do corpo de catedráticos/as de universidade, pola quenda de promoción interna, incluídas na oferta de emprego público de 2023.'],
        clases: ['cita-ano', 'promocion-interna'], conta: { 'udc-oep-2023/cu': 3 },
      },
      {
        id: 'udc-aux-2024', inicio: '2024-05-13', posto: 'Auxiliar administrativo/a', grupo: 'C2', persoal: 'funcionario', quenda: 'libre', prazas: 4, temporal: false,
        titulo: 'Universidade da Coruña. Resolución pola que se convocan probas selectivas para o ingreso na escala auxiliar administrativa',
        textos: ['Catro prazas da escala auxiliar administrativa correspondentes á oferta de emprego público de 2023.'],
        clases: ['cita-ano', 'nome-distinto'], conta: { 'udc-oep-2023/aux': 4 },
      },
      {
        id: 'udc-ptu-2025', inicio: '2025-01-27', posto: 'Profesor/a titular de universidade', grupo: 'A1', persoal: 'funcionario', quenda: 'libre', prazas: 6, temporal: false,
        titulo: 'Universidade da Coruña. Concursos de acceso a seis prazas de profesorado titular de universidade',
        textos: ['Seis prazas incluídas na oferta de emprego público para o ano 2024.'],
        clases: ['cita-ano'], conta: { 'udc-oep-2024/ptu': 6 },
      },
      {
        id: 'udc-contratado-doutor-2025', inicio: '2025-03-10', posto: 'Profesor/a contratado/a doutor/a', grupo: null, persoal: 'laboral', quenda: 'libre', prazas: 4, temporal: false,
        titulo: 'Universidade da Coruña. Concursos para catro prazas de profesorado contratado doutor (persoal laboral fixo)',
        textos: ['Catro prazas de profesor/a contratado/a doutor/a, incluídas na oferta de emprego público para o ano 2024.'],
        clases: ['cita-ano', 'outro-posto'], conta: {},
      },
      {
        id: 'udc-xestion-bolsa-2025', inicio: '2025-09-15', posto: 'Escala de xestión universitaria', grupo: 'A2', persoal: null, quenda: null, prazas: null, temporal: true,
        titulo: 'Universidade da Coruña. Lista de espera para nomeamentos interinos na escala de xestión universitaria',
        textos: ['Constitúese unha lista de espera para nomeamentos de funcionarios/as interinos/as.'],
        clases: ['bolsa', 'sen-cita'], conta: {},
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------------------------
  {
    chave: 'concello:ferrol', nome: 'Concello de Ferrol',
    ofertas: [
      {
        id: 'ferrol-oep-2021', ano: 2021, publicada: '2021-07-09', boletin: 'bop-coruna',
        titulo: 'Concello de Ferrol. Oferta de emprego público 2021',
        liñas: [
          { id: 'ferrol-oep-2021/policia', posto: 'Policía local', grupo: 'C1', persoal: 'funcionario', quenda: 'libre', prazas: 6, cita: 'seis prazas de policía local, C1, quenda libre', convocadas: 6, pendentes: 0 },
          { id: 'ferrol-oep-2021/oficial-pi', posto: 'Oficial/a da Policía Local', grupo: 'C1', persoal: 'funcionario', quenda: 'promocion_interna', prazas: 2, cita: 'dúas prazas de oficial/a da Policía Local, C1, promoción interna', convocadas: 2, pendentes: 0 },
          { id: 'ferrol-oep-2021/limpeza', posto: 'Operario/a de limpeza', grupo: 'AP', persoal: 'laboral', quenda: 'libre', prazas: 3, cita: 'persoal laboral: tres prazas de operario/a de limpeza (AP)', convocadas: 3, pendentes: 0 },
        ],
        aprobadas: 11, convocadas: 11, pendentes: 0, prazoLimite: '2024-07-09',
      },
      {
        id: 'ferrol-oep-2024', ano: 2024, publicada: '2024-12-20', boletin: 'bop-coruna',
        titulo: 'Concello de Ferrol. Oferta de emprego público para o ano 2024',
        liñas: [
          { id: 'ferrol-oep-2024/policia', posto: 'Policía local', grupo: 'C1', persoal: 'funcionario', quenda: 'libre', prazas: 4, cita: 'Policía local (C1): 4 prazas', convocadas: 4, pendentes: 0 },
          { id: 'ferrol-oep-2024/arquitecto', posto: 'Arquitecto/a', grupo: 'A1', persoal: 'funcionario', quenda: 'libre', prazas: 1, cita: 'Arquitecto/a (A1): 1 praza', convocadas: 0, pendentes: 1 },
        ],
        aprobadas: 5, convocadas: 4, pendentes: 1, prazoLimite: '2027-12-20',
      },
    ],
    procesos: [
      {
        id: 'ferrol-policia-2022', inicio: '2022-02-14', posto: 'Policía local', grupo: 'C1', persoal: 'funcionario', quenda: 'libre', prazas: 6, temporal: false,
        titulo: 'Concello de Ferrol. Bases de seis prazas de policía local',
        textos: ['Seis prazas de policía local, subgrupo C1, por oposición libre.'],
        clases: ['sen-cita'], conta: { 'ferrol-oep-2021/policia': 6 },
      },
      {
        id: 'ferrol-oficial-pi-2022', inicio: '2022-06-06', posto: 'Oficial/a da Policía Local', grupo: 'C1', persoal: 'funcionario', quenda: 'promocion_interna', prazas: 2, temporal: false,
        titulo: 'Concello de Ferrol. Dúas prazas de oficial/a da Policía Local por promoción interna',
        textos: ['Dúas prazas de oficial/a da Policía Local, promoción interna, incluídas na OEP 2021.'],
        clases: ['cita-ano', 'promocion-interna'], conta: { 'ferrol-oep-2021/oficial-pi': 2 },
      },
      {
        id: 'ferrol-limpeza-bolsa-2022', inicio: '2022-07-18', posto: 'Operario/a de limpeza', grupo: 'AP', persoal: null, quenda: null, prazas: null, temporal: true,
        titulo: 'Concello de Ferrol. Bolsa de emprego de operarios/as de limpeza',
        textos: ['Bolsa de emprego para contratacións temporais de operarios/as de limpeza.'],
        clases: ['bolsa', 'sen-cita'], conta: {},
      },
      {
        id: 'ferrol-limpeza-2023', inicio: '2023-04-03', posto: 'Operario/a de limpeza viaria', grupo: 'AP', persoal: 'laboral', quenda: 'libre', prazas: 3, temporal: false,
        titulo: 'Concello de Ferrol. Bases de tres prazas de operario/a de limpeza viaria (persoal laboral fixo)',
        textos: ['Tres prazas de operario/a de limpeza viaria, persoal laboral fixo, por concurso-oposición libre.'],
        clases: ['sen-cita', 'nome-distinto'], conta: { 'ferrol-oep-2021/limpeza': 3 },
      },
      {
        id: 'ferrol-policia-2024', inicio: '2024-09-30', posto: 'Policía local', grupo: 'C1', persoal: 'funcionario', quenda: 'libre', prazas: 3, temporal: false,
        titulo: 'Concello de Ferrol. Bases de tres prazas de policía local',
        textos: ['Tres prazas de policía local vacantes no cadro de persoal.'],
        clases: ['sen-cita', 'fora-de-prazo', 'antes-da-oferta'], conta: {},
      },
      {
        id: 'ferrol-policia-2025', inicio: '2025-05-12', posto: 'Policía local', grupo: 'C1', persoal: 'funcionario', quenda: 'libre', prazas: 4, temporal: false,
        titulo: 'Concello de Ferrol. Bases de catro prazas de policía local',
        textos: ['Catro prazas de policía local incluídas na oferta de emprego público do Concello de Ferrol para o ano 2024.'],
        clases: ['cita-ano'], conta: { 'ferrol-oep-2024/policia': 4 },
      },
      {
        id: 'ferrol-arquitecto-tecnico-2025', inicio: '2025-06-16', posto: 'Arquitecto/a técnico/a', grupo: 'A2', persoal: 'funcionario', quenda: 'libre', prazas: 1, temporal: false,
        titulo: 'Concello de Ferrol. Bases dunha praza de arquitecto/a técnico/a',
        textos: ['Unha praza de arquitecto/a técnico/a, subgrupo A2, quenda libre.'],
        clases: ['outro-posto', 'sen-cita'], conta: {},
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------------------------
  {
    chave: 'concello:pontevedra', nome: 'Concello de Pontevedra',
    ofertas: [
      {
        id: 'pontevedra-oep-2022', ano: 2022, publicada: '2022-03-30', boletin: 'bop-pontevedra',
        titulo: 'Concello de Pontevedra. Oferta de emprego público do ano 2022',
        liñas: [
          { id: 'pontevedra-oep-2022/aux', posto: 'Auxiliar administrativo/a', grupo: 'C2', persoal: 'funcionario', quenda: 'libre', prazas: 5, cita: 'cinco prazas de auxiliar administrativo/a (C2)', convocadas: 5, pendentes: 0 },
          { id: 'pontevedra-oep-2022/ma', posto: 'Técnico/a de medio ambiente', grupo: 'A2', persoal: 'funcionario', quenda: 'libre', prazas: 1, cita: 'unha praza de técnico/a de medio ambiente (A2)', convocadas: 1, pendentes: 0 },
        ],
        aprobadas: 6, convocadas: 6, pendentes: 0, prazoLimite: '2025-03-30',
      },
      {
        id: 'pontevedra-oep-2023', ano: 2023, publicada: '2023-04-26', boletin: 'bop-pontevedra',
        titulo: 'Concello de Pontevedra. Oferta de emprego público do ano 2023',
        liñas: [
          { id: 'pontevedra-oep-2023/aux', posto: 'Auxiliar administrativo/a', grupo: 'C2', persoal: 'funcionario', quenda: 'libre', prazas: 3, cita: 'tres prazas de auxiliar administrativo/a (C2)', convocadas: 3, pendentes: 0 },
          { id: 'pontevedra-oep-2023/policia', posto: 'Policía local', grupo: 'C1', persoal: 'funcionario', quenda: 'libre', prazas: 6, cita: 'seis prazas de policía local (C1)', convocadas: 4, pendentes: 2 },
        ],
        aprobadas: 9, convocadas: 7, pendentes: 2, prazoLimite: '2026-04-26',
      },
    ],
    procesos: [
      {
        id: 'pontevedra-ma-2022', inicio: '2022-11-07', posto: 'Técnico/a de medio ambiente', grupo: 'A2', persoal: 'funcionario', quenda: 'libre', prazas: 1, temporal: false,
        titulo: 'Concello de Pontevedra. Bases dunha praza de técnico/a de medio ambiente',
        textos: ['Unha praza de técnico/a de medio ambiente, subgrupo A2, quenda libre.'],
        clases: ['sen-cita'], conta: { 'pontevedra-oep-2022/ma': 1 },
      },
      {
        id: 'pontevedra-aux-2023', inicio: '2023-09-11', posto: 'Auxiliar administrativo/a', grupo: 'C2', persoal: 'funcionario', quenda: 'libre', prazas: 8, temporal: false,
        titulo: 'Concello de Pontevedra. Bases de oito prazas de auxiliar administrativo/a',
        textos: ['Oito prazas de auxiliar administrativo/a incluídas nas ofertas de emprego público de 2022 e 2023.'],
        clases: ['cita-ano', 'dous-anos'], conta: { 'pontevedra-oep-2022/aux': 5, 'pontevedra-oep-2023/aux': 3 },
      },
      {
        id: 'pontevedra-policia-2024', inicio: '2024-02-19', posto: 'Policía local', grupo: 'C1', persoal: 'funcionario', quenda: 'libre', prazas: 4, temporal: false,
        titulo: 'Concello de Pontevedra. Bases de cuatro plazas de policía local',
        textos: ['Cuatro plazas de policía local incluidas en la oferta de empleo público del año 2023.'],
        clases: ['cita-ano'], conta: { 'pontevedra-oep-2023/policia': 4 },
      },
      {
        id: 'pontevedra-aux-bolsa-2024', inicio: '2024-06-17', posto: 'Auxiliar administrativo/a', grupo: 'C2', persoal: null, quenda: null, prazas: null, temporal: true,
        titulo: 'Concello de Pontevedra. Bolsa de auxiliares administrativos/as para nomeamentos interinos',
        textos: ['Bolsa de emprego para nomeamentos de funcionarios/as interinos/as.'],
        clases: ['bolsa', 'sen-cita'], conta: {},
      },
      {
        id: 'pontevedra-aux-2025', inicio: '2025-10-06', posto: 'Auxiliar administrativo/a', grupo: 'C2', persoal: 'funcionario', quenda: 'libre', prazas: 2, temporal: false,
        titulo: 'Concello de Pontevedra. Bases de dúas prazas de auxiliar administrativo/a',
        textos: ['Dúas prazas de auxiliar administrativo/a, subgrupo C2, por oposición libre.'],
        clases: ['sen-cita', 'linas-cheas', 'fora-de-prazo'], conta: {},
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------------------------
  {
    chave: 'concello:naron', nome: 'Concello de Narón',
    ofertas: [
      {
        id: 'naron-estab-2022', ano: 2022, publicada: '2022-05-25', boletin: 'bop-coruna', estabilizacion: true,
        titulo: 'Concello de Narón. Oferta de emprego público extraordinaria de estabilización (Lei 20/2021)',
        liñas: [
          { id: 'naron-estab-2022/sad', posto: 'Auxiliar de axuda no fogar', grupo: null, persoal: 'laboral', quenda: null, prazas: 7, cita: 'Auxiliar de axuda no fogar (persoal laboral): 7 prazas, concurso', convocadas: 7, pendentes: 0 },
          { id: 'naron-estab-2022/monitor', posto: 'Monitor/a deportivo/a', grupo: null, persoal: 'laboral', quenda: null, prazas: 2, cita: 'Monitor/a deportivo/a (persoal laboral): 2 prazas, concurso', convocadas: 2, pendentes: 0 },
        ],
        aprobadas: 9, convocadas: 9, pendentes: 0, prazoLimite: '2025-05-25',
      },
      {
        id: 'naron-oep-2023', ano: 2023, publicada: '2023-03-08', boletin: 'bop-coruna',
        titulo: 'Concello de Narón. Oferta de emprego público para o ano 2023',
        liñas: [
          { id: 'naron-oep-2023/aux', posto: 'Auxiliar administrativo/a', grupo: 'C2', persoal: 'funcionario', quenda: 'libre', prazas: 2, cita: 'dúas prazas de auxiliar administrativo/a, C2', convocadas: 2, pendentes: 0 },
          { id: 'naron-oep-2023/policia', posto: 'Policía local', grupo: 'C1', persoal: 'funcionario', quenda: 'libre', prazas: 3, cita: 'tres prazas de policía local, C1', convocadas: 2, pendentes: 1 },
          { id: 'naron-oep-2023/sad', posto: 'Auxiliar de axuda no fogar', grupo: null, persoal: 'laboral', quenda: 'libre', prazas: 2, cita: 'persoal laboral: dúas prazas de auxiliar de axuda no fogar', convocadas: 2, pendentes: 0 },
        ],
        aprobadas: 7, convocadas: 6, pendentes: 1, prazoLimite: '2026-03-08',
      },
    ],
    procesos: [
      {
        id: 'naron-estab-sad-2022', inicio: '2022-12-12', posto: 'Auxiliar de axuda no fogar', grupo: null, persoal: 'laboral', quenda: null, prazas: 7, temporal: false,
        titulo: 'Concello de Narón. Concurso de méritos para a estabilización de sete prazas de auxiliar de axuda no fogar',
        textos: ['Sete prazas de auxiliar de axuda no fogar incluídas na oferta de emprego público extraordinaria de estabilización publicada no BOP da Coruña n.º 98, do 25 de maio de 2022.'],
        clases: ['estabilizacion', 'cita-boletin'], conta: { 'naron-estab-2022/sad': 7 },
      },
      {
        id: 'naron-estab-monitor-2022', inicio: '2022-12-12', posto: 'Monitor/a deportivo/a', grupo: null, persoal: 'laboral', quenda: null, prazas: 2, temporal: false,
        titulo: 'Concello de Narón. Concurso de méritos para a estabilización de dúas prazas de monitor/a deportivo/a',
        textos: ['Proceso de estabilización ao abeiro da Lei 20/2021, disposición adicional sexta: dúas prazas de monitor/a deportivo/a.'],
        clases: ['estabilizacion', 'sen-cita'], conta: { 'naron-estab-2022/monitor': 2 },
      },
      {
        id: 'naron-aux-2023', inicio: '2023-10-16', posto: 'Auxiliar administrativo/a', grupo: 'C2', persoal: 'funcionario', quenda: 'libre', prazas: 2, temporal: false,
        titulo: 'Concello de Narón. Bases de dúas prazas de auxiliar administrativo/a',
        textos: ['Dúas prazas de auxiliar administrativo/a incluídas na OEP publicada no BOP n.º 45 do 8/3/2023.'],
        clases: ['cita-boletin'], conta: { 'naron-oep-2023/aux': 2 },
      },
      {
        id: 'naron-policia-2024', inicio: '2024-01-15', posto: 'Policía local', grupo: 'C1', persoal: 'funcionario', quenda: 'libre', prazas: 2, temporal: false,
        titulo: 'Concello de Narón. Bases de dúas prazas de policía local',
        textos: ['Dúas prazas de policía local, cada unha incluída na OEP de 2023.'],
        clases: ['cita-ano'], conta: { 'naron-oep-2023/policia': 2 },
      },
      {
        id: 'naron-sad-2024', inicio: '2024-04-22', posto: 'Auxiliar de axuda no fogar', grupo: null, persoal: 'laboral', quenda: 'libre', prazas: 2, temporal: false,
        titulo: 'Concello de Narón. Bases de dúas prazas de auxiliar de axuda no fogar (persoal laboral fixo)',
        textos: ['Dúas prazas de auxiliar de axuda no fogar, persoal laboral fixo, por concurso-oposición libre.'],
        clases: ['sen-cita', 'linas-cheas'], conta: { 'naron-oep-2023/sad': 2 },
      },
      {
        id: 'naron-sad-bolsa-2024', inicio: '2024-07-01', posto: 'Auxiliar de axuda no fogar', grupo: null, persoal: null, quenda: null, prazas: null, temporal: true,
        titulo: 'Concello de Narón. Bolsa de emprego de auxiliares de axuda no fogar',
        textos: ['Bolsa de emprego para contratacións temporais no servizo de axuda no fogar.'],
        clases: ['bolsa', 'sen-cita'], conta: {},
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------------------------
  {
    chave: 'concello:monforte-de-lemos', nome: 'Concello de Monforte de Lemos',
    ofertas: [
      {
        id: 'monforte-oep-2024', ano: 2024, publicada: '2024-06-19', boletin: 'bop-lugo',
        titulo: 'Concello de Monforte de Lemos. Oferta de emprego público 2024',
        liñas: [
          { id: 'monforte-oep-2024/peon', posto: 'Peón de obras', grupo: 'AP', persoal: 'laboral', quenda: 'libre', prazas: 3, cita: 'Persoal laboral. Peón de obras (AP): 3 prazas', convocadas: 3, pendentes: 0 },
          { id: 'monforte-oep-2024/albanel', posto: 'Oficial/a de primeira albanel', grupo: 'C2', persoal: 'laboral', quenda: 'libre', prazas: 1, cita: 'Persoal laboral. Oficial/a de primeira albanel (C2): 1 praza', convocadas: 1, pendentes: 0 },
          { id: 'monforte-oep-2024/aux', posto: 'Auxiliar administrativo/a', grupo: 'C2', persoal: 'funcionario', quenda: 'libre', prazas: 2, cita: 'Persoal funcionario. Auxiliar administrativo/a (C2): 2 prazas', convocadas: 2, pendentes: 0 },
          { id: 'monforte-oep-2024/admin-pi', posto: 'Administrativo/a', grupo: 'C1', persoal: 'funcionario', quenda: 'promocion_interna', prazas: 1, cita: 'Promoción interna. Administrativo/a (C1): 1 praza', convocadas: 1, pendentes: 0 },
        ],
        aprobadas: 7, convocadas: 7, pendentes: 0, prazoLimite: '2027-06-19',
      },
    ],
    procesos: [
      {
        id: 'monforte-peon-bolsa-2024', inicio: '2024-08-05', posto: 'Peón de obras', grupo: 'AP', persoal: null, quenda: null, prazas: null, temporal: true,
        titulo: 'Concello de Monforte de Lemos. Bolsa de emprego de peóns de obras',
        textos: ['Bolsa de emprego de peóns para contratacións temporais.'],
        clases: ['bolsa', 'sen-cita'], conta: {},
      },
      {
        id: 'monforte-peon-2025', inicio: '2025-02-03', posto: 'Peón', grupo: 'AP', persoal: 'laboral', quenda: 'libre', prazas: 3, temporal: false,
        titulo: 'Concello de Monforte de Lemos. Bases de tres prazas de peón (persoal laboral fixo)',
        textos: ['Tres prazas de peón (persoal laboral fixo) incluídas na OEP 2024.'],
        clases: ['cita-ano', 'nome-distinto'], conta: { 'monforte-oep-2024/peon': 3 },
      },
      {
        id: 'monforte-albanel-2025', inicio: '2025-02-03', posto: 'Oficial/a albanel', grupo: 'C2', persoal: 'laboral', quenda: 'libre', prazas: 1, temporal: false,
        titulo: 'Concello de Monforte de Lemos. Bases dunha praza de oficial/a albanel (persoal laboral fixo)',
        textos: ['Unha praza de oficial/a albanel, persoal laboral fixo, por concurso-oposición.'],
        clases: ['sen-cita', 'nome-distinto'], conta: { 'monforte-oep-2024/albanel': 1 },
      },
      {
        id: 'monforte-admin-pi-2025', inicio: '2025-04-14', posto: 'Administrativo/a', grupo: 'C1', persoal: 'funcionario', quenda: 'promocion_interna', prazas: 1, temporal: false,
        titulo: 'Concello de Monforte de Lemos. Unha praza de administrativo/a por promoción interna',
        textos: ['Unha praza de administrativo/a, pola quenda de promoción interna, incluída na oferta de emprego público de 2024.'],
        clases: ['cita-ano', 'promocion-interna'], conta: { 'monforte-oep-2024/admin-pi': 1 },
      },
      {
        id: 'monforte-aux-2025', inicio: '2025-09-01', posto: 'Auxiliar administrativo/a', grupo: 'C2', persoal: 'funcionario', quenda: 'libre', prazas: 3, temporal: false,
        titulo: 'Concello de Monforte de Lemos. Bases de tres prazas de auxiliar administrativo/a',
        textos: ['Tres prazas de auxiliar administrativo/a incluídas na OEP 2024.'],
        clases: ['cita-ano', 'mais-prazas'], conta: { 'monforte-oep-2024/aux': 2 },
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------------------------
  {
    chave: 'concello:verin', nome: 'Concello de Verín',
    ofertas: [
      {
        id: 'verin-oep-2021', ano: 2021, publicada: '2021-12-03', boletin: 'bop-ourense',
        titulo: 'Concello de Verín. Oferta de empleo público para el año 2021',
        liñas: [
          { id: 'verin-oep-2021/aux', posto: 'Auxiliar administrativo/a', grupo: 'C2', persoal: 'funcionario', quenda: 'libre', prazas: 1, cita: 'una plaza de auxiliar administrativo/a, C2', convocadas: 1, pendentes: 0 },
          { id: 'verin-oep-2021/policia', posto: 'Policía local', grupo: 'C1', persoal: 'funcionario', quenda: 'libre', prazas: 2, cita: 'dos plazas de policía local, C1', convocadas: 2, pendentes: 0 },
        ],
        aprobadas: 3, convocadas: 3, pendentes: 0, prazoLimite: '2024-12-03',
      },
      {
        id: 'verin-oep-2025', ano: 2025, publicada: '2025-03-14', boletin: 'bop-ourense',
        titulo: 'Concello de Verín. Oferta de emprego público para o ano 2025',
        liñas: [
          { id: 'verin-oep-2025/policia', posto: 'Policía local', grupo: 'C1', persoal: 'funcionario', quenda: 'libre', prazas: 2, cita: 'dúas prazas de policía local, C1', convocadas: 2, pendentes: 0 },
          { id: 'verin-oep-2025/aedl', posto: 'Técnico/a de emprego e desenvolvemento local', grupo: 'A2', persoal: 'laboral', quenda: 'libre', prazas: 1, cita: 'persoal laboral: unha praza de técnico/a de emprego e desenvolvemento local (A2)', convocadas: 1, pendentes: 0 },
        ],
        aprobadas: 3, convocadas: 3, pendentes: 0, prazoLimite: '2028-03-14',
      },
    ],
    procesos: [
      {
        id: 'verin-policia-2022', inicio: '2022-06-20', posto: 'Policía local', grupo: 'C1', persoal: 'funcionario', quenda: 'libre', prazas: 2, temporal: false,
        titulo: 'Concello de Verín. Bases de dos plazas de policía local',
        textos: ['Dos plazas de policía local incluidas en la Oferta de Empleo Público para el año 2021.'],
        clases: ['cita-ano'], conta: { 'verin-oep-2021/policia': 2 },
      },
      {
        id: 'verin-aux-2022', inicio: '2022-09-05', posto: 'Auxiliar administrativo/a', grupo: 'C2', persoal: 'funcionario', quenda: 'libre', prazas: 1, temporal: false,
        titulo: 'Concello de Verín. Bases de una plaza de auxiliar administrativo/a',
        textos: ['Una plaza de auxiliar administrativo/a, subgrupo C2, por oposición libre.'],
        clases: ['sen-cita'], conta: { 'verin-oep-2021/aux': 1 },
      },
      {
        id: 'verin-socorrista-tempada-2023', inicio: '2023-05-22', posto: 'Socorrista', grupo: null, persoal: null, quenda: null, prazas: null, temporal: true,
        titulo: 'Concello de Verín. Contratación temporal de socorristas para a tempada de verán',
        textos: ['Contratación laboral temporal de socorristas para as piscinas municipais.'],
        clases: ['bolsa', 'outro-posto', 'sen-cita'], conta: {},
      },
      {
        id: 'verin-policia-2025', inicio: '2025-07-07', posto: 'Policía local', grupo: 'C1', persoal: 'funcionario', quenda: 'libre', prazas: 2, temporal: false,
        titulo: 'Concello de Verín. Bases de dúas prazas de policía local',
        textos: ['Dúas prazas de policía local incluídas na oferta de emprego público de 2025.'],
        clases: ['cita-ano'], conta: { 'verin-oep-2025/policia': 2 },
      },
      {
        id: 'verin-aedl-2025', inicio: '2025-10-13', posto: 'Axente de emprego e desenvolvemento local', grupo: 'A2', persoal: 'laboral', quenda: 'libre', prazas: 1, temporal: false,
        titulo: 'Concello de Verín. Bases dunha praza de axente de emprego e desenvolvemento local (persoal laboral fixo)',
        textos: ['Unha praza de axente de emprego e desenvolvemento local, persoal laboral fixo.'],
        clases: ['sen-cita', 'nome-distinto'], conta: { 'verin-oep-2025/aedl': 1 },
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------------------------
  {
    chave: 'deputacion:lugo', nome: 'Deputación Provincial de Lugo',
    ofertas: [
      {
        id: 'deplugo-oep-2023', ano: 2023, publicada: '2023-02-10', boletin: 'bop-lugo',
        titulo: 'Deputación Provincial de Lugo. Oferta de emprego público para o ano 2023',
        liñas: [
          { id: 'deplugo-oep-2023/tag', posto: 'Técnico/a de administración xeral', grupo: 'A1', persoal: 'funcionario', quenda: 'libre', prazas: 2, cita: 'dúas prazas de técnico/a de administración xeral (A1)', convocadas: 2, pendentes: 0 },
          { id: 'deplugo-oep-2023/enfermeiro', posto: 'Enfermeiro/a', grupo: 'A2', persoal: 'laboral', quenda: 'libre', prazas: 3, cita: 'persoal laboral: tres prazas de enfermeiro/a (A2)', convocadas: 3, pendentes: 0 },
          { id: 'deplugo-oep-2023/mantemento', posto: 'Oficial/a de mantemento', grupo: 'C2', persoal: 'laboral', quenda: 'libre', prazas: 2, cita: 'persoal laboral: dúas prazas de oficial/a de mantemento (C2)', convocadas: 1, pendentes: 1 },
        ],
        aprobadas: 7, convocadas: 6, pendentes: 1, prazoLimite: '2026-02-10',
      },
      {
        id: 'deplugo-oep-2023-adicional', ano: 2023, publicada: '2023-10-27', boletin: 'bop-lugo',
        titulo: 'Deputación Provincial de Lugo. Oferta de emprego público adicional para o ano 2023',
        liñas: [
          { id: 'deplugo-oep-2023-adicional/enfermeiro', posto: 'Enfermeiro/a', grupo: 'A2', persoal: 'laboral', quenda: 'libre', prazas: 2, cita: 'persoal laboral: dúas prazas de enfermeiro/a (A2)', convocadas: 2, pendentes: 0 },
          { id: 'deplugo-oep-2023-adicional/tag-pi', posto: 'Técnico/a de administración xeral', grupo: 'A1', persoal: 'funcionario', quenda: 'promocion_interna', prazas: 1, cita: 'unha praza de técnico/a de administración xeral (A1), promoción interna', convocadas: 1, pendentes: 0 },
        ],
        aprobadas: 3, convocadas: 3, pendentes: 0, prazoLimite: '2026-10-27',
      },
    ],
    procesos: [
      {
        id: 'deplugo-tag-2023', inicio: '2023-06-05', posto: 'Técnico/a de administración xeral', grupo: 'A1', persoal: 'funcionario', quenda: 'libre', prazas: 2, temporal: false,
        titulo: 'Deputación Provincial de Lugo. Bases de dúas prazas de técnico/a de administración xeral',
        textos: ['Dúas prazas de técnico/a de administración xeral, quenda libre, incluídas na OEP 2023.'],
        clases: ['cita-ano'], conta: { 'deplugo-oep-2023/tag': 2 },
      },
      {
        id: 'deplugo-enfermeiros-2024', inicio: '2024-03-04', posto: 'Enfermeiro/a', grupo: 'A2', persoal: 'laboral', quenda: 'libre', prazas: 5, temporal: false,
        titulo: 'Deputación Provincial de Lugo. Bases de cinco prazas de enfermeiro/a (persoal laboral fixo)',
        textos: ['Cinco prazas de enfermeiro/a: tres da oferta de emprego público de 2023 e dúas da oferta adicional de 2023 (BOP n.º 247, do 27/10/2023).'],
        clases: ['cita-ano', 'dous-anos', 'mesmo-ano', 'reparto-indicado'], conta: { 'deplugo-oep-2023/enfermeiro': 3, 'deplugo-oep-2023-adicional/enfermeiro': 2 },
      },
      {
        id: 'deplugo-tag-pi-2024', inicio: '2024-05-20', posto: 'Técnico/a de administración xeral', grupo: 'A1', persoal: 'funcionario', quenda: 'promocion_interna', prazas: 1, temporal: false,
        titulo: 'Deputación Provincial de Lugo. Unha praza de técnico/a de administración xeral por promoción interna',
        textos: ['Unha praza de técnico/a de administración xeral pola quenda de promoción interna, incluída na OEP 2023.'],
        clases: ['cita-ano', 'promocion-interna', 'mesmo-ano'], conta: { 'deplugo-oep-2023-adicional/tag-pi': 1 },
      },
      {
        id: 'deplugo-mantemento-bolsa-2024', inicio: '2024-09-02', posto: 'Oficial/a de mantemento', grupo: 'C2', persoal: null, quenda: null, prazas: null, temporal: true,
        titulo: 'Deputación Provincial de Lugo. Bolsa de emprego de oficiais de mantemento',
        textos: ['Bolsa de emprego para contratacións temporais de oficial/a de mantemento.'],
        clases: ['bolsa', 'sen-cita'], conta: {},
      },
      {
        id: 'deplugo-mantemento-2025', inicio: '2025-04-07', posto: 'Oficial/a de mantemento', grupo: 'C2', persoal: 'laboral', quenda: 'libre', prazas: 1, temporal: false,
        titulo: 'Deputación Provincial de Lugo. Bases dunha praza de oficial/a de mantemento (persoal laboral fixo)',
        textos: ['Unha praza de oficial/a de mantemento, persoal laboral fixo, concurso-oposición libre.'],
        clases: ['sen-cita'], conta: { 'deplugo-oep-2023/mantemento': 1 },
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------------------------
  {
    chave: 'concello:carballo', nome: 'Concello de Carballo',
    ofertas: [
      {
        id: 'carballo-oep-2022', ano: 2022, publicada: '2022-08-17', boletin: 'bop-coruna',
        titulo: 'Concello de Carballo. Oferta de emprego público 2022',
        liñas: [
          { id: 'carballo-oep-2022/aux', posto: 'Auxiliar administrativo/a', grupo: 'C2', persoal: 'funcionario', quenda: 'libre', prazas: 2, cita: 'dúas prazas de auxiliar administrativo/a, subgrupo C2', convocadas: 2, pendentes: 0 },
          { id: 'carballo-oep-2022/educador', posto: 'Educador/a social', grupo: 'A2', persoal: 'laboral', quenda: 'libre', prazas: 1, cita: 'persoal laboral: unha praza de educador/a social (A2)', convocadas: 1, pendentes: 0 },
        ],
        aprobadas: 3, convocadas: 3, pendentes: 0, prazoLimite: '2025-08-17',
      },
      {
        id: 'carballo-oep-2024', ano: 2024, publicada: '2024-04-05', boletin: 'bop-coruna',
        titulo: 'Concello de Carballo. Oferta de emprego público para o ano 2024',
        liñas: [
          { id: 'carballo-oep-2024/aux', posto: 'Auxiliar administrativo/a', grupo: 'C2', persoal: 'funcionario', quenda: 'libre', prazas: 2, cita: 'dúas prazas de auxiliar administrativo/a, subgrupo C2', convocadas: 2, pendentes: 0 },
          { id: 'carballo-oep-2024/policia', posto: 'Policía local', grupo: 'C1', persoal: 'funcionario', quenda: 'libre', prazas: 2, cita: 'dúas prazas de policía local, subgrupo C1', convocadas: 1, pendentes: 1 },
        ],
        aprobadas: 4, convocadas: 3, pendentes: 1, prazoLimite: '2027-04-05',
      },
    ],
    procesos: [
      {
        id: 'carballo-aux-2023', inicio: '2023-01-30', posto: 'Auxiliar administrativo/a', grupo: 'C2', persoal: 'funcionario', quenda: 'libre', prazas: 2, temporal: false,
        titulo: 'Concello de Carballo. Bases de dúas prazas de auxiliar administrativo/a',
        textos: ['Dúas prazas de auxiliar administrativo/a incluídas na OEP 2022.'],
        clases: ['cita-ano'], conta: { 'carballo-oep-2022/aux': 2 },
      },
      {
        id: 'carballo-educador-2023', inicio: '2023-03-13', posto: 'Educador/a social', grupo: 'A2', persoal: 'laboral', quenda: 'libre', prazas: 1, temporal: false,
        titulo: 'Concello de Carballo. Bases dunha praza de educador/a social (persoal laboral fixo)',
        textos: ['Unha praza de educador/a social, persoal laboral fixo, concurso-oposición libre.'],
        clases: ['sen-cita'], conta: { 'carballo-oep-2022/educador': 1 },
      },
      {
        id: 'carballo-educador-bolsa-2024', inicio: '2024-02-26', posto: 'Educador/a social', grupo: 'A2', persoal: null, quenda: null, prazas: null, temporal: true,
        titulo: 'Concello de Carballo. Bolsa de emprego de educadores/as sociais',
        textos: ['Bolsa de emprego para contratacións temporais de educador/a social.'],
        clases: ['bolsa', 'sen-cita'], conta: {},
      },
      {
        id: 'carballo-aux-2024', inicio: '2024-06-10', posto: 'Auxiliar administrativo/a', grupo: 'C2', persoal: 'funcionario', quenda: 'libre', prazas: 2, temporal: false,
        titulo: 'Concello de Carballo. Bases de dúas prazas de auxiliar administrativo/a',
        textos: ['Dúas prazas de auxiliar administrativo/a, subgrupo C2, quenda libre.'],
        clases: ['sen-cita', 'linas-cheas'], conta: { 'carballo-oep-2024/aux': 2 },
      },
      {
        id: 'carballo-policia-2025', inicio: '2025-09-22', posto: 'Policía local', grupo: 'C1', persoal: 'funcionario', quenda: 'libre', prazas: 1, temporal: false,
        titulo: 'Concello de Carballo. Bases dunha praza de policía local',
        textos: ['Unha praza de policía local incluída na OEP 2024.'],
        clases: ['cita-ano'], conta: { 'carballo-oep-2024/policia': 1 },
      },
    ],
  },
];
