import { useRef, useState, type FormEvent } from 'react';
import { errorMessage, FRECUENCIAS_ALERTA, NeedsJavaScript, Notice, useT, type AlertaCriterio, type FrecuenciaAlerta } from 'shared';
import { PrivacyNote } from '../site/privacy';
import { useAlertaCrearMutation } from './alertasApi';
import { useCriterioEnPalabras } from './useCriterioEnPalabras';
import './alertas.css';

// A practical check before sending (the server has the last word): something@something.tld, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The form of the alert box (AlertaBox): a chunk of its own, fetched only for a list that offers an alert. */
export function AlertaForm({ criterio }: { criterio: AlertaCriterio }) {
  const { t, lang } = useT();
  const enPalabras = useCriterioEnPalabras();
  const [destinatario, setDestinatario] = useState('');
  const [frecuencia, setFrecuencia] = useState<FrecuenciaAlerta>('DIARIA');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [result, setResult] = useState<{ ok: true } | { ok: false; message: string } | null>(null);
  const [crear, { isLoading }] = useAlertaCrearMutation();
  const input = useRef<HTMLInputElement>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setResult(null);
    const email = destinatario.trim();
    const problem = !email ? t('alertas.box.emailRequired') : EMAIL.test(email) ? null : t('alertas.box.emailInvalid');
    setFieldError(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
    try {
      await crear({ destinatario: email, idioma: lang, frecuencia, criterio }).unwrap();
      setResult({ ok: true });
      setDestinatario('');
    } catch (error) {
      setResult({ ok: false, message: errorMessage(error) });
    }
  };

  const describedBy = ['alerta-privacy', ...(fieldError ? ['alerta-email-error'] : [])].join(' ');
  return (
    <section className="card alerta-box" aria-labelledby="alerta-title" data-testid="alerta-box">
      <h2 id="alerta-title">{t('alertas.box.title')}</h2>
      <p>{t('alertas.box.text', { criterio: enPalabras(criterio) })}</p>
      <NeedsJavaScript />
      <form onSubmit={submit} noValidate>
        <div className="form-field">
          <label htmlFor="alerta-email">{t('alertas.box.email')}</label>
          <input
            ref={input} id="alerta-email" name="destinatario" type="email" autoComplete="email" required
            placeholder={t('alertas.box.placeholder')} value={destinatario}
            onChange={(e) => { setDestinatario(e.target.value); if (fieldError) setFieldError(null); }}
            aria-invalid={fieldError ? true : undefined} aria-describedby={describedBy}
          />
          {fieldError ? <p id="alerta-email-error" className="field-error" role="alert">{fieldError}</p> : null}
        </div>
        <fieldset className="alerta-frecuencia">
          <legend>{t('alertas.box.frecuencia')}</legend>
          {FRECUENCIAS_ALERTA.map((f) => (
            <label key={f}>
              <input type="radio" name="frecuencia" value={f} checked={frecuencia === f} onChange={() => setFrecuencia(f)} />
              {t(`alertas.box.${f}`)}
            </label>
          ))}
        </fieldset>
        <button type="submit" disabled={isLoading}>{isLoading ? t('alertas.box.sending') : t('alertas.box.button')}</button>
      </form>
      {result?.ok ? <Notice kind="success">{t('alertas.box.ok')}</Notice> : null}
      {result && !result.ok ? <Notice kind="error">{t('alertas.box.error')}{result.message ? `: ${result.message}` : ''}</Notice> : null}
      <PrivacyNote id="alerta-privacy" />
    </section>
  );
}
