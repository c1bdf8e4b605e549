import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSearchParams } from 'react-router-dom';
import { renderWithProviders, stubFetch } from 'shared/test-utils';
import { opoLugo, opoOleiros } from '../testData';
import { usePublicOposTextoQuery } from '../publicApi';
import { SearchBoxes } from './SearchBoxes';
import { ResultsAnnouncer, useFocusAfterSearch } from './resultsFocus';

/** The home page's part that matters here: the boxes, the results heading, the count said aloud. */
function Page() {
  const [params] = useSearchParams();
  const texto = params.get('textoBusqueda') ?? '';
  const q = usePublicOposTextoQuery(texto, { skip: !texto });
  const heading = useFocusAfterSearch<HTMLHeadingElement>(!q.isFetching);
  const n = q.isFetching ? undefined : q.currentData?.length;
  return (
    <>
      <SearchBoxes key={texto} texto={texto} />
      <h1 ref={heading} tabIndex={-1}>Resultados «{texto}»</h1>
      <ResultsAnnouncer text={n === undefined ? '' : `${n} resultados`} />
      <a href="#primeiro">primeiro resultado</a>
    </>
  );
}

describe('after a search (issue 15)', () => {
  it('moves the focus to the results heading once they arrive and says the count in a polite live region', async () => {
    stubFetch({ '/api/v1/opos/consultaTexto': (url) => ({ body: ['bombeiro', 'bombero'].includes(url.searchParams.get('textoBusqueda')!) ? [opoOleiros, opoLugo] : [] }) });
    renderWithProviders(<Page />);
    await userEvent.type(screen.getByRole('searchbox'), 'bombeiro{Enter}');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Resultados «bombeiro»' });
    const live = document.querySelector('[aria-live="polite"]')!;
    expect(live).toHaveAttribute('aria-atomic', 'true');
    expect(await screen.findByText('2 resultados')).toBe(live);
    expect(heading).toHaveFocus();
    // The next Tab goes into the results, not back through the search boxes.
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'primeiro resultado' })).toHaveFocus();

    // A second search, with the same number of results, is said again.
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'bombero{Enter}');
    await waitFor(() => expect(live).toBeEmptyDOMElement());
    expect(await screen.findByText('2 resultados')).toBe(live);
    expect(screen.getByRole('heading', { level: 1, name: 'Resultados «bombero»' })).toHaveFocus();
  });

  it('leaves the focus alone when the page is opened from a link (no search was made here)', async () => {
    stubFetch({ '/api/v1/opos/consultaTexto': () => ({ body: [opoOleiros] }) });
    renderWithProviders(<Page />, { route: '/?textoBusqueda=oleiros' });
    expect(await screen.findByText('1 resultados')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveFocus();
  });
});
