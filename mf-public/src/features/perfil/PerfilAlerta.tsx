import { lazy, Suspense, useId, useState } from 'react';
import { useT, type Perfil } from 'shared';

// The e-mail form is a chunk of its own, fetched when the person opens it.
const PerfilAlertaForm = lazy(() => import(/* webpackChunkName: "perfil-alerta" */ './PerfilAlertaForm').then((m) => ({ default: m.PerfilAlertaForm })));

/**
 * "Avísame cando se abra un proceso para min" (issue 24), in the profile box above every list: a button that opens
 * the e-mail form of the profile alert. Nothing is sent until the person asks for it.
 */
export function PerfilAlerta({ perfil }: { perfil: Perfil }) {
  const { t } = useT();
  const id = useId();
  const [aberto, setAberto] = useState(false);
  return (
    <div className="perfil-alerta">
      <button type="button" className="secondary" aria-expanded={aberto} aria-controls={`${id}-alerta`} onClick={() => setAberto((a) => !a)}>
        {t('public.perfil.alerta.boton')}
      </button>
      {aberto ? (
        <section id={`${id}-alerta`} className="alerta-box perfil-alerta-form" aria-labelledby={`${id}-alerta-titulo`}>
          <h3 id={`${id}-alerta-titulo`} className="perfil-alerta-titulo">{t('public.perfil.alerta.titulo')}</h3>
          <Suspense fallback={null}><PerfilAlertaForm perfil={perfil} /></Suspense>
        </section>
      ) : null}
    </div>
  );
}
