import { Link } from 'react-router-dom';
import { paths, useT } from 'shared';

/** Days a subscription request waits for its confirmation before it is deleted (api: UNCONFIRMED_DAYS). */
export const UNCONFIRMED_DAYS = 30;

/** The line under every e-mail box: what the address is used for, and the privacy notice. */
export function PrivacyNote({ id }: { id?: string }) {
  const { t } = useT();
  return (
    <p className="privacy-note" id={id}>
      {t('privacidade.nota')} <Link to={paths.privacidade()}>{t('privacidade.ligazon')}</Link>
    </p>
  );
}
