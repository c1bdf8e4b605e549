import { useT, type Perfil } from 'shared';
import { AlertaEmailForm } from '../alertas/AlertaEmailForm';
import { useAlertaPerfilCrearMutation } from '../alertas/alertasApi';

/**
 * The profile alert's form: what it sends (the processes the profile may apply to or must check, never those it does
 * not meet), that the profile then goes to the server with the alert and is deleted with it, and the e-mail part of
 * every alert (address, daily or immediate, double opt-in).
 */
export function PerfilAlertaForm({ perfil }: { perfil: Perfil }) {
  const { t, lang } = useT();
  const [crear] = useAlertaPerfilCrearMutation();
  return (
    <>
      <p>{t('public.perfil.alerta.texto')}</p>
      <AlertaEmailForm
        send={(destinatario, frecuencia) => crear({ destinatario, idioma: lang, frecuencia, perfil }).unwrap()}
        nota={<p className="perfil-privacidade">{t('public.perfil.alerta.garda')}</p>}
      />
    </>
  );
}
