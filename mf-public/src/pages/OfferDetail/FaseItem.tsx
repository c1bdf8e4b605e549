import { useState, type MouseEvent } from 'react';
import { DateText, Notice, safeHref, tipoAnuncio, useT, type Fase } from 'shared';
import { archivoUrl } from '../../features/publicApi';
import { downloadArchivo } from '../../features/download/downloadArchivo';
import '../../textos/proceso';

/**
 * One phase (edicto): what kind of edict it is (bases, admitted list, tribunal…; "Anuncio" when its kind is not
 * known) and its bulletin, then the spec's three link forms: no file → link to its URL; a file and no URL → download
 * link; both → 'Archivo - title' (download) and 'Enlace - title' (link).
 */
export function FaseItem({ fase }: { fase: Fase }) {
  const { t } = useT();
  const [failed, setFailed] = useState(false);
  const download = async (e: MouseEvent) => {
    e.preventDefault();
    setFailed(false);
    try {
      await downloadArchivo(fase.archivo!, fase.titulo);
    } catch (error) {
      console.error(error);
      setFailed(true);
    }
  };
  const fileLink = (text: string) => (
    <a href={archivoUrl(fase.archivo!)} onClick={download} download>{text}</a>
  );
  const urlLink = (text: string) => (
    <a href={safeHref(fase.urlDetalle)} rel="noopener noreferrer" target="_blank">{text}</a>
  );

  let links;
  if (fase.archivo && safeHref(fase.urlDetalle)) {
    links = <>{fileLink(t('public.offer.fase.archivo', { titulo: fase.titulo }))}{urlLink(t('public.offer.fase.enlace', { titulo: fase.titulo }))}</>;
  } else if (fase.archivo) {
    links = fileLink(fase.titulo);
  } else if (safeHref(fase.urlDetalle)) {
    links = urlLink(fase.titulo);
  } else {
    links = <span>{fase.titulo}</span>;
  }
  return (
    <li>
      <span className="fase-tipo">{tipoAnuncio(fase.tipoEdicto) ? t(`public.tipo.${fase.tipoEdicto}`) : t('public.tipo.anuncio')}{fase.bop ? ` · ${fase.bop}` : ''}</span>
      <span className="fase-links">{links}</span>
      {fase.fechaBop ? <span className="fase-date">{t('public.offer.fase.fechaBop')}: <DateText value={fase.fechaBop} /></span> : null}
      {failed ? <Notice kind="error">{t('public.offer.download.error')}</Notice> : null}
    </li>
  );
}
