import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * Checks an Atom document against the requirements of RFC 4287 a reader relies on (the MUSTs of sections 3 and 4,
 * and the SHOULD of a rel="self" link), after an XML well-formedness check. Returns the problems found (none: valid).
 */
export function atomProblems(xml: string): string[] {
  const problems: string[] = [];
  const wellFormed = XMLValidator.validate(xml);
  if (wellFormed !== true) return [`not well-formed XML: ${wellFormed.err.msg} (line ${wellFormed.err.line})`];
  // XML 1.0 Char production: no C0 controls other than tab, LF, CR.
  if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/.test(xml)) problems.push('a character XML 1.0 does not allow');

  type El = Record<string, unknown> & { '@_': Record<string, string> };
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', attributesGroupName: '@_', isArray: (name: string) => name !== '@_', textNodeName: '#text', parseTagValue: false, trimValues: false });
  const doc = parser.parse(xml) as Record<string, El[]>;
  const feed = doc.feed?.[0];
  if (!feed || doc.feed.length !== 1) return [...problems, 'the root element is not one atom:feed'];
  if (feed['@_']?.xmlns !== 'http://www.w3.org/2005/Atom') problems.push('atom:feed is not in the Atom namespace');

  const kids = (el: El, name: string) => (el[name] as El[] | undefined) ?? [];
  const text = (el: El | undefined): string => {
    if (el === undefined) return '';
    if (typeof el === 'string') return el;
    const t = el['#text'];
    if (Array.isArray(t)) return t.join('');
    return typeof t === 'string' ? t : '';
  };
  const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
  const iri = /^[a-zA-Z][a-zA-Z0-9+.-]*:\S+$/;
  const exactlyOne = (el: El, name: string, where: string) => {
    const n = kids(el, name).length;
    if (n !== 1) problems.push(`${where} has ${n} atom:${name} (exactly one is required)`);
  };
  const atMostOne = (el: El, name: string, where: string) => {
    if (kids(el, name).length > 1) problems.push(`${where} has more than one atom:${name}`);
  };
  const textConstruct = (el: El, name: string, where: string) => {
    for (const t of kids(el, name)) {
      const type = t['@_']?.type ?? 'text';
      if (!['text', 'html', 'xhtml'].includes(type)) problems.push(`${where} atom:${name} has type="${type}"`);
    }
  };
  const dates = (el: El, name: string, where: string) => {
    for (const d of kids(el, name)) if (!rfc3339.test(text(d).trim())) problems.push(`${where} atom:${name} "${text(d)}" is not an RFC 3339 date-time`);
  };
  const persons = (el: El, name: string, where: string) => {
    for (const p of kids(el, name)) if (kids(p, 'name').length !== 1) problems.push(`${where} atom:${name} needs exactly one atom:name`);
  };
  const links = (el: El, where: string) => {
    const alternates = new Set<string>();
    for (const l of kids(el, 'link')) {
      const a = l['@_'] ?? {};
      if (!a.href) problems.push(`${where} atom:link without href`);
      if ((a.rel ?? 'alternate') === 'alternate') {
        const key = `${a.type ?? ''}|${a.hreflang ?? ''}`;
        if (alternates.has(key)) problems.push(`${where} has two rel="alternate" links of one type and language`);
        alternates.add(key);
      }
    }
  };
  const ids = (el: El, where: string) => {
    for (const i of kids(el, 'id')) if (!iri.test(text(i).trim())) problems.push(`${where} atom:id "${text(i)}" is not an IRI`);
  };

  for (const name of ['id', 'title', 'updated']) exactlyOne(feed, name, 'atom:feed');
  for (const name of ['subtitle', 'rights', 'icon', 'logo', 'generator']) atMostOne(feed, name, 'atom:feed');
  for (const name of ['title', 'subtitle', 'rights']) textConstruct(feed, name, 'atom:feed');
  dates(feed, 'updated', 'atom:feed');
  persons(feed, 'author', 'atom:feed');
  persons(feed, 'contributor', 'atom:feed');
  links(feed, 'atom:feed');
  ids(feed, 'atom:feed');
  if (!kids(feed, 'link').some((l) => l['@_']?.rel === 'self')) problems.push('atom:feed has no rel="self" link');
  for (const c of kids(feed, 'category')) if (!c['@_']?.term) problems.push('atom:feed atom:category without term');

  const entries = kids(feed, 'entry');
  const feedHasAuthor = kids(feed, 'author').length > 0;
  const seen = new Set<string>();
  entries.forEach((e, i) => {
    const where = `atom:entry[${i}]`;
    for (const name of ['id', 'title', 'updated']) exactlyOne(e, name, where);
    for (const name of ['content', 'summary', 'published', 'rights', 'source']) atMostOne(e, name, where);
    for (const name of ['title', 'summary', 'rights']) textConstruct(e, name, where);
    dates(e, 'updated', where);
    dates(e, 'published', where);
    persons(e, 'author', where);
    links(e, where);
    ids(e, where);
    if (!feedHasAuthor && kids(e, 'author').length === 0) problems.push(`${where} has no atom:author and neither has the feed`);
    if (kids(e, 'content').length === 0 && !kids(e, 'link').some((l) => (l['@_']?.rel ?? 'alternate') === 'alternate')) {
      problems.push(`${where} has neither atom:content nor a rel="alternate" link`);
    }
    for (const c of kids(e, 'category')) if (!c['@_']?.term) problems.push(`${where} atom:category without term`);
    const id = text(kids(e, 'id')[0]).trim();
    if (seen.has(id)) problems.push(`${where} repeats the id ${id}`);
    seen.add(id);
  });
  return problems;
}
