import { avaliarPerfil, type FeitosDoTexto, type RequisitosDaLista } from 'shared/contract';
import { databases, testApp } from '../../test/harness.js';
import { NOW_FEITOS, seedFeitos, type FeitosSeeded } from './test/feitosSeed.js';

const de = (edicto: string) => ({ edicto, confianza: 0.9 });

describe.each(databases)('the lists carry what "Can I apply?" checks (issue 24) on %s', (kind) => {
  let t: Awaited<ReturnType<typeof testApp>>;
  let s: FeitosSeeded;
  let feitos: FeitosDoTexto;
  beforeAll(async () => {
    t = await testApp(kind, { now: NOW_FEITOS });
    s = await seedFeitos(t.db);
    const e = de(s.opo.auxiliar);
    feitos = {
      posto: { valor: { nome: 'Auxiliar administrativo' }, cita: 'Tres prazas de auxiliar administrativo.', ...e },
      titulacion: { valor: { nivel: 'eso' }, cita: 'Estar en posesión do título de graduado en ESO.', ...e },
      galego: { valor: { requisito: 'celga', nivel: 4 }, cita: 'Acreditar o CELGA 4.', ...e },
      carne: { valor: ['B'], cita: 'Permiso de conducir da clase B.', ...e },
      prazas: { valor: { total: 3, libre: 2, promocionInterna: 1 }, cita: 'Dúas por quenda libre e unha por promoción interna.', ...e },
      taxa: { valor: 30, cita: 'A taxa é de 30 euros.', ...e },
    };
    await t.db.query('UPDATE proceso_oposicion SET feitos = $2::jsonb WHERE uuid = $1', [s.proceso.auxiliar, JSON.stringify(feitos)]);
  });
  afterAll(() => t.close());

  const list = async (url: string) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    return res.json() as Record<string, unknown>[];
  };

  it.each([
    '/api/v1/opos/consultaDias?dias=7&ampliado=true',
    '/api/v1/opos/consultaTexto?textoBusqueda=convocatoria&ampliado=true',
    '/api/v1/opos/consulta?date=2026-11-19&ampliado=true',
  ])('%s: each competition carries its process\'s requirements without their quotes, and nothing else read from the texts', async (url) => {
    const auxiliar = (await list(url)).find((o) => o.uuid === s.opo.auxiliar)!;
    const sen = ({ cita: _c, ...f }: { cita: string }) => f;
    expect(auxiliar.requisitos).toEqual({ titulacion: sen(feitos.titulacion!), galego: sen(feitos.galego!), carne: sen(feitos.carne!), prazas: sen(feitos.prazas!) });
    // Issue 25: no quote travels with a list (the process page shows them, from the process's own facts).
    expect(JSON.stringify(auxiliar)).not.toContain('Acreditar o CELGA 4.');
    // The browser answers from them alone: a person with ESO, CELGA 3 and a B licence fails on Galician, with its edict.
    const a = avaliarPerfil({ titulacion: 'eso', celga: 3, carnes: ['B'], provincias: [], concellos: [], persoal: [], quendas: [], funcionario: false },
      auxiliar.requisitos as RequisitosDaLista);
    expect(a.resposta).toBe('non');
    const galego = a.motivos.find((m) => m.requisito === 'galego');
    expect(galego).toMatchObject({ causa: 'celgaInferior', edicto: s.opo.auxiliar });
    expect(galego).not.toHaveProperty('cita');
  });

  it('a process whose texts state none of them carries none; the answer without ampliado keeps SPEC\'s shape', async () => {
    const ampliado = await list('/api/v1/opos/consultaDias?dias=7&ampliado=true');
    for (const u of [s.opo.limpeza, s.opo.senFeitos, s.opo.senProceso]) expect(ampliado.find((o) => o.uuid === u)).not.toHaveProperty('requisitos');
    for (const o of await list('/api/v1/opos/consultaDias?dias=7')) expect(o).not.toHaveProperty('requisitos');
  });

  it('the process page\'s answer with ampliado names its province, as the lists do, for the profile\'s places', async () => {
    const res = await t.app.inject({ url: '/api/v1/opos/ver/procesoOposicion?urlAmigable=auxiliar-oleiros&ampliado=true' });
    expect(res.json()).toMatchObject({ organizacion: 'Concello de Oleiros', provincia: 'A Coruña', feitos: { galego: feitos.galego } });
    const lugo = await t.app.inject({ url: '/api/v1/opos/ver/procesoOposicion?urlAmigable=limpeza-lugo&ampliado=true' });
    expect(lugo.json()).toMatchObject({ provincia: 'Lugo' });
    const plain = await t.app.inject({ url: '/api/v1/opos/ver/procesoOposicion?urlAmigable=auxiliar-oleiros' });
    expect(plain.json()).not.toHaveProperty('provincia');
  });
});
