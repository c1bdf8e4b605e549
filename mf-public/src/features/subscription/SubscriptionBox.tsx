import { useState, type FormEvent } from 'react';
import { errorMessage, NeedsJavaScript, Notice, useT } from 'shared';
import { usePublicAddNotificacionMutation } from '../publicApi';
import { PrivacyNote } from '../site/privacy';
import '../../textos/proceso';

/**
 * 'Subscríbete aos avisos desta OPO!': asks for e-mail notices about one offer (success only after a 2xx). The
 * success keeps SPEC's text and then asks to confirm from the inbox (double opt-in), in the page's language; a
 * privacy note under the box links to the privacy notice.
 */
export function SubscriptionBox({ uuidProcesoOposicion }: { uuidProcesoOposicion: string }) {
  const { t, lang } = useT();
  const [destinatario, setDestinatario] = useState('');
  const [result, setResult] = useState<{ ok: true } | { ok: false; message: string } | null>(null);
  const [add, { isLoading }] = usePublicAddNotificacionMutation();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setResult(null);
    try {
      await add({ uuidProcesoOposicion, etiqueta: '', tipoNotificacion: 'EMAIL', destinatario: destinatario.trim(), idioma: lang }).unwrap();
      setResult({ ok: true });
      setDestinatario('');
    } catch (error) {
      console.error('addNotificion failed', error);
      setResult({ ok: false, message: errorMessage(error) });
    }
  };

  return (
    <section className="card subscription-box" aria-labelledby="subscription-title">
      <h2 id="subscription-title">{t('public.subscription.title')}</h2>
      <p>{t('public.subscription.text')}</p>
      <NeedsJavaScript />
      <form onSubmit={submit} className="subscription-form">
        <div className="form-field">
          <label htmlFor="subscription-email">{t('public.subscription.email')}</label>
          <input
            id="subscription-email" name="destinatario" type="email" required autoComplete="email"
            placeholder={t('public.subscription.placeholder')} value={destinatario} onChange={(e) => setDestinatario(e.target.value)}
            aria-describedby="subscription-privacy"
          />
        </div>
        <button type="submit" disabled={isLoading}>{isLoading ? t('public.subscription.sending') : t('public.subscription.button')}</button>
      </form>
      {result?.ok ? <Notice kind="success">{t('public.subscription.ok')}</Notice> : null}
      {/* Its own polite live region, so the status above keeps exactly SPEC's text and both are announced. */}
      <p className="subscription-next" aria-live="polite">{result?.ok ? t('public.subscription.confirmar') : ''}</p>
      {result && !result.ok ? (
        <Notice kind="error">{t('public.subscription.error')}{result.message ? `: ${result.message}` : ''}</Notice>
      ) : null}
      <PrivacyNote id="subscription-privacy" />
    </section>
  );
}
