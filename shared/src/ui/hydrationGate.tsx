import { useEffect, useRef, type ReactNode } from 'react';
import { HYDRATION_GATE_CLASS } from '../contract/hydrationGate.js';

/**
 * A page the server drew is on screen before its code has run: a button pressed or a field filled then would be lost
 * (or wiped by hydration). The server draws these parts inside a `<fieldset>` that disables nothing (without
 * JavaScript its plain forms work); the server's entry loader (shared/src/contract/entryLoader.ts) disables every
 * gate at once, and each gate enables itself when
 * React has taken over what it holds. One gate holds the whole page (the shell's router); a part whose code comes
 * in a chunk of its own (a lazy form inside a Suspense boundary, hydrated later than the page) holds its own inside
 * that boundary, so it stays disabled until its own code has hydrated it. Only the DOM property changes, so nothing
 * renders again.
 */
export function HydrationGate({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.disabled = false;
  }, []);
  // The shell entry set `disabled` before React ran: that one difference from the server HTML is expected.
  return <fieldset ref={ref} className={HYDRATION_GATE_CLASS} role="presentation" suppressHydrationWarning>{children}</fieldset>;
}
