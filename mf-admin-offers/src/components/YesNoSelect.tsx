import { useT } from 'shared';

/**
 * A boolean select as the spec draws it: optionally a 'SELECCIONA' option without value first, then SI / NON
 * (or NON / SI). `value` null means nothing chosen yet.
 */
export function YesNoSelect({ id, value, onChange, placeholder = false, noFirst = false }: {
  id: string;
  value: boolean | null;
  onChange: (value: boolean | null) => void;
  placeholder?: boolean;
  noFirst?: boolean;
}) {
  const { t } = useT();
  const options = [<option key="true" value="true">{t('adminOffers.yes')}</option>, <option key="false" value="false">{t('adminOffers.no')}</option>];
  return (
    <select id={id} value={value === null ? '' : String(value)} onChange={(e) => onChange(e.target.value === '' ? null : e.target.value === 'true')}>
      {placeholder ? <option value="">{t('adminOffers.select')}</option> : null}
      {noFirst ? options.reverse() : options}
    </select>
  );
}
