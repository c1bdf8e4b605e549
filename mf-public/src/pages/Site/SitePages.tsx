import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths, usePageMeta, useT, type RuntimeConfig } from 'shared';
import '../../features/layout/public.css';
import { describirHorario } from '../../features/site/horario';
import { usePublicRuntimeConfigQuery } from '../../features/site/siteApi';
import { UNCONFIRMED_DAYS } from '../../features/site/privacy';

/** Until the run-time configuration arrives (or if it cannot), the operator the server names by default. */
const OPERADOR_DEMO: NonNullable<RuntimeConfig['operador']> = { nome: 'Oposicións Galicia', email: 'contacto@oposicions.gal' };

function useOperador() {
  const q = usePublicRuntimeConfigQuery();
  return { operador: q.data?.operador ?? OPERADOR_DEMO, lectura: q.data?.lectura, cargado: !q.isLoading };
}

const Mail = ({ email }: { email: string }) => <a href={`mailto:${email}`}>{email}</a>;

/** A paragraph whose text names the operator's e-mail ({email}) as a link. */
function TextWithEmail({ text, email }: { text: string; email: string }) {
  const [before, after = ''] = text.split('{email}');
  return <p className="site-sentence">{before}<Mail email={email} />{after}</p>;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card site-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

const FONTES: { nome: string; detalle: string; url: string }[] = [
  { nome: 'acerca.fonte.boe.nome', detalle: 'acerca.fonte.boe.detalle', url: 'https://www.boe.es/' },
  { nome: 'acerca.fonte.dog.nome', detalle: 'acerca.fonte.dog.detalle', url: 'https://www.xunta.gal/diario-oficial-galicia' },
  { nome: 'acerca.fonte.coruna.nome', detalle: 'acerca.fonte.bop.detalle', url: 'https://bop.dacoruna.gal/bopportal/' },
  { nome: 'acerca.fonte.lugo.nome', detalle: 'acerca.fonte.bop.detalle', url: 'https://www.deputacionlugo.gal/gl/boletin-oficial-da-provincia-de-lugo' },
  { nome: 'acerca.fonte.ourense.nome', detalle: 'acerca.fonte.bop.detalle', url: 'https://bop.depourense.es/portal/' },
  { nome: 'acerca.fonte.pontevedra.nome', detalle: 'acerca.fonte.bop.detalle', url: 'https://boppo.depo.gal/' },
];

/** Links to the other pages that say what the site is. */
function SiteLinks() {
  const { t } = useT();
  return (
    <ul className="site-links">
      <li><Link to={paths.acerca()}>{t('footer.acerca')}</Link></li>
      <li><Link to={paths.privacidade()}>{t('footer.privacidade')}</Link></li>
      <li><Link to={paths.avisoLegal()}>{t('footer.avisoLegal')}</Link></li>
    </ul>
  );
}

/** /public/acerca: what the site is, its sources, when they are read, what is and is not in it, the bulletin prevails. */
export function AcercaPage() {
  const { t } = useT();
  const { operador, lectura, cargado } = useOperador();
  usePageMeta(`${t('acerca.title')} · ${t('site.name')}`, t('acerca.meta'));
  const cando = lectura?.activa ? describirHorario(lectura.horario, lectura.zonaHoraria, t) : null;
  let horario: string;
  if (lectura && !lectura.activa) horario = t('acerca.cando.manual');
  else if (cando) horario = t('acerca.cando.horario', { cando });
  else horario = t('acerca.cando.diario');
  return (
    <div className="site-page" data-remote="mf-public" data-screen="acerca">
      <h1>{t('acerca.title')}</h1>
      <p className="site-lead">{t('acerca.intro')}</p>
      <Section id="acerca-fontes" title={t('acerca.fontes.title')}>
        <p>{t('acerca.fontes.intro')}</p>
        <ul className="site-list">
          {FONTES.map((f) => (
            <li key={f.nome}><a href={f.url}>{t(f.nome)}</a><span className="site-list-detail">{t(f.detalle)}</span></li>
          ))}
        </ul>
      </Section>
      <Section id="acerca-cando" title={t('acerca.cando.title')}>
        <p aria-busy={!cargado}>{horario}</p>
        <p>{t('acerca.cando.fallos')}</p>
        <p><Link to={paths.cobertura()}>{t('acerca.cando.cobertura')}</Link></p>
      </Section>
      <Section id="acerca-inclue" title={t('acerca.inclue.title')}>
        <p>{t('acerca.inclue.si')}</p>
        <p>{t('acerca.inclue.non')}</p>
        <p>{t('acerca.inclue.clasificador')}</p>
      </Section>
      <Section id="acerca-vale" title={t('acerca.vale.title')}>
        <p>{t('acerca.vale.text')}</p>
      </Section>
      <Section id="acerca-mais" title={t('acerca.mais.title')}>
        <p>{t('acerca.mais.contacto')} <Mail email={operador.email} /></p>
        <SiteLinks />
      </Section>
    </div>
  );
}

/** /public/privacidade: what is stored of a subscriber, why, for how long, how to leave, who runs it. */
export function PrivacidadePage() {
  const { t } = useT();
  const { operador } = useOperador();
  usePageMeta(`${t('privacidade.title')} · ${t('site.name')}`, t('privacidade.meta'));
  return (
    <div className="site-page" data-remote="mf-public" data-screen="privacidade">
      <h1>{t('privacidade.title')}</h1>
      <p className="site-lead">{t('privacidade.intro')}</p>
      <Section id="privacidade-quen" title={t('privacidade.quen.title')}>
        <TextWithEmail text={t('privacidade.quen.text', { nome: operador.nome })} email={operador.email} />
        {operador.enderezo ? <p>{t('avisoLegal.titular.enderezo')}: {operador.enderezo}</p> : null}
      </Section>
      <Section id="privacidade-que" title={t('privacidade.que.title')}>
        <ul className="site-list">
          <li>{t('privacidade.que.email')}</li>
          <li>{t('privacidade.que.tema')}</li>
          <li>{t('privacidade.que.datas')}</li>
          <li>{t('privacidade.que.envios')}</li>
          <li>{t('privacidade.que.abuso')}</li>
        </ul>
        <p>{t('privacidade.que.nada')}</p>
      </Section>
      <Section id="privacidade-para" title={t('privacidade.para.title')}>
        <p>{t('privacidade.para.text')}</p>
      </Section>
      <Section id="privacidade-canto" title={t('privacidade.canto.title')}>
        <p>{t('privacidade.canto.text', { dias: UNCONFIRMED_DAYS })}</p>
      </Section>
      <Section id="privacidade-baixa" title={t('privacidade.baixa.title')}>
        <TextWithEmail text={t('privacidade.baixa.text')} email={operador.email} />
      </Section>
      <Section id="privacidade-comparte" title={t('privacidade.quen2.title')}>
        <p>{t('privacidade.quen2.text')}</p>
      </Section>
      <Section id="privacidade-dereitos" title={t('privacidade.dereitos.title')}>
        <TextWithEmail text={t('privacidade.dereitos.text')} email={operador.email} />
        <p><a href="https://www.aepd.es/">www.aepd.es</a></p>
      </Section>
      <SiteLinks />
    </div>
  );
}

/** /public/aviso-legal: who runs the site (SITE_OPERATOR_*), what it is and is not. */
export function AvisoLegalPage() {
  const { t } = useT();
  const { operador } = useOperador();
  usePageMeta(`${t('avisoLegal.title')} · ${t('site.name')}`, t('avisoLegal.meta'));
  return (
    <div className="site-page" data-remote="mf-public" data-screen="avisoLegal">
      <h1>{t('avisoLegal.title')}</h1>
      <Section id="aviso-titular" title={t('avisoLegal.titular.title')}>
        <p>{t('avisoLegal.titular.text', { nome: operador.nome })}</p>
        <dl className="site-facts">
          <dt>{t('avisoLegal.titular.email')}</dt>
          <dd><Mail email={operador.email} /></dd>
          {operador.enderezo ? <><dt>{t('avisoLegal.titular.enderezo')}</dt><dd>{operador.enderezo}</dd></> : null}
          {operador.nif ? <><dt>{t('avisoLegal.titular.nif')}</dt><dd>{operador.nif}</dd></> : null}
        </dl>
      </Section>
      <Section id="aviso-que" title={t('avisoLegal.que.title')}>
        <p>{t('avisoLegal.que.text')}</p>
      </Section>
      <Section id="aviso-resp" title={t('avisoLegal.resp.title')}>
        <p>{t('avisoLegal.resp.text')}</p>
      </Section>
      <Section id="aviso-contidos" title={t('avisoLegal.contidos.title')}>
        <p>{t('avisoLegal.contidos.text')}</p>
      </Section>
      <Section id="aviso-datos" title={t('avisoLegal.datos.title')}>
        <p>{t('avisoLegal.datos.text')} <Link to={paths.privacidade()}>{t('privacidade.ligazon')}</Link></p>
      </Section>
      <Section id="aviso-lei" title={t('avisoLegal.lei.title')}>
        <p>{t('avisoLegal.lei.text')}</p>
      </Section>
      <SiteLinks />
    </div>
  );
}
