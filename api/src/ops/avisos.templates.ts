import { esc, SITE_NAME } from '../notifications/templates.js';
import type { Rendered } from '../notifications/templates.js';

/** What an operator message carries: the failures found in one check, and where the admin home is. */
export interface AvisoOperadorDatos {
  avisos: { tipo: 'lectura_fallida' | 'sen_ler' | 'correo_atascado'; bop: string | null; fecha_bop: string | null; estado_lectura: string | null; detalle: string }[];
  adminUrl: string;
}

const T = {
  gl: {
    lectura_fallida: (b: string, d: string, e: string) => `${b}: a lectura do ${d} fallou (${e})`,
    sen_ler: (b: string, d: string) => `${b}: o ${d} segue sen ler pasada a súa hora`,
    correo_atascado: 'Hai correos atascados na caixa de saída',
    intro: 'Atopouse o seguinte. Só se avisa unha vez de cada fallo; a portada de administración mostra o estado de todos.',
    admin: 'Portada de administración',
    footer: 'Recibes esta mensaxe porque este enderezo é o dos administradores (OPERATOR_EMAIL).',
    subject: (n: number) => (n === 1 ? 'Aviso de operación' : `${n} avisos de operación`),
  },
  es: {
    lectura_fallida: (b: string, d: string, e: string) => `${b}: la lectura del ${d} falló (${e})`,
    sen_ler: (b: string, d: string) => `${b}: el ${d} sigue sin leer pasada su hora`,
    correo_atascado: 'Hay correos atascados en la bandeja de salida',
    intro: 'Se ha encontrado lo siguiente. Solo se avisa una vez de cada fallo; la portada de administración muestra el estado de todos.',
    admin: 'Portada de administración',
    footer: 'Recibes este mensaje porque esta dirección es la de los administradores (OPERATOR_EMAIL).',
    subject: (n: number) => (n === 1 ? 'Aviso de operación' : `${n} avisos de operación`),
  },
};

/** The day as 17/12/2026 (the message is read by people, not parsed). */
const dia = (iso: string | null) => (iso ? iso.split('-').reverse().join('/') : '');

function linha(a: AvisoOperadorDatos['avisos'][number], idioma: 'gl' | 'es'): string {
  const t = T[idioma];
  if (a.tipo === 'lectura_fallida') return t.lectura_fallida(a.bop ?? '', dia(a.fecha_bop), a.estado_lectura ?? '');
  if (a.tipo === 'sen_ler') return t.sen_ler(a.bop ?? '', dia(a.fecha_bop));
  return t.correo_atascado;
}

/**
 * The operator message: Galician, then Spanish (administrators may read either), each failure with its detail, and
 * a link to the admin home. No unsubscribe link: OPERATOR_EMAIL is a setting, not a subscription.
 */
export function renderAvisoOperador(datos: AvisoOperadorDatos): Rendered {
  const n = datos.avisos.length;
  const subject = `[${SITE_NAME}] ${T.gl.subject(n)}: ${linha(datos.avisos[0], 'gl')}${n > 1 ? '…' : ''}`;
  const text: string[] = [SITE_NAME, ''];
  const html: string[] = [];
  for (const idioma of ['gl', 'es'] as const) {
    const t = T[idioma];
    text.push(t.intro, '');
    html.push(`<div lang="${idioma}"><p>${esc(t.intro)}</p><ul>`);
    for (const a of datos.avisos) {
      text.push(`- ${linha(a, idioma)}`, ...a.detalle.split('\n').filter(Boolean).map((l) => `  ${l}`));
      html.push(`<li><strong>${esc(linha(a, idioma))}</strong>${a.detalle.split('\n').filter(Boolean).map((l) => `<br><code>${esc(l)}</code>`).join('')}</li>`);
    }
    text.push('', `${t.admin}: ${datos.adminUrl}`, '', t.footer, '');
    html.push(`</ul><p><a href="${esc(datos.adminUrl)}">${esc(t.admin)}</a></p><p style="font-size:12px;color:#555">${esc(t.footer)}</p></div><hr>`);
  }
  const doc = `<!doctype html><html lang="gl"><head><meta charset="utf-8"><title>${esc(subject)}</title></head>`
    + `<body style="font-family:sans-serif;line-height:1.5;color:#222"><h1 style="font-size:20px">${esc(SITE_NAME)}</h1>${html.join('')}</body></html>`;
  return { subject, text: text.join('\n'), html: doc };
}
