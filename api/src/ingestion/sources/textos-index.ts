import { textosBoe } from './textos-boe.js';
import { textosBopCoruna } from './textos-bop-coruna.js';
import { textosBopLugo } from './textos-bop-lugo.js';
import { textosBopOurense } from './textos-bop-ourense.js';
import { textosBopPontevedra } from './textos-bop-pontevedra.js';
import { textosDog } from './textos-dog.js';
import type { LectorTexto } from './textos.js';

/** How each bulletin publishes an edict's body. */
export const LECTORES_TEXTO: LectorTexto[] = [textosBopCoruna, textosBopLugo, textosBopOurense, textosBopPontevedra, textosBoe, textosDog];

export const lectorTextoDe = (bop: string) => LECTORES_TEXTO.find((l) => l.bop === bop);
