import { soldoDoProceso, useT, type FeitosDoTexto } from 'shared';
import { formatEuros } from './FeitosProceso';
import '../../textos/feitos';

/**
 * The base salary of the group a process's texts state, this year (issue 24, "pay, honestly"): the amount, what it
 * is (12 monthly payments, no complements) and the law that sets it; nothing where the group is unknown or doubtful,
 * or for employees (paid by their agreement).
 */
export function SoldoBase({ feitos }: { feitos: FeitosDoTexto }) {
  const { t, lang } = useT();
  const soldo = soldoDoProceso(feitos, new Date().getFullYear());
  if (!soldo) return null;
  const que = soldo.grupo === 'AP' ? t('public.soldo.AP') : t(soldo.grupo === 'B' ? 'public.soldo.grupo' : 'public.soldo.subgrupo', { grupo: soldo.grupo });
  return (
    <p className="feitos-soldo" data-testid="soldo-base">
      <strong>{formatEuros(soldo.anual)}</strong> {que}
      {' '}<small>{t('public.soldo.detalle', { ano: soldo.ano, mensual: formatEuros(soldo.mensual), fonte: soldo.fonte[lang] })}</small>
    </p>
  );
}
