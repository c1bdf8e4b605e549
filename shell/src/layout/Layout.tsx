import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { isAdminSignedIn, LANGS, paths, readSession, setLanguage, useAppDispatch, useT } from 'shared';
import { useRuntimeConfig } from '../runtimeConfig';

function LanguageSwitch() {
  const { t, lang } = useT();
  const dispatch = useAppDispatch();
  return (
    <div className="lang-switch" role="group" aria-label={t('menu.language')}>
      {LANGS.map((l) => (
        <button key={l} type="button" lang={l} aria-pressed={l === lang} onClick={() => dispatch(setLanguage(l))}>
          {l.toUpperCase()}
        </button>
      ))}
    </div>
  );
}

const adminLinks: [string, string][] = [
  [paths.adminHome(), 'admin.menu.home'],
  [paths.adminBop(), 'admin.menu.bop'],
  [paths.adminOpos(), 'admin.menu.opos'],
  [paths.adminVerProceso(), 'admin.menu.verProceso'],
  [paths.adminCrearProceso(), 'admin.menu.crearProceso'],
  [paths.adminEtiquetas(), 'admin.menu.etiquetas'],
  [paths.adminConfigurarBusqueda(), 'admin.menu.configurarBusqueda'],
  [paths.adminNotificaciones(), 'admin.menu.notificaciones'],
  [paths.adminEstadisticas(), 'admin.menu.estadisticas'],
  [paths.adminLogout(), 'admin.menu.cerrarSesion'],
];

export function AdminMenu() {
  const { t } = useT();
  return (
    <nav className="admin-nav" aria-label={t('menu.admin')}>
      <div className="admin-nav-inner">
        <ul className="menu">
          {adminLinks.map(([to, key]) => (
            <li key={to}><NavLink to={to} end>{t(key)}</NavLink></li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

/** The public layout: menu with the language switch, the admin menu for a signed-in administrator, footer. */
export function Layout() {
  const { t } = useT();
  const config = useRuntimeConfig();
  const location = useLocation();
  const showLogin = readSession('adminAllowed') === 'true';
  const showAdmin = isAdminSignedIn() && location.pathname.startsWith('/admin') && !location.pathname.startsWith('/admin/login');
  return (
    <>
      <a className="skip-link" href="#contido">{t('skip.content')}</a>
      <header className="site-header">
        <div className="header-inner">
          <NavLink className="brand" to="/">{t('site.name')}</NavLink>
          <nav aria-label={t('menu.main')}>
            <ul className="menu">
              <li><NavLink to="/" end>{t('menu.home')}</NavLink></li>
              <li><NavLink to={paths.etiquetas()}>{t('menu.etiquetas')}</NavLink></li>
              <li><NavLink to={paths.bops()}>{t('menu.bops')}</NavLink></li>
              {config.canalMensaxeriaUrl ? (
                <li><a href={config.canalMensaxeriaUrl} rel="noopener noreferrer" target="_blank">{t('menu.canal')}</a></li>
              ) : null}
              <li><a href="#contacto">{t('menu.contacto')}</a></li>
              {showLogin ? <li><NavLink to={paths.adminLogin()}>{t('menu.login')}</NavLink></li> : null}
            </ul>
          </nav>
          <LanguageSwitch />
        </div>
      </header>
      {showAdmin ? <AdminMenu /> : null}
      <main id="contido" className="main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="site-footer" id="contacto">
        <div className="footer-inner">
          <p>
            {t('footer.contactText')}{' '}
            <a href={config.contactoUrl}>{config.contactoUrl.replace(/^mailto:/, '')}</a>
          </p>
          <p>{t('footer.rights')}</p>
        </div>
      </footer>
    </>
  );
}
