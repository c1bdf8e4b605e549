/**
 * The HTML pages of the development OpenID provider (login form, sign-out, errors), in the site's look
 * (same colours and type as shared/src/ui/styles.css), in Galician or Spanish.
 */
export type PageLang = 'gl' | 'es';

const TEXTS = {
  gl: {
    title: 'Acceso á administración',
    provider: 'Provedor de identidade de desenvolvemento',
    username: 'Usuario',
    password: 'Contrasinal',
    submit: 'Entrar',
    cancel: 'Cancelar e volver ao sitio',
    wrong: 'Usuario ou contrasinal incorrectos.',
    tooMany: 'Demasiados intentos fallidos. Agarda uns minutos e téntao de novo.',
    signingOut: 'Pechando a sesión…',
    signOut: 'Pechar sesión',
    signedOut: 'Pechaches a sesión.',
    back: 'Volver ao sitio',
    error: 'Non se puido completar o acceso',
  },
  es: {
    title: 'Acceso a la administración',
    provider: 'Proveedor de identidad de desarrollo',
    username: 'Usuario',
    password: 'Contraseña',
    submit: 'Entrar',
    cancel: 'Cancelar y volver al sitio',
    wrong: 'Usuario o contraseña incorrectos.',
    tooMany: 'Demasiados intentos fallidos. Espera unos minutos e inténtalo de nuevo.',
    signingOut: 'Cerrando la sesión…',
    signOut: 'Cerrar sesión',
    signedOut: 'Has cerrado la sesión.',
    back: 'Volver al sitio',
    error: 'No se pudo completar el acceso',
  },
} as const;

export function pageLang(uiLocales: unknown): PageLang {
  const first = typeof uiLocales === 'string' ? uiLocales.trim().split(/\s+/)[0]?.toLowerCase() : '';
  return first?.startsWith('es') ? 'es' : 'gl';
}

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
:root{--blue:#0a4f8f;--blue-dark:#073763;--ink:#1d2733;--muted:#56616f;--line:#d5dde6;--bad:#a3151b;--bad-bg:#fdecea;--radius:10px;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;color:var(--ink);background:#f6f8fb;line-height:1.5}
*{box-sizing:border-box}body{margin:0}
header{background:var(--blue);color:#fff}header div{max-width:1100px;margin:0 auto;padding:.75rem 1rem;font-weight:700;font-size:1.25rem}
main{max-width:28rem;margin:2rem auto;padding:0 1rem}
.card{background:#fff;border:1px solid var(--line);border-radius:var(--radius);padding:1.25rem 1.25rem 1rem;box-shadow:0 1px 2px rgba(0,0,0,.04)}
h1{font-size:1.4rem;margin:.1rem 0 .25rem;color:var(--blue-dark)}.sub{color:var(--muted);margin:0 0 1rem;font-size:.95rem}
.field{display:flex;flex-direction:column;gap:.25rem;margin-bottom:.85rem}label{font-weight:600}
input{font:inherit;padding:.5rem .6rem;border:1px solid #9aa7b5;border-radius:6px}
button{font:inherit;background:var(--blue);color:#fff;border:0;border-radius:6px;padding:.55rem 1.1rem;cursor:pointer;width:100%}
button:hover{background:var(--blue-dark)}:focus-visible{outline:3px solid #f2a900;outline-offset:2px}
.alert{background:var(--bad-bg);color:var(--bad);border:1px solid #f2b8b5;border-radius:var(--radius);padding:.6rem .9rem;margin:0 0 1rem}
.link{display:block;text-align:center;margin-top:.9rem;color:var(--blue)}.link-button{background:none;color:var(--blue);text-decoration:underline;padding:.25rem;margin-top:.6rem}
.link-button:hover{background:none;color:var(--blue-dark)}pre{white-space:pre-wrap;overflow-wrap:anywhere;color:var(--muted)}`;

function layout(lang: PageLang, title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Oposicións Galicia</title>
<style>${STYLE}</style>
</head>
<body>
<header><div>Oposicións Galicia</div></header>
<main>${body}</main>
</body>
</html>`;
}

export function loginPage(opts: { lang: PageLang; uid: string; mount: string; username?: string; error?: 'wrong' | 'tooMany' }): string {
  const t = TEXTS[opts.lang];
  const action = `${opts.mount}/interaction/${encodeURIComponent(opts.uid)}`;
  const alert = opts.error ? `<p class="alert" role="alert">${escapeHtml(t[opts.error])}</p>` : '';
  return layout(opts.lang, t.title, `
<section class="card">
  <h1>${escapeHtml(t.title)}</h1>
  <p class="sub">${escapeHtml(t.provider)}</p>
  ${alert}
  <form method="post" action="${action}/login" autocomplete="on">
    <div class="field"><label for="username">${escapeHtml(t.username)}</label>
      <input id="username" name="username" autocomplete="username" required autofocus value="${escapeHtml(opts.username ?? '')}"></div>
    <div class="field"><label for="password">${escapeHtml(t.password)}</label>
      <input id="password" name="password" type="password" autocomplete="current-password" required></div>
    <button type="submit">${escapeHtml(t.submit)}</button>
  </form>
  <form method="post" action="${action}/abort"><button type="submit" class="link-button">${escapeHtml(t.cancel)}</button></form>
</section>`);
}

/** The one inline script of these pages; the Content-Security-Policy allows it by its hash (security/headers.ts). */
export const LOGOUT_SCRIPT = "document.getElementById('logout-yes').click()";

/** RP-initiated logout: the provider's confirmation form, sent at once (the site asked for it with the ID token). */
export function logoutPage(lang: PageLang, form: string): string {
  const t = TEXTS[lang];
  return layout(lang, t.signOut, `
<section class="card">
  <h1>${escapeHtml(t.signingOut)}</h1>
  ${form}
  <button type="submit" form="op.logoutForm" name="logout" value="yes" id="logout-yes">${escapeHtml(t.signOut)}</button>
</section>
<script>${LOGOUT_SCRIPT}</script>`);
}

export function postLogoutPage(lang: PageLang, siteUrl: string): string {
  const t = TEXTS[lang];
  return layout(lang, t.signOut, `<section class="card"><h1>${escapeHtml(t.signedOut)}</h1><a class="link" href="${escapeHtml(siteUrl)}">${escapeHtml(t.back)}</a></section>`);
}

export function errorPage(lang: PageLang, siteUrl: string, out: Record<string, unknown>): string {
  const t = TEXTS[lang];
  const details = Object.entries(out).map(([k, v]) => `<pre><strong>${escapeHtml(k)}</strong>: ${escapeHtml(String(v))}</pre>`).join('');
  return layout(lang, t.error, `<section class="card"><h1>${escapeHtml(t.error)}</h1>${details}<a class="link" href="${escapeHtml(siteUrl)}">${escapeHtml(t.back)}</a></section>`);
}
