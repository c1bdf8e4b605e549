import type { FormEvent, ReactNode } from 'react';
import { Card, useT } from 'shared';

/** The create-or-edit form of a rule list: its title, the fields given as children, then save and cancel. */
export function RuleForm({ editing, busy, createTitle, editTitle, onSubmit, onCancel, children }: {
  editing: boolean;
  busy: boolean;
  createTitle: string;
  editTitle: string;
  onSubmit: (e: FormEvent) => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useT();
  const title = editing ? editTitle : createTitle;
  return (
    <Card as="section">
      <h2>{title}</h2>
      <form className="ac-form" onSubmit={onSubmit} aria-label={title}>
        {children}
        <div className="ac-form-buttons">
          <button type="submit" disabled={busy}>{busy ? t('adminConfig.gardando') : editing ? t('adminConfig.gardar') : t('adminConfig.crear')}</button>
          {editing ? <button type="button" className="secondary" onClick={onCancel}>{t('adminConfig.cancelar')}</button> : null}
        </div>
      </form>
    </Card>
  );
}
