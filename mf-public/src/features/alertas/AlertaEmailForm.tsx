import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { errorMessage, FRECUENCIAS_ALERTA, NeedsJavaScript, Notice, useT, type FrecuenciaAlerta } from 'shared';
import { PrivacyNote } from '../site/privacy';
import './alertas.css';
import '../../textos/alertas';

// A practical check before sending (the server has the last word): something@something.tld, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * The e-mail part of every alert box (a list's alert, the profile alert): the address with its errors said on the
 * field, daily or immediate, the privacy note (and `nota`, what else is kept), and what the server answered. `send`
 * asks for the alert; success asks to confirm from the inbox (double opt-in).
 */
export function AlertaEmailForm({ send, nota }: { send: (destinatario: string, frecuencia: FrecuenciaAlerta) => Promise<unknown>; nota?: ReactNode }) {
  const { t } = useT();
  const id = useId();
  const [destinatario, setDestinatario] = useState('');
  const [frecuencia, setFrecuencia] = useState<FrecuenciaAlerta>('DIARIA');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [result, setResult] = useState<{ ok: true } | { ok: false; message: string } | null>(null);
  const [enviando, setEnviando] = useState(false);
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
    setEnviando(true);
    try {
      await send(email, frecuencia);
      setResult({ ok: true });
      setDestinatario('');
    } catch (error) {
      setResult({ ok: false, message: errorMessage(error) });
    } finally {
      setEnviando(false);
    }
  };

  const describedBy = [`${id}-privacy`, ...(fieldError ? [`${id}-email-error`] : [])].join(' ');
  return (
    <>
      <NeedsJavaScript />
      <form onSubmit={submit} noValidate>
        <div className="form-field">
          <label htmlFor={`${id}-email`}>{t('alertas.box.email')}</label>
          <input
            ref={input} id={`${id}-email`} name="destinatario" type="email" autoComplete="email" required
            placeholder={t('alertas.box.placeholder')} value={destinatario}
            onChange={(e) => { setDestinatario(e.target.value); if (fieldError) setFieldError(null); }}
            aria-invalid={fieldError ? true : undefined} aria-describedby={describedBy}
          />
          {fieldError ? <p id={`${id}-email-error`} className="field-error" role="alert">{fieldError}</p> : null}
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
        <button type="submit" disabled={enviando}>{enviando ? t('alertas.box.sending') : t('alertas.box.button')}</button>
      </form>
      {result?.ok ? <Notice kind="success">{t('alertas.box.ok')}</Notice> : null}
      {result && !result.ok ? <Notice kind="error">{t('alertas.box.error')}{result.message ? `: ${result.message}` : ''}</Notice> : null}
      <div id={`${id}-privacy`}>
        {nota}
        <PrivacyNote />
      </div>
    </>
  );
}
