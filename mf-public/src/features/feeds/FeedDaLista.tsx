import { feedDaLista, useT } from 'shared';

/** The Atom feed of the list on screen (same search and filters), for a feed reader (issue 16). */
export function FeedDaLista({ search }: { search: string }) {
  const { t, lang } = useT();
  return (
    <p className="feed-lista">
      <a href={feedDaLista(search, lang)} type="application/atom+xml">{t('feeds.follow')}</a>
    </p>
  );
}
