import { useState } from 'react';
import { useT } from 'shared';

/** 'Eliminar' that asks before acting: a second, explicit button confirms (no blocking pop-up). */
export function ConfirmDelete({ onConfirm, disabled, label }: { onConfirm: () => void; disabled?: boolean; label?: string }) {
  const { t } = useT();
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" className="danger" onClick={() => setAsking(true)} disabled={disabled} aria-label={label}>
        {t('adminOffers.delete')}
      </button>
    );
  }
  return (
    <span className="confirm-delete" role="group" aria-label={t('adminOffers.confirmDelete')}>
      <span>{t('adminOffers.confirmDelete')}</span>{' '}
      <button type="button" className="danger" onClick={() => { setAsking(false); onConfirm(); }} autoFocus>
        {t('adminOffers.confirm')}
      </button>{' '}
      <button type="button" className="secondary" onClick={() => setAsking(false)}>
        {t('adminOffers.cancel')}
      </button>
    </span>
  );
}
