import { useT, type AlertaCriterio } from 'shared';
import { AlertaEmailForm } from './AlertaEmailForm';
import { useAlertaCrearMutation } from './alertasApi';
import { useCriterioEnPalabras } from './useCriterioEnPalabras';
import './alertas.css';
import '../../textos/alertas';

/** The form of the alert box (AlertaBox): a chunk of its own, fetched only for a list that offers an alert. */
export function AlertaForm({ criterio }: { criterio: AlertaCriterio }) {
  const { t, lang } = useT();
  const enPalabras = useCriterioEnPalabras();
  const [crear] = useAlertaCrearMutation();
  return (
    <section className="card alerta-box" aria-labelledby="alerta-title" data-testid="alerta-box">
      <h2 id="alerta-title">{t('alertas.box.title')}</h2>
      <p>{t('alertas.box.text', { criterio: enPalabras(criterio) })}</p>
      <AlertaEmailForm send={(destinatario, frecuencia) => crear({ destinatario, idioma: lang, frecuencia, criterio }).unwrap()} />
    </section>
  );
}
