import { useT } from 'shared';

type T = ReturnType<typeof useT>['t'];

/** A count in its words: the `key.1` text for one, `key` with `{n}` otherwise. */
export const contar = (t: T, key: string, v: number) => t(v === 1 ? `${key}.1` : key, { n: v });

/** "12 prazas aprobadas, 7 convocadas, 5 pendentes": each count in its own number (singular for one). */
export function useResumoPrazas() {
  const { t } = useT();
  const n = (key: string, v: number) => contar(t, key, v);
  return (aprobadas: number, convocadas: number, pendentes: number) =>
    `${n('public.oep.aprobadas', aprobadas)}, ${n('public.oep.convocadas', convocadas)}, ${n('public.oep.pendentes', pendentes)}`;
}

/** The three counts as a small figure row (phone-sized: they wrap). */
export function ContasPrazas({ aprobadas, convocadas, pendentes }: { aprobadas: number; convocadas: number; pendentes: number }) {
  const { t } = useT();
  const n = (key: string, v: number) => contar(t, key, v);
  return (
    <p className="oep-contas">
      <span className="oep-conta">{n('public.oep.aprobadas', aprobadas)}</span>
      <span className="oep-conta oep-convocadas">{n('public.oep.convocadas', convocadas)}</span>
      <span className={`oep-conta ${pendentes > 0 ? 'oep-pendentes' : ''}`}>{n('public.oep.pendentes', pendentes)}</span>
    </p>
  );
}
