import { useEffect, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage, ErrorMessage, Loading, Notice, usePageMeta, useT } from 'shared';

interface Resultado<T> {
  isError: boolean;
  error?: unknown;
  data?: T;
}

/**
 * A page that a link of an e-mail opens (confirm, leave): it sends the link's signed `?token=` once and shows the
 * outcome: no token, the refusal, waiting, or `feito(data)`. The subscription and alert pages share it.
 */
export function LigazonFirmada<T>({ screen, title, meta, noToken, send, result, feito }: {
  /** data-screen of the page */
  screen: string;
  title: string;
  meta: string;
  noToken: string;
  send: (token: string) => unknown;
  result: Resultado<T>;
  feito: (data: T) => ReactNode;
}) {
  const { t } = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const sent = useRef<string | null>(null);
  usePageMeta(`${title} · ${t('site.name')}`, meta);

  useEffect(() => {
    // Once per token (StrictMode runs effects twice; the calls are idempotent anyway).
    if (token && sent.current !== token) {
      sent.current = token;
      void send(token);
    }
  }, [token, send]);

  let body: ReactNode;
  if (!token) body = <Notice kind="error">{noToken}</Notice>;
  else if (result.isError) body = <ErrorMessage message={errorMessage(result.error)} />;
  else if (!result.data) body = <Loading />;
  else body = feito(result.data);
  const titleId = `${screen}-title`;
  return (
    <section className="card" data-remote="mf-public" data-screen={screen} aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      {body}
    </section>
  );
}
