import type { OfertaEtiquetada } from '../oep/ofertas.js';

/**
 * Public employment offers written and hand-counted APART FROM THE RULES (issue 24): by a helper who did not open
 * oep.ts, its tests nor the items of corpus/oep (see README.md). Bodies real, texts and figures illustrative, in the
 * forms Galician bulletins print offers. `postos`: every post line the offer approves (post as printed, group or
 * subgroup — AP for agrupacións profesionais and for employees' posts given no TREBEP group — and places), plus the
 * staff and turn where the offer states them (not scored). A post offered in two turns is two lines.
 */
export interface LiñaApart { posto: string; grupo: string | null; prazas: number; persoal?: 'funcionario' | 'laboral'; quenda?: 'libre' | 'promocion' | 'discapacidade' | 'estabilizacion' | 'mobilidade' }
export interface OfertaApart extends OfertaEtiquetada { postos: LiñaApart[] }

export const OFERTAS_APART: OfertaApart[] = [
  {
    id: 'apart-ames-2024', organizacion: 'Concello de Ames', bop: 'bop-coruna', lingua: 'gl', ano: 2024,
    titulo: 'Concello de Ames. Aprobación da oferta de emprego público para o ano 2024',
    texto: `Por Decreto de Alcaldía n.º 2024/0412, do 18 de marzo de 2024, apróbase a oferta de emprego público do Concello de Ames para o ano 2024, nos seguintes termos:
Persoal funcionario de carreira, quenda libre: dúas prazas de axente da Policía Local, escala de administración especial, subescala de servizos especiais, clase policía local, subgrupo C1; unha praza de técnico/a de administración xeral, escala de administración xeral, subescala técnica, subgrupo A1; e tres prazas de auxiliar administrativo/a, escala de administración xeral, subescala auxiliar, subgrupo C2, das cales unha se reserva para persoas con discapacidade.
Persoal funcionario de carreira, promoción interna: unha praza de administrativo/a, escala de administración xeral, subescala administrativa, subgrupo C1.
O que se publica para xeral coñecemento, en cumprimento do disposto no artigo 70 do texto refundido da Lei do Estatuto básico do empregado público, aprobado polo Real decreto lexislativo 5/2015, do 30 de outubro.
Ames, 18 de marzo de 2024. O alcalde, Blas García Piñeiro.`,
    postos: [
      { posto: 'Axente da Policía Local', grupo: 'C1', prazas: 2, persoal: 'funcionario', quenda: 'libre' },
      { posto: 'Técnico/a de administración xeral', grupo: 'A1', prazas: 1, persoal: 'funcionario', quenda: 'libre' },
      { posto: 'Auxiliar administrativo/a', grupo: 'C2', prazas: 3, persoal: 'funcionario', quenda: 'libre' },
      { posto: 'Administrativo/a', grupo: 'C1', prazas: 1, persoal: 'funcionario', quenda: 'promocion' },
    ],
  },
  {
    id: 'apart-vilalba-2023', organizacion: 'Concello de Vilalba', bop: 'bop-lugo', lingua: 'gl', ano: 2023,
    titulo: 'Concello de Vilalba. Oferta de emprego público para o ano 2023',
    texto: `ANUNCIO
A Xunta de Goberno Local, en sesión ordinaria do 24 de abril de 2023, acordou aprobar a oferta de emprego público correspondente ao exercicio 2023, que comprende as seguintes prazas:
PERSOAL FUNCIONARIO
Grupo | Subgrupo | Escala | Subescala | Clase | Denominación | N.º vacantes
A | A2 | Administración especial | Técnica | Media | Arquitecto/a técnico/a | 1
C | C1 | Administración especial | Servizos especiais | Policía local | Axente de policía local | 2
C | C2 | Administración xeral | Auxiliar | — | Auxiliar administrativo/a | 1
PERSOAL LABORAL
Nivel de titulación | Denominación do posto | N.º vacantes
Certificado de escolaridade | Peón/a de servizos múltiples | 2
Graduado/a en ESO ou equivalente | Condutor/a de maquinaria | 1
Total: 7 prazas.
Contra este acordo, que pon fin á vía administrativa, poderá interporse recurso potestativo de reposición ante o mesmo órgano no prazo dun mes.
Vilalba, 25 de abril de 2023. A alcaldesa, Marta Rodríguez-Arias Fernández.`,
    postos: [
      { posto: 'Arquitecto/a técnico/a', grupo: 'A2', prazas: 1, persoal: 'funcionario' },
      { posto: 'Axente de policía local', grupo: 'C1', prazas: 2, persoal: 'funcionario' },
      { posto: 'Auxiliar administrativo/a', grupo: 'C2', prazas: 1, persoal: 'funcionario' },
      { posto: 'Peón/a de servizos múltiples', grupo: null, prazas: 2, persoal: 'laboral' },
      { posto: 'Condutor/a de maquinaria', grupo: null, prazas: 1, persoal: 'laboral' },
    ],
  },
  {
    id: 'apart-redondela-2023', organizacion: 'Concello de Redondela', bop: 'bop-pontevedra', lingua: 'es', ano: 2023,
    titulo: 'Concello de Redondela. Oferta de empleo público del ejercicio 2023',
    texto: `ANUNCIO
Por Resolución de la Alcaldía de fecha 9 de mayo de 2023 se aprobó la oferta de empleo público de este Ayuntamiento para el ejercicio 2023, con el siguiente contenido:
1. Personal funcionario, turno libre:
- Una plaza de Técnico de Administración General, grupo A, subgrupo A1, escala de Administración General, subescala Técnica.
- Dos plazas de Agente de la Policía Local, grupo C, subgrupo C1, escala de Administración Especial, subescala de Servicios Especiales, clase Policía Local.
- Una plaza de Ingeniero Técnico Industrial, grupo A, subgrupo A2, escala de Administración Especial, subescala Técnica, clase Técnico Medio.
2. Personal funcionario, promoción interna:
- Una plaza de Oficial de la Policía Local, subgrupo C1.
- Dos plazas de Administrativo, subgrupo C1, escala de Administración General, subescala Administrativa.
3. Personal laboral fijo, turno libre:
- Una plaza de Oficial de primera electricista.
- Tres plazas de Socorrista, a tiempo parcial.
Lo que se hace público en cumplimiento del artículo 91 de la Ley 7/1985, de 2 de abril, reguladora de las Bases del Régimen Local.
Redondela, 10 de mayo de 2023. El alcalde, Javier Bas Corugeira.`,
    postos: [
      { posto: 'Técnico de Administración General', grupo: 'A1', prazas: 1, persoal: 'funcionario', quenda: 'libre' },
      { posto: 'Agente de la Policía Local', grupo: 'C1', prazas: 2, persoal: 'funcionario', quenda: 'libre' },
      { posto: 'Ingeniero Técnico Industrial', grupo: 'A2', prazas: 1, persoal: 'funcionario', quenda: 'libre' },
      { posto: 'Oficial de la Policía Local', grupo: 'C1', prazas: 1, persoal: 'funcionario', quenda: 'promocion' },
      { posto: 'Administrativo', grupo: 'C1', prazas: 2, persoal: 'funcionario', quenda: 'promocion' },
      { posto: 'Oficial de primera electricista', grupo: null, prazas: 1, persoal: 'laboral', quenda: 'libre' },
      { posto: 'Socorrista', grupo: null, prazas: 3, persoal: 'laboral', quenda: 'libre' },
    ],
  },
  {
    id: 'apart-usc-pas-2024', organizacion: 'Universidade de Santiago de Compostela', bop: 'dog', lingua: 'gl', ano: 2024,
    titulo: 'RESOLUCIÓN do 14 de maio de 2024, da Universidade de Santiago de Compostela, pola que se aproba a oferta de emprego público de persoal técnico, de xestión e de administración e servizos para o ano 2024',
    texto: `De conformidade co disposto no artigo 70 do texto refundido da Lei do Estatuto básico do empregado público e no Decreto 14/2003, do 16 de xaneiro, polo que se aproban os Estatutos da Universidade de Santiago de Compostela, este reitorado, logo do acordo do Consello de Goberno do 30 de abril de 2024,
RESOLVE:
Primeiro. Aprobar a oferta de emprego público de persoal técnico, de xestión e de administración e servizos (PTXAS) funcionario da Universidade de Santiago de Compostela para o ano 2024, que figura no anexo.
Segundo. As convocatorias dos procesos selectivos publicaranse no Diario Oficial de Galicia.
ANEXO
Quenda libre
Escala | Subgrupo | Número de prazas
Escala técnica de xestión | A1 | 2
Escala de xestión universitaria | A2 | 3
Escala auxiliar administrativa | C2 | 6
Das prazas da escala auxiliar administrativa, unha resérvase para persoas cun grao de discapacidade igual ou superior ao 33 %.
Promoción interna
Escala | Subgrupo | Número de prazas
Escala de xestión universitaria | A2 | 5
Escala administrativa | C1 | 12
Total de prazas: 28.
Santiago de Compostela, 14 de maio de 2024. Antonio López Díaz, reitor.`,
    postos: [
      { posto: 'Escala técnica de xestión', grupo: 'A1', prazas: 2, persoal: 'funcionario', quenda: 'libre' },
      { posto: 'Escala de xestión universitaria', grupo: 'A2', prazas: 3, persoal: 'funcionario', quenda: 'libre' },
      { posto: 'Escala auxiliar administrativa', grupo: 'C2', prazas: 6, persoal: 'funcionario', quenda: 'libre' },
      { posto: 'Escala de xestión universitaria', grupo: 'A2', prazas: 5, persoal: 'funcionario', quenda: 'promocion' },
      { posto: 'Escala administrativa', grupo: 'C1', prazas: 12, persoal: 'funcionario', quenda: 'promocion' },
    ],
  },
  {
    id: 'apart-boe-carballo-2024', organizacion: 'Concello de Carballo', bop: 'boe', lingua: 'es', ano: 2024,
    titulo: 'Resolución de 2 de abril de 2024, del Ayuntamiento de Carballo (A Coruña), referente a la oferta de empleo público para 2024.',
    texto: `Provincia: A Coruña.
Corporación: Carballo.
Número de código territorial: 15019.
Oferta de empleo público correspondiente al ejercicio 2024 (aprobada por Resolución de Alcaldía de 14 de marzo de 2024).
Funcionarios de carrera
Grupo según artículo 76 del texto refundido de la Ley del Estatuto Básico del Empleado Público: A2. Clasificación: Escala de Administración Especial, subescala Técnica, clase Media. Número de vacantes: 1. Denominación: Técnico/a de Medio Ambiente.
Grupo según artículo 76 del texto refundido de la Ley del Estatuto Básico del Empleado Público: C1. Clasificación: Escala de Administración Especial, subescala Servicios Especiales, clase Policía Local. Número de vacantes: 3. Denominación: Agente de Policía Local.
Grupo según artículo 76 del texto refundido de la Ley del Estatuto Básico del Empleado Público: C2. Clasificación: Escala de Administración General, subescala Auxiliar. Número de vacantes: 2. Denominación: Auxiliar Administrativo.
Personal laboral
Nivel de titulación: Certificado de escolaridad. Denominación del puesto: Operario de servicios múltiples. Número de vacantes: 2.
Nivel de titulación: Título de Técnico (Formación Profesional de grado medio). Denominación del puesto: Oficial electricista. Número de vacantes: 1.
Carballo, 2 de abril de 2024.- El Alcalde, Daniel Pérez Varela.`,
    postos: [
      { posto: 'Técnico/a de Medio Ambiente', grupo: 'A2', prazas: 1, persoal: 'funcionario' },
      { posto: 'Agente de Policía Local', grupo: 'C1', prazas: 3, persoal: 'funcionario' },
      { posto: 'Auxiliar Administrativo', grupo: 'C2', prazas: 2, persoal: 'funcionario' },
      { posto: 'Operario de servicios múltiples', grupo: null, prazas: 2, persoal: 'laboral' },
      { posto: 'Oficial electricista', grupo: null, prazas: 1, persoal: 'laboral' },
    ],
  },
  {
    id: 'apart-deputacion-ourense-estab-2022', organizacion: 'Deputación Provincial de Ourense', bop: 'bop-ourense', lingua: 'gl', ano: 2022,
    titulo: 'Deputación Provincial de Ourense. Oferta de emprego público extraordinaria de estabilización do emprego temporal',
    texto: `A Presidencia da Deputación Provincial de Ourense, mediante Resolución do 20 de maio de 2022, aprobou a oferta de emprego público extraordinaria para a estabilización do emprego temporal ao abeiro da Lei 20/2021, do 28 de decembro, de medidas urxentes para a redución da temporalidade no emprego público, correspondente ao ano 2022, co seguinte detalle:
A) Prazas que se cubrirán polo sistema de concurso-oposición (artigo 2 da Lei 20/2021)
Persoal funcionario
Denominación	Subgrupo	Escala/Subescala	N.º de prazas
Técnico/a de Administración Xeral	A1	Administración xeral/Técnica	3
Enxeñeiro/a técnico/a de obras públicas	A2	Administración especial/Técnica	2
Administrativo/a	C1	Administración xeral/Administrativa	4
B) Prazas que se cubrirán polo sistema excepcional de concurso (disposicións adicionais sexta e oitava da Lei 20/2021)
Persoal laboral
Denominación	Grupo	N.º de prazas
Traballador/a social	A2	6
Coidador/a	AP	15
Persoal de limpeza	AP	8
Número total de prazas ofertadas: 38.
Ourense, 23 de maio de 2022. O presidente, Manuel Baltar Blanco.`,
    postos: [
      { posto: 'Técnico/a de Administración Xeral', grupo: 'A1', prazas: 3, persoal: 'funcionario', quenda: 'estabilizacion' },
      { posto: 'Enxeñeiro/a técnico/a de obras públicas', grupo: 'A2', prazas: 2, persoal: 'funcionario', quenda: 'estabilizacion' },
      { posto: 'Administrativo/a', grupo: 'C1', prazas: 4, persoal: 'funcionario', quenda: 'estabilizacion' },
      { posto: 'Traballador/a social', grupo: 'A2', prazas: 6, persoal: 'laboral', quenda: 'estabilizacion' },
      { posto: 'Coidador/a', grupo: 'AP', prazas: 15, persoal: 'laboral', quenda: 'estabilizacion' },
      { posto: 'Persoal de limpeza', grupo: 'AP', prazas: 8, persoal: 'laboral', quenda: 'estabilizacion' },
    ],
  },
  {
    id: 'apart-monforte-modif-2023', organizacion: 'Concello de Monforte de Lemos', bop: 'bop-lugo', lingua: 'es', ano: 2023,
    titulo: 'Ayuntamiento de Monforte de Lemos. Modificación de la oferta de empleo público para el año 2023',
    texto: `ANUNCIO
Por Decreto de la Alcaldía n.º 1845/2023, de 11 de octubre, se resolvió modificar la oferta de empleo público del Ayuntamiento de Monforte de Lemos para el año 2023, aprobada por Decreto de 3 de marzo de 2023 (BOP de Lugo n.º 58, de 11 de marzo de 2023), añadiendo a la misma la siguiente plaza:
Personal funcionario. Turno libre. Denominación: Arquitecto Técnico. Grupo: A. Subgrupo: A2. Escala: Administración Especial. Subescala: Técnica. Clase: Técnico Medio. Número de plazas: 1.
Se mantiene en sus propios términos el resto del contenido de la oferta aprobada.
Monforte de Lemos, 11 de octubre de 2023. El alcalde, José Tomé Roca.`,
    postos: [
      { posto: 'Arquitecto Técnico', grupo: 'A2', prazas: 1, persoal: 'funcionario', quenda: 'libre' },
    ],
  },
  {
    id: 'apart-lalin-adicional-2025', organizacion: 'Concello de Lalín', bop: 'bop-pontevedra', lingua: 'gl', ano: 2025,
    titulo: 'Concello de Lalín. Oferta de emprego público adicional para o ano 2025',
    texto: `ANUNCIO
Mediante Resolución da Alcaldía do 3 de febreiro de 2025 aprobouse a oferta de emprego público adicional do Concello de Lalín para o ano 2025, que inclúe unha praza de técnico/a de medio ambiente, persoal funcionario, escala de administración especial, subescala técnica, clase media, subgrupo A2, quenda libre, vacante no cadro de persoal e dotada orzamentariamente.
Lalín, 4 de febreiro de 2025. O alcalde, José Crespo Iglesias.`,
    postos: [
      { posto: 'Técnico/a de medio ambiente', grupo: 'A2', prazas: 1, persoal: 'funcionario', quenda: 'libre' },
    ],
  },
  {
    id: 'apart-consorcio-incendios-coruna-2024', organizacion: 'Consorcio Provincial contra Incendios e Salvamento da Coruña', bop: 'bop-coruna', lingua: 'es', ano: 2024,
    titulo: 'Consorcio Provincial contra Incendios y Salvamento de A Coruña. Oferta de empleo público 2024',
    texto: `ANUNCIO
La Presidencia del Consorcio Provincial contra Incendios y Salvamento de A Coruña, por Resolución n.º 112/2024, de 27 de febrero, aprobó la oferta de empleo público para el año 2024 de este Consorcio, en los siguientes términos:
Personal laboral fijo
Categoría: Bombero/a-conductor/a. Grupo profesional: C1. Número de plazas: 14. Sistema de acceso: turno libre.
Categoría: Cabo de bomberos. Grupo profesional: C1. Número de plazas: 3. Sistema de acceso: promoción interna.
Categoría: Jefe/a de parque. Grupo profesional: A2. Número de plazas: 1. Sistema de acceso: promoción interna.
A Coruña, 28 de febrero de 2024. El presidente, Valentín González Formoso.`,
    postos: [
      { posto: 'Bombero/a-conductor/a', grupo: 'C1', prazas: 14, persoal: 'laboral', quenda: 'libre' },
      { posto: 'Cabo de bomberos', grupo: 'C1', prazas: 3, persoal: 'laboral', quenda: 'promocion' },
      { posto: 'Jefe/a de parque', grupo: 'A2', prazas: 1, persoal: 'laboral', quenda: 'promocion' },
    ],
  },
  {
    id: 'apart-consorcio-benestar-2024', organizacion: 'Consorcio Galego de Servizos de Igualdade e Benestar', bop: 'dog', lingua: 'gl', ano: 2024,
    titulo: 'RESOLUCIÓN do 8 de xullo de 2024, do Consorcio Galego de Servizos de Igualdade e Benestar, pola que se fai pública a oferta de emprego público para o ano 2024',
    texto: `O Consello de Administración do Consorcio Galego de Servizos de Igualdade e Benestar, na súa reunión do 28 de xuño de 2024, aprobou a oferta de emprego público do Consorcio para o ano 2024, de persoal laboral fixo suxeito ao Convenio colectivo único para o persoal laboral da Xunta de Galicia, coa seguinte distribución:
Grupo II, categoría 001 (titulado/a de grao medio, educador/a infantil): vinte e dúas prazas.
Grupo III, categoría 016 (técnico/a especialista en xardín de infancia): trinta prazas.
Grupo V, categoría 014 (persoal de servizos xerais): nove prazas.
Do total de prazas, reservarase un 7 % para persoas con discapacidade, nos termos que establezan as convocatorias.
Santiago de Compostela, 8 de xullo de 2024. A directora xerente.`,
    postos: [
      { posto: 'Educador/a infantil', grupo: null, prazas: 22, persoal: 'laboral' },
      { posto: 'Técnico/a especialista en xardín de infancia', grupo: null, prazas: 30, persoal: 'laboral' },
      { posto: 'Persoal de servizos xerais', grupo: null, prazas: 9, persoal: 'laboral' },
    ],
  },
  {
    id: 'apart-barco-2024', organizacion: 'Concello do Barco de Valdeorras', bop: 'bop-ourense', lingua: 'es', ano: 2024,
    titulo: 'Ayuntamiento de O Barco de Valdeorras. Oferta de empleo público para el año 2024',
    texto: `ANUNCIO
La Junta de Gobierno Local, en sesión de 15 de abril de 2024, aprobó la oferta de empleo público de este Ayuntamiento para el año 2024, que contiene las siguientes plazas:
PERSONAL FUNCIONARIO
Denominación: Agente de Policía Local
Grupo: C, subgrupo C1
Escala: Administración Especial; subescala: Servicios Especiales; clase: Policía Local
Número de plazas: 2
Sistema de selección: oposición libre
Denominación: Técnico de Gestión
Grupo: A, subgrupo A2
Escala: Administración General; subescala: Gestión
Número de plazas: 1
Sistema de selección: concurso-oposición, promoción interna
PERSONAL LABORAL
Denominación: Auxiliar de ayuda a domicilio
Número de plazas: 4
Sistema de selección: concurso-oposición libre
O Barco de Valdeorras, 16 de abril de 2024. El alcalde, Aurentino Alonso Pérez.`,
    postos: [
      { posto: 'Agente de Policía Local', grupo: 'C1', prazas: 2, persoal: 'funcionario', quenda: 'libre' },
      { posto: 'Técnico de Gestión', grupo: 'A2', prazas: 1, persoal: 'funcionario', quenda: 'promocion' },
      { posto: 'Auxiliar de ayuda a domicilio', grupo: null, prazas: 4, persoal: 'laboral', quenda: 'libre' },
    ],
  },
  {
    id: 'apart-deputacion-lugo-2024', organizacion: 'Deputación Provincial de Lugo', bop: 'bop-lugo', lingua: 'gl', ano: 2024,
    titulo: 'Deputación Provincial de Lugo. Oferta de emprego público 2024',
    texto: `ANUNCIO
A Xunta de Goberno da Deputación Provincial de Lugo, en sesión ordinaria do 26 de abril de 2024, aprobou a oferta de emprego público para o exercicio 2024, que se detalla a continuación:
PERSOAL FUNCIONARIO. ACCESO LIBRE
Técnico/a de administración xeral (A1): 3 prazas
Arquitecto/a (A1): 1 praza
Técnico/a de xestión (A2): 2 prazas
Auxiliar administrativo/a (C2): 4 prazas
Auxiliar administrativo/a, reserva para persoas con discapacidade (C2): 1 praza
PERSOAL FUNCIONARIO. PROMOCIÓN INTERNA
Administrativo/a (C1): 5 prazas
PERSOAL LABORAL. ACCESO LIBRE
Oficial/a de primeira condutor/a (C2): 2 prazas
Lugo, 29 de abril de 2024. O presidente, José Tomé Roca.`,
    postos: [
      { posto: 'Técnico/a de administración xeral', grupo: 'A1', prazas: 3, persoal: 'funcionario', quenda: 'libre' },
      { posto: 'Arquitecto/a', grupo: 'A1', prazas: 1, persoal: 'funcionario', quenda: 'libre' },
      { posto: 'Técnico/a de xestión', grupo: 'A2', prazas: 2, persoal: 'funcionario', quenda: 'libre' },
      { posto: 'Auxiliar administrativo/a', grupo: 'C2', prazas: 4, persoal: 'funcionario', quenda: 'libre' },
      { posto: 'Auxiliar administrativo/a', grupo: 'C2', prazas: 1, persoal: 'funcionario', quenda: 'discapacidade' },
      { posto: 'Administrativo/a', grupo: 'C1', prazas: 5, persoal: 'funcionario', quenda: 'promocion' },
      { posto: 'Oficial/a de primeira condutor/a', grupo: 'C2', prazas: 2, persoal: 'laboral', quenda: 'libre' },
    ],
  },
  {
    id: 'apart-boe-udc-2024', organizacion: 'Universidade da Coruña', bop: 'boe', lingua: 'es', ano: 2024,
    titulo: 'Resolución de 20 de junio de 2024, de la Universidade da Coruña, por la que se publica la oferta de empleo público del personal técnico, de gestión y de administración y servicios para el año 2024.',
    texto: `El Consejo de Gobierno de la Universidade da Coruña, en su sesión de 30 de mayo de 2024, aprobó la oferta de empleo público del personal técnico, de gestión y de administración y servicios para el año 2024. En virtud de lo dispuesto en el artículo 70 del texto refundido de la Ley del Estatuto Básico del Empleado Público, este Rectorado resuelve publicar dicha oferta, que figura como anexo.
Anexo
Personal funcionario
Turno libre
Escala Técnica Superior de Informática (Subgrupo A1): 2 plazas.
Escala Auxiliar Administrativa (Subgrupo C2): 5 plazas, de las que una se reserva a personas con discapacidad.
Promoción interna
Escala de Gestión Universitaria (Subgrupo A2): 4 plazas.
Escala Administrativa (Subgrupo C1): 8 plazas.
A Coruña, 20 de junio de 2024.- El Rector, Ricardo Cao Abad.`,
    postos: [
      { posto: 'Escala Técnica Superior de Informática', grupo: 'A1', prazas: 2, persoal: 'funcionario', quenda: 'libre' },
      { posto: 'Escala Auxiliar Administrativa', grupo: 'C2', prazas: 5, persoal: 'funcionario', quenda: 'libre' },
      { posto: 'Escala de Gestión Universitaria', grupo: 'A2', prazas: 4, persoal: 'funcionario', quenda: 'promocion' },
      { posto: 'Escala Administrativa', grupo: 'C1', prazas: 8, persoal: 'funcionario', quenda: 'promocion' },
    ],
  },
  {
    id: 'apart-verin-2023', organizacion: 'Concello de Verín', bop: 'bop-ourense', lingua: 'gl', ano: 2023,
    titulo: 'Concello de Verín. Oferta de emprego público do ano 2023',
    texto: `ANUNCIO
Mediante Decreto da Alcaldía do 26 de decembro de 2023 aprobouse a oferta de emprego público do Concello de Verín correspondente ao ano 2023, que comprende:
a) Persoal funcionario: unha praza de técnico/a de xestión, subgrupo A2, escala de administración xeral, subescala de xestión; e unha praza de axente de policía local, subgrupo C1, escala de administración especial.
b) Persoal laboral fixo: catro prazas de operario/a de servizos múltiples (nivel de titulación: certificado de escolaridade) e unha praza de auxiliar de biblioteca (nivel de titulación: bacharelato ou técnico/a).
Verín, 27 de decembro de 2023. O alcalde, Gerardo Seoane Fidalgo.`,
    postos: [
      { posto: 'Técnico/a de xestión', grupo: 'A2', prazas: 1, persoal: 'funcionario' },
      { posto: 'Axente de policía local', grupo: 'C1', prazas: 1, persoal: 'funcionario' },
      { posto: 'Operario/a de servizos múltiples', grupo: null, prazas: 4, persoal: 'laboral' },
      { posto: 'Auxiliar de biblioteca', grupo: null, prazas: 1, persoal: 'laboral' },
    ],
  },
  {
    id: 'apart-pontevedra-2022', organizacion: 'Concello de Pontevedra', bop: 'bop-pontevedra', lingua: 'es', ano: 2022,
    titulo: 'Concello de Pontevedra. Oferta de empleo público ordinaria y de estabilización del año 2022',
    texto: `ANUNCIO
La Junta de Gobierno Local, en sesión de 23 de mayo de 2022, acordó aprobar la oferta de empleo público del Concello de Pontevedra para el año 2022, con el siguiente detalle:
I. OFERTA ORDINARIA (tasa de reposición)
Subgrupo    Denominación    Escala / Subescala    Plazas
A1    Técnico/a de Administración General    AG / Técnica    2
C1    Agente de Policía Local    AE / Servicios Especiales    6
C2    Auxiliar Administrativo/a    AG / Auxiliar    3
II. OFERTA EXTRAORDINARIA DE ESTABILIZACIÓN (Ley 20/2021, de 28 de diciembre)
Concurso-oposición (artículo 2.1)
Subgrupo    Denominación    Escala / Subescala    Plazas
A2    Trabajador/a Social    AE / Técnica    4
C1    Administrativo/a    AG / Administrativa    2
Concurso de méritos (disposición adicional sexta)
Personal laboral    Denominación    Plazas
    Educador/a Familiar    2
    Conserje    5
Total de plazas: 24.
Pontevedra, 24 de mayo de 2022. El alcalde, Miguel Anxo Fernández Lores.`,
    postos: [
      { posto: 'Técnico/a de Administración General', grupo: 'A1', prazas: 2, persoal: 'funcionario' },
      { posto: 'Agente de Policía Local', grupo: 'C1', prazas: 6, persoal: 'funcionario' },
      { posto: 'Auxiliar Administrativo/a', grupo: 'C2', prazas: 3, persoal: 'funcionario' },
      { posto: 'Trabajador/a Social', grupo: 'A2', prazas: 4, persoal: 'funcionario', quenda: 'estabilizacion' },
      { posto: 'Administrativo/a', grupo: 'C1', prazas: 2, persoal: 'funcionario', quenda: 'estabilizacion' },
      { posto: 'Educador/a Familiar', grupo: null, prazas: 2, persoal: 'laboral', quenda: 'estabilizacion' },
      { posto: 'Conserje', grupo: null, prazas: 5, persoal: 'laboral', quenda: 'estabilizacion' },
    ],
  },
  {
    id: 'apart-arteixo-2025', organizacion: 'Concello de Arteixo', bop: 'bop-coruna', lingua: 'gl', ano: 2025,
    titulo: 'Concello de Arteixo. Aprobación da oferta de emprego público 2025',
    texto: `ANUNCIO
Por Resolución da Alcaldía n.º 2025/RESOLUCIÓNS/0731, do 10 de marzo, aprobouse a oferta de emprego público do Concello de Arteixo para o ano 2025, que inclúe as prazas seguintes:
Persoal funcionario de carreira
Clasificación: escala de administración xeral, subescala técnica. Subgrupo: A1. Denominación: técnico/a de administración xeral. Vacantes: 1. Quenda: libre.
Clasificación: escala de administración especial, subescala técnica, clase media. Subgrupo: A2. Denominación: enxeñeiro/a técnico/a industrial. Vacantes: 1. Quenda: libre.
Clasificación: escala de administración especial, subescala de servizos especiais, clase policía local. Subgrupo: C1. Denominación: axente de policía local. Vacantes: 4. Quenda: libre.
Clasificación: escala de administración especial, subescala de servizos especiais, clase policía local. Subgrupo: C1. Denominación: oficial/a de policía local. Vacantes: 1. Quenda: promoción interna.
Persoal laboral fixo
Denominación: monitor/a deportivo/a. Grupo de equivalencia: C2. Vacantes: 2. Quenda: libre.
Arteixo, 11 de marzo de 2025. O alcalde, Carlos Calvelo Martínez.`,
    postos: [
      { posto: 'Técnico/a de administración xeral', grupo: 'A1', prazas: 1, persoal: 'funcionario', quenda: 'libre' },
      { posto: 'Enxeñeiro/a técnico/a industrial', grupo: 'A2', prazas: 1, persoal: 'funcionario', quenda: 'libre' },
      { posto: 'Axente de policía local', grupo: 'C1', prazas: 4, persoal: 'funcionario', quenda: 'libre' },
      { posto: 'Oficial/a de policía local', grupo: 'C1', prazas: 1, persoal: 'funcionario', quenda: 'promocion' },
      { posto: 'Monitor/a deportivo/a', grupo: 'C2', prazas: 2, persoal: 'laboral', quenda: 'libre' },
    ],
  },
  {
    id: 'apart-lugo-2023-exercicio', organizacion: 'Concello de Lugo', bop: 'bop-lugo', lingua: 'es', ano: 2023,
    titulo: 'Ayuntamiento de Lugo. Oferta de empleo público correspondiente al ejercicio 2023',
    texto: `ANUNCIO
Por Resolución de la Concejalía Delegada del Área de Recursos Humanos de 29 de diciembre de 2023 se aprobó la oferta de empleo público del Ayuntamiento de Lugo correspondiente al ejercicio 2023, publicada en enero de 2024, conforme al siguiente detalle:
Personal funcionario de carrera (turno libre): diez plazas de Agente de la Policía Local, subgrupo C1; dos plazas de Bombero-Conductor, subgrupo C1; una plaza de Técnico Superior en Prevención de Riesgos Laborales, subgrupo A1.
Personal funcionario de carrera (promoción interna): tres plazas de Cabo de Bomberos, subgrupo C1.
Lugo, 8 de enero de 2024. La alcaldesa, Paula Alvarellos Cascudo.`,
    postos: [
      { posto: 'Agente de la Policía Local', grupo: 'C1', prazas: 10, persoal: 'funcionario', quenda: 'libre' },
      { posto: 'Bombero-Conductor', grupo: 'C1', prazas: 2, persoal: 'funcionario', quenda: 'libre' },
      { posto: 'Técnico Superior en Prevención de Riesgos Laborales', grupo: 'A1', prazas: 1, persoal: 'funcionario', quenda: 'libre' },
      { posto: 'Cabo de Bomberos', grupo: 'C1', prazas: 3, persoal: 'funcionario', quenda: 'promocion' },
    ],
  },
];
