/**
 * The class of the hydration gates (shared's `HydrationGate`: one around the page, one inside each lazily loaded
 * form). Written here, not imported: this runs in the shell's entry, before any shared code is loaded.
 */
export const HYDRATION_GATE_CLASS = 'hydration-gate';

/**
 * Disables the form controls of a page the server drew until React has hydrated it (called first thing by the
 * shell's entry, before the document's DOMContentLoaded): a click or typing then would be lost or wiped.
 */
export function holdServerDrawnControls(doc: Document = document): void {
  for (const gate of doc.querySelectorAll<HTMLFieldSetElement>(`#root fieldset.${HYDRATION_GATE_CLASS}`)) gate.disabled = true;
}
