import { useEffect, useId, useRef } from 'react';
import { useT } from 'shared';
import { PerfilForm } from './PerfilForm';
import { usePerfil } from './usePerfil';
import './perfil.css';

/**
 * The profile form in a modal dialog (the browser's own <dialog>: focus kept inside, Escape closes, the page behind
 * inert); the focus starts on the first field and goes back to the button that opened it.
 */
export function PerfilDialog({ onClose }: { onClose: (gardado: boolean) => void }) {
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

