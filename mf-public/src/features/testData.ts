import type { Opo, ProcesoOposicion } from 'shared';

/** Fixtures of the public screens' component tests. */
export const opoOleiros: Opo = {
  uuid: 'o1', organizacion: 'Concello de Oleiros', descripcion: 'Seis prazas de auxiliar administrativo.', urlDetalle: 'https://bop.example/edicto/1',
  bop: 'BOP A Coruña', fechaBop: [2024, 3, 15], etiquetas: ['auxiliar administrativo', 'oposición libre'], verificado: true,
};
export const opoLugo: Opo = {
  uuid: 'o2', organizacion: 'Deputación de Lugo', descripcion: 'Bolsa de emprego de axente.', urlDetalle: 'https://bop.example/edicto/2',
  bop: 'BOP Lugo', fechaBop: [2024, 3, 14], etiquetas: [], verificado: true,
};

export const offer: ProcesoOposicion = {
  uuidEntidad: 'p1', urlAmigable: 'auxiliar-oleiros', organizacion: 'Concello de Oleiros', bop: 'BOP A Coruña', urlImagen: 'https://img.example/o.png',
  titulo: 'Seis prazas de auxiliar', descripcion: 'Oposición libre, grupo C2.', detalle: '<p>Bases <strong>completas</strong></p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
  urlInfoProcesoExterno: 'https://oleiros.example/emprego', etiquetaBusquedaProceso: '', etiquetaProceso: '', etiquetas: ['auxiliar administrativo'],
  sistemaSeleccion: 'Oposición', tipoContrato: 'Funcionario de carreira', uuidOpoInicio: '', procesoFinalizado: false, procesoMostrable: true,
  numeroVisitas: 3, fechaBopInicioProceso: [2024, 3, 15],
  procesosOposicionesList: [
    { uuid: 'f1', titulo: 'Publicación das bases', orden: 1, fechaBop: [2024, 3, 15], urlDetalle: 'https://bop.example/bases', archivo: null },
    { uuid: 'f2', titulo: 'Lista provisional', orden: 2, fechaBop: [2024, 4, 2], urlDetalle: null, archivo: 'a2' },
    { uuid: 'f3', titulo: 'Lista definitiva', orden: 3, fechaBop: [2024, 5, 6], urlDetalle: 'https://bop.example/definitiva', archivo: 'a3' },
  ],
};
