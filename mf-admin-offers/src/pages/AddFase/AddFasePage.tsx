import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FormField, Notice, errorMessage, paths, usePageMeta, useT } from 'shared';
import type { AsignarFase } from 'shared';
import { useAdminOffersAddFaseMutation, useAdminOffersProcesoQuery } from '../../adminOffersApi';
import { fileToBase64 } from '../../components/fileToBase64';
import '../../components/adminOffers.css';

const TEXT_FIELDS = ['uuidOposicionDetalle', 'uuidOposicion', 'titulo', 'url'] as const;

/** /public/admin/addFaseProceso/opo?uuid=: adds a phase (link and/or PDF) to an offer, then back to the offer lists. */
export function AddFasePage() {
  const { t } = useT();
  usePageMeta(t('adminOffers.addFase.title'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const uuid = params.get('uuid') ?? '';
  const proceso = useAdminOffersProcesoQuery(uuid, { skip: !/^[0-9a-f-]{36}$/i.test(uuid) });
  const [addFase, { isLoading }] = useAdminOffersAddFaseMutation();
  const [form, setForm] = useState<Omit<AsignarFase, 'archivo'>>({ uuidOposicion: '', uuidOposicionDetalle: uuid, titulo: '', url: '', fechaBop: '' });
  const [file, setFile] = useState<File | null>(null);
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      setReading(Boolean(file));
      const archivo = file ? await fileToBase64(file) : '';
      setReading(false);
      await addFase({ ...form, uuidOposicion: form.uuidOposicion.trim(), uuidOposicionDetalle: form.uuidOposicionDetalle.trim(), archivo }).unwrap();
      navigate(paths.adminVerProceso(), { state: { notice: t('adminOffers.addFase.done') } });
    } catch (err) {
      setReading(false);
      setError(errorMessage(err));
    }
  };

  return (
    <section data-remote="mf-admin-offers" data-screen="addFase">
      <h1>{t('adminOffers.addFase.title')}</h1>
      {proceso.data ? <p className="card-meta">{proceso.data.titulo} · {proceso.data.organizacion}</p> : null}
      <form className="ao-form" onSubmit={onSubmit}>
        {TEXT_FIELDS.map((k) => (
          <FormField key={k} id={`af-${k}`} label={t(`adminOffers.field.${k}`)}>
            <input
              id={`af-${k}`}
              type={k === 'url' ? 'url' : 'text'}
              value={form[k]}
              onChange={(e) => setForm({ ...form, [k]: e.target.value })}
              required={k === 'uuidOposicionDetalle' || k === 'titulo'}
            />
          </FormField>
        ))}
        <FormField id="af-archivo" label={t('adminOffers.field.archivo')}>
          <input id="af-archivo" type="file" accept="application/pdf,.pdf" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </FormField>
        <FormField id="af-fechaBop" label={t('adminOffers.field.fechaBop')}>
          <input id="af-fechaBop" type="date" value={form.fechaBop} onChange={(e) => setForm({ ...form, fechaBop: e.target.value })} />
        </FormField>
        {reading ? <p role="status">{t('adminOffers.addFase.reading')}</p> : null}
        {error ? <Notice kind="error">{error}</Notice> : null}
        <div className="ao-actions">
          <button type="submit" disabled={isLoading || reading}>{t('adminOffers.addFase.submit')}</button>
        </div>
      </form>
    </section>
  );
}
