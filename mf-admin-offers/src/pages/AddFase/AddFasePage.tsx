import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { FormField, Notice, errorMessage, paths, usePageMeta, useT } from 'shared';
import type { AsignarFase } from 'shared';
import { useAdminOffersAddFaseMutation, useAdminOffersLimiteArquivoQuery, useAdminOffersProcesoQuery } from '../../adminOffersApi';
import { formatSize, formatSizeOverLimit } from '../../components/fileSize';
import { fileToBase64 } from '../../components/fileToBase64';
import '../../components/adminOffers.css';

const TEXT_FIELDS = ['uuidOposicionDetalle', 'uuidOposicion', 'titulo', 'url'] as const;

/** /public/admin/addFaseProceso/opo?uuid=: adds a phase (link and/or PDF) to an offer, then back to the offer lists. */
export function AddFasePage() {
  const { t, lang } = useT();
  usePageMeta(t('adminOffers.addFase.title'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // The search and page of the offer list this form was opened from (a query string only).
  const from = (useLocation().state as { volver?: unknown } | null)?.volver;
  const volver = typeof from === 'string' && from.startsWith('?') ? from : '';
  const uuid = params.get('uuid') ?? '';
  const proceso = useAdminOffersProcesoQuery(uuid, { skip: !/^[0-9a-f-]{36}$/i.test(uuid) });
  const [addFase, { isLoading }] = useAdminOffersAddFaseMutation();
  const [form, setForm] = useState<Omit<AsignarFase, 'archivo'>>({ uuidOposicion: '', uuidOposicionDetalle: uuid, titulo: '', url: '', fechaBop: '' });
  const [file, setFile] = useState<File | null>(null);
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The server's own limit (MAX_UPLOAD_BYTES): a larger file is refused here, before minutes of upload.
  const maxBytes = useAdminOffersLimiteArquivoQuery().data?.maxBytes;
  const [fileError, setFileError] = useState<string | null>(null);
  const tooLarge = (f: File) => (maxBytes !== undefined && f.size > maxBytes
    ? t('adminOffers.addFase.tooLarge', { nome: f.name, ...formatSizeOverLimit(f.size, maxBytes, lang) })
    : null);
  const onFile = (picked: File | null) => {
    setFile(picked);
    setFileError(picked ? tooLarge(picked) : null);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const problem = file ? tooLarge(file) : null;
    if (problem) {
      setFileError(problem);
      return;
    }
    try {
      setReading(Boolean(file));
      const archivo = file ? await fileToBase64(file) : '';
      setReading(false);
      await addFase({ ...form, uuidOposicion: form.uuidOposicion.trim(), uuidOposicionDetalle: form.uuidOposicionDetalle.trim(), archivo }).unwrap();
      navigate(`${paths.adminVerProceso()}${volver}`, { state: { notice: t('adminOffers.addFase.done') } });
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
        <FormField id="af-archivo" label={t('adminOffers.field.archivo')} hint={maxBytes !== undefined ? t('adminOffers.addFase.maxSize', { max: formatSize(maxBytes, lang) }) : undefined}>
          <input
            id="af-archivo"
            type="file"
            accept="application/pdf,.pdf"
            aria-describedby={maxBytes !== undefined ? 'af-archivo-hint' : undefined}
            aria-invalid={fileError ? true : undefined}
            onChange={(e) => onFile(e.target.files?.[0] ?? null)}
          />
        </FormField>
        {fileError ? <Notice kind="error">{fileError}</Notice> : null}
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
