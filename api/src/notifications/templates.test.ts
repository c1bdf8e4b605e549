import { renderEmail } from './templates.js';

const links = { publicUrl: 'https://oposicions.example', unsubscribePage: 'https://oposicions.example/baixa', confirmPage: 'https://oposicions.example/confirmar' };
const proceso = { titulo: 'Socorrista · 2 prazas agrupacións profesionais · Concello de Ribadeo', urlAmigable: 'socorrista-ribadeo', organizacion: 'Concello de Ribadeo' };
const fase = { titulo: 'Lista provisional de admitidos', fechaBop: '2026-11-20', urlDetalle: null, archivoUuid: null };

describe("a process's title in the e-mails", () => {
  it('says the places and group of a title the analysis built in the message\'s language', () => {
    const es = renderEmail('fase', { proceso: { ...proceso, automatico: true }, fase }, 'es', links);
    expect(es.subject).toBe('Nueva fase en Socorrista · 2 plazas agrupaciones profesionales · Concello de Ribadeo: Lista provisional de admitidos');
    expect(es.text).toContain('Socorrista · 2 plazas agrupaciones profesionales');
    const gl = renderEmail('fase', { proceso: { ...proceso, automatico: true }, fase }, 'gl', links);
    expect(gl.subject).toBe('Nova fase en Socorrista · 2 prazas agrupacións profesionais · Concello de Ribadeo: Lista provisional de admitidos');
    const confirm = renderEmail('confirmacion', { titulo: proceso.titulo, automatico: true, urlAmigable: proceso.urlAmigable, etiqueta: null }, 'es', links);
    expect(confirm.text).toContain('«Socorrista · 2 plazas agrupaciones profesionales · Concello de Ribadeo»');
  });

  it('leaves a title an administrator wrote as written', () => {
    const es = renderEmail('fase', { proceso, fase }, 'es', links);
    expect(es.subject).toBe('Nueva fase en Socorrista · 2 prazas agrupacións profesionais · Concello de Ribadeo: Lista provisional de admitidos');
  });
});
