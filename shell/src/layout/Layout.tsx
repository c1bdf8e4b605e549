import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { isAdminSignedIn, LANGS, paths, readSession, setLanguage, useAppDispatch, useBrowserValue, useT } from 'shared';
import { useRuntimeConfig } from '../runtimeConfig';
import { useFeedLink } from './feedLink';

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

/**
 * A menu link that says when it is the page shown (aria-current="page", class "active"), as React Router's NavLink
 * marks it: the same path, or below it unless `end`, letter case aside. NavLink is not in the shared router
 * (shared/webpack/react-router-dom.mjs): its code (view transitions, pending states) would be in every first view.
 */
export function MenuLink({ to, end = false, className, children }: { to: string; end?: boolean; className?: string; children: ReactNode }) {
  const here = useLocation().pathname.toLowerCase();
  const path = to.split(/[?#]/)[0].toLowerCase();
  const cut = path !== '/' && path.endsWith('/') ? path.length - 1 : path.length;
  const active = here === path || (!end && here.startsWith(path) && here.charAt(cut) === '/');
  return (
    <Link to={to} aria-current={active ? 'page' : undefined} className={[className, active ? 'active' : null].filter(Boolean).join(' ') || undefined}>
      {children}
    </Link>
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
            <li key={to}><MenuLink to={to} end>{t(key)}</MenuLink></li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

/** Three bars, drawn: the menu button's icon (its name is the button's label). */
function MenuIcon() {
  return (
    <svg className="menu-icon" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" fill="none" />
    </svg>
  );
}

/**
 * The public layout: the header (brand, language switch, the main menu and, for a signed-in administrator on admin
 * screens, the admin menu), the page, the footer. On a phone the menus fold behind one button (CSS decides where:
 * the links are always in the page); Escape or a click elsewhere closes it.
 */
export function Layout() {
  const { t, lang } = useT();
  const config = useRuntimeConfig();
  const location = useLocation();
  useFeedLink(location.pathname, location.search, lang, t('feeds.follow'));
  // The session lives in the browser's storage: a server-rendered page is drawn signed out, then hydrated so.
  const signedIn = useBrowserValue(isAdminSignedIn, false);
  // 'Login Administracion' is for an administrator who is not signed in (SPEC: only with the admin-allowed flag).
  const showLogin = useBrowserValue(() => readSession('adminAllowed') === 'true' && !readSession('accessToken'), false);
  const showAdmin = signedIn && location.pathname.startsWith('/admin') && !location.pathname.startsWith('/admin/login');
  const [open, setOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // A new page closes the menu.
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (!headerRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  // A link chosen in the open menu: the menu closes and the focus goes to the page, not to a link that hides.
  const onMenuClick = (e: MouseEvent<HTMLElement>) => {
    const link = (e.target as Element).closest('a');
    if (!open || !link) return;
    setOpen(false);
    // In-page anchors (#contacto) and new windows keep the browser's own focus handling.
    if (link.getAttribute('href')?.startsWith('#') || link.target === '_blank') return;
    document.getElementById('contido')?.focus({ preventScroll: true });
  };

  return (
    <>
      <a className="skip-link" href="#contido">{t('skip.content')}</a>
      <header className="site-header" ref={headerRef}>
        <div className="header-inner">
          <MenuLink className="brand" to="/">{t('site.name')}</MenuLink>
          <LanguageSwitch />
          <button
            ref={buttonRef} type="button" className="menu-button" aria-expanded={open} aria-controls="site-menu"
            onClick={() => setOpen((o) => !o)}
          >
            <MenuIcon /><span className="menu-button-label">{t('menu.toggle')}</span>
          </button>
          {/* The click handler only listens to the links' own activations (mouse or keyboard), bubbling up. */}
          <div id="site-menu" className="site-menu" data-open={open} onClick={onMenuClick}>
            <nav className="main-nav" aria-label={t('menu.main')}>
              <ul className="menu">
                <li><MenuLink to="/" end>{t('menu.home')}</MenuLink></li>
                <li><MenuLink to={paths.etiquetas()}>{t('menu.etiquetas')}</MenuLink></li>
                <li><MenuLink to={paths.bops()}>{t('menu.bops')}</MenuLink></li>
                {config.canalMensaxeriaUrl ? (
                  <li><a href={config.canalMensaxeriaUrl} rel="noopener noreferrer" target="_blank">{t('menu.canal')}</a></li>
                ) : null}
                <li><a href="#contacto">{t('menu.contacto')}</a></li>
                {showLogin ? <li><MenuLink to={paths.adminLogin()}>{t('menu.login')}</MenuLink></li> : null}
              </ul>
            </nav>
            {showAdmin ? <AdminMenu /> : null}
          </div>
        </div>
      </header>
      <main id="contido" className="main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="site-footer" id="contacto">
        <div className="footer-inner">
          <p>
            {t('footer.contactText')}{' '}
            <a href={config.contactoUrl}>{config.contactoUrl.replace(/^mailto:/, '')}</a>
          </p>
          <nav aria-label={t('footer.nav')}>
            <ul className="footer-links">
              <li><Link to={paths.acerca()}>{t('footer.acerca')}</Link></li>
              <li><Link to={paths.privacidade()}>{t('footer.privacidade')}</Link></li>
              <li><Link to={paths.avisoLegal()}>{t('footer.avisoLegal')}</Link></li>
              <li><Link to={paths.cobertura()}>{t('footer.cobertura')}</Link></li>
              <li><Link to={paths.datos()}>{t('footer.datos')}</Link></li>
            </ul>
          </nav>
          <p>{t('footer.rights')}</p>
        </div>
      </footer>
    </>
  );
}
