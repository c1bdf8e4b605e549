import { useEffect } from 'react';
import { feedDaPaxina, PUBLIC_BASE, type Lang } from 'shared';

const SELECTOR = 'link[rel="alternate"][type="application/atom+xml"]';

/**
 * Keeps the page's `<link rel="alternate" type="application/atom+xml">` right while the visitor moves around the
 * single-page app (the server writes the first page's; issue 16): a list's feed with its search and filters, a
 * process's phases, none elsewhere. `pathname` is the router's (under the /public/ basename).
 */
export function useFeedLink(pathname: string, search: string, lang: Lang, title: string): void {
  useEffect(() => {
    const href = feedDaPaxina(`${PUBLIC_BASE}${pathname.startsWith('/') ? pathname : `/${pathname}`}`, search, lang);
    let link = document.head.querySelector<HTMLLinkElement>(SELECTOR);
    if (!href) {
      link?.remove();
      return;
    }
    if (!link) {
      link = document.createElement('link');
      link.rel = 'alternate';
      link.type = 'application/atom+xml';
      document.head.appendChild(link);
    }
    link.setAttribute('href', href);
    link.title = title;
  }, [pathname, search, lang, title]);
}
