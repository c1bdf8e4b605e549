/** The class of the one fieldset around the page (router.tsx `HydrationGate`). */
export const HYDRATION_GATE_CLASS = 'hydration-gate';

/**
 * Disables the form controls of a page the server drew until React has hydrated it (called first thing by the
 * shell's entry, before the document's DOMContentLoaded): a click or typing then would be lost or wiped.
 */
export function holdServerDrawnControls(doc: Document = document): void {
  const gate = doc.querySelector<HTMLFieldSetElement>(`#root > .${HYDRATION_GATE_CLASS}`);
  if (gate) gate.disabled = true;
}
