import type { DateArray, DateTimeArray } from './dates.js';
import type { FeitosDoTexto, Grupo, RequisitosDaLista, NivelTitulacion, TipoPersoal } from './feitos.js';
import type { Quenda } from './filtros.js';

/** Competition (opo): one edict that announces a public job competition. */
export interface Opo {
  uuid: string;
  organizacion: string;
  descripcion: string;
  urlDetalle: string;
  bop: string;
  fechaBop: DateArray;
  etiquetas: string[];
  verificado: boolean;
  /** The kind of edict the classifier saw (convocatoria_bases, admitidos…), when it saw one. */
  tipoEdicto?: string;
  /** Administration only: why the classifier decided, shown in the review queue. */
  motivoClasificacion?: string;
  /** The process (offer) this edict belongs to, when it is shown: the card's main link. */
  urlAmigableProceso?: string;
  tituloProceso?: string;
  /** The process was found by the analysis (its headline is the post), not kept by an administrator. */
  procesoAutomatico?: boolean;
  /** How many edicts that process has. */
  edictosProceso?: number;
  /** Whether that process's application period is open today, and its last day. */
  prazoAberto?: boolean;
  prazoUltimoDia?: DateArray | null;
  /** The Galician province the competition is in ("Galicia" for bodies of the whole region), when it is known. */
  provincia?: string;
  /** The description with the bulletin's ALL CAPS turned into sentence case, only when it was all caps. */
  descripcionMostrar?: string;
  /**
   * Issue 22, lists with `ampliado`: facts of the competition's shown process read from its edicts' texts (the lists
   * filter by them, the cards show them); each absent when no text of the process states it.
   */
  grupo?: Grupo;
  /** A call of several posts of different groups: each of them (then `grupo` is absent); lists filter on every one. */
  grupos?: Grupo[];
  nivelTitulacion?: NivelTitulacion;
  tipoPersoal?: TipoPersoal;
  /** The turns with places (libre, promocion_interna, discapacidade); absent when the texts do not split the places. */
  quendas?: Quenda[];
  /** true: the process makes a job pool; false: it fills permanent posts. */
  bolsa?: boolean;
  /** Places in total. */
  prazas?: number;
  /**
   * Issue 24, lists with `ampliado`: the facts of its process that "Can I apply?" checks (qualification, Galician,
   * licences, age, places by turn, staff type, pool), each with its edict and confidence but not its quote (the process
   * page shows the quotes); absent when no text states any.
   */
  requisitos?: RequisitosDaLista;
}

/** Start-opo look-up result (prefill of the offer form). */
export interface OpoInicio {
  organizacion: string;
  descripcion: string;
  uuid: string;
  urlDetalle: string;
}

export interface Bop {
  uuid: string;
  bop: string;
  fechaBop: DateArray;
}

/** A bulletin as the admin list shows it, with its number of competitions. */
export interface BopAdmin extends Bop {
  url: string;
  numeroOpos: number;
}

export interface BopWeb {
  bop: string;
  url: string;
}

export interface EtiquetaRegla {
  uuidEntidad: string;
  etiqueta: string;
  textoBusqueda: string;
  prioridad: number;
  comprobarCadenaCompleta: boolean;
}

/** Create payload item of a label rule (the spec spells these `textoBuscar` and `prioridade`). */
export interface EtiquetaReglaCrear {
  textoBuscar: string;
  etiqueta: string;
  comprobarCadenaCompleta: boolean;
  prioridade: number;
}

export interface FiltroBusqueda {
  uuidEntidad: string;
  bop: string;
  textoBusqueda: string;
  prioridad: number;
  indexable: boolean;
}

export interface FiltroBusquedaCrear {
  textoBusqueda: string;
  bop: string;
  indexable: boolean;
  prioridad: number;
}

export interface Notificacion {
  uuidEntidad: string;
  tipoEnvio: string;
  auditoriafechaEnvio: DateTimeArray | null;
  prioridad: number;
  enviado: boolean;
  trazas: string;
  texto: string;
  auditoriaCreadorPor: string;
}

export interface Estadistica {
  uuidEntidad: string;
  bop: string;
  fechaBop: DateArray;
  fechaCreacion: DateTimeArray;
  trazas: string;
  numeroTotalEdictosAnalizadas: number;
  numeroEdictosOposAnalizadas: number;
  edictosList: string[];
  /** How reading that bulletin on that date went (absent when it was never read). */
  estadoLectura?: EstadoLectura;
}

/** Outcome of reading one bulletin for one date; `erro`, `estructura_cambiada` and `bloqueado` are failures. */
export type EstadoLectura = 'ok' | 'sen_boletin' | 'bloqueado' | 'erro' | 'estructura_cambiada';

/** A failed reading, as the admin home lists it. */
export interface LecturaFallida {
  bop: string;
  fechaBop: DateArray;
  estado: EstadoLectura;
  trazas: string;
  lidaEn: DateTimeArray;
}

/** Phase (edicto) of an offer. */
export interface Fase {
  uuid: string;
  titulo: string;
  orden: number;
  fechaBop: DateArray | null;
  urlDetalle: string | null;
  archivo: string | null;
  /** The kind of edict (bases, admitidos, tribunal…) and its bulletin, for phases the analysis added. */
  tipoEdicto?: string;
  bop?: string;
  /** With `ampliado`: the competition this phase is, when it is one (the `edicto` of the facts read from its text). */
  uuidOpo?: string;
}

/** Offer (procesoOposicion): a selective process followed phase by phase. */
export interface ProcesoOposicion {
  uuidEntidad: string;
  urlAmigable: string;
  organizacion: string;
  bop: string;
  urlImagen: string;
  titulo: string;
  descripcion: string;
  detalle: string;
  urlInfoProcesoExterno: string;
  etiquetaBusquedaProceso: string;
  etiquetaProceso: string;
  etiquetas: string[];
  sistemaSeleccion: string;
  tipoContrato: string;
  uuidOpoInicio: string;
  procesoFinalizado: boolean;
  procesoMostrable: boolean;
  numeroVisitas: number;
  fechaBopInicioProceso: DateArray | null;
  procesosOposicionesList: Fase[];
  /** Started by the analysis from an edict (not by an administrator). */
  automatico?: boolean;
  /** convocado | en_curso | rematado */
  etapa?: string;
  /** The application deadline, when the edict that opens the period is known. */
  prazo?: Prazo | null;
  /**
   * Issue 22, with `ampliado`: the facts read from the texts of its edicts, each with its quote and the competition it
   * came from (a phase's `uuidOpo`); a fact no text states is absent. An offer no text was read for has none.
   */
  feitos?: FeitosDoTexto;
  /** Issue 24, with `ampliado`: the Galician province of its body (or "Galicia"), as a list's competitions carry it. */
  provincia?: string;
}

/** The application deadline of a process. */
export interface Prazo {
  ultimoDia: DateArray | null;
  aberto: boolean;
  diasHabilesRestantes: number;
  /** Calendar days left, today and the last day included (0 once closed): "Quedan 3 días hábiles (5 días naturais)". */
  diasRestantes: number;
  /** Part of the rule was assumed, not read: the date is an estimate. */
  estimado: boolean;
  /** The period counts from a publication that has not appeared yet (usually the BOE extract). */
  pendente: boolean;
  /** The phrase found, or the rule assumed. */
  texto: string;
}

/** Public label search: the offers of a label. */
export interface ProcesoEtiqueta {
  titulo: string;
  /** The title was built by the analysis (in Galician): shown in the reader's language (`tituloProcesoNoIdioma`). */
  automatico?: boolean;
  urlAmigable: string;
  fechaBopInicioProceso: DateArray | null;
  uuid: string;
}

export interface AddNotificacion {
  uuidProcesoOposicion: string;
  etiqueta: string;
  tipoNotificacion: 'EMAIL';
  destinatario: string;
  idioma?: 'gl' | 'es';
}

export interface CrearProcesoOposicion {
  urlAmigable: string;
  organizacion: string;
  bop: string;
  urlImagen: string;
  titulo: string;
  sistemaSeleccion: string;
  tipoContrato: string;
  descripcion: string;
  uuidOpoInicio: string;
  procesoFinalizado: boolean;
  procesoMostrable: boolean;
}

export interface ModificarProcesoOposicion extends CrearProcesoOposicion {
  uuidProcesoOposicion: string;
  detalle: string;
  urlInfoProcesoExterno: string;
  etiquetaBusquedaProceso: string;
  etiquetaProceso: string;
}

export interface AsignarFase {
  uuidOposicion: string;
  uuidOposicionDetalle: string;
  titulo: string;
  url: string;
  archivo: string;
  fechaBop: string;
}

export interface ModificarOpo {
  uuidOpo: string;
  organizacion: string;
  descripcion: string;
  urlDetalle: string;
  uuidProcesoSelectivo: string;
  verificado: boolean;
}

/** Every error response body. */
export interface ApiError {
  codigo: string;
  descripcion: string;
}

/** Run-time configuration the server hands to the shell (`/public/runtime-config.json`). */
export interface RuntimeConfig {
  remotes: Record<RemoteName, string>;
  canalMensaxeriaUrl: string;
  contactoUrl: string;
  oidc: { issuer: string; clientId: string; scope: string; redirectPath: string; endSessionEndpoint?: string };
  /** Who runs the site (SITE_OPERATOR_*), named by the legal and privacy notices. */
  operador?: { nome: string; email: string; enderezo?: string; nif?: string };
  /** When the bulletins are read: the reading schedule (cron, in `zonaHoraria`), and whether it runs. */
  lectura?: { horario: string; zonaHoraria: string; activa: boolean };
}

export type RemoteName = 'mf_public' | 'mf_admin_offers' | 'mf_admin_config' | 'mf_auth';

export const BOP_NAMES = ['BOP A Coruña', 'BOP Lugo', 'BOP Ourense', 'BOP Pontevedra', 'BOE', 'DOG'] as const;

/** An edict the analysis linked to a process without certainty: an administrator confirms, moves or splits it. */
export interface LigazonRevisar {
  uuidOpo: string;
  organizacion: string;
  descripcion: string;
  bop: string;
  fechaBop: DateArray;
  confianza: number;
  evidencias: string;
  uuidProceso: string;
  tituloProceso: string;
  urlAmigable: string;
}
