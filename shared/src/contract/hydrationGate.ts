/**
 * The class of the hydration gates: the `<fieldset>`s a server-drawn page holds its controls in until React has
 * hydrated them (shared's `HydrationGate` draws them; the server's entry loader, `entryLoader.ts`, disables them).
 */
export const HYDRATION_GATE_CLASS = 'hydration-gate';
