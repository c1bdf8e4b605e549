import type { ReactNode } from 'react';
import { useT } from '../i18n/useT.js';

export function Card({ children, as: Tag = 'article', className = '' }: { children: ReactNode; as?: 'article' | 'section' | 'div' | 'li'; className?: string }) {
  return <Tag className={`card ${className}`.trim()}>{children}</Tag>;
}

export function Chip({ children, href }: { children: ReactNode; href?: string }) {
  return href ? <a className="chip" href={href}>{children}</a> : <span className="chip">{children}</span>;
}

/** Accessible in-page notice (DECISIONS.md 5): `status` for successes, `alert` for failures. */
export function Notice({ kind, children }: { kind: 'success' | 'error' | 'info'; children: ReactNode }) {
  return (
    <div className={`notice notice-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

/** Beside a form: with scripts off (a server-rendered page still reads), says the form needs JavaScript. */
export function NeedsJavaScript() {
  const { t } = useT();
  return <noscript><p className="noscript-form">{t('noscript.form')}</p></noscript>;
}

export function Loading() {
  const { t } = useT();
  return (
    <div className="loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{t('loading')}</span>
    </div>
  );
}

/** The spec's error state: 'Error: {message}'. */
export function ErrorMessage({ message }: { message: string }) {
  const { t } = useT();
  return <Notice kind="error">{t('error.prefix', { message })}</Notice>;
}

export function DateText({ value }: { value: readonly number[] | null | undefined }) {
  const { date } = useT();
  if (!value) return null;
  const iso = `${value[0]}-${String(value[1]).padStart(2, '0')}-${String(value[2]).padStart(2, '0')}`;
  return <time dateTime={iso}>{date(value)}</time>;
}

export function FormField({ id, label, children, hint }: { id: string; label: string; children: ReactNode; hint?: string }) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? <small id={`${id}-hint`}>{hint}</small> : null}
    </div>
  );
}
