import DOMPurify from 'dompurify';

/**
 * The offer's HTML detail, sanitised again in the browser (DECISIONS.md 7). A chunk of its own (with DOMPurify),
 * fetched only for an offer that has a detail: most offers (the processes the analysis finds) have none.
 */
export default function Detalle({ html }: { html: string }) {
  // On the server (no DOM for DOMPurify) the API's own sanitising stands; React keeps that HTML when it hydrates.
  const clean = DOMPurify.isSupported ? DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'], FORBID_ATTR: ['style'] }) : html;
  if (!clean.trim()) return null;
  return <div className="detalle" dangerouslySetInnerHTML={{ __html: clean }} />;
}
