import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { loadPerfilCatalogue, useT } from 'shared';
import { usePerfil } from './usePerfil';

// The form and its texts are a chunk of their own, fetched when the button is first pressed (not in a first view).
const PerfilDialog = lazy(() => Promise.all([import(/* webpackChunkName: "perfil-form" */ './PerfilDialog'), loadPerfilCatalogue()])
  .then(([m]) => ({ default: m.PerfilDialog })));

/** The button that opens the profile form, reachable from every list and process page; says when the profile was saved. */
export function PerfilBoton({ className }: { className?: string }) {
  const { t } = useT();
  const perfil = usePerfil();
  const [aberto, setAberto] = useState(false);
  const [aviso, setAviso] = useState('');
  const boton = useRef<HTMLButtonElement>(null);
  const volver = useRef(false);
  // The focus goes back to the button once the dialog is gone (while it is open the page behind it is inert).
  useEffect(() => {
    if (aberto || !volver.current) return;
    volver.current = false;
    boton.current?.focus();
  }, [aberto]);
  return (
    <>
      <button ref={boton} type="button" className={className} aria-haspopup="dialog" onClick={() => { setAviso(''); setAberto(true); }}>
        {perfil ? t('public.perfil.botonEditar') : t('public.perfil.boton')}
      </button>
      <span className="visually-hidden" aria-live="polite">{aviso}</span>
      {aberto ? (
        <Suspense fallback={null}>
          <PerfilDialog onClose={(gardado) => {
            volver.current = true;
            setAberto(false);
            if (gardado) setAviso(t('public.perfil.gardado'));
          }} />
        </Suspense>
      ) : null}
    </>
  );
}
