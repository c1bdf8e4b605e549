import type { Opo, ProcesoOposicion } from 'shared';

export const opo = (over: Partial<Opo> = {}): Opo => ({
  uuid: '11111111-1111-4111-8111-111111111111', organizacion: 'Concello de Lugo', descripcion: 'Bases de auxiliar administrativo',
  urlDetalle: 'https://bop.example/1', bop: 'BOP Lugo', fechaBop: [2026, 3, 14], etiquetas: ['auxiliar'], verificado: true, ...over,
});

export const proceso = (over: Partial<ProcesoOposicion> = {}): ProcesoOposicion => ({
  uuidEntidad: '22222222-2222-4222-8222-222222222222', urlAmigable: 'auxiliar-lugo-2026', organizacion: 'Concello de Lugo', bop: 'BOP Lugo',
  urlImagen: '', titulo: 'Auxiliar administrativo', descripcion: 'Seis prazas', detalle: '<p>Bases</p>', urlInfoProcesoExterno: '',
  etiquetaBusquedaProceso: '', etiquetaProceso: '', etiquetas: ['auxiliar'], sistemaSeleccion: 'Oposición', tipoContrato: 'Funcionario',
  uuidOpoInicio: '', procesoFinalizado: false, procesoMostrable: true, numeroVisitas: 7, fechaBopInicioProceso: [2026, 3, 2],
  procesosOposicionesList: [], ...over,
});
