import { Link } from 'react-router-dom';
import { paths, useT } from 'shared';
import '../../textos/listas';

/** The home page's one line: what the site gathers, from which bulletins, and that the bulletin's text prevails. */
export function SiteIntro() {
  const { t } = useT();
  return (
    <p className="site-intro">
      {t('intro.text')} <Link to={paths.acerca()}>{t('intro.more')}</Link>
    </p>
  );
}
