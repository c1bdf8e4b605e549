/**
 * The facts of a selective process read from the whole text of its edicts (issue 22). Each fact keeps the sentence
 * it came from (`cita`), the edict it came from (`edicto`, the competition's uuid once stored) and a confidence.
 * The domain reads them (`api/src/domain/feitos/`), ingestion stores them, and every screen, list filter, alert,
 * feed, JSON-LD block and open-data row reads the stored facts: none re-derives them. "Can I apply?" (issue 24) is a
 * pure function of a profile and these facts.
 */

/** Group or subgroup of classification (TREBEP art. 76; "AP": agrupacións profesionais, the old group E). */
export const GRUPOS = ['A1', 'A2', 'B', 'C1', 'C2', 'AP'] as const;
export type Grupo = (typeof GRUPOS)[number];

/** The kind of staff the process selects. */
export const TIPOS_PERSOAL = ['funcionario_carreira', 'funcionario_interino', 'laboral_fixo', 'laboral_temporal'] as const;
export type TipoPersoal = (typeof TIPOS_PERSOAL)[number];

export const SISTEMAS_SELECCION = ['oposicion', 'concurso-oposicion', 'concurso'] as const;
export type SistemaSeleccion = (typeof SISTEMAS_SELECCION)[number];

/**
 * The level of the qualification required, lowest first: none; certificado de escolaridade; ESO (graduado escolar,
 * FP básica); bacharelato or técnico de FP (grado medio); técnico superior de FP; grao or diplomatura (or
 * enxeñería técnica, arquitectura técnica); licenciatura, máster, enxeñería or arquitectura.
 */
export const NIVEIS_TITULACION = ['ningunha', 'certificado_escolaridade', 'eso', 'bacharelato_tecnico', 'tecnico_superior', 'grao', 'licenciatura_master'] as const;
export type NivelTitulacion = (typeof NIVEIS_TITULACION)[number];

/** How the Galician language is required: a CELGA level (or its equivalent), an exam within the process, or not at all. */
export const REQUISITOS_GALEGO = ['celga', 'exame', 'ningun'] as const;
export type RequisitoGalego = (typeof REQUISITOS_GALEGO)[number];

/** One fact, with the sentence it was read from. */
export interface Feito<T> {
  valor: T;
  /** The sentence (or the shortest whole clause) of the text that states the fact, as published. */
  cita: string;
  /** The edict the sentence belongs to (the competition's uuid), when known. */
  edicto?: string;
  /** 0..1: how sure the reading is. */
  confianza: number;
}

export interface Prazas {
  total: number;
  libre?: number;
  promocionInterna?: number;
  /** Places reserved for people with a disability (quenda de reserva de discapacidade). */
  discapacidade?: number;
}

export interface Titulacion {
  nivel: NivelTitulacion;
  /** The named degree or FP title, when the text requires one ("Grao en Traballo Social", "Técnico en Coidados Auxiliares de Enfermaría"). */
  nome?: string;
}

export interface Galego {
  requisito: RequisitoGalego;
  /** CELGA 1-4 (with celga). */
  nivel?: 1 | 2 | 3 | 4;
}

/** The period to apply, as the text states it: "20 días hábiles desde o día seguinte ao da publicación no BOE". */
export interface PrazoLido {
  cantidade: number;
  unidade: 'dias_habiles' | 'dias_naturais' | 'meses';
  /** The publication it counts from: the BOE extract, the DOG, the BOP, or the edict itself. */
  desde: 'boe' | 'dog' | 'bop' | 'publicacion';
}

/**
 * One of the posts a joint call names (issue 22): "Tres plazas de Ingeniero/a Técnico/a de Obras Públicas, Subgrupo A2,
 * turno libre". A call of several posts has no single post, places or group: it has these.
 */
export interface PostoConvocado {
  nome: string;
  prazas?: number;
  grupo?: Grupo;
  quenda?: 'libre' | 'promocionInterna' | 'discapacidade';
}

/** The facts of one edict's text; a fact the text does not state is absent. */
export interface FeitosDoTexto {
  posto?: Feito<{ nome: string; categoria?: string }>;
  /** The posts of a call of several (two or more), in the order printed; absent for a call of one post. */
  postos?: Feito<PostoConvocado[]>;
  prazas?: Feito<Prazas>;
  grupo?: Feito<Grupo>;
  tipoPersoal?: Feito<TipoPersoal>;
  sistema?: Feito<SistemaSeleccion>;
  /** True when the process makes a job pool (bolsa, lista de reserva, lista de substitucións), not permanent posts. */
  bolsa?: Feito<boolean>;
  titulacion?: Feito<Titulacion>;
  galego?: Feito<Galego>;
  /** Driving licence classes required ("B", "C", "C1", "A2", "BTP"…). */
  carne?: Feito<string[]>;
  /** Age limits besides the legal minimum of 16 (e.g. a maximum of 35 for Policía Local in older bases). */
  idade?: Feito<{ minima?: number; maxima?: number }>;
  /** The exam fee in euros (the general fee when several are stated). */
  taxa?: Feito<number>;
  /** Where to apply: the electronic office's address. */
  sedeElectronica?: Feito<string>;
  prazo?: Feito<PrazoLido>;
  /** Exam dates stated (YYYY-MM-DD), each with its sentence. */
  datasExame?: Feito<string>[];
}

/**
 * The facts "Can I apply?" reads (issue 24: `avaliarPerfil`; the group for its legal minimum qualification): the lists' competitions carry them
 * (`Opo.requisitos`, with `ampliado`, without their quotes: `RequisitosDaLista`), so the browser checks a profile without sending it anywhere.
 */
export const FEITOS_REQUISITOS = ['titulacion', 'grupo', 'galego', 'carne', 'idade', 'prazas', 'tipoPersoal', 'bolsa'] as const;
export type FeitosRequisitos = Pick<FeitosDoTexto, (typeof FEITOS_REQUISITOS)[number]>;

/** A fact without the sentence it was read from: value, edict and confidence. */
export type FeitoSenCita<T> = Omit<Feito<T>, 'cita'>;

/**
 * The requirements a list's competition carries (issue 25): `FeitosRequisitos` without the quotes. No list screen
 * shows a quote (the process page shows them, from the process's own `feitos`), and the quotes were half a list's bytes.
 */
export type RequisitosDaLista = {
  [K in keyof FeitosRequisitos]?: FeitosRequisitos[K] extends Feito<infer V> | undefined ? FeitoSenCita<V> : never;
};

/** What "Can I apply?" reads: a list's requirements, or a process's facts with their quotes (the answer then carries them). */
export type RequisitosAvaliables = {
  [K in keyof RequisitosDaLista]?: RequisitosDaLista[K] & { cita?: string };
};
