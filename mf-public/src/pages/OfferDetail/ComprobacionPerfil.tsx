import { useId } from 'react';
import { useT, type Fase, type ProcesoOposicion } from 'shared';
import { Cita } from './FeitosProceso';
import { PerfilBoton } from '../../features/perfil/PerfilBoton';
import { useAvaliacionPerfil } from '../../features/perfil/textosPerfil';
import { avaliarOpo, MARCA } from '../../features/perfil/RespostaPerfil';
import { usePerfil } from '../../features/perfil/usePerfil';
import '../../features/perfil/perfil.css';

/**
 * "Podo presentarme?" on a process page: the profile against the process's facts requirement by requirement, each
 * with its answer, the reason in words, and the quote it was read from with the link to its edict.
 */
export function ComprobacionPerfil({ proceso }: { proceso: Pick<ProcesoOposicion, 'feitos' | 'provincia' | 'organizacion' | 'procesosOposicionesList'> }) {
  const { t } = useT();
  const id = useId();
  const perfil = usePerfil();
  const fases: Fase[] = proceso.procesosOposicionesList;
  const modulo = useAvaliacionPerfil(perfil !== null);
  const a = perfil && modulo ? avaliarOpo(modulo, perfil, { requisitos: proceso.feitos, provincia: proceso.provincia, organizacion: proceso.organizacion }) : null;
  return (
    <section className="card perfil-comprobacion" aria-labelledby={`${id}-titulo`} data-testid="perfil-comprobacion">
      <h2 id={`${id}-titulo`}>{t('public.perfil.comprobacion')}</h2>
      {a ? (
        <>
          <p className={`perfil-resposta perfil-${a.resposta}`} data-testid="perfil-resposta" data-resposta={a.resposta}>
            <strong className="perfil-badge"><span aria-hidden="true">{MARCA[a.resposta]} </span>{t(`public.perfil.resposta.${a.resposta}`)}</strong>
            {a.resposta === 'podes' ? <span className="perfil-razon">{t('public.perfil.requisitosCumpridos')}</span> : null}
          </p>
          <ul className="perfil-motivos">
            {a.motivos.map((m) => {
              const nome = t(`public.perfil.requisito.${m.requisito}`);
              return (
                <li key={m.requisito} className={`perfil-motivo perfil-${m.resposta}`} data-requisito={m.requisito} data-resposta={m.resposta}>
                  <p>
                    <span className="perfil-motivo-marca" aria-hidden="true">{MARCA[m.resposta]}</span>
                    <strong>{nome}</strong>
                    <span className="visually-hidden"> ({t(`public.perfil.resposta.${m.resposta}`)})</span>: {modulo!.motivoEnPalabras(m, t)}
                  </p>
                  {m.cita ? <Cita feito={{ valor: null, cita: m.cita, edicto: m.edicto, confianza: 1 }} nome={nome} fases={fases} /> : null}
                </li>
              );
            })}
          </ul>
          <p className="card-meta">{t('public.perfil.comprobacionNota')}</p>
        </>
      ) : perfil ? null : <p>{t('public.perfil.comprobacionSenPerfil')}</p>}
      <PerfilBoton className={a ? 'secondary' : undefined} />
    </section>
  );
}
