import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { claveCriterio, criterioDeParams, HydrationGate } from 'shared';

const AlertaForm = lazy(() => import(/* webpackChunkName: "alerta-form" */ './AlertaForm').then((m) => ({ default: m.AlertaForm })));

/**
 * "Avisarme de novas como estas" (issue 16): under a label page, a search or a filtered list, asks for an e-mail
 * alert of what that list shows, as the URL says it (the same search and filters), daily or immediate; double
 * opt-in, so success asks to confirm from the inbox. Nothing on a bulletin day or the plain latest-days list (whose
 * first view then does not carry the form's code).
 */
export function AlertaBox() {
  const [params] = useSearchParams();
  const criterio = criterioDeParams((name) => params.get(name));
  // A new criterion in the URL starts a fresh form.
  return criterio ? (
    <Suspense fallback={null}>
      {/* Its own gate: the server draws this form, whose code arrives after the page has hydrated. */}
      <HydrationGate>
        <AlertaForm key={claveCriterio(criterio)} criterio={criterio} />
      </HydrationGate>
    </Suspense>
  ) : null;
}
