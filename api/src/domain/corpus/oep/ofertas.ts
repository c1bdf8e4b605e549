/**
 * Hand-counted public employment offers (issue 24): realistic OEP bodies as Galician bulletins print them, in
 * Galician and Spanish, in the forms offers use (a sentence list, tables with their column headings, records of key
 * and value, a post followed by its count, headings of staff and turn). Written from knowledge of Galician local
 * administration for this project (bodies real, figures illustrative); each post's places counted by hand.
 * `postos`: every post line the offer approves (post as a reader names it, group or subgroup — AP for agrupacións
 * profesionais only; null for an employee's post the offer gives no TREBEP group — and places). See oep.test.ts in corpus/.
 */

export interface OfertaEtiquetada {
  id: string;
  organizacion: string;
  bop: string;
  lingua: 'gl' | 'es';
  titulo: string;
  texto: string;
  ano: number;
  postos: { posto: string; grupo: string | null; prazas: number }[];
}

export const OFERTAS: OfertaEtiquetada[] = [
  {
    id: 'lugo-2023', organizacion: 'Concello de Lugo', bop: 'BOP Lugo', lingua: 'gl',
    titulo: 'Aprobación da oferta de emprego público do ano 2023',
    texto: `Anuncio
A Xunta de Goberno Local, en sesión ordinaria do día 22 de marzo de 2023, aprobou a oferta de emprego público do Concello de Lugo para o exercicio 2023, co seguinte detalle:
PERSOAL FUNCIONARIO
Subgrupo   Escala   Subescala   Denominación   N.º de prazas
C1   Administración especial   Servizos especiais   Axente da Policía Local   6
C2   Administración xeral   Auxiliar   Auxiliar administrativo/a   4
A2   Administración especial   Técnica   Arquitecto/a técnico/a   1
A1   Administración xeral   Técnica   Técnico/a de administración xeral   1
Total   12
Contra este acordo, que pon fin á vía administrativa, poderá interpoñerse recurso potestativo de reposición no prazo dun mes.
Lugo, 24 de marzo de 2023. A alcaldesa, P.D. O concelleiro delegado de Recursos Humanos.`,
    ano: 2023,
    postos: [
      { posto: 'Axente da Policía Local', grupo: 'C1', prazas: 6 },
      { posto: 'Auxiliar administrativo/a', grupo: 'C2', prazas: 4 },
      { posto: 'Arquitecto/a técnico/a', grupo: 'A2', prazas: 1 },
      { posto: 'Técnico/a de administración xeral', grupo: 'A1', prazas: 1 },
    ],
  },
  {
    id: 'vigo-2024', organizacion: 'Concello de Vigo', bop: 'BOP Pontevedra', lingua: 'es',
    titulo: 'Oferta de empleo público del Ayuntamiento de Vigo para el año 2024',
    texto: `La Junta de Gobierno Local, en sesión ordinaria de fecha 11 de abril de 2024, acordó aprobar la oferta de empleo público del Ayuntamiento de Vigo para el año 2024, con el siguiente contenido:
1. Personal funcionario de carrera, turno libre:
- Seis plazas de auxiliar administrativo, subgrupo C2, escala de administración general.
- Dos plazas de técnico de administración general, subgrupo A1.
- Diez plazas de bombero, subgrupo C1, escala de administración especial, servicio de extinción de incendios.
2. Personal funcionario de carrera, promoción interna:
- Cuatro plazas de administrativo, subgrupo C1.
3. Personal laboral fijo:
- Tres plazas de peón de obras.
Lo que se hace público para general conocimiento, de conformidad con el artículo 70 del texto refundido de la Ley del Estatuto Básico del Empleado Público.
Vigo, 15 de abril de 2024. El concejal delegado de Gestión Municipal.`,
    ano: 2024,
    postos: [
      { posto: 'Auxiliar administrativo', grupo: 'C2', prazas: 6 },
      { posto: 'Técnico de administración general', grupo: 'A1', prazas: 2 },
      { posto: 'Bombero', grupo: 'C1', prazas: 10 },
      { posto: 'Administrativo', grupo: 'C1', prazas: 4 },
      { posto: 'Peón de obras', grupo: null, prazas: 3 },
    ],
  },
  {
    id: 'santiago-2022', organizacion: 'Concello de Santiago de Compostela', bop: 'BOP A Coruña', lingua: 'gl',
    titulo: 'Oferta de emprego público para o ano 2022',
    texto: `ANUNCIO
A Xunta de Goberno Local de Santiago de Compostela, na sesión do 20 de maio de 2022, aprobou a oferta de emprego público para o ano 2022, coas seguintes prazas:
Persoal funcionario
Denominación: Técnico/a de xestión
Subgrupo: A2
Número de prazas: 2
Denominación: Axente de mobilidade
Subgrupo: C2
Número de prazas: 3
Denominación: Subalterno/a
Grupo: agrupacións profesionais
Número de prazas: 1
Santiago de Compostela, 24 de maio de 2022. O alcalde, Xosé A. Sánchez Bugallo.`,
    ano: 2022,
    postos: [
      { posto: 'Técnico/a de xestión', grupo: 'A2', prazas: 2 },
      { posto: 'Axente de mobilidade', grupo: 'C2', prazas: 3 },
      { posto: 'Subalterno/a', grupo: 'AP', prazas: 1 },
    ],
  },
  {
    id: 'deputacion-ourense-2023', organizacion: 'Deputación Provincial de Ourense', bop: 'BOP Ourense', lingua: 'gl',
    titulo: 'Oferta de emprego público da Deputación Provincial de Ourense para o ano 2023',
    texto: `A Xunta de Goberno da Deputación Provincial de Ourense, en sesión do 3 de marzo de 2023, aprobou a oferta de emprego público para o ano 2023, que inclúe as seguintes prazas:
Persoal funcionario, quenda libre:
- Técnico/a de xestión (A2): 1 praza
- Enxeñeiro/a de camiños, canais e portos (A1): 1 praza
- Auxiliar administrativo/a (C2): 5 prazas
Persoal funcionario, promoción interna:
- Administrativo/a (C1): 3 prazas
Ourense, 7 de marzo de 2023. O presidente, Luis Menor Pérez.`,
    ano: 2023,
    postos: [
      { posto: 'Técnico/a de xestión', grupo: 'A2', prazas: 1 },
      { posto: 'Enxeñeiro/a de camiños, canais e portos', grupo: 'A1', prazas: 1 },
      { posto: 'Auxiliar administrativo/a', grupo: 'C2', prazas: 5 },
      { posto: 'Administrativo/a', grupo: 'C1', prazas: 3 },
    ],
  },
  {
    id: 'ferrol-2024', organizacion: 'Concello de Ferrol', bop: 'BOP A Coruña', lingua: 'gl',
    titulo: 'Aprobación da oferta de emprego público 2024',
    texto: `Por Resolución da Alcaldía do 14 de xuño de 2024 aprobouse a oferta de emprego público do Concello de Ferrol correspondente ao exercicio 2024:
QUENDA LIBRE
Grupo | Denominación | Prazas
C1 | Axente da Policía Local | 5
C2 | Bombeiro/a-condutor/a | 4
A2 | Traballador/a social | 2
PROMOCIÓN INTERNA
C1 | Administrativo/a | 2
Ferrol, 17 de xuño de 2024. O alcalde, José Manuel Rey Varela.`,
    ano: 2024,
    postos: [
      { posto: 'Axente da Policía Local', grupo: 'C1', prazas: 5 },
      { posto: 'Bombeiro/a-condutor/a', grupo: 'C2', prazas: 4 },
      { posto: 'Traballador/a social', grupo: 'A2', prazas: 2 },
      { posto: 'Administrativo/a', grupo: 'C1', prazas: 2 },
    ],
  },
  {
    id: 'ourense-2023', organizacion: 'Concello de Ourense', bop: 'BOP Ourense', lingua: 'es',
    titulo: 'Oferta de empleo público del Ayuntamiento de Ourense correspondiente al año 2023',
    texto: `La Junta de Gobierno Local, en sesión de 28 de abril de 2023, aprobó la oferta de empleo público correspondiente al año 2023, con el siguiente detalle:
Personal funcionario de carrera.
Grupo: C. Subgrupo: C1. Clasificación: escala de administración especial, subescala de servicios especiales, clase policía local. Denominación: Agente de la Policía Local. Número de vacantes: 8.
Grupo: A. Subgrupo: A1. Clasificación: escala de administración general, subescala técnica. Denominación: Técnico de administración general. Número de vacantes: 2.
Grupo: C. Subgrupo: C2. Clasificación: escala de administración general, subescala auxiliar. Denominación: Auxiliar administrativo. Número de vacantes: 7.
Ourense, 2 de mayo de 2023. El alcalde.`,
    ano: 2023,
    postos: [
      { posto: 'Agente de la Policía Local', grupo: 'C1', prazas: 8 },
      { posto: 'Técnico de administración general', grupo: 'A1', prazas: 2 },
      { posto: 'Auxiliar administrativo', grupo: 'C2', prazas: 7 },
    ],
  },
  {
    id: 'pontevedra-2023', organizacion: 'Concello de Pontevedra', bop: 'BOP Pontevedra', lingua: 'gl',
    titulo: 'Oferta de emprego público do Concello de Pontevedra para o ano 2023',
    texto: `A Xunta de Goberno Local, en sesión do 6 de febreiro de 2023, aprobou a oferta de emprego público para o ano 2023, nos seguintes termos:
Persoal funcionario de carreira: tres prazas de axente da Policía Local, subgrupo C1, quenda libre; unha praza de técnico/a de administración xeral, subgrupo A1, quenda libre; e dúas prazas de administrativo/a, subgrupo C1, promoción interna.
Persoal laboral fixo: dúas prazas de oficial de xardinería e unha praza de monitor/a deportivo/a.
Pontevedra, 9 de febreiro de 2023. O alcalde, Miguel Anxo Fernández Lores.`,
    ano: 2023,
    postos: [
      { posto: 'Axente da Policía Local', grupo: 'C1', prazas: 3 },
      { posto: 'Técnico/a de administración xeral', grupo: 'A1', prazas: 1 },
      { posto: 'Administrativo/a', grupo: 'C1', prazas: 2 },
      { posto: 'Oficial de xardinería', grupo: null, prazas: 2 },
      { posto: 'Monitor/a deportivo/a', grupo: null, prazas: 1 },
    ],
  },
  {
    id: 'arteixo-2025', organizacion: 'Concello de Arteixo', bop: 'BOP A Coruña', lingua: 'gl',
    titulo: 'Oferta de emprego público 2025',
    texto: `Por Decreto da Alcaldía do 10 de marzo de 2025 aprobouse a oferta de emprego público do Concello de Arteixo para o ano 2025, que comprende unha praza de técnico/a de emprego (A2), unha praza de conserxe (agrupacións profesionais) e dúas prazas de auxiliar de policía local (C2), todas de persoal funcionario de carreira e quenda libre.
Arteixo, 12 de marzo de 2025. O alcalde, Carlos Calvelo Martínez.`,
    ano: 2025,
    postos: [
      { posto: 'Técnico/a de emprego', grupo: 'A2', prazas: 1 },
      { posto: 'Conserxe', grupo: 'AP', prazas: 1 },
      { posto: 'Auxiliar de policía local', grupo: 'C2', prazas: 2 },
    ],
  },
  {
    id: 'ribeira-2024', organizacion: 'Concello de Ribeira', bop: 'BOP A Coruña', lingua: 'es',
    titulo: 'Aprobación de la oferta de empleo público del año 2024',
    texto: `Mediante Resolución de la Alcaldía de 5 de febrero de 2024 se aprobó la oferta de empleo público de este Ayuntamiento para el año 2024, que incluye las siguientes plazas de personal funcionario: 1 plaza de oficial de la policía local, grupo C1; 2 plazas de agente de la policía local, grupo C1; 1 plaza de arquitecto técnico, grupo A2.
Ribeira, 7 de febrero de 2024. El alcalde, Manuel Ruiz Rivas.`,
    ano: 2024,
    postos: [
      { posto: 'Oficial de la policía local', grupo: 'C1', prazas: 1 },
      { posto: 'Agente de la policía local', grupo: 'C1', prazas: 2 },
      { posto: 'Arquitecto técnico', grupo: 'A2', prazas: 1 },
    ],
  },
  {
    id: 'monforte-2022', organizacion: 'Concello de Monforte de Lemos', bop: 'BOP Lugo', lingua: 'gl',
    titulo: 'Oferta de emprego público para o ano 2022',
    texto: `O Pleno da Corporación, en sesión do 31 de marzo de 2022, aprobou a oferta de emprego público para o ano 2022:
Persoal funcionario:
Auxiliar administrativo/a, subgrupo C2: 2 prazas
Persoal laboral fixo:
Peón de servizos múltiples: 3 prazas
Limpador/a: 2 prazas
Monforte de Lemos, 4 de abril de 2022. O alcalde, José Tomé Roca.`,
    ano: 2022,
    postos: [
      { posto: 'Auxiliar administrativo/a', grupo: 'C2', prazas: 2 },
      { posto: 'Peón de servizos múltiples', grupo: null, prazas: 3 },
      { posto: 'Limpador/a', grupo: null, prazas: 2 },
    ],
  },
  {
    id: 'deputacion-lugo-2024', organizacion: 'Deputación Provincial de Lugo', bop: 'BOP Lugo', lingua: 'gl',
    titulo: 'Aprobación da oferta de emprego público do exercicio 2024',
    texto: `A Xunta de Goberno da Deputación Provincial de Lugo, na sesión do 26 de abril de 2024, aprobou a oferta de emprego público correspondente ao exercicio 2024, co seguinte contido:
a) Quenda libre: catro prazas de auxiliar administrativo/a (C2), dúas prazas de técnico/a de administración xeral (A1) e unha praza de enxeñeiro/a técnico/a de obras públicas (A2).
b) Quenda de reserva para persoas con discapacidade: unha praza de subalterno/a (agrupacións profesionais).
Lugo, 30 de abril de 2024. O presidente, José Tomé Roca.`,
    ano: 2024,
    postos: [
      { posto: 'Auxiliar administrativo/a', grupo: 'C2', prazas: 4 },
      { posto: 'Técnico/a de administración xeral', grupo: 'A1', prazas: 2 },
      { posto: 'Enxeñeiro/a técnico/a de obras públicas', grupo: 'A2', prazas: 1 },
      { posto: 'Subalterno/a', grupo: 'AP', prazas: 1 },
    ],
  },
  {
    id: 'cangas-2022', organizacion: 'Concello de Cangas', bop: 'BOP Pontevedra', lingua: 'es',
    titulo: 'Oferta de empleo público para el año 2022',
    texto: `Por Decreto de la Alcaldía de fecha 20 de mayo de 2022 se aprueba la oferta de empleo público para el año 2022 del Ayuntamiento de Cangas:
Personal funcionario
Grupo/Subgrupo    Denominación    Número de plazas
C1    Agente de la policía local    2
A2    Trabajador/a social    1
Personal laboral fijo
Grupo    Denominación    Número de plazas
AP    Operario de servicios    2
Cangas, 23 de mayo de 2022. El alcalde, Xosé Manuel Pazos Varela.`,
    ano: 2022,
    postos: [
      { posto: 'Agente de la policía local', grupo: 'C1', prazas: 2 },
      { posto: 'Trabajador/a social', grupo: 'A2', prazas: 1 },
      { posto: 'Operario de servicios', grupo: 'AP', prazas: 2 },
    ],
  },
  {
    id: 'carballo-2024', organizacion: 'Concello de Carballo', bop: 'BOP A Coruña', lingua: 'gl',
    titulo: 'OEP 2024 do Concello de Carballo',
    texto: `A Xunta de Goberno Local, na sesión do 4 de abril de 2024, aprobou a oferta de emprego público (OEP) 2024 nos seguintes termos:
Técnico/a de medio ambiente, subgrupo A2, quenda libre: 1 praza.
Axente da Policía Local, subgrupo C1, quenda libre: 2 prazas.
Oficial de primeira electricista, persoal laboral fixo: 1 praza.
Carballo, 8 de abril de 2024. O alcalde, Daniel Pérez Varela.`,
    ano: 2024,
    postos: [
      { posto: 'Técnico/a de medio ambiente', grupo: 'A2', prazas: 1 },
      { posto: 'Axente da Policía Local', grupo: 'C1', prazas: 2 },
      { posto: 'Oficial de primeira electricista', grupo: null, prazas: 1 },
    ],
  },
  {
    id: 'vilagarcia-2023', organizacion: 'Concello de Vilagarcía de Arousa', bop: 'BOP Pontevedra', lingua: 'es',
    titulo: 'Oferta de empleo público del ejercicio 2023',
    texto: `La Junta de Gobierno Local, en sesión de 17 de marzo de 2023, aprobó la oferta de empleo público del ejercicio 2023:
Denominación de la plaza: Técnico de Administración General
Grupo: A1
Número de plazas: 1
Turno: libre
Denominación de la plaza: Administrativo
Grupo: C1
Número de plazas: 2
Turno: promoción interna
Denominación de la plaza: Conserje
Grupo: Agrupaciones profesionales
Número de plazas: 1
Vilagarcía de Arousa, 21 de marzo de 2023. El alcalde, Alberto Varela Paz.`,
    ano: 2023,
    postos: [
      { posto: 'Técnico de administración general', grupo: 'A1', prazas: 1 },
      { posto: 'Administrativo', grupo: 'C1', prazas: 2 },
      { posto: 'Conserje', grupo: 'AP', prazas: 1 },
    ],
  },
  {
    id: 'boiro-2025', organizacion: 'Concello de Boiro', bop: 'BOP A Coruña', lingua: 'gl',
    titulo: 'Aprobación da oferta de emprego público do ano 2025',
    texto: `Por Resolución da Alcaldía do 2 de maio de 2025 aprobouse a oferta de emprego público do ano 2025: 2 prazas de peón de servizos múltiples, persoal laboral fixo; 1 praza de auxiliar administrativo/a, persoal funcionario, subgrupo C2, quenda libre; e 1 praza de socorrista, persoal laboral fixo.
Boiro, 5 de maio de 2025. O alcalde.`,
    ano: 2025,
    postos: [
      { posto: 'Peón de servizos múltiples', grupo: null, prazas: 2 },
      { posto: 'Auxiliar administrativo/a', grupo: 'C2', prazas: 1 },
      { posto: 'Socorrista', grupo: null, prazas: 1 },
    ],
  },
  {
    id: 'udc-2024', organizacion: 'Universidade da Coruña', bop: 'DOG', lingua: 'gl',
    titulo: 'RESOLUCIÓN do 5 de xuño de 2024, da Universidade da Coruña, pola que se aproba a oferta de emprego público de persoal técnico, de xestión e de administración e servizos para o ano 2024',
    texto: `De conformidade co artigo 70 do texto refundido da Lei do Estatuto básico do empregado público, esta reitoría resolve aprobar a oferta de emprego público de persoal técnico, de xestión e de administración e servizos para o ano 2024, coas seguintes prazas de persoal funcionario:
Quenda libre
Escala | Subgrupo | Prazas
Escala técnica superior de informática | A1 | 2
Escala de xestión universitaria | A2 | 3
Escala administrativa | C1 | 6
Promoción interna
Escala de xestión universitaria | A2 | 4
A Coruña, 5 de xuño de 2024. O reitor, Ricardo Cao Abad.`,
    ano: 2024,
    postos: [
      { posto: 'Escala técnica superior de informática', grupo: 'A1', prazas: 2 },
      { posto: 'Escala de xestión universitaria', grupo: 'A2', prazas: 3 },
      { posto: 'Escala administrativa', grupo: 'C1', prazas: 6 },
      { posto: 'Escala de xestión universitaria', grupo: 'A2', prazas: 4 },
    ],
  },
  {
    id: 'naron-2023', organizacion: 'Concello de Narón', bop: 'BOP A Coruña', lingua: 'es',
    titulo: 'Oferta de empleo público 2023',
    texto: `Por Decreto de Alcaldía de 24 de febrero de 2023 se aprobó la oferta de empleo público del Ayuntamiento de Narón para el año 2023, que comprende las siguientes plazas de personal funcionario de carrera, turno libre: tres plazas de agente de la Policía Local, subgrupo C1, y una plaza de técnico de gestión, subgrupo A2; y de personal laboral fijo: dos plazas de auxiliar de ayuda en el hogar.
Narón, 27 de febrero de 2023. La alcaldesa, Marián Ferreiro Fernández.`,
    ano: 2023,
    postos: [
      { posto: 'Agente de la Policía Local', grupo: 'C1', prazas: 3 },
      { posto: 'Técnico de gestión', grupo: 'A2', prazas: 1 },
      { posto: 'Auxiliar de ayuda en el hogar', grupo: null, prazas: 2 },
    ],
  },
  {
    id: 'sergas-2025', organizacion: 'Servizo Galego de Saúde', bop: 'DOG', lingua: 'gl',
    titulo: 'DECRETO 42/2025, do 10 de abril, polo que se aproba a oferta de emprego público de persoal estatutario do Servizo Galego de Saúde para o ano 2025',
    texto: `Artigo 1. Aprobación da oferta.
Apróbase a oferta de emprego público do Servizo Galego de Saúde para o ano 2025, que inclúe as prazas de persoal estatutario que se relacionan no anexo.
ANEXO
Categoría | Subgrupo | Prazas
Enfermeiro/a | A2 | 450
Técnico/a en coidados auxiliares de enfermaría | C2 | 320
Celador/a | AP | 120
Fisioterapeuta | A2 | 35
Total | 925`,
    ano: 2025,
    postos: [
      { posto: 'Enfermeiro/a', grupo: 'A2', prazas: 450 },
      { posto: 'Técnico/a en coidados auxiliares de enfermaría', grupo: 'C2', prazas: 320 },
      { posto: 'Celador/a', grupo: 'AP', prazas: 120 },
      { posto: 'Fisioterapeuta', grupo: 'A2', prazas: 35 },
    ],
  },
];
