import { useState } from 'react';
import { useT } from 'shared';

/** Edit and delete buttons of a row; deleting asks for a second click, in place, instead of a pop-up. */
export function RowActions({ name, onEdit, onDelete, busy }: { name: string; onEdit: () => void; onDelete: () => void; busy?: boolean }) {
  const { t } = useT();
  const [confirming, setConfirming] = useState(false);
  if (confirming) {
    return (
      <span className="row-actions">
        <button type="button" className="danger" disabled={busy} onClick={() => { setConfirming(false); onDelete(); }} aria-label={`${t('adminConfig.confirmarEliminar')}: ${name}`}>
          {t('adminConfig.confirmarEliminar')}
        </button>
        <button type="button" className="secondary" onClick={() => setConfirming(false)}>
          {t('adminConfig.cancelar')}
        </button>
      </span>
    );
  }
  return (
    <span className="row-actions">
      <button type="button" className="secondary" onClick={onEdit} aria-label={`${t('adminConfig.editar')}: ${name}`}>
        {t('adminConfig.editar')}
      </button>
      <button type="button" className="danger" disabled={busy} onClick={() => setConfirming(true)} aria-label={`${t('adminConfig.eliminar')}: ${name}`}>
        {t('adminConfig.eliminar')}
      </button>
    </span>
  );
}

/** The spec's boolean select: SI (true) / NON (false). */
export function SiNonSelect({ id, value, onChange, describedBy }: { id: string; value: boolean; onChange: (v: boolean) => void; describedBy?: string }) {
  const { t } = useT();
  return (
    <select id={id} name={id} value={value ? 'true' : 'false'} onChange={(e) => onChange(e.target.value === 'true')} aria-describedby={describedBy}>
      <option value="true">{t('adminConfig.si')}</option>
      <option value="false">{t('adminConfig.non')}</option>
    </select>
  );
}
