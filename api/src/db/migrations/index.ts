import { sql as init } from './001_init.js';
import { sql as ingestion } from './010_ingestion.js';
import { sql as auth } from './020_auth.js';
import { sql as procesos } from './030_procesos.js';
import { sql as config } from './040_config.js';
import { sql as notifications } from './050_notifications.js';
import { sql as publicSearch } from './060_public.js';
import { sql as lecturaEstructura } from './072_lectura_estructura.js';
import { sql as searchAtScale } from './090_search.js';
import { sql as clasificacion } from './080_clasificacion.js';
import { sql as procesosAutomaticos } from './100_procesos_automaticos.js';
import { sql as alertas } from './110_alertas.js';
import { sql as textos } from './120_textos.js';
import { sql as chaveOrganismo } from './115_chave_organismo.js';
import { sql as feitosProceso } from './125_feitos_proceso.js';
import { sql as buscaTextos } from './130_busca_textos.js';
import { sql as alertaPerfil } from './210_alerta_perfil.js';
import { sql as oep } from './220_oep.js';
import { sql as ops } from './230_ops.js';
import { sql as chaveOrganismoLinguas } from './240_chave_organismo_linguas.js';
import { sql as chaveOrganismoDependente } from './250_chave_organismo_dependente.js';
import { sql as chaveOrganismoAreaSanitaria } from './260_chave_organismo_area_sanitaria.js';
import { sql as chaveOrganismoTribunal } from './270_chave_organismo_tribunal.js';
import { sql as etapaOferta } from './280_etapa_oferta.js';
import { sql as gruposDosPostos } from './290_grupos_dos_postos.js';
import { sql as versionFeitos } from './300_version_feitos.js';

/**
 * Every migration, in order. One file per capability while the first release is being built; once released,
 * never edit an applied one: add `NNN_name.ts` exporting `sql` and list it here.
 */
export const migrations: { id: string; sql: string }[] = [
  { id: '001_init', sql: init },
  { id: '010_ingestion', sql: ingestion },
  { id: '020_auth', sql: auth },
  { id: '030_procesos', sql: procesos },
  { id: '040_config', sql: config },
  { id: '050_notifications', sql: notifications },
  { id: '060_public', sql: publicSearch },
  { id: '072_lectura_estructura', sql: lecturaEstructura },
  { id: '080_clasificacion', sql: clasificacion },
  { id: '090_search', sql: searchAtScale },
  { id: '100_procesos_automaticos', sql: procesosAutomaticos },
  { id: '110_alertas', sql: alertas },
  { id: '115_chave_organismo', sql: chaveOrganismo },
  { id: '120_textos', sql: textos },
  { id: '125_feitos_proceso', sql: feitosProceso },
  { id: '130_busca_textos', sql: buscaTextos },
  { id: '210_alerta_perfil', sql: alertaPerfil },
  { id: '220_oep', sql: oep },
  { id: '230_ops', sql: ops },
  { id: '240_chave_organismo_linguas', sql: chaveOrganismoLinguas },
  { id: '250_chave_organismo_dependente', sql: chaveOrganismoDependente },
  { id: '260_chave_organismo_area_sanitaria', sql: chaveOrganismoAreaSanitaria },
  { id: '270_chave_organismo_tribunal', sql: chaveOrganismoTribunal },
  { id: '280_etapa_oferta', sql: etapaOferta },
  { id: '290_grupos_dos_postos', sql: gruposDosPostos },
  { id: '300_version_feitos', sql: versionFeitos },
];
