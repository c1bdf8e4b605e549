import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** Navigation state that marks a page as the answer to a search the visitor just made (SearchBoxes sets it). */
export interface SearchNavigationState { busca: true }

export const searchNavigationState: SearchNavigationState = { busca: true };

const isSearch = (state: unknown): boolean => Boolean(state && (state as Partial<SearchNavigationState>).busca);

/**
 * After a search, once its results are there (`ready`), moves the focus to the results heading (the element of the
 * returned ref, which needs tabIndex -1), so the next Tab leads into the results; once per navigation.
 */
export function useFocusAfterSearch<T extends HTMLElement>(ready: boolean) {
  const location = useLocation();
  const ref = useRef<T>(null);
  const focusedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || !isSearch(location.state) || focusedFor.current === location.key) return;
    focusedFor.current = location.key;
    ref.current?.focus();
  }, [ready, location.key, location.state]);
  return ref;
}

/**
 * A polite live region that says `text` (the number of results) once the results are there. It is emptied on every
 * navigation and filled a moment later, so the same count after a new search is said again.
 */
export function ResultsAnnouncer({ text }: { text: string }) {
  const { key } = useLocation();
  const [said, setSaid] = useState('');
  useEffect(() => {
    setSaid('');
    if (!text) return undefined;
    const id = setTimeout(() => setSaid(text), 150);
    return () => clearTimeout(id);
  }, [text, key]);
  return (
    <p className="visually-hidden results-announcer" aria-live="polite" aria-atomic="true">
      {said}
    </p>
  );
}
