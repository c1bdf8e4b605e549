import { useEffect, useId, useRef, useState } from 'react';
import { useT } from 'shared';
import { PerfilForm } from './PerfilForm';
import { usePerfil } from './usePerfil';
import './perfil.css';

/**
 * The profile form in a modal dialog (the browser's own <dialog>: focus kept inside, Escape closes, the page behind
 * inert); the focus starts on the first field and goes back to the button that opened it.
 */
function PerfilDialog({ onClose }: { onClose: (gardado: boolean) => void }) {
  const { t } = useT();
  const id = useId();
  const perfil = usePerfil();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (!d.open) {
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
    }
    d.querySelector<HTMLElement>('select, input')?.focus();
  }, []);
  return (
    <dialog
      ref={ref} className="perfil-dialog" aria-labelledby={`${id}-titulo`} aria-describedby={`${id}-intro`}
      onCancel={(e) => { e.preventDefault(); onClose(false); }}
      onClose={() => onClose(false)}
    >
      <div className="perfil-dialog-cabeceira">
        <h2 id={`${id}-titulo`}>{t('public.perfil.titulo')}</h2>
        <button type="button" className="perfil-pechar" onClick={() => onClose(false)}>{t('public.perfil.pechar')}</button>
      </div>
      <p id={`${id}-intro`}>{t('public.perfil.intro')}</p>
      <PerfilForm perfil={perfil} onDone={() => onClose(true)} />
    </dialog>
  );
}

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
        <PerfilDialog onClose={(gardado) => {
          volver.current = true;
          setAberto(false);
          if (gardado) setAviso(t('public.perfil.gardado'));
        }} />
      ) : null}
    </>
  );
}
