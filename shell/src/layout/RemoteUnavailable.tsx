import type { RemoteName } from 'shared';
import { useT } from 'shared';

export function RemoteUnavailable({ remote }: { remote: RemoteName }) {
  const { t } = useT();
  return (
    <section className="card remote-unavailable" role="alert" data-remote={remote}>
      <p>{t('remote.unavailable')}</p>
      <button type="button" className="secondary" onClick={() => window.location.reload()}>
        {t('remote.retry')}
      </button>
    </section>
  );
}
