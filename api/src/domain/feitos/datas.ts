import type { Feito } from 'shared/contract';
import { eventosDatados } from '../datasExame.js';
import { limpar, type Documento, type Frase } from './documento.js';
import type { ContextoFeitos, Lector } from './lector.js';

/**
 * Exam dates stated in the body (datasExame.ts reads each sentence that names a test and a day): "O primeiro
 * exercicio terá lugar o día 12 de xaneiro de 2027", never the date of a resolution or the end of a period, nor dates
 * in the merits or the syllabus.
 */
const EXAME = /exercicio|ejercicio|exame|examen|proba|prueba|\btest|cuestionario|suposto|supuesto|fase de oposicion/;
const DATA = /\d{1,2}\s+de\s+[a-z]|\d{1,2}[/.-]\d{1,2}[/.-]\d{2}/;
const FORA = new Set(['meritos', 'temario', 'anexo', 'recursos']);

export function novoLectorDatas(doc: Documento, ctx: ContextoFeitos): Lector<{ datasExame?: Feito<string>[] }> {
  const datas = new Map<string, Feito<string>>();
  return {
    frase(f: Frase) {
      if (FORA.has(f.seccion) || !EXAME.test(f.norm) || !DATA.test(f.norm)) return;
      for (const e of eventosDatados(doc.texto.slice(f.ini, f.fin), ctx.fecha)) {
        if (e.tipo !== 'exame' || datas.has(e.data)) continue;
        datas.set(e.data, { valor: e.data, cita: limpar(e.texto), confianza: e.hora ? 0.9 : 0.8 });
      }
    },
    resultado() {
      return datas.size ? { datasExame: [...datas.values()].sort((a, b) => a.valor.localeCompare(b.valor)) } : {};
    },
  };
}
