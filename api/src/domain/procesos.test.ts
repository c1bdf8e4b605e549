import {
  agrupar, chaveDoEdicto, comparePosts, corpoDoEdicto, escollerProceso, etapaDoProceso, LIMIAR_LIGAR, LIMIAR_REVISAR, nomeDoPosto, puntuarLigazon, sedeDoEdicto, tituloDoProceso, rotuloSenPosto,
  type EdictoDeProceso, type ProcesoEnCurso,
} from './procesos.js';
import { avaliarAgrupacion, cargarProcesos } from './corpus/procesosEval.js';
import { classifyEdict } from './clasificador.js';
import { lerFeitos } from './feitos/index.js';
import { prazoDoProceso } from './prazoDoProceso.js';

let n = 0;
const ed = (bop: string, fecha: string, tipo: EdictoDeProceso['tipo'], titulo: string, organizacion: string): EdictoDeProceso =>
  ({ id: `t${++n}`, bop, fecha, tipo, titulo, organizacion });
const proc = (...edictos: EdictoDeProceso[]): ProcesoEnCurso => {
  const [g] = agrupar(edictos);
  return { chave: g.chave, edictos: g.edictos };
};
/** An edict with its body, and the facts ingestion reads from it. */
const comTexto = (e: EdictoDeProceso, texto: string): EdictoDeProceso => {
  const x = { ...e, texto };
  return { ...x, feitos: lerFeitos(texto, { bop: x.bop, titulo: x.titulo, tipo: x.tipo, fecha: x.fecha }) };
};
/** As ingestion takes it: the kind the classifier reads from the title and the body. */
const lido = (bop: string, fecha: string, titulo: string, organizacion: string, texto: string): EdictoDeProceso => {
  const c = classifyEdict({ bop, titulo, organizacion, texto });
  return comTexto(ed(bop, fecha, c.tipo, titulo, organizacion), texto);
};
/** Whether the edicts ended in one process. */
const xuntos = (grupos: ReturnType<typeof agrupar>, ...es: EdictoDeProceso[]) => new Set(es.map((x) => grupos.findIndex((g) => g.edictos.includes(x)))).size === 1;

const basesAmes = ed('BOP A Coruña', '2026-03-06', 'convocatoria_bases', 'BASES DO PROCESO SELECTIVO PARA A PROVISIÓN DE DÚAS PRAZAS DE AUXILIAR ADMINISTRATIVO/A, QUENDA LIBRE, CONCURSO-OPOSICIÓN (OEP 2025)', 'Concello de Ames');

describe('chaveDoEdicto', () => {
  it('reads body, post, places, turn, year and system from a Galician title', () => {
    expect(chaveDoEdicto(basesAmes)).toEqual({
      corpo: 'concello:ames', posto: 'auxiliar administrativo', prazas: 2, quenda: 'libre', ano: 2025, sistema: 'concurso-oposicion', referencias: [],
      bolsa: false, grupo: null, persoal: null,
    });
  });
  it('gives the same body and post for the Spanish BOE title, the body read from the title when the organisation is missing', () => {
    const boe = ed('BOE', '2026-03-30', 'extracto_convocatoria', 'Resolución de 19 de marzo de 2026, del Ayuntamiento de Ames (A Coruña), referente a la convocatoria para proveer dos plazas de Auxiliares Administrativas.', '');
    const k = chaveDoEdicto(boe);
    expect(k.corpo).toBe('concello:ames');
    expect(k.posto).toBe('auxiliar administrativo');
    expect(k.prazas).toBe(2);
  });
  it('folds class names: Subescala Auxiliar, corpo administrativo, clase Policía Local, Agente de la Policía Local', () => {
    const k = (t: string) => chaveDoEdicto(ed('BOE', '2026-01-01', 'nomeamento', t, 'Ayuntamiento de Lugo')).posto;
    expect(k('por la que se nombran funcionarios de carrera de la Escala de Administración General, Subescala Auxiliar')).toBe('auxiliar administrativo');
    expect(k('ingreso no corpo administrativo da Administración xeral da Comunidade Autónoma de Galicia')).toBe('administrativo');
    expect(k('convocatoria para proveer tres plazas de Agente de la Policía Local')).toBe(k('tres prazas de axente da policía local'));
    expect(k('Escala de Administración Especial, Subescala de Servicios Especiales, clase Policía Local')).toBe('policio local');
  });
  it('reads the cross-references printed, with the year of the edict when the reference omits it', () => {
    const e = ed('DOG', '2026-03-18', 'extracto_convocatoria', 'ANUNCIO de convocatoria (BOP da Coruña número 45, do 6 de marzo de 2026).', 'Concello de Ames');
    expect(chaveDoEdicto(e).referencias).toEqual(['bop:45:2026-03-06']);
    const f = ed('BOP Lugo', '2026-04-10', 'admitidos', 'Lista de admitidos (BOE núm. 70, de 22 de marzo) e do anuncio no DOG do 2/3/2026', 'Concello de Lugo');
    expect(chaveDoEdicto(f).referencias).toEqual(['boe:2026-03-22', 'dog:2026-03-02']);
  });
  it('reads turn, offer year and system in Spanish', () => {
    const k = chaveDoEdicto(ed('BOE', '2026-01-01', 'extracto_convocatoria', 'convocatoria para proveer una plaza de Oficial, por el sistema de promoción interna, oferta de empleo público de 2024, mediante oposición', 'Ayuntamiento de Vigo'));
    expect([k.quenda, k.ano, k.sistema, k.prazas]).toEqual(['promocion_interna', 2024, 'oposicion', 1]);
  });
});

describe('puntuarLigazon: each signal', () => {
  const p = proc(basesAmes);
  it('requires the same body', () => {
    const other = { ...basesAmes, id: 'x', organizacion: 'Concello de Teo', tipo: 'admitidos' as const };
    expect(puntuarLigazon(other, p).confianza).toBe(0);
  });
  it('links the same post in the other language, with the evidence in Galician', () => {
    const boe = ed('BOE', '2026-03-30', 'extracto_convocatoria', 'Resolución de 19 de marzo de 2026, del Ayuntamiento de Ames (A Coruña), referente a la convocatoria para proveer dos plazas de Auxiliar Administrativo.', 'Ayuntamiento de Ames');
    const l = puntuarLigazon(boe, p);
    expect(l.confianza).toBeGreaterThanOrEqual(LIMIAR_LIGAR);
    expect(l.evidencias).toEqual(expect.arrayContaining(['mesmo organismo', 'mesmo posto', 'mesmo número de prazas (2)', 'orde de pasos compatible']));
  });
  it('a cross-reference to one of the process\'s publications adds confidence and says which', () => {
    const dog = ed('DOG', '2026-03-18', 'extracto_convocatoria', 'ANUNCIO de convocatoria do proceso selectivo de auxiliar administrativo/a (BOP da Coruña número 45, do 6 de marzo de 2026).', 'Concello de Ames');
    const plain = { ...dog, titulo: 'ANUNCIO de convocatoria do proceso selectivo de auxiliar administrativo/a.' };
    const l = puntuarLigazon(dog, p);
    expect(l.evidencias).toContain('cita o BOP nº 45 do 6/3/2026');
    expect(l.confianza).toBeGreaterThan(puntuarLigazon(plain, p).confianza);
  });
  it('a different post, turn or offer year lowers it below the review threshold; other places, to review', () => {
    const mk = (t: string) => puntuarLigazon(ed('BOP A Coruña', '2026-05-01', 'admitidos', t, 'Concello de Ames'), p).confianza;
    expect(mk('Lista de admitidos. Dúas prazas de auxiliar administrativo/a, quenda libre')).toBeGreaterThanOrEqual(LIMIAR_LIGAR);
    expect(mk('Lista de admitidos. Dúas prazas de administrativo/a, quenda libre')).toBeLessThan(LIMIAR_REVISAR);
    expect(mk('Lista de admitidos. Praza de arquitecto/a técnico/a')).toBeLessThan(LIMIAR_REVISAR);
    expect(mk('Lista de admitidos. Auxiliar administrativo/a, quenda de promoción interna')).toBeLessThan(LIMIAR_REVISAR);
    // places can be added to a call (accumulated offers): same post with another number is for an administrator
    expect(mk('Lista de admitidos. Cinco prazas de auxiliar administrativo/a')).toBeLessThan(LIMIAR_LIGAR);
    expect(mk('Lista de admitidos. Auxiliar administrativo/a (OEP 2024)')).toBeLessThan(LIMIAR_REVISAR);
  });
  it('a new call after appointments starts a new process; a rank word tells oficial from axente', () => {
    const closed = proc(
      ed('BOP Lugo', '2025-03-01', 'convocatoria_bases', 'Bases de tres prazas de axente da policía local', 'Concello de Lugo'),
      ed('BOP Lugo', '2025-05-01', 'admitidos', 'Lista de admitidos, axente da policía local', 'Concello de Lugo'),
      ed('BOP Lugo', '2025-12-01', 'nomeamento', 'Nomeamento de tres axentes da policía local', 'Concello de Lugo'),
    );
    const again = ed('BOP Lugo', '2026-03-01', 'convocatoria_bases', 'Bases de tres prazas de axente da policía local', 'Concello de Lugo');
    const l = puntuarLigazon(again, closed);
    expect(l.confianza).toBeLessThan(LIMIAR_REVISAR);
    expect(l.evidencias).toContain('nova convocatoria despois de resultados ou nomeamentos');
    const oficial = ed('BOP Lugo', '2025-06-01', 'admitidos', 'Lista de admitidos, oficial da policía local', 'Concello de Lugo');
    expect(puntuarLigazon(oficial, proc(closed.edictos[0])).confianza).toBeLessThan(LIMIAR_REVISAR);
  });
  it('compares within two years only', () => {
    const late = ed('BOP A Coruña', '2028-06-01', 'admitidos', 'Lista de admitidos. Dúas prazas de auxiliar administrativo/a', 'Concello de Ames');
    expect(puntuarLigazon(late, p).confianza).toBe(0);
  });
});

describe('escollerProceso', () => {
  const vigoA = proc(ed('BOP Pontevedra', '2026-01-10', 'convocatoria_bases', 'Bases de cinco prazas de enxeñeiro/a técnico/a industrial', 'Concello de Vigo'));
  const vigoB = proc(ed('BOP Pontevedra', '2026-01-20', 'convocatoria_bases', 'Bases de dúas prazas de psicólogo/a', 'Concello de Vigo'));
  const varias = ed('BOE', '2026-03-05', 'extracto_convocatoria', 'Resolución de 20 de febrero de 2026, del Ayuntamiento de Vigo (Pontevedra), referente a la convocatoria para proveer varias plazas.', 'Ayuntamiento de Vigo');
  it('links a "varias plazas" BOE extract to the body\'s single open call of the last months', () => {
    const r = escollerProceso(varias, [vigoA]);
    expect(r.indice).toBe(0);
    expect(r.ligazon!.evidencias.some((x) => x.startsWith('convocatoria aberta do mesmo organismo'))).toBe(true);
  });
  it('sends it to review when the body has several open calls', () => {
    const r = escollerProceso(varias, [vigoA, vigoB]);
    expect(r.indice).not.toBeNull();
    expect(r.revisar).toBe(true);
  });
  it('starts a new process when nothing reaches the review threshold, and not for an old call', () => {
    expect(escollerProceso(varias, []).indice).toBeNull();
    const old = proc(ed('BOP Pontevedra', '2025-06-10', 'convocatoria_bases', 'Bases de cinco prazas de enxeñeiro/a técnico/a industrial', 'Concello de Vigo'));
    expect(escollerProceso(varias, [old]).indice).toBeNull();
  });
  it('thresholds are ordered', () => {
    expect(LIMIAR_REVISAR).toBeLessThan(LIMIAR_LIGAR);
  });
});

describe('agrupar, tituloDoProceso, etapaDoProceso', () => {
  it('keeps look-alike processes of one body apart: libre and promoción interna, two years of the same post', () => {
    const es = [
      basesAmes,
      ed('BOP A Coruña', '2026-03-06', 'convocatoria_bases', 'Bases dunha praza de auxiliar administrativo/a pola quenda de promoción interna', 'Concello de Ames'),
      ed('BOP A Coruña', '2026-05-12', 'admitidos', 'Lista provisional de admitidos, dúas prazas de auxiliar administrativo/a, quenda libre', 'Concello de Ames'),
      ed('BOP A Coruña', '2026-05-20', 'admitidos', 'Lista provisional de admitidos, auxiliar administrativo/a, promoción interna', 'Concello de Ames'),
    ];
    const g = agrupar(es);
    expect(g.map((x) => x.edictos.map((e) => e.id))).toEqual([[es[0].id, es[2].id], [es[1].id, es[3].id]]);
  });
  it('keeps a contest for posts among serving staff apart from an entry appointment of the same consellería, and names it by what it is', () => {
    const es = [
      ed('DOG', '2027-03-10', 'provision_postos', 'RESOLUCIÓN do 1 de marzo de 2027, da Secretaría Xeral Técnica, pola que se convoca concurso de méritos para a provisión de postos de traballo na consellería.', 'Consellería do Mar'),
      ed('DOG', '2027-06-02', 'resultados', 'RESOLUCIÓN do 25 de maio de 2027, da Secretaría Xeral Técnica, pola que se fai pública a adxudicación provisional do concurso de méritos convocado pola Resolución do 1 de marzo de 2027.', 'Consellería do Mar'),
      ed('DOG', '2027-09-15', 'nomeamento', 'ORDE do 6 de setembro de 2027 pola que se nomea persoal funcionario de carreira da escala de gardacostas de Galicia, subgrupo C1.', 'Consellería do Mar'),
      { ...ed('DOG', '2027-10-20', 'provision_postos', 'Resolución de 11 de octubre de 2027, de la Secretaría General Técnica, por la que se resuelve el concurso de méritos para la provisión de puestos de trabajo.', 'Consellería do Mar'),
        texto: 'Se resuelve el concurso de méritos convocado por Resolución de 1 de marzo de 2027 y se adjudican con carácter definitivo los puestos que figuran en el anexo.' },
    ];
    const g = agrupar(es);
    expect(g.map((x) => x.edictos.map((e) => e.id))).toEqual([[es[0].id, es[1].id, es[3].id], [es[2].id]]);
    const concurso = g[0];
    expect(tituloDoProceso(concurso.chave, 'Consellería do Mar', nomeDoPosto(es[0].titulo), [], rotuloSenPosto(concurso.edictos.map((e) => e.tipo))))
      .toBe('Provisión de postos de traballo · Consellería do Mar');
  });
  it('writes a headline with the post first', () => {
    expect(tituloDoProceso(chaveDoEdicto(basesAmes), 'Concello de Ames')).toBe('Auxiliar administrativo/a · 2 prazas, 2025 · Concello de Ames');
    const c2 = chaveDoEdicto(ed('BOP A Coruña', '2025-03-06', 'convocatoria_bases', 'Bases de dúas prazas de auxiliar administrativo/a, subgrupo C2', 'Concello de Oleiros'));
    expect(tituloDoProceso(c2, 'Concello de Oleiros', 'Auxiliar administrativo/a')).toBe('Auxiliar administrativo/a · 2 prazas C2 · Concello de Oleiros');
  });
  it('tells the stage from the kinds', () => {
    expect(etapaDoProceso(['convocatoria_bases', 'extracto_convocatoria'])).toBe('convocado');
    expect(etapaDoProceso(['convocatoria_bases', 'admitidos', 'data_exame'])).toBe('en_curso');
    expect(etapaDoProceso(['convocatoria_bases', 'admitidos', 'resultados', 'nomeamento'])).toBe('rematado');
    expect(etapaDoProceso(['bolsa_emprego', 'admitidos', 'listas_contratacion'])).toBe('rematado');
  });
});

describe('evaluation on the labelled set (corpus/procesos.json)', () => {
  const conxunto = cargarProcesos();
  it('holds at least 45 processes of 3 or more edicts, from the six bulletins', () => {
    expect(conxunto.length).toBeGreaterThanOrEqual(45);
    for (const p of conxunto) expect(p.edictos.length).toBeGreaterThanOrEqual(3);
    expect(new Set(conxunto.flatMap((p) => p.edictos.map((e) => e.bop)))).toEqual(new Set(['BOE', 'DOG', 'BOP A Coruña', 'BOP Lugo', 'BOP Ourense', 'BOP Pontevedra']));
  });
  it('groups with pairwise precision and recall of at least 0.95', () => {
    const r = avaliarAgrupacion(conxunto);
    expect(r.pares.etiquetados).toBeGreaterThan(0);
    expect(r.precision).toBeGreaterThanOrEqual(0.95);
    expect(r.recall).toBeGreaterThanOrEqual(0.95);
  });
});

describe('edicts analysed out of date order', () => {
  it('an earlier call joins the process its later list of admitted started', () => {
    const lista = { id: 'a', bop: 'BOP Ourense', fecha: '2026-03-12', titulo: 'Lista provisional de aspirantes admitidos e excluídos no proceso selectivo para cubrir en propiedade seis prazas de axente da Policía Local', organizacion: 'Ourense', tipo: 'admitidos' as const };
    const boe = { id: 'b', bop: 'BOE', fecha: '2026-03-10', titulo: 'Resolución de 5 de febrero de 2026, del Ayuntamiento de Ourense, referente a la convocatoria para proveer seis plazas de Agente de la Policía Local.', organizacion: 'Ayuntamiento de Ourense', tipo: 'extracto_convocatoria' as const };
    const choice = escollerProceso(boe, [{ chave: chaveDoEdicto(lista), edictos: [lista] }]);
    expect(choice.indice).toBe(0);
    expect(choice.ligazon!.evidencias).toContain('mesmo organismo');
  });
});

describe('look-alikes stay apart (issue 21)', () => {
  const together = (...edictos: EdictoDeProceso[]) => agrupar(edictos).length === 1;
  it('a job pool and the permanent posts of the same name', () => {
    const posts = ed('BOP Lugo', '2025-03-03', 'convocatoria_bases', 'Bases para a provisión en propiedade de dúas prazas de auxiliar administrativo/a', 'Concello de Viveiro');
    const pool = ed('BOP Lugo', '2025-03-10', 'bolsa_emprego', 'Bases da bolsa de emprego para nomeamentos interinos de auxiliar administrativo/a', 'Concello de Viveiro');
    expect(together(posts, pool)).toBe(false);
    const poolList = ed('BOP Lugo', '2025-05-10', 'admitidos', 'Lista provisional de admitidos na bolsa de auxiliar administrativo/a', 'Concello de Viveiro');
    const groups = agrupar([posts, pool, poolList]);
    expect(groups.find((g) => g.edictos.some((e) => e.id === poolList.id))!.edictos.map((e) => e.id)).toContain(pool.id);
  });
  it('two corps of the Xunta: a C1 corps and an A1 corps', () => {
    const c1 = ed('DOG', '2025-04-02', 'convocatoria_bases', 'ORDE pola que se convoca o proceso selectivo para o ingreso no corpo administrativo da Administración xeral da Comunidade Autónoma de Galicia, subgrupo C1', 'Consellería de Facenda e Administración Pública');
    const a1 = ed('DOG', '2025-04-02', 'convocatoria_bases', 'ORDE pola que se convoca o proceso selectivo para o ingreso no corpo superior da Administración xeral da Comunidade Autónoma de Galicia, subgrupo A1', 'Consellería de Facenda e Administración Pública');
    expect(together(c1, a1)).toBe(false);
    const lists = ed('DOG', '2025-07-01', 'admitidos', 'RESOLUCIÓN pola que se aproba a relación de admitidos no proceso selectivo de ingreso no corpo superior, subgrupo A1', 'Dirección Xeral da Función Pública');
    const groups = agrupar([c1, a1, lists]);
    expect(groups.find((g) => g.edictos.some((e) => e.id === lists.id))!.edictos.map((e) => e.id)).toContain(a1.id);
  });
  it('escala auxiliar and escala de xestión of one body', () => {
    const aux = ed('BOP Pontevedra', '2025-02-10', 'convocatoria_bases', 'Bases do proceso selectivo para dúas prazas da escala auxiliar, subgrupo C2', 'Deputación de Pontevedra');
    const xes = ed('BOP Pontevedra', '2025-02-17', 'convocatoria_bases', 'Bases do proceso selectivo para dúas prazas da escala de xestión, subgrupo A2', 'Deputación de Pontevedra · Servizo de Persoal');
    expect(together(aux, xes)).toBe(false);
  });
  it('interim and career staff of the same post', () => {
    const career = ed('BOP Ourense', '2025-05-05', 'convocatoria_bases', 'Convocatoria dunha praza de arquitecto/a técnico/a, funcionario/a de carreira', 'Concello de Verín');
    const interim = ed('BOP Ourense', '2025-05-12', 'convocatoria_bases', 'Convocatoria para o nomeamento dun/dunha arquitecto/a técnico/a interino/a por acumulación de tarefas', 'Concello de Verín');
    expect(together(career, interim)).toBe(false);
  });
  it('the bulletin\'s own "DEPUTACIÓN PROVINCIAL" and its BOE name are one body', () => {
    const bases = ed('BOP Lugo', '2025-06-02', 'convocatoria_bases', 'BASES PARA A PROVISIÓN DE TRES PRAZAS DE ENXEÑEIRO/A DE CAMIÑOS, CANAIS E PORTOS, SUBGRUPO A1', 'DEPUTACIÓN PROVINCIAL');
    const boe = ed('BOE', '2025-07-08', 'extracto_convocatoria', 'Resolución de 20 de junio de 2025, de la Diputación Provincial de Lugo, referente a la convocatoria para proveer tres plazas.', 'Diputación Provincial de Lugo');
    expect(together(bases, boe)).toBe(true);
  });
  it('an extract joins the bases its text cites, among two calls of one body', () => {
    const a = ed('BOP A Coruña', '2025-03-06', 'convocatoria_bases', 'Bases de dúas prazas de auxiliar administrativo/a', 'Concello de Ames');
    const b = ed('BOP A Coruña', '2025-03-20', 'convocatoria_bases', 'Bases de dúas prazas de conserxe', 'Concello de Ames');
    const boe = { ...ed('BOE', '2025-04-14', 'extracto_convocatoria', 'Resolución de 2 de abril de 2025, del Ayuntamiento de Ames (A Coruña), referente a la convocatoria para proveer dos plazas.', 'Ayuntamiento de Ames'),
      texto: 'En el Boletín Oficial de la Provincia de A Coruña número 45, de 6 de marzo de 2025, se han publicado íntegramente las bases.' };
    const groups = agrupar([a, b, boe]);
    expect(groups.find((g) => g.edictos.some((e) => e.id === boe.id))!.edictos.map((e) => e.id)).toContain(a.id);
  });
});

describe('nomeDoPosto: process names of whole words, as printed (issues 22, 23)', () => {
  it.each([
    ['Nomeamento de funcionario de carreira na praza de auxiliar administrativo tras a superación do proceso selectivo', 'Auxiliar administrativo/a'],
    ['Convocatoria para o ingreso na escala administrativa desta universidade', 'Administrativo/a'],
    ['Listas de contratación e nomeamento de persoal funcionario interino: auxiliar administrativo C2, operario', 'Auxiliar administrativo/a'],
    ['Procedementos selectivos de ingreso aos corpos docentes de profesores de ensino secundario e profesores especialistas', 'Profesor/a de ensino secundario'],
    ['Admitidos no proceso de dúas prazas de enxeñeiro/a técnico/a de obras públicas (OEP 2019)', 'Enxeñeiro/a técnico/a de obras públicas'],
    ['Relación definitiva de fisioterapeutas', 'Fisioterapeuta'],
    ['Tribunal para a praza de ordenanza-conserxe (persoal laboral fixo)', 'Ordenanza-conserxe'],
    ['LISTAXE DE ADMITIDOS PARA CATRO PRAZAS DE TÉCNICA OU TÉCNICO DE ADMINISTRACIÓN XERAL', 'Técnico/a de administración xeral'],
    ['BASES PARA DÚAS PRAZAS DE BOMBEIRA OU BOMBEIRO-CONDUTORA OU CONDUTOR', 'Bombeiro/a-condutor/a'],
    ['Nomeamento de dúas funcionarias de carreira, auxiliares administrativas, quenda libre', 'Auxiliar administrativo/a'],
    ['Bolsa de emprego de peóns de servizos múltiples', 'Peón de servizos múltiples'],
    ['Escala de axentes facultativos ambientais, especialidade forestal', 'Axente facultativo/a ambiental'],
    ['Cuerpo de agentes facultativos medioambientales de la Xunta de Galicia', 'Agente facultativo/a medioambiental'],
    ['Bases para unha praza de director/a da escola de música', 'Director/a da escola de música'],
    ['Oficial de 1.ª electricista', 'Oficial de 1.ª electricista'],
    ['Bases do proceso selectivo para dúas prazas de TAG, subgrupo A1', 'TAG'],
    ['Dúas prazas de socorrista, das agrupacións profesionais', 'Socorrista'],
    ['Anuncio de información pública do orzamento', ''],
    // the office that issues a resolution is no post ("Secretaría" folds as the secretary's post)
    ['RESOLUCIÓN do 2 de maio de 2027, da Secretaría Xeral Técnica, pola que se convoca concurso de méritos para a provisión de postos de traballo', ''],
    ['Resolución de 9 de junio de 2027, de la Secretaría General Técnica de la Consejería, por la que se resuelve el concurso de traslados', ''],
    ['RESOLUCIÓN DO 14 DE XUÑO DE 2027, DA VICERREITORÍA DE PERSOAL, POLA QUE SE CONVOCA O PROCESO SELECTIVO DE TÉCNICO/A ESPECIALISTA DE LABORATORIO', 'Técnico/a especialista de laboratorio'],
    ['Resolución de 3 de marzo de 2027, de la Dirección General de Función Pública, por la que se convoca el proceso selectivo de auxiliar de enfermería', 'Auxiliar de enfermería'],
    // an office that is the post itself, and a tribunal that issues with its post, keep it
    ['Bases para a provisión do posto de Secretaría-Intervención, agrupación de concellos', 'Secretaría-intervención'],
    ['Resolución de 5 de mayo de 2027, del tribunal del proceso de conserje, por la que se publican los aprobados', 'Conserje'],
  ])('%s → %s', (titulo, nome) => {
    expect(nomeDoPosto(titulo)).toBe(nome);
  });
});

describe('rotuloSenPosto: what a process that names no post is called', () => {
  it('names a provision contest known only by its resolution, read as a result (gl, es)', () => {
    expect(rotuloSenPosto(['resultados'], ['RESOLUCIÓN do 4 de maio de 2027, da Secretaría Xeral Técnica, pola que se resolve o concurso específico para a provisión de postos de traballo.'])).toBe('Provisión de postos de traballo');
    expect(rotuloSenPosto(['resultados'], ['Resolución de 4 de mayo de 2027, por la que se resuelve el concurso de traslados.'])).toBe('Provisión de postos de traballo');
    expect(rotuloSenPosto(['resultados'], ['Resolución pola que se fan públicas as cualificacións do proceso selectivo.'])).toBe('Proceso selectivo');
  });

  it.each([
    [['oep'], 'Oferta de emprego público'],
    [['oep', 'correccion'], 'Oferta de emprego público'],
    [['provision_postos'], 'Provisión de postos de traballo'],
    [['provision_postos', 'admitidos', 'nomeamento'], 'Provisión de postos de traballo'],
    [['convocatoria_bases', 'provision_postos'], 'Proceso selectivo'],
    [['extracto_convocatoria'], 'Proceso selectivo'],
    [['correccion'], 'Proceso selectivo'],
  ] as const)('%j → %s', (tipos, rotulo) => {
    expect(rotuloSenPosto([...tipos])).toBe(rotulo);
    expect(tituloDoProceso({ ...chaveDoEdicto({ id: 'o', bop: 'BOP Lugo', fecha: '2027-02-01', titulo: 'Anuncio', organizacion: 'Concello de Sarria', tipo: tipos[0] }), ano: 2027 }, 'Concello de Sarria', '', [], rotuloSenPosto([...tipos])))
      .toBe(`${rotulo} · 2027 · Concello de Sarria`);
  });
});

describe('process names and addresses are made of the words printed (issue 23)', () => {
  const fold = (t: string) => t.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  const OWN_WORDS = new Set(['praza', 'prazas', 'bolsa', 'de', 'emprego', 'promocion', 'interna', 'agrupacions', 'profesionais', 'concello', 'deputacion', 'da', 'do', 'a', 'o']);
  it.each([
    ['BOP A Coruña', 'ORDE do 23 de febreiro de 2026 pola que se convocan procedementos selectivos para o ingreso nos corpos docentes de profesores de ensino secundario e profesores especialistas en sectores singulares', 'Consellería de Educación'],
    ['BOP Lugo', 'Nomeamento de funcionario de carreira na praza de auxiliar administrativo tras a superación do proceso selectivo', 'Concello de Chantada'],
    ['DOG', 'RESOLUCIÓN pola que se fai pública a relación definitiva de fisioterapeutas', 'Consellería de Sanidade'],
    ['BOP Lugo', 'Composición do tribunal e data do exercicio para a praza de ordenanza-conserxe (persoal laboral fixo)', 'Concello de Vilalba'],
    ['BOP Ourense', 'Admitidos no proceso de dúas prazas de enxeñeiro/a técnico/a de obras públicas (OEP 2019)', 'Deputación Provincial de Ourense'],
  ])('%s: %s', (bop, titulo, organizacion) => {
    const e = ed(bop, '2026-03-02', 'convocatoria_bases', titulo, organizacion);
    const name = tituloDoProceso(chaveDoEdicto(e), organizacion, nomeDoPosto(titulo), [titulo]);
    const printed = new Set(fold(`${titulo} ${organizacion}`).split(/[^a-z0-9]+/));
    // every word of the name (and so of the address made from it) is printed in the edict, or is one of the site's own
    const words = fold(name).split(/[^a-z0-9]+/).filter((w) => w && !/^\d+$/.test(w) && w.length > 1);
    expect(words.filter((w) => !printed.has(w) && !OWN_WORDS.has(w) && !printed.has(`${w}s`) && !printed.has(w.replace(/o$/, 'a')) && !printed.has(`${w}es`))).toEqual([]);
  });
});

describe('grouping that reads the bodies (issue 22, second set written apart)', () => {
  // as ingestion has it: the text, and the facts read from it
  const withText = (e: EdictoDeProceso, texto: string): EdictoDeProceso =>
    ({ ...e, texto, feitos: lerFeitos(texto, { bop: e.bop, titulo: e.titulo, tipo: e.tipo, fecha: e.fecha }) });

  it('a correction that cites its edict only by bulletin, number and date is kept and joins the process it cites (gl, es)', () => {
    const gl = classifyEdict({ bop: 'BOP Pontevedra', titulo: 'Corrección de erros do anuncio publicado no BOP n.º 88, do 11 de maio de 2027', organizacion: 'Concello de Meaño' });
    const es = classifyEdict({ bop: 'BOP Ourense', titulo: 'Corrección de errores del anuncio publicado en el BOP núm. 88, de 11 de mayo de 2027', organizacion: 'Concello de Meaño' });
    for (const c of [gl, es]) {
      expect(c).toMatchObject({ emprego: true, tipo: 'correccion', decision: 'revisar' });
    }
    const bases = ed('BOP Pontevedra', '2027-05-11', 'convocatoria_bases', 'Bases para cubrir unha praza de conserxe de instalacións deportivas', 'Concello de Meaño');
    const outra = ed('BOP Pontevedra', '2027-04-20', 'convocatoria_bases', 'Bases para cubrir unha praza de auxiliar de biblioteca', 'Concello de Meaño');
    const titulo = 'Corrección de erros do anuncio publicado no BOP n.º 88, do 11 de maio de 2027';
    const correccion = withText(ed('BOP Pontevedra', '2027-05-25', 'correccion', titulo, 'Concello de Meaño'), `Advertido un erro no anuncio publicado no BOP n.º 88, do 11 de maio de 2027, corríxese a base quinta.`);
    const grupos = agrupar([outra, bases, correccion]);
    expect(grupos.find((g) => g.edictos.includes(correccion))!.edictos).toEqual([bases, correccion]);
    // where the issue number of the bases' bulletin is stored, it must be the one cited (an extraordinary issue that day is another)
    expect(puntuarLigazon(correccion, proc({ ...bases, numero: 88 })).evidencias).toContain('cita o BOP nº 88 do 11/5/2027');
    expect(puntuarLigazon(correccion, proc({ ...bases, numero: 89 })).confianza).toBeLessThan(LIMIAR_REVISAR);
  });

  it('laboral fixo and funcionario calls of one post: the places a later step\'s body gives its process decide (gl, es)', () => {
    const org = 'Concello de Sarria';
    const laboral = withText(ed('BOP Lugo', '2027-02-01', 'convocatoria_bases', 'Bases para cubrir tres prazas de peón de vías e obras, quenda libre', org), 'Aprobáronse as bases para cubrir tres prazas de peón de vías e obras como persoal laboral fixo.');
    const funcionario = withText(ed('BOP Lugo', '2027-02-08', 'convocatoria_bases', 'Bases para cubrir unha praza de peón de vías e obras, quenda libre', org), 'Aprobáronse as bases para cubrir unha praza de peón de vías e obras como persoal funcionario de carreira.');
    const gl = withText(ed('BOP Lugo', '2027-05-10', 'resultados', 'Proposta de contratación no proceso selectivo de peón de vías e obras', org), 'Finalizado o proceso selectivo para cubrir tres prazas de peón de vías e obras, o tribunal propón a contratación de Rosa Vidal.');
    const es = withText(ed('BOP Lugo', '2027-05-12', 'resultados', 'Propuesta de nombramiento en el proceso selectivo de peón de vías y obras', org), 'Finalizado el proceso selectivo para cubrir una plaza de peón de vías y obras, el tribunal propone el nombramiento de Luis Rey.');
    const grupos = agrupar([laboral, funcionario, gl, es]);
    expect(grupos.map((g) => g.edictos)).toEqual([[laboral, gl], [funcionario, es]]);
  });

  it('free and internal-promotion calls the same day: the turn the body states, the open application period and the lists decide', () => {
    const org = 'Concello de Sanxenxo';
    const titulo = (q: string) => `Bases para cubrir unha praza de arquitecto/a, quenda ${q}`;
    const libre = ed('BOP Pontevedra', '2027-03-01', 'convocatoria_bases', titulo('libre'), org);
    const interna = ed('BOP Pontevedra', '2027-03-01', 'convocatoria_bases', titulo('de promoción interna'), org);
    // the extracts of the free call cite the bases by number and date only: both calls share that bulletin
    const dog = withText(ed('DOG', '2027-03-15', 'extracto_convocatoria', 'ANUNCIO de convocatoria para cubrir unha praza de arquitecto/a.', org), 'As bases publicáronse no BOP de Pontevedra número 41, do 1 de marzo de 2027. Convócase pola quenda libre unha praza de arquitecto/a.');
    const boe = withText(ed('BOE', '2027-03-27', 'extracto_convocatoria', 'Resolución de 16 de marzo de 2027, del Ayuntamiento de Sanxenxo (Pontevedra), referente a la convocatoria para proveer una plaza.', org),
      'En el «Boletín Oficial de la Provincia de Pontevedra» número 41, de 1 de marzo de 2027, se han publicado las bases. Se convoca por el turno libre una plaza de arquitecto/a. El plazo de presentación de solicitudes será de veinte días naturales contados a partir del día siguiente al de la publicación de este extracto en el «Boletín Oficial del Estado».');
    // while the free call's period runs (until 16 April), a list of admitted is the internal call's
    const provisionalInterna = ed('BOP Pontevedra', '2027-04-05', 'admitidos', 'Lista provisional de persoas admitidas e excluídas no proceso selectivo de arquitecto/a', org);
    // later, the provisional list of the process that has none yet, the definitive one after its provisional list
    const definitivaInterna = ed('BOP Pontevedra', '2027-05-20', 'admitidos', 'Lista definitiva de persoas admitidas no proceso selectivo de arquitecto/a', org);
    const provisionalLibre = ed('BOP Pontevedra', '2027-05-20', 'admitidos', 'Lista provisional de persoas admitidas e excluídas no proceso selectivo de arquitecto/a', org);
    const grupos = agrupar([libre, interna, dog, boe, provisionalInterna, definitivaInterna, provisionalLibre]);
    const of = (e: EdictoDeProceso) => grupos.find((g) => g.edictos.includes(e))!.edictos;
    expect(of(libre)).toEqual([libre, dog, boe, provisionalLibre]);
    expect(of(interna)).toEqual([interna, provisionalInterna, definitivaInterna]);
    // a body that speaks of both turns states none
    const ambas = withText(ed('DOG', '2027-03-15', 'extracto_convocatoria', 'ANUNCIO de convocatoria.', org),
      'Convócase pola quenda libre unha praza de arquitecto/a; as prazas vacantes da promoción interna acumularanse a ela.');
    expect(chaveDoEdicto(ambas).quenda).toBeNull();
    expect(chaveDoEdicto(dog).quenda).toBe('libre');
  });

  it('bases printed in Spanish and in Galician the same day are one process; two calls the same day are not', () => {
    const org = 'Concello de Verín';
    const es = withText(ed('BOP Ourense', '2027-06-02', 'convocatoria_bases', 'Bases para cubrir una plaza de auxiliar de biblioteca, turno libre', org),
      'La Alcaldía aprobó las bases del proceso selectivo para cubrir una plaza de auxiliar de biblioteca, por el turno libre, mediante el sistema de concurso-oposición.');
    const gl = withText(ed('BOP Ourense', '2027-06-02', 'convocatoria_bases', 'Bases para cubrir unha praza de auxiliar de biblioteca, quenda libre', org),
      'A Alcaldía aprobou as bases do proceso selectivo para cubrir unha praza de auxiliar de biblioteca, pola quenda libre, mediante o sistema de concurso-oposición.');
    const version = ed('BOP Ourense', '2027-06-02', 'convocatoria_bases', 'Bases dunha praza de auxiliar de biblioteca (versión en castelán)', org);
    expect(agrupar([es, gl]).map((g) => g.edictos)).toEqual([[es, gl]]);
    expect(agrupar([gl, version]).map((g) => g.edictos)).toEqual([[gl, version]]);
    // the same language, the same day: another call of the body
    const outra = withText(ed('BOP Ourense', '2027-06-02', 'convocatoria_bases', 'Bases para cubrir unha praza de auxiliar de biblioteca, quenda libre', org),
      'A Alcaldía aprobou as bases do proceso selectivo para cubrir unha praza de auxiliar de biblioteca, pola quenda libre, mediante o sistema de oposición.');
    expect(agrupar([gl, outra])).toHaveLength(2);
  });

  it('an appointment naming only the technical subscale and its class: the class gives the group, and two the same day never share a process (es, gl)', () => {
    const org = 'Deputación Provincial de Ourense';
    const basesA1 = withText(ed('BOP Ourense', '2027-01-12', 'convocatoria_bases', 'Bases para cubrir unha praza de arquitecto/a, quenda libre', org),
      'Bases para cubrir unha praza de arquitecto/a, como persoal funcionario de carreira, escala de administración especial, subescala técnica, clase superior, subgrupo A1.');
    const basesA2 = withText(ed('BOP Ourense', '2027-01-19', 'convocatoria_bases', 'Bases para cubrir unha praza de enxeñeiro/a técnico/a agrícola, quenda libre', org),
      'Bases para cubrir unha praza de enxeñeiro/a técnico/a agrícola, como persoal funcionario de carreira, escala de administración especial, subescala técnica, clase media, subgrupo A2.');
    const tribunais = [basesA1, basesA2].map((b, i) => ed('BOP Ourense', `2027-04-0${i + 5}`, 'tribunal', `Composición do tribunal do proceso selectivo de ${i ? 'enxeñeiro/a técnico/a agrícola' : 'arquitecto/a'}`, org));
    const boe = (d: string, clase: string, quen: string) => withText(ed('BOE', d, 'nomeamento', `Resolución de 1 de septiembre de 2027, de la Diputación Provincial de Ourense, referente al nombramiento de personal funcionario de carrera.`, org),
      `Se ha nombrado personal funcionario de carrera a ${quen}, escala de Administración Especial, subescala Técnica, clase ${clase}.`);
    const superior = boe('2027-09-14', 'Superior', 'Xiana Outeiro');
    const grupos = agrupar([basesA1, basesA2, ...tribunais, superior]);
    expect(grupos.find((g) => g.edictos.includes(superior))!.edictos).toEqual([basesA1, tribunais[0], superior]);
    // two look-alike appointments the same day, in Galician too: never one process of their own
    const bop = (quen: string) => withText(ed('BOP Ourense', '2027-09-20', 'nomeamento', 'Nomeamento de persoal funcionario de carreira', org),
      `Nomease funcionario/a de carreira a ${quen}, escala de administración especial, subescala técnica, clase media.`);
    const [a, b] = [bop('Brais Lema'), bop('Lois Seoane')];
    const juntos = agrupar([a, b]);
    expect(juntos).toHaveLength(2);
    expect(chaveDoEdicto(a)).toMatchObject({ posto: '', grupo: 'A2' });
  });
});

describe('a pool and the permanent posts of one post, and the staff a step names (issue 22, third grouping set)', () => {
  const body = 'Concello de Vilagarcía de Arousa';
  const conTexto = (e: EdictoDeProceso, texto: string): EdictoDeProceso => ({ ...e, texto });
  it('reads "persoal laboral fixo" and "laborais temporais" as permanent or temporary staff', () => {
    const fixo = chaveDoEdicto(ed('BOP Pontevedra', '2027-11-03', 'admitidos', 'Lista provisional. Condutores persoal laboral fixo', body));
    expect(fixo.bolsa).toBe(false);
    expect(fixo.persoal).toBe('laboral_fixo');
    expect(chaveDoEdicto(ed('BOP Pontevedra', '2027-11-03', 'convocatoria_bases', 'Bases para a contratación de persoal laboral temporal: dous peóns', body)).persoal).toBe('laboral_temporal');
  });
  it('a later step whose title says nothing takes the pool or the permanent post from the lead of its body', () => {
    const reserva = conTexto(ed('BOP Pontevedra', '2027-12-01', 'admitidos', 'Anuncio. Lista provisional', body),
      'Por Resolución da Alcaldía apróbase a lista provisional de persoas admitidas e excluídas na lista de reserva de condutores para contratacións temporais. Reclamacións: dez días.');
    expect(chaveDoEdicto(reserva).bolsa).toBe(true);
    const propiedade = conTexto(ed('BOP Pontevedra', '2027-12-01', 'admitidos', 'Anuncio. Admitidos e excluídos', body),
      'Apróbase a relación de admitidos no proceso para a provisión en propiedade dunha praza de condutor, persoal laboral fixo. Os aspirantes que non superen o proceso non formarán bolsa.');
    expect(chaveDoEdicto(propiedade).bolsa).toBe(false);
  });
  it('a step naming only civil servants or employees does not join a process of the other staff', () => {
    const laboral = proc(ed('BOP Ourense', '2027-10-04', 'convocatoria_bases', 'Bases para a contratación como persoal laboral fixo de dous condutores', 'Concello de Xinzo de Limia'));
    const funcionario = proc(ed('BOP Ourense', '2027-10-04', 'convocatoria_bases', 'Bases para a provisión dunha praza de condutor, persoal funcionario de carreira', 'Concello de Xinzo de Limia'));
    const lista = ed('BOP Ourense', '2027-12-10', 'admitidos', 'Lista provisional. Condutor (funcionario)', 'Concello de Xinzo de Limia');
    expect(puntuarLigazon(lista, funcionario).confianza).toBeGreaterThan(puntuarLigazon(lista, laboral).confianza);
    expect(puntuarLigazon(lista, laboral).evidencias).toContain('persoal funcionario fronte a laboral');
  });
  it('a pool\'s own list follows its bases without a list of admitted', () => {
    const bolsa = proc(ed('BOP Lugo', '2027-10-04', 'bolsa_emprego', 'Bases da bolsa de emprego de auxiliares de axuda no fogar', 'Concello de Sarria'));
    const lista = ed('BOP Lugo', '2027-11-15', 'listas_contratacion', 'Lista provisional da lista de contratación de auxiliares do SAF', 'Concello de Sarria');
    const l = puntuarLigazon(lista, bolsa);
    expect(l.evidencias).toContain('lista dunha bolsa despois das súas bases');
    expect(l.confianza).toBeGreaterThanOrEqual(LIMIAR_LIGAR);
  });
  it('posts shortened as clerks write them are the same posts', () => {
    const k = (titulo: string) => chaveDoEdicto(ed('BOP Pontevedra', '2027-10-04', 'admitidos', titulo, 'Concello de Pontevedra')).posto;
    expect(k('Listaxe provisional: Enx. téc. industrial')).toBe(k('Listaxe provisional: enxeñeiro/a técnico/a industrial'));
    expect(k('Lista definitiva bolsa SAF: auxiliares')).not.toBe('');
    expect(k('Lista provisional de admitidos: aux. administrativo/a')).toBe(k('Lista provisional de admitidos: auxiliar administrativo/a'));
  });
});

describe('classes of the fourth grouping set (agrupacion4)', () => {
  it('an abbreviation written with dots is the abbreviation (gl, es, upper and lower case)', () => {
    const k = (titulo: string) => chaveDoEdicto(ed('BOP Lugo', '2028-11-06', 'tribunal', titulo, 'Concello de Sarria')).posto;
    expect(k('COMPOSICIÓN DO TRIBUNAL DAS PROBAS DE T.A.X.')).toBe(k('Composición do tribunal das probas de técnico/a de administración xeral'));
    expect(k('Tribunal calificador de la plaza de t.a.g')).toBe(k('Tribunal calificador de la plaza de técnico de administración general'));
    expect(k('Lista de admitidos da bolsa de auxiliares do S.A.F.')).toBe(k('Lista de admitidos da bolsa de auxiliares do SAF'));
    expect(nomeDoPosto('Data do exame de A.E.D.L.')).not.toBe('');
  });
  it('the place in a body\'s name is never the post, though it be a post\'s word (es, gl)', () => {
    const boe = ed('BOE', '2029-02-05', 'nomeamento', 'Resolución de 22 de enero de 2029, del Ayuntamiento de La Guardia (Pontevedra), por la que se publica el nombramiento de funcionaria de carrera.', 'Ayuntamiento de A Guarda');
    expect(chaveDoEdicto(boe).posto).toBe('');
    expect(nomeDoPosto(boe.titulo)).toBe('');
    expect(chaveDoEdicto(ed('DOG', '2028-09-01', 'extracto_convocatoria', 'ANUNCIO do Concello da Guarda de convocatoria dunha praza de enxeñeiro/a técnico/a', 'Concello da Guarda')).posto)
      .toBe(chaveDoEdicto(ed('DOG', '2028-09-01', 'extracto_convocatoria', 'Convocatoria dunha praza de enxeñeiro/a técnico/a', 'Concello da Guarda')).posto);
    // a post of guards keeps its name
    expect(chaveDoEdicto(ed('BOP Pontevedra', '2028-09-01', 'convocatoria_bases', 'Bases de dúas prazas de garda rural', 'GUARDA, A')).posto).not.toBe('');
    // an appointment whose title names only the body joins its call through the post its text names
    const bases = ed('BOP Pontevedra', '2028-07-03', 'convocatoria_bases', 'Bases para a provisión en propiedade dunha praza de enxeñeiro/a de camiños (A1)', 'GUARDA, A');
    const lista = ed('BOP Pontevedra', '2028-10-02', 'admitidos', 'Lista provisional de admitidos. Praza de enxeñeiro/a de camiños', 'GUARDA, A');
    const nomeamento = { ...ed('BOE', '2029-02-05', 'nomeamento', 'Resolución de 22 de enero de 2029, del Ayuntamiento de A Guarda (Pontevedra), por la que se publica el nombramiento de funcionario de carrera.', 'Ayuntamiento de A Guarda'),
      texto: 'Por Resolución de la Alcaldía, a propuesta del tribunal calificador, se nombra funcionario de carrera a don Xoán Pérez en la plaza de Ingeniero de Caminos, Canales y Puertos.' };
    const feitos = lerFeitos(nomeamento.texto, { bop: 'BOE', titulo: nomeamento.titulo, tipo: 'nomeamento', fecha: nomeamento.fecha });
    expect(agrupar([bases, lista, { ...nomeamento, feitos }])).toHaveLength(1);
  });
  it('two specialities of one category are two posts; one named with no speciality is either (gl, es)', () => {
    const posto = (titulo: string) => chaveDoEdicto(ed('DOG', '2028-05-02', 'convocatoria_bases', titulo, 'Servizo Galego de Saúde')).posto;
    const pediatria = posto('Concurso-oposición para a categoría de enfermeiro/a especialista en enfermaría pediátrica');
    const familiar = posto('Concurso-oposición para a categoría de enfermeiro/a especialista en enfermaría familiar e comunitaria');
    expect(comparePosts(pediatria, familiar)).toBe('distinto');
    expect(comparePosts(posto('Concurso-oposición de facultativo/a especialista de área de cardioloxía'), posto('Concurso-oposición de facultativo/a especialista de área de neuroloxía'))).toBe('distinto');
    expect(comparePosts(posto('Concurso-oposición de enfermeiro/a especialista'), pediatria)).toBe('compatible');
    expect(comparePosts(posto('Concurso-oposición de enfermeiro/a especialista en enfermaría pediátrica (OPE 2028)'), pediatria)).toBe('mesmo');
  });
  it('a later step naming no post joins the process its lead names; a speciality\'s appointment the same day does not', () => {
    const sergas = 'Servizo Galego de Saúde';
    const convocatoria = ed('DOG', '2028-06-01', 'convocatoria_bases', 'RESOLUCIÓN pola que se convoca concurso-oposición para o acceso á categoría de enfermeiro/a especialista en enfermaría pediátrica do Servizo Galego de Saúde', sergas);
    const admitidos = ed('DOG', '2028-09-20', 'admitidos', 'RESOLUCIÓN pola que se aproba a relación definitiva de persoas admitidas no concurso-oposición de enfermeiro/a especialista en enfermaría pediátrica', sergas);
    const outra = ed('DOG', '2028-05-10', 'convocatoria_bases', 'RESOLUCIÓN pola que se convoca concurso-oposición para o acceso á categoría de enfermeiro/a especialista en enfermaría familiar e comunitaria', sergas);
    const superaron = { ...ed('DOG', '2029-02-14', 'resultados', 'RESOLUCIÓN pola que se fai pública a relación de aspirantes que superaron a fase de oposición (EE pediatría)', sergas),
      texto: 'Publícase a relación de aspirantes que superaron a fase de oposición do concurso-oposición de enfermeiro/a especialista en enfermaría pediátrica, coa súa puntuación. Dispoñen de quince días naturais para presentar os méritos.' };
    const nomeamento = ed('DOG', '2029-02-14', 'nomeamento', 'RESOLUCIÓN pola que se nomea persoal estatutario fixo na categoría de enfermeiro/a especialista en enfermaría familiar e comunitaria', sergas);
    const grupos = agrupar([outra, convocatoria, admitidos, superaron, nomeamento]);
    const de = (x: EdictoDeProceso) => grupos.findIndex((g) => g.edictos.includes(x));
    expect(de(superaron)).toBe(de(convocatoria));
    expect(de(nomeamento)).toBe(de(outra));
    expect(puntuarLigazon(superaron, proc(convocatoria, admitidos)).evidencias).toContain('o texto nomea o posto do proceso');
  });
  it('a body other than a council is one body under its Spanish and Galician names (institutes, consortia, consellos)', () => {
    const corpo = (organizacion: string, bop = 'BOE') => corpoDoEdicto({ organizacion, bop, titulo: '' });
    expect(corpo('Instituto Ourensano de Desarrollo Económico')).toBe(corpo('Instituto Ourensán de Desenvolvemento Económico (INORDE)', 'BOP Ourense'));
    expect(corpo('Consorcio Gallego de Servicios de Igualdad y Bienestar')).toBe(corpo('Consorcio Galego de Servizos de Igualdade e Benestar', 'DOG'));
    expect(corpo('Consejo de Cuentas de Galicia')).toBe(corpo('Consello de Contas de Galicia', 'DOG'));
    expect(corpo('Agencia Gallega de Desarrollo Rural')).toBe(corpo('Axencia Galega de Desenvolvemento Rural', 'DOG'));
    expect(corpo('Consorcio Provincial contra Incendios y Salvamento de Lugo')).not.toBe(corpo('Consorcio Provincial contra Incendios e Salvamento da Coruña', 'BOP A Coruña'));
    expect(corpo('Instituto Galego de Estatística', 'DOG')).not.toBe(corpo('Instituto Galego da Vivenda e Solo', 'DOG'));
  });
  it('a BOE notice filed under the whole community is of the body its title names; a consellería\'s stays the Xunta\'s', () => {
    const dog = { ...ed('DOG', '2028-03-01', 'convocatoria_bases', 'RESOLUCIÓN do 20 de febreiro de 2028, da Presidencia do Consello de Contas de Galicia, pola que se convocan probas selectivas para o ingreso no corpo de auditores', 'Consello de Contas de Galicia'),
      texto: 'Convócanse probas selectivas para cubrir dúas prazas do corpo de auditores do Consello de Contas. As solicitudes presentaranse no prazo de vinte días hábiles contados a partir do día seguinte ao da publicación do extracto desta convocatoria no Boletín Oficial do Estado.' };
    const boe = ed('BOE', '2028-03-10', 'extracto_convocatoria', 'Resolución de 20 de febrero de 2028, del Consejo de Cuentas de Galicia, por la que se convocan pruebas selectivas para el ingreso en el cuerpo de auditores.', 'COMUNIDAD AUTÓNOMA DE GALICIA');
    expect(chaveDoEdicto(boe).corpo).toBe(chaveDoEdicto(dog).corpo);
    const feitos = lerFeitos(dog.texto, { bop: dog.bop, titulo: dog.titulo, tipo: dog.tipo, fecha: dog.fecha });
    const grupos = agrupar([{ ...dog, feitos }, boe]);
    expect(grupos).toHaveLength(1);
    // the period counts from the BOE notice, now in the process
    expect(prazoDoProceso(grupos[0].edictos)?.ultimoDia).toBe('2028-04-07');
    const conselleria = ed('BOE', '2028-03-10', 'extracto_convocatoria', 'Orden de 1 de marzo de 2028, de la Consejería de Hacienda y Administración Pública, por la que se convocan pruebas selectivas para el ingreso en el cuerpo superior.', 'COMUNIDAD AUTÓNOMA DE GALICIA');
    expect(chaveDoEdicto(conselleria).corpo).toBe('xunta');
  });
});

describe('classes of the fifth grouping set (agrupacion5)', () => {

  it('a pool called again after its final list is a new process, though the new call cites the first bases (gl, es)', () => {
    const bases = comTexto(ed('BOP Pontevedra', '2031-03-10', 'bolsa_emprego', 'Bases da bolsa de emprego de condutores/as de maquinaria', 'Concello de Moraña'),
      'Apróbanse as bases da bolsa de emprego de condutores/as de maquinaria para contratacións laborais temporais. As solicitudes presentaranse no prazo de dez días hábiles desde o seguinte ao desta publicación.');
    const final = ed('BOP Pontevedra', '2031-05-20', 'listas_contratacion', 'Lista definitiva da bolsa de emprego de condutores/as de maquinaria', 'Concello de Moraña');
    const nova = comTexto(ed('BOP Pontevedra', '2031-11-04', 'bolsa_emprego', 'Nova convocatoria da bolsa de emprego de condutores/as de maquinaria', 'Concello de Moraña'),
      'Esgotada a bolsa constituída en maio, convócase de novo a bolsa de condutores/as de maquinaria, que se rexerá polas bases publicadas no BOP de Pontevedra número 48, do 10 de marzo de 2031.');
    const grupos = agrupar([bases, final, nova]);
    expect(xuntos(grupos, bases, final)).toBe(true);
    expect(xuntos(grupos, bases, nova)).toBe(false);
    expect(puntuarLigazon(nova, proc(bases, final)).confianza).toBeLessThan(LIMIAR_REVISAR);
    const basesEs = comTexto(ed('BOP Pontevedra', '2031-03-10', 'bolsa_emprego', 'Bases de la bolsa de empleo de conductores de maquinaria', 'Ayuntamiento de Moraña'),
      'Se aprueban las bases de la bolsa de empleo de conductores de maquinaria.');
    const finalEs = ed('BOP Pontevedra', '2031-05-20', 'listas_contratacion', 'Lista definitiva de la bolsa de empleo de conductores de maquinaria', 'Ayuntamiento de Moraña');
    const novaEs = comTexto(ed('BOP Pontevedra', '2031-11-04', 'bolsa_emprego', 'Nueva convocatoria de la bolsa de empleo de conductores de maquinaria', 'Ayuntamiento de Moraña'),
      'Agotada la bolsa, se convoca de nuevo, rigiéndose por las bases publicadas en el BOP de Pontevedra número 48, de 10 de marzo de 2031.');
    expect(puntuarLigazon(novaEs, proc(basesEs, finalEs)).confianza).toBeLessThan(LIMIAR_REVISAR);
  });
  it('a patronato\'s call printed under its own name, its Spanish name and its council\'s is one process; the council\'s own call stays apart (gl, es)', () => {
    const bases = ed('BOP Pontevedra', '2031-02-03', 'convocatoria_bases', 'Bases para a contratación laboral fixa dun/dunha animador/a cultural do Padroado Municipal de Cultura', 'Padroado Municipal de Cultura de Ribadumia');
    const boe = ed('BOE', '2031-03-01', 'extracto_convocatoria', 'Resolución de 20 de febrero de 2031, del Patronato Municipal de Cultura de Ribadumia (Pontevedra), referente a la convocatoria para proveer una plaza de Animador Cultural.', 'Patronato Municipal de Cultura de Ribadumia');
    const lista = comTexto(ed('BOP Pontevedra', '2031-04-15', 'admitidos', 'Lista provisional de admitidos no proceso dunha praza de animador/a cultural do Padroado Municipal de Cultura', 'Concello de Ribadumia'),
      'O alcalde, como presidente do Padroado Municipal de Cultura, aprobou a lista provisional de persoas admitidas e excluídas.');
    const resultado = comTexto(ed('BOP Pontevedra', '2031-06-10', 'resultados', 'Animador/a cultural (Padroado): proposta de contratación', 'Concello de Ribadumia'),
      'Rematado o proceso dunha praza de animador/a cultural do Padroado Municipal de Cultura, o tribunal propón a contratación de…');
    const propia = ed('BOP Pontevedra', '2031-02-03', 'convocatoria_bases', 'Bases para a provisión dunha praza de auxiliar administrativo/a', 'Concello de Ribadumia');
    const propiaLista = ed('BOP Pontevedra', '2031-04-15', 'admitidos', 'Lista provisional de admitidos: auxiliar administrativo/a', 'Concello de Ribadumia');
    const grupos = agrupar([bases, propia, boe, lista, propiaLista, resultado]);
    expect(xuntos(grupos, bases, boe, lista, resultado)).toBe(true);
    expect(xuntos(grupos, propia, propiaLista)).toBe(true);
    expect(xuntos(grupos, bases, propia)).toBe(false);
  });

  it('a consortium\'s call printed by the provincial council, under its long and short names, is one process; the council\'s own call stays apart (gl, es)', () => {
    const bases = ed('BOP Ourense', '2031-01-14', 'convocatoria_bases', 'ANUNCIO. BASES PARA A PROVISIÓN DE SEIS PRAZAS DE BOMBEIRO/A DO CONSORCIO PROVINCIAL DE OURENSE PARA A PRESTACIÓN DO SERVIZO CONTRA INCENDIOS E DE SALVAMENTO', 'DEPUTACIÓN PROVINCIAL DE OURENSE');
    const boe = ed('BOE', '2031-02-20', 'extracto_convocatoria', 'Resolución de 5 de febrero de 2031, del Consorcio Provincial de Ourense para la Prestación del Servicio contra Incendios y de Salvamento, referente a la convocatoria para proveer seis plazas de Bombero.', 'Consorcio Provincial de Ourense para la Prestación del Servicio contra Incendios y de Salvamento');
    const lista = ed('BOP Ourense', '2031-04-02', 'admitidos', 'LISTAXE PROVISIONAL DE ADMITIDOS NO PROCESO DE BOMBEIRO/A (6 PRAZAS)', 'CONSORCIO PROVINCIAL CONTRA INCENDIOS E SALVAMENTO DE OURENSE');
    const proposta = comTexto(ed('BOP Ourense', '2031-09-09', 'resultados', 'PROPOSTA DE CONTRATACIÓN DE SEIS BOMBEIROS/AS DO CONSORCIO PROVINCIAL CONTRA INCENDIOS', 'DEPUTACIÓN PROVINCIAL DE OURENSE'),
      'Rematado o proceso selectivo convocado polo Consorcio Provincial de Ourense para a Prestación do Servizo contra Incendios e de Salvamento, o tribunal propón a contratación de seis persoas.');
    const propia = ed('BOP Ourense', '2031-01-20', 'convocatoria_bases', 'ANUNCIO. BASES PARA A PROVISIÓN DE DÚAS PRAZAS DE ENXEÑEIRO/A DE CAMIÑOS', 'DEPUTACIÓN PROVINCIAL DE OURENSE');
    const grupos = agrupar([bases, propia, boe, lista, proposta]);
    expect(xuntos(grupos, bases, boe, lista, proposta)).toBe(true);
    expect(xuntos(grupos, bases, propia)).toBe(false);
    expect(corpoDoEdicto(bases)).toBe(corpoDoEdicto(lista));
  });

  it('a mancomunidade\'s step printed by the council of its president is the mancomunidade\'s (gl, es)', () => {
    const bases = ed('BOP A Coruña', '2031-03-03', 'convocatoria_bases', 'Bases para cubrir unha praza de educador/a social da Mancomunidade', 'Mancomunidade de Concellos da Comarca de Ordes');
    const boe = ed('BOE', '2031-03-28', 'extracto_convocatoria', 'Resolución de 17 de marzo de 2031, de la Mancomunidad de Municipios de la Comarca de Ordes (A Coruña), referente a la convocatoria para proveer una plaza de Educador Social.', 'Mancomunidad de Municipios de la Comarca de Ordes');
    const lista = ed('BOP A Coruña', '2031-05-12', 'admitidos', 'Lista provisional de admitidos en el proceso de educador/a social de la Mancomunidad de la Comarca de Ordes', 'Ayuntamiento de Ordes');
    const propia = ed('BOP A Coruña', '2031-05-12', 'admitidos', 'Lista provisional de admitidos: educador/a social', 'Concello de Ordes');
    const grupos = agrupar([bases, boe, lista]);
    expect(xuntos(grupos, bases, boe, lista)).toBe(true);
    // a council naming no other body is the council, never the mancomunidade
    expect(puntuarLigazon(propia, proc(bases, boe)).confianza).toBe(0);
  });
  it('a stabilisation contest and an ordinary call of the same post keep their own steps, the same day and in either order (gl, es)', () => {
    const org = 'Concello de Barro';
    const estab = comTexto(ed('BOP Pontevedra', '2031-04-01', 'convocatoria_bases', 'Bases do concurso excepcional de estabilización de emprego temporal de tres prazas de limpador/a', org),
      'Por Resolución da Alcaldía apróbanse as bases do proceso de estabilización de emprego temporal (Lei 20/2021) para cubrir tres prazas de limpador/a, persoal laboral fixo, polo sistema de concurso. As solicitudes presentaranse no prazo de vinte días hábiles contados desde o seguinte ao da publicación do extracto no Boletín Oficial do Estado.');
    const ordinaria = comTexto(ed('BOP Pontevedra', '2031-04-03', 'convocatoria_bases', 'Convocatoria e bases para a contratación laboral fixa dun/dunha limpador/a por concurso-oposición libre (OEP 2031)', org),
      'A Alcaldía convoca o proceso selectivo para a contratación como persoal laboral fixo dun/dunha limpador/a, vacante da oferta de emprego público de 2031, polo sistema de concurso-oposición libre. As solicitudes presentaranse no prazo de vinte días naturais contados desde o seguinte ao da publicación do anuncio no Boletín Oficial do Estado.');
    const boeEstab = ed('BOE', '2031-04-22', 'extracto_convocatoria', 'Resolución de 8 de abril de 2031, del Ayuntamiento de Barro (Pontevedra), referente a la convocatoria para proveer tres plazas.', 'Ayuntamiento de Barro');
    const boeOrd = ed('BOE', '2031-04-24', 'extracto_convocatoria', 'Resolución de 9 de abril de 2031, del Ayuntamiento de Barro (Pontevedra), referente a la convocatoria para proveer una plaza.', 'Ayuntamiento de Barro');
    const listaEstab = comTexto(ed('BOP Pontevedra', '2031-06-16', 'admitidos', 'LISTA PROVISIONAL DE ADMITIDOS. ESTABILIZACIÓN LIMPADORES/AS (LEI 20/2021)', org),
      'Apróbase a lista provisional de persoas admitidas e excluídas no concurso de estabilización de tres prazas de limpador/a.');
    const listaOrd = comTexto(ed('BOP Pontevedra', '2031-06-16', 'admitidos', 'LIMPADOR/A (QUENDA LIBRE): LISTA PROVISIONAL DE ADMITIDOS E EXCLUÍDOS', org),
      'Apróbase a lista provisional de persoas admitidas e excluídas no concurso-oposición libre para unha praza de limpador/a.');
    const meritos = comTexto(ed('BOP Pontevedra', '2031-09-08', 'resultados', 'Valoración definitiva de méritos do concurso excepcional de estabilización: limpadores/as', org),
      'A comisión de valoración publica a puntuación definitiva do concurso excepcional de estabilización e propón a contratación de tres persoas.');
    for (const orde of [[listaEstab, listaOrd], [listaOrd, listaEstab]]) {
      const grupos = agrupar([estab, ordinaria, boeEstab, boeOrd, ...orde, meritos]);
      expect(xuntos(grupos, estab, boeEstab, listaEstab, meritos)).toBe(true);
      expect(xuntos(grupos, ordinaria, boeOrd, listaOrd)).toBe(true);
      expect(xuntos(grupos, estab, ordinaria)).toBe(false);
    }
    const listaEs = comTexto(ed('BOP Pontevedra', '2031-06-16', 'admitidos', 'Lista provisional de admitidos. Estabilización de empleo temporal, limpiadores/as', 'Ayuntamiento de Barro'),
      'Se aprueba la lista provisional de personas admitidas en el concurso de estabilización de tres plazas de limpiador/a.');
    expect(puntuarLigazon(listaEs, proc(ordinaria, boeOrd)).evidencias).toContain('estabilización fronte a unha convocatoria ordinaria');
  });
  it('a list of "titulado/a superior, especialidade de enxeñaría de…" is a list of engineers of that field, as its final list names them (gl, es)', () => {
    const org = 'Instituto Galego da Vivenda e Solo';
    const convoca = comTexto(ed('DOG', '2031-02-10', 'bolsa_emprego', 'RESOLUCIÓN pola que se convoca a constitución dunha lista de contratación temporal de persoal titulado superior, especialidade de enxeñaría industrial.', org),
      'Convócase a constitución dunha lista de contratación temporal de persoal laboral, titulado/a superior, especialidade de enxeñaría industrial. As solicitudes presentaranse no prazo de dez días hábiles contados desde o día seguinte ao desta publicación.');
    const provisional = ed('DOG', '2031-04-21', 'listas_contratacion', 'RESOLUCIÓN pola que se publica a lista provisional da lista de contratación de titulado/a superior (enxeñaría industrial).', org);
    const definitiva = ed('DOG', '2031-07-02', 'listas_contratacion', 'RESOLUCIÓN pola que se aproba a lista definitiva de contratación temporal de enxeñeiros/as industriais.', org);
    const outra = ed('DOG', '2031-03-03', 'bolsa_emprego', 'RESOLUCIÓN pola que se convoca a constitución dunha lista de contratación temporal de persoal titulado superior, especialidade de arquitectura.', org);
    const grupos = agrupar([convoca, outra, provisional, definitiva]);
    expect(xuntos(grupos, convoca, provisional, definitiva)).toBe(true);
    expect(xuntos(grupos, convoca, outra)).toBe(false);
    const posto = (t: string) => chaveDoEdicto(ed('BOE', '2031-01-01', 'listas_contratacion', t, 'Augas de Galicia')).posto;
    expect(comparePosts(posto('lista de contratación de personal titulado superior, especialidad de ingeniería de montes'), posto('lista definitiva de ingenieros/as de montes'))).toBe('mesmo');
    expect(comparePosts(posto('titulado superior, especialidad de ingeniería de montes'), posto('titulado superior, especialidad de arquitectura'))).toBe('distinto');
  });
});

describe('classes of the sixth grouping set (agrupacion6)', () => {

  it('a result that also forms a reserve list of the other candidates stays with its competition (gl, es)', () => {
    const org = 'Concello de Riotorto';
    const bases = comTexto(ed('BOP Lugo', '2032-03-02', 'convocatoria_bases', 'BASES PARA A CONTRATACIÓN LABORAL TEMPORAL DE DOUS SOCORRISTAS PARA A PISCINA MUNICIPAL', org),
      'Apróbanse as bases para a contratación laboral temporal de dous socorristas pola tempada de verán, mediante concurso de méritos. As solicitudes presentaranse no prazo de cinco días hábiles contados desde o seguinte ao desta publicación.');
    const lista = ed('BOP Lugo', '2032-03-20', 'admitidos', 'LISTA PROVISIONAL DE ADMITIDOS. SOCORRISTAS DA PISCINA', org);
    const gl = lido('BOP Lugo', '2032-04-10', 'RESULTADO DO PROCESO. SOCORRISTAS', org,
      'Rematada a baremación, proponse a contratación de Antía Rivas Mon e Iago Vilar Seco como socorristas, e fórmase unha lista de reserva coas demais persoas aspirantes por orde de puntuación.');
    expect(gl.tipo).toBe('resultados');
    expect(xuntos(agrupar([bases, lista, gl]), bases, lista, gl)).toBe(true);
    const es = lido('BOP Lugo', '2032-04-10', 'Anuncio', 'Ayuntamiento de Riotorto',
      'Finalizada la valoración, el tribunal propone la contratación de dos socorristas y se constituye una lista de espera con los aspirantes que superaron la prueba.');
    expect(es.tipo).toBe('resultados');
    expect(xuntos(agrupar([bases, lista, es]), bases, lista, es)).toBe(true);
  });

  it('a pool reopened to new candidates under its bases stays one process, and its deadline is the new window\'s (gl, es)', () => {
    const org = 'Concello de Outes';
    const bases = comTexto(ed('BOP A Coruña', '2032-02-03', 'bolsa_emprego', 'Bases da bolsa de emprego de auxiliares de axuda no fogar', org),
      'Apróbanse as bases da bolsa de emprego de auxiliares de axuda no fogar para contratacións laborais temporais. A bolsa actualizarase cada ano. As solicitudes presentaranse no prazo de dez días hábiles contados desde o seguinte ao da publicación deste anuncio no Boletín Oficial da Provincia.');
    const final = ed('BOP A Coruña', '2032-04-14', 'listas_contratacion', 'Aprobación definitiva da bolsa de auxiliares de axuda no fogar', org);
    const apertura = lido('BOP A Coruña', '2032-11-08', 'Actualización da bolsa de auxiliares de axuda no fogar: prazo para novas incorporacións', org,
      'Conforme ás bases publicadas no BOP núm. 23, do 3 de febreiro de 2032, ábrese o prazo para novas incorporacións á bolsa e para actualizar os méritos. As solicitudes presentaranse no prazo de dez días hábiles contados desde o seguinte ao da publicación deste anuncio no Boletín Oficial da Provincia.');
    expect(apertura.tipo).toBe('bolsa_emprego');
    const grupos = agrupar([bases, final, apertura]);
    expect(xuntos(grupos, bases, final, apertura)).toBe(true);
    // 10 business days from 9 November 2032: the window a visitor can still apply in
    expect(prazoDoProceso(grupos[0].edictos, 'Outes')?.ultimoDia).toBe('2032-11-22');
    const es = lido('BOP A Coruña', '2032-11-08', 'Ampliación de la bolsa de empleo de auxiliares de ayuda a domicilio', 'Ayuntamiento de Outes',
      'De acuerdo con las bases publicadas en el BOP núm. 23, de 3 de febrero de 2032, se abre el plazo para nuevas incorporaciones a la bolsa. Las solicitudes se presentarán en el plazo de diez días hábiles.');
    expect(xuntos(agrupar([bases, final, es]), bases, final, es)).toBe(true);
  });

  it('a call declared void closes its process; the new call citing it is another process with its own deadline (gl)', () => {
    const org = 'Concello de Ponte Caldelas';
    const bases = comTexto(ed('BOP Pontevedra', '2032-02-10', 'convocatoria_bases', 'BASES PARA CUBRIR UNHA PRAZA DE ENXEÑEIRO/A TÉCNICO/A FORESTAL, PERSOAL LABORAL FIXO', org),
      'Apróbanse as bases para cubrir unha praza de enxeñeiro/a técnico/a forestal, persoal laboral fixo, por concurso-oposición libre. As solicitudes presentaranse no prazo de vinte días naturais contados desde o seguinte ao da publicación do extracto no Boletín Oficial do Estado.');
    const boe = ed('BOE', '2032-02-24', 'extracto_convocatoria', 'Resolución de 12 de febrero de 2032, del Ayuntamiento de Ponte Caldelas (Pontevedra), referente a la convocatoria para proveer una plaza.', 'Ayuntamiento de Ponte Caldelas');
    const deserto = lido('BOP Pontevedra', '2032-06-15', 'Resolución da Alcaldía', org,
      'A Alcaldía declara deserto o proceso selectivo da praza de enxeñeiro/a técnico/a forestal por non superar ningunha persoa a fase de oposición.');
    const nova = comTexto(ed('BOP Pontevedra', '2032-09-07', 'convocatoria_bases', 'NOVA CONVOCATORIA PARA CUBRIR UNHA PRAZA DE ENXEÑEIRO/A TÉCNICO/A FORESTAL, PERSOAL LABORAL FIXO', org),
      'Declarado deserto o proceso convocado no BOP núm. 29, do 10 de febreiro de 2032, convócase de novo unha praza de enxeñeiro/a técnico/a forestal, persoal laboral fixo. As solicitudes presentaranse no prazo de vinte días naturais contados desde o seguinte ao da publicación do extracto no Boletín Oficial do Estado.');
    const boeNova = ed('BOE', '2032-09-21', 'extracto_convocatoria', 'Resolución de 9 de septiembre de 2032, del Ayuntamiento de Ponte Caldelas (Pontevedra), referente a la convocatoria para proveer una plaza.', 'Ayuntamiento de Ponte Caldelas');
    expect(deserto.tipo).toBe('resultados');
    const grupos = agrupar([bases, boe, deserto, nova, boeNova]);
    expect(xuntos(grupos, bases, boe, deserto)).toBe(true);
    expect(xuntos(grupos, nova, boeNova)).toBe(true);
    expect(xuntos(grupos, bases, nova)).toBe(false);
    const g = grupos.find((x) => x.edictos.includes(nova))!;
    // 20 natural days from 22 September 2032: 11 October (Monday)
    expect(prazoDoProceso(g.edictos, 'Ponte Caldelas')?.ultimoDia).toBe('2032-10-11');
  });

  it('a common police call of the Galician academy: its BOE notice and the appointment a participating council prints are its steps (gl, es)', () => {
    const dog = ed('DOG', '2032-03-15', 'convocatoria_bases', 'RESOLUCIÓN do 3 de marzo de 2032, da Academia Galega de Seguridade Pública, pola que se convoca o proceso selectivo unificado para o ingreso na categoría de policía dos corpos de policía local.', 'Academia Galega de Seguridade Pública');
    const boe = ed('BOE', '2032-03-26', 'extracto_convocatoria', 'Resolución de 15 de marzo de 2032, de la Academia Gallega de Seguridad Pública, por la que se anuncia la convocatoria del proceso selectivo unificado de policía local.', 'COMUNIDAD AUTÓNOMA DE GALICIA');
    expect(corpoDoEdicto(boe)).toBe(corpoDoEdicto(dog));
    const propia = ed('BOP Lugo', '2032-04-06', 'convocatoria_bases', 'BASES PARA CUBRIR POR MOBILIDADE UNHA PRAZA DE POLICÍA LOCAL', 'CONCELLO DE VILALBA');
    const nomeamento = lido('BOP Lugo', '2032-12-20', 'NOMEAMENTO DE POLICÍAS EN PRÁCTICAS', 'CONCELLO DE VILALBA',
      'Superado o proceso selectivo unificado convocado pola Academia Galega de Seguridade Pública (DOG núm. 51, do 15 de marzo de 2032), a Alcaldía nomea funcionario en prácticas a Hugo Taboada Paz.');
    expect(corpoDoEdicto(nomeamento)).toBe(corpoDoEdicto(dog));
    const grupos = agrupar([dog, boe, propia, nomeamento]);
    expect(xuntos(grupos, dog, boe, nomeamento)).toBe(true);
    expect(xuntos(grupos, propia, nomeamento)).toBe(false);
    const es = lido('BOP Lugo', '2032-12-20', 'Nombramiento de policías en prácticas', 'Ayuntamiento de Vilalba',
      'Superado el proceso selectivo unificado convocado por la Academia Gallega de Seguridad Pública, la Alcaldía nombra funcionaria en prácticas a Laura Varela Rey.');
    expect(corpoDoEdicto(es)).toBe(corpoDoEdicto(dog));
    // a council's own police step that only names the academy's course stays the council's
    const curso = lido('BOP Lugo', '2032-12-20', 'NOMEAMENTO DE POLICÍA', 'CONCELLO DE VILALBA',
      'Superado o curso de formación básica da Academia Galega de Seguridade Pública, nomease funcionario de carreira a Hugo Taboada Paz.');
    expect(corpoDoEdicto(curso)).toBe(corpoDoEdicto(propia));
  });

  it('two health areas printed under the health service\'s one name are two bodies (gl, es)', () => {
    const org = 'Servizo Galego de Saúde';
    const ourense = ed('DOG', '2032-04-05', 'convocatoria_bases', 'RESOLUCIÓN do 22 de marzo de 2032, da Xerencia da Área Sanitaria de Ourense, Verín e O Barco de Valdeorras, pola que se convoca o procedemento para a cobertura dun posto de xefe/a de servizo de Cardioloxía.', org);
    const vigo = ed('DOG', '2032-05-10', 'convocatoria_bases', 'RESOLUCIÓN do 28 de abril de 2032, da Xerencia da Área Sanitaria de Vigo, pola que se convoca o procedemento para a cobertura dun posto de xefe/a de servizo de Cardioloxía.', org);
    const comision = ed('DOG', '2032-06-14', 'tribunal', 'RESOLUCIÓN do 2 de xuño de 2032, da Xerencia da Área Sanitaria de Vigo, pola que se designa a comisión de selección do posto de xefe/a de servizo de Cardioloxía.', org);
    expect(corpoDoEdicto(ourense)).not.toBe(corpoDoEdicto(vigo));
    expect(corpoDoEdicto(comision)).toBe(corpoDoEdicto(vigo));
    const grupos = agrupar([ourense, vigo, comision]);
    expect(xuntos(grupos, vigo, comision)).toBe(true);
    expect(xuntos(grupos, ourense, vigo)).toBe(false);
    const boe = ed('BOE', '2032-05-20', 'extracto_convocatoria', 'Resolución de 28 de abril de 2032, de la Gerencia del Área Sanitaria de Vigo, del Servicio Gallego de Salud, por la que se convoca la provisión de una jefatura de servicio de Cardiología.', 'COMUNIDAD AUTÓNOMA DE GALICIA');
    expect(corpoDoEdicto(boe)).toBe(corpoDoEdicto(vigo));
  });

  it('a step naming the resolution that called it joins that call, and one naming another resolution does not (gl, es)', () => {
    const org = 'Universidade de Santiago de Compostela';
    const concurso = ed('DOG', '2032-03-04', 'provision_postos', 'RESOLUCIÓN do 18 de febreiro de 2032, da Universidade de Santiago de Compostela, pola que se convoca concurso de méritos para a provisión de postos de persoal funcionario de administración e servizos.', org);
    const adxudicacion = lido('DOG', '2032-06-08', 'RESOLUCIÓN do 27 de maio de 2032, da Universidade de Santiago de Compostela, pola que se fai pública a adxudicación provisional do concurso de méritos.', org,
      'Publícase a adxudicación provisional dos postos do concurso de méritos convocado por Resolución do 18 de febreiro de 2032.');
    const profesor = lido('BOE', '2032-06-20', 'Resolución de 2 de junio de 2032, de la Universidade de Santiago de Compostela, por la que se nombra Profesora Titular de Universidad a doña Iria Mato Leis.', org,
      'De conformidad con la propuesta de la comisión que juzgó el concurso de acceso convocado por Resolución de 10 de enero de 2032, este Rectorado resuelve nombrar a doña Iria Mato Leis Profesora Titular de Universidad.');
    expect(adxudicacion.tipo).toBe('resultados');
    const grupos = agrupar([concurso, adxudicacion, profesor]);
    expect(xuntos(grupos, concurso, adxudicacion)).toBe(true);
    expect(xuntos(grupos, concurso, profesor)).toBe(false);
    expect(puntuarLigazon(profesor, proc(concurso)).evidencias).toContain('cita outra resolución de convocatoria (10/1/2032)');
  });

  it('a corps named with its speciality is the post of that speciality, as its lists name it (gl, es)', () => {
    const org = 'Consellería de Facenda e Administración Pública';
    const orde = ed('DOG', '2032-05-03', 'convocatoria_bases', 'ORDE do 20 de abril de 2032 pola que se convoca o proceso selectivo para o ingreso no corpo facultativo superior da Administración xeral da Comunidade Autónoma de Galicia, escala de saúde pública, especialidade de veterinaria.', org);
    const lista = ed('DOG', '2032-09-20', 'admitidos', 'RESOLUCIÓN pola que se aproba a relación definitiva de persoas admitidas e se fixa a data do primeiro exercicio do proceso de ingreso na escala de saúde pública, especialidade de veterinaria.', 'Dirección Xeral da Función Pública');
    const psico = ed('DOG', '2032-05-03', 'convocatoria_bases', 'ORDE do 20 de abril de 2032 pola que se convoca o proceso selectivo para o ingreso no corpo facultativo superior da Administración xeral da Comunidade Autónoma de Galicia, especialidade de psicoloxía.', org);
    expect(chaveDoEdicto(orde).posto).toBe(chaveDoEdicto(lista).posto);
    expect(comparePosts(chaveDoEdicto(orde).posto, chaveDoEdicto(psico).posto)).toBe('distinto');
    const es = ed('BOE', '2032-05-14', 'extracto_convocatoria', 'Resolución de 4 de mayo de 2032, de la Dirección General de la Función Pública, por la que se anuncia la convocatoria para el ingreso en el cuerpo facultativo superior, escala de salud pública, especialidad de veterinaria.', 'COMUNIDAD AUTÓNOMA DE GALICIA');
    expect(comparePosts(chaveDoEdicto(es).posto, chaveDoEdicto(lista).posto)).toBe('mesmo');
  });
});

describe('classes of the seventh grouping set (agrupacion7)', () => {

  it('a pool formed with a competition\'s own candidates is a step of that competition, not a pool of its own (gl, es)', () => {
    const org = 'Concello de Boiro';
    const bases = lido('BOP A Coruña', '2033-02-07', 'Bases para cubrir en propiedade dúas prazas de operario/a de limpeza viaria, persoal laboral fixo', org,
      'Apróbanse as bases para cubrir dúas prazas de operario/a de limpeza viaria, persoal laboral fixo, por concurso-oposición libre. As persoas que superen o segundo exercicio sen obter praza formarán unha bolsa de traballo. As solicitudes presentaranse no prazo de vinte días naturais desde o seguinte ao da publicación do extracto no BOE.');
    const proposta = lido('BOP A Coruña', '2033-06-13', 'Proposta de contratación de dous operarios/as de limpeza viaria', org,
      'O tribunal propón a contratación como persoal laboral fixo das dúas persoas con maior puntuación no concurso-oposición de operario/a de limpeza viaria.');
    const bolsa = lido('BOP A Coruña', '2033-06-27', 'Constitución da bolsa de traballo de operario/a de limpeza viaria cos aspirantes que aprobaron o segundo exercicio', org,
      'Conforme ás bases do concurso-oposición de operario/a de limpeza viaria (BOP núm. 26, do 7 de febreiro de 2033), constitúese a bolsa de traballo coas persoas aspirantes que aprobaron o segundo exercicio e non obtiveron praza.');
    expect(chaveDoEdicto(bolsa).bolsa).toBeNull();
    expect(comparePosts(chaveDoEdicto(bolsa).posto, chaveDoEdicto(bases).posto)).not.toBe('distinto');
    expect(xuntos(agrupar([bases, proposta, bolsa]), bases, proposta, bolsa)).toBe(true);

    const orgEs = 'Ayuntamiento de Vigo';
    const basesEs = lido('BOP Pontevedra', '2033-03-01', 'Bases para la provisión de tres plazas de conductor/a de vehículos especiales, personal laboral fijo', orgEs,
      'Se aprueban las bases para la provisión de tres plazas de conductor/a de vehículos especiales, personal laboral fijo, por oposición libre. Las solicitudes se presentarán en el plazo de veinte días naturales desde el siguiente a la publicación del extracto en el BOE.');
    const bolsaEs = lido('BOP Pontevedra', '2033-07-19', 'Creación de la bolsa de empleo de conductor/a de vehículos especiales con los aspirantes que superaron la fase de oposición', orgEs,
      'De acuerdo con las bases de la oposición de conductor/a de vehículos especiales, publicadas en el BOP n.º 41, de 1 de marzo de 2033, se crea la bolsa de empleo con los aspirantes que superaron la fase de oposición sin obtener plaza.');
    expect(chaveDoEdicto(bolsaEs).bolsa).toBeNull();
    expect(xuntos(agrupar([basesEs, bolsaEs]), basesEs, bolsaEs)).toBe(true);
  });

  it('a stabilisation contest of several posts in one edict: its lists post by post are its steps; an ordinary call of one of them stays apart (gl, es)', () => {
    const org = 'Concello de Teo';
    const bases = lido('BOP A Coruña', '2033-04-04', 'Bases do concurso de méritos de estabilización de emprego temporal (Lei 20/2021): cinco prazas de persoal laboral fixo', org,
      'Apróbanse as bases do proceso extraordinario de estabilización de emprego temporal, polo sistema de concurso de méritos, das seguintes prazas de persoal laboral fixo: dúas de operario/a de servizos, unha de educador/a familiar, unha de arquiveiro/a e unha de condutor/a. As solicitudes presentaranse no prazo de vinte días hábiles desde o seguinte ao da publicación do extracto no BOE.');
    const ordinaria = lido('BOP A Coruña', '2033-04-18', 'Bases para a provisión dunha praza de educador/a familiar, persoal laboral fixo, concurso-oposición libre', org,
      'Apróbanse as bases para a provisión dunha praza de educador/a familiar, persoal laboral fixo, por concurso-oposición libre. As solicitudes presentaranse no prazo de vinte días naturais desde o seguinte ao da publicación do extracto no BOE.');
    const listaArquivo = lido('BOP A Coruña', '2033-07-11', 'Estabilización de emprego temporal. Lista provisional de admitidos: arquiveiro/a', org,
      'Apróbase a lista provisional de persoas admitidas e excluídas na praza de arquiveiro/a do proceso extraordinario de estabilización.');
    const listaEducador = lido('BOP A Coruña', '2033-08-08', 'Valoración provisional de méritos: educador/a familiar (estabilización)', org,
      'A comisión de valoración do concurso de estabilización publica a valoración provisional dos méritos das persoas aspirantes á praza de educador/a familiar.');
    const listaOrdinaria = lido('BOP A Coruña', '2033-08-08', 'Lista provisional de admitidos e excluídos: educador/a familiar', org,
      'Apróbase a lista provisional de persoas admitidas e excluídas no concurso-oposición dunha praza de educador/a familiar.');
    const grupos = agrupar([bases, ordinaria, listaArquivo, listaEducador, listaOrdinaria]);
    expect(xuntos(grupos, bases, listaArquivo, listaEducador)).toBe(true);
    expect(xuntos(grupos, ordinaria, listaOrdinaria)).toBe(true);
    expect(xuntos(grupos, bases, ordinaria)).toBe(false);
    // a post the contest does not call is not its step
    const outro = lido('BOP A Coruña', '2033-07-11', 'Estabilización. Lista provisional de admitidos: auxiliar de biblioteca', org,
      'Apróbase a lista provisional de persoas admitidas e excluídas na praza de auxiliar de biblioteca do proceso de estabilización.');
    expect(puntuarLigazon(outro, proc(bases, listaArquivo)).confianza).toBeLessThan(LIMIAR_REVISAR);

    const orgEs = 'Diputación Provincial de Ourense';
    const basesEs = lido('BOP Ourense', '2033-05-06', 'Bases del proceso extraordinario de estabilización de empleo temporal de nueve plazas de personal laboral fijo', orgEs,
      'Se aprueban las bases del proceso extraordinario de estabilización de empleo temporal, por concurso de méritos, de las siguientes plazas de personal laboral fijo: cinco de peón de vías y obras, tres de cocinero/a y una de fisioterapeuta. Las solicitudes se presentarán en el plazo de veinte días hábiles desde el siguiente a la publicación del extracto en el BOE.');
    const listaEs = lido('BOP Ourense', '2033-09-10', 'Estabilización. Lista provisional de admitidos y excluidos: cocinero/a (3 plazas)', orgEs,
      'Se aprueba la lista provisional de personas admitidas y excluidas en la categoría de cocinero/a del proceso extraordinario de estabilización.');
    const propostaEs = lido('BOP Ourense', '2033-11-19', 'Estabilización. Valoración definitiva de méritos y propuesta de contratación: fisioterapeuta', orgEs,
      'El tribunal de valoración publica la puntuación definitiva de la categoría de fisioterapeuta y propone la contratación como personal laboral fijo de doña Uxía Bello Souto.');
    expect(xuntos(agrupar([basesEs, listaEs, propostaEs]), basesEs, listaEs, propostaEs)).toBe(true);
  });

  it('a BOE appointment that prints the post after the technical subscale and its class is keyed by that post (gl, es)', () => {
    const org = 'Diputación Provincial de Pontevedra';
    const agronomo = ed('BOE', '2033-10-04', 'nomeamento', 'Resolución de 22 de septiembre de 2033, de la Diputación Provincial de Pontevedra, referente al nombramiento de funcionario de carrera.', org);
    const veterinaria = ed('BOE', '2033-10-04', 'nomeamento', 'Resolución de 22 de septiembre de 2033, de la Diputación Provincial de Pontevedra, referente al nombramiento de funcionaria de carrera.', org);
    const a = comTexto(agronomo, 'Por Resolución de la Presidencia se nombra funcionario de carrera, escala de Administración Especial, subescala Técnica, clase Superior, Ingeniero Agrónomo, a don Brais Lema Otero.');
    const v = comTexto(veterinaria, 'Por Resolución de la Presidencia se nombra funcionaria de carrera, escala de Administración Especial, subescala Técnica, clase Superior, Veterinaria, a doña Noa Pena Rial.');
    expect(chaveDoEdicto(a).posto).toBe(chaveDoEdicto(ed('BOP Pontevedra', '2033-02-01', 'convocatoria_bases', 'Bases dunha praza de enxeñeiro/a agrónomo/a', 'Deputación de Pontevedra')).posto);
    expect(chaveDoEdicto(a).grupo).toBe('A1');
    expect(comparePosts(chaveDoEdicto(a).posto, chaveDoEdicto(v).posto)).toBe('distinto');
    const gl = comTexto(ed('BOP Lugo', '2033-10-08', 'nomeamento', 'NOMEAMENTO DE FUNCIONARIO DE CARREIRA', 'CONCELLO DE MONFORTE DE LEMOS'),
      'Nomease funcionario de carreira, escala de administración especial, subescala técnica, clase media, enxeñeiro técnico forestal, a D. Antón Rey Varela.');
    expect(chaveDoEdicto(gl).posto).toBe(chaveDoEdicto(ed('BOP Lugo', '2033-02-01', 'convocatoria_bases', 'BASES DUNHA PRAZA DE ENXEÑEIRO TÉCNICO FORESTAL', 'CONCELLO DE MONFORTE DE LEMOS')).posto);
    // the class alone still names no post
    const so = comTexto(ed('BOE', '2033-10-04', 'nomeamento', 'Resolución de 22 de septiembre de 2033, de la Diputación Provincial de Pontevedra, referente al nombramiento de funcionario de carrera.', org),
      'Se nombra funcionario de carrera, escala de Administración Especial, subescala Técnica, clase Media, a don Iago Sande Gil.');
    expect(chaveDoEdicto(so).posto).toBe('');
  });

  it('a later step naming the category by its abbreviation, and a phase of the competition that is not its system (gl, es)', () => {
    const org = 'Servizo Galego de Saúde';
    const convocatoria = ed('DOG', '2033-03-14', 'convocatoria_bases', 'RESOLUCIÓN do 3 de marzo de 2033 pola que se convoca concurso-oposición para o acceso á categoría de facultativo/a especialista de área de dermatoloxía', org);
    const definitiva = ed('DOG', '2033-07-01', 'data_exame', 'RESOLUCIÓN pola que se aproba a relación definitiva de admitidos e se fixa a data do exercicio da fase de oposición de FEA de dermatoloxía', org);
    const es = ed('BOE', '2033-07-02', 'data_exame', 'Resolución por la que se fija la fecha del ejercicio de la fase de oposición de FEA de Dermatología', 'COMUNIDAD AUTÓNOMA DE GALICIA');
    expect(chaveDoEdicto(definitiva).posto).toBe(chaveDoEdicto(convocatoria).posto);
    expect(comparePosts(chaveDoEdicto(es).posto, chaveDoEdicto(convocatoria).posto)).not.toBe('distinto');
    expect(chaveDoEdicto(definitiva).sistema).toBeNull();
    expect(chaveDoEdicto(convocatoria).sistema).toBe('concurso-oposicion');
    expect(puntuarLigazon(definitiva, proc(convocatoria)).confianza).toBeGreaterThanOrEqual(LIMIAR_LIGAR);
  });

  it('two specialities of one category called by resolutions of one date in one issue: a step citing that issue or date joins only its own speciality (gl, es)', () => {
    const org = 'Servizo Galego de Saúde';
    const uroloxia = ed('DOG', '2033-04-20', 'convocatoria_bases', 'RESOLUCIÓN do 7 de abril de 2033 pola que se convoca concurso-oposición para o acceso á categoría de facultativo/a especialista de área de uroloxía', org);
    const neuroloxia = ed('DOG', '2033-04-20', 'convocatoria_bases', 'RESOLUCIÓN do 7 de abril de 2033 pola que se convoca concurso-oposición para o acceso á categoría de facultativo/a especialista de área de neuroloxía', org);
    const correccion = comTexto(ed('DOG', '2033-05-12', 'correccion', 'CORRECCIÓN de erros. Resolución do 7 de abril de 2033 pola que se convoca concurso-oposición para o acceso á categoría de facultativo/a especialista de área de xenética clínica', org),
      'Advertido un erro na resolución publicada no DOG núm. 76, do 20 de abril de 2033, corríxese o anexo I.');
    const grupos = agrupar([uroloxia, neuroloxia, correccion]);
    expect(xuntos(grupos, uroloxia, correccion)).toBe(false);
    expect(xuntos(grupos, neuroloxia, correccion)).toBe(false);
    expect(puntuarLigazon(correccion, proc(uroloxia)).confianza).toBeLessThan(LIMIAR_REVISAR);
    // its own speciality's correction citing the same issue still joins
    const propia = comTexto(ed('DOG', '2033-05-12', 'correccion', 'CORRECCIÓN de erros da Resolución do 7 de abril de 2033 pola que se convoca concurso-oposición para a categoría de facultativo/a especialista de área de uroloxía', org),
      'Advertido un erro na resolución publicada no DOG núm. 76, do 20 de abril de 2033, corríxese a base terceira.');
    expect(puntuarLigazon(propia, proc(uroloxia)).confianza).toBeGreaterThanOrEqual(LIMIAR_LIGAR);
    const es = comTexto(ed('BOE', '2033-05-14', 'correccion', 'Corrección de errores de la Resolución de 7 de abril de 2033, por la que se convoca concurso-oposición de facultativo/a especialista de área de Genética Clínica', org),
      'Advertido error en la resolución publicada en el DOG número 76, de 20 de abril de 2033, se corrige el anexo I.');
    expect(puntuarLigazon(es, proc(neuroloxia)).confianza).toBeLessThan(LIMIAR_REVISAR);
  });

  it('the seat whose local holidays count: a health area\'s city for its management\'s calls, else the body\'s seat (gl, es)', () => {
    expect(sedeDoEdicto(ed('DOG', '2033-05-02', 'convocatoria_bases', 'RESOLUCIÓN do 20 de abril de 2033, da Xerencia da Área Sanitaria de Ferrol, pola que se convoca a provisión dunha xefatura de servizo', 'Servizo Galego de Saúde'))).toBe('Ferrol');
    expect(sedeDoEdicto(ed('BOE', '2033-05-09', 'extracto_convocatoria', 'Resolución de 20 de abril de 2033, de la Gerencia del Área Sanitaria de Vigo, del Servicio Gallego de Salud, por la que se convoca la provisión de una jefatura de sección', 'COMUNIDAD AUTÓNOMA DE GALICIA'))).toBe('Vigo');
    expect(sedeDoEdicto(ed('DOG', '2033-05-02', 'convocatoria_bases', 'RESOLUCIÓN pola que se convoca concurso-oposición da categoría de enfermeiro/a', 'Servizo Galego de Saúde'))).toBe('Santiago de Compostela');
    expect(sedeDoEdicto(ed('BOP Ourense', '2033-05-02', 'convocatoria_bases', 'Bases dunha praza de conserxe', 'Concello de Allariz'))).toBe('Allariz');
  });
});

describe('classes of the eighth grouping set (agrupacion8)', () => {
  it('an appointment whose body names only the subscale joins the process whose calls place their post in it; another subscale does not (gl, es)', () => {
    const org = 'Concello de Vilasantar';
    const bases = lido('BOP A Coruña', '2027-02-09', 'Bases para cubrir en propiedade unha praza de porteiro/a de instalacións deportivas', org,
      'A Alcaldía aprobou as bases para cubrir en propiedade, por concurso-oposición libre, unha praza de porteiro/a de instalacións deportivas, escala de administración xeral, subescala subalterna, agrupacións profesionais. As solicitudes presentaranse no prazo de vinte días naturais desde o seguinte ao da publicación do extracto no Boletín Oficial do Estado.');
    const lista = lido('BOP A Coruña', '2027-04-20', 'Lista provisional de admitidos e excluídos: porteiro/a de instalacións deportivas', org,
      'Apróbase a lista provisional de persoas admitidas e excluídas no concurso-oposición dunha praza de porteiro/a de instalacións deportivas. Prazo de emendas: dez días hábiles.');
    const nomeamento = lido('BOP A Coruña', '2027-07-05', 'Decreto da Alcaldía. Nomeamento', org,
      'Por Decreto da Alcaldía do 28 de xuño de 2027 nomease funcionaria de carreira da escala de administración xeral, subescala subalterna, a Sabela Outes Rial, que deberá tomar posesión no prazo dun mes.');
    const outra = lido('BOP A Coruña', '2027-07-05', 'Decreto da Alcaldía. Nomeamento de funcionario de carreira', org,
      'Por Decreto da Alcaldía do 28 de xuño de 2027 nomease funcionario de carreira da escala de administración xeral, subescala administrativa, a Brais Souto Lema.');
    const grupos = agrupar([bases, lista, nomeamento, outra]);
    expect(nomeamento.tipo).toBe('nomeamento');
    expect(xuntos(grupos, bases, lista, nomeamento)).toBe(true);
    expect(xuntos(grupos, bases, outra)).toBe(false);

    const orgEs = 'Ayuntamiento de Oroso';
    const basesEs = lido('BOP A Coruña', '2027-02-10', 'Bases para la provisión en propiedad de una plaza de notificador', orgEs,
      'Se aprueban las bases para la provisión en propiedad, mediante concurso-oposición libre, de una plaza de notificador, escala de Administración General, subescala Subalterna. Las solicitudes se presentarán en el plazo de veinte días naturales desde el siguiente al de la publicación del extracto en el Boletín Oficial del Estado.');
    const nombramientoEs = lido('BOP A Coruña', '2027-06-14', 'Resolución de Alcaldía. Nombramiento', orgEs,
      'Por Resolución de la Alcaldía de 7 de junio de 2027 se nombra funcionario de carrera de la escala de Administración General, subescala Subalterna, a don Xoel Barreiro Castro.');
    const listaEs = lido('BOP A Coruña', '2027-04-12', 'Lista definitiva de admitidos y excluidos: notificador', orgEs,
      'Se aprueba la lista definitiva de personas admitidas y excluidas en el concurso-oposición de una plaza de notificador.');
    expect(puntuarLigazon(nombramientoEs, proc(basesEs, listaEs)).confianza).toBeGreaterThanOrEqual(LIMIAR_LIGAR);
  });

  it('the formalised contract of the person a competition selected ends that competition (gl, es)', () => {
    const org = 'Concello de Paradela';
    const bases = lido('BOP Lugo', '2027-03-02', 'Bases para a contratación como persoal laboral fixo dun/dunha operario/a de augas', org,
      'Apróbanse as bases para a contratación como persoal laboral fixo, por concurso-oposición libre, dun/dunha operario/a de augas. Prazo: vinte días naturais desde o seguinte ao da publicación do extracto no BOE.');
    const proposta = lido('BOP Lugo', '2027-06-08', 'Cualificacións finais e proposta de contratación: operario/a de augas', org,
      'O tribunal do proceso para a contratación como persoal laboral fixo dun/dunha operario/a de augas fai públicas as cualificacións finais e propón a contratación de Lois Ferro Vila.');
    const contrato = lido('BOP Lugo', '2027-06-29', 'Formalización do contrato de traballo como persoal laboral fixo', org,
      'Faise público que o 21 de xuño de 2027 se formalizou o contrato de traballo como persoal laboral fixo, categoría de operario de augas, con Lois Ferro Vila.');
    expect(contrato.tipo).toBe('nomeamento');
    expect(xuntos(agrupar([bases, proposta, contrato]), bases, proposta, contrato)).toBe(true);

    const orgEs = 'Ayuntamiento de Baralla';
    const basesEs = lido('BOP Lugo', '2027-03-03', 'Bases para la contratación como personal laboral fijo de un/a conductor/a de maquinaria', orgEs,
      'Se aprueban las bases para la contratación como personal laboral fijo, mediante concurso-oposición libre, de un/a conductor/a de maquinaria. Plazo: veinte días naturales desde el siguiente al de la publicación del extracto en el BOE.');
    const contratoEs = lido('BOP Lugo', '2027-07-01', 'Formalización del contrato laboral fijo', orgEs,
      'Se hace público que el 24 de junio de 2027 se formalizó el contrato de trabajo como personal laboral fijo, categoría de conductor de maquinaria, con doña Iria Pena Sanmartín.');
    expect(contratoEs.tipo).toBe('nomeamento');
    const listaEs = lido('BOP Lugo', '2027-04-28', 'Lista provisional de admitidos y excluidos: conductor/a de maquinaria (personal laboral fijo)', orgEs,
      'Se aprueba la lista provisional de personas admitidas y excluidas en el proceso de selección de un/a conductor/a de maquinaria, personal laboral fijo.');
    expect(puntuarLigazon(contratoEs, proc(basesEs, listaEs)).confianza).toBeGreaterThanOrEqual(LIMIAR_LIGAR);
  });

  it('the passed headed bare, with the post abbreviated and the offer as a label, join their call (gl, es)', () => {
    const org = 'DEPUTACIÓN PROVINCIAL';
    const bases = lido('BOP Pontevedra', '2027-05-04', 'CONVOCATORIA DO PROCESO SELECTIVO DUNHA PRAZA DE ENXEÑEIRO/A TÉCNICO/A AGRÍCOLA (OEP 2026)', org,
      'Convócase o proceso selectivo para a provisión, como persoal funcionario de carreira, dunha praza de enxeñeiro/a técnico/a agrícola, subgrupo A2, incluída na oferta de emprego público de 2026, polo sistema de oposición libre.');
    const aprobados = lido('BOP Pontevedra', '2027-10-19', 'APROBADOS. ENX. TÉC. AGRÍCOLA (OEP 2026)', org,
      'O tribunal cualificador fai pública a relación de aprobados do proceso selectivo dunha praza de enxeñeiro/a técnico/a agrícola e propón o nomeamento de Carme Lois Dopazo.');
    expect(aprobados.tipo).toBe('resultados');
    expect(xuntos(agrupar([bases, aprobados]), bases, aprobados)).toBe(true);
    const basesEs = lido('BOP Ourense', '2027-05-05', 'Convocatoria del proceso selectivo de una plaza de ingeniero/a técnico/a forestal (OEP 2026)', 'Diputación Provincial de Ourense',
      'Se convoca el proceso selectivo para la provisión, como personal funcionario de carrera, de una plaza de ingeniero/a técnico/a forestal, subgrupo A2, incluida en la oferta de empleo público de 2026, por oposición libre.');
    const aprobadosEs = lido('BOP Ourense', '2027-10-20', 'Aprobados: ingeniero/a técnico/a forestal (OEP 2026)', 'Diputación Provincial de Ourense',
      'El tribunal calificador hace pública la relación de aprobados del proceso selectivo de una plaza de ingeniero/a técnico/a forestal y propone el nombramiento de don Anxo Vilar Novo.');
    expect(aprobadosEs.tipo).toBe('resultados');
    const tribunalEs = lido('BOP Ourense', '2027-09-14', 'Tribunal: ingeniero/a técnico/a forestal (OEP 2026)', 'Diputación Provincial de Ourense',
      'Se designa el tribunal calificador del proceso selectivo de una plaza de ingeniero/a técnico/a forestal.');
    expect(tribunalEs.tipo).toBe('tribunal');
    expect(puntuarLigazon(aprobadosEs, proc(basesEs, tribunalEs)).confianza).toBeGreaterThanOrEqual(LIMIAR_LIGAR);
  });
});
