import * as React from 'react';
import { lazyScreen, loadSitePagesCatalogue, registerRuntime, type RemoteRoutesModule } from 'shared';

// Each screen is a chunk of its own: a first view fetches only its screen (the shell preloads it in the route's lazy).
const HomePage = lazyScreen(() => import(/* webpackChunkName: "screen-home" */ './pages/Home/HomePage'), 'HomePage');
const EtiquetasPage = lazyScreen(() => import(/* webpackChunkName: "screen-etiquetas" */ './pages/Etiquetas/EtiquetasPage'), 'EtiquetasPage');
const BopsPage = lazyScreen(() => import(/* webpackChunkName: "screen-bops" */ './pages/Bops/BopsPage'), 'BopsPage');
// Screens that come with their own texts (shared loadSitePagesCatalogue: the long texts of the site pages and those
// only the coverage, open-data and alert pages show), fetched in parallel with the screen's code.
const withTexts = <M extends object>(load: () => Promise<M>) => () => Promise.all([load(), loadSitePagesCatalogue()]).then(([m]) => m);
const CoberturaPage = lazyScreen(withTexts(() => import(/* webpackChunkName: "screen-cobertura" */ './pages/Cobertura/CoberturaPage')), 'CoberturaPage');
const DatosAbertosPage = lazyScreen(withTexts(() => import(/* webpackChunkName: "screen-datos" */ './pages/Datos/DatosAbertosPage')), 'DatosAbertosPage');
const OepPage = lazyScreen(withTexts(() => import(/* webpackChunkName: "screen-oep" */ './features/oep/OepPage')), 'OepPage');
const OepOrganismoPage = lazyScreen(withTexts(() => import(/* webpackChunkName: "screen-oep" */ './features/oep/OepOrganismoPage')), 'OepOrganismoPage');
const OfferDetailPage = lazyScreen(() => import(/* webpackChunkName: "screen-offerDetail" */ './pages/OfferDetail/OfferDetailPage'), 'OfferDetailPage');
const SubscriptionConfirmPage = lazyScreen(() => import(/* webpackChunkName: "screen-subscriptionConfirm" */ './pages/SubscriptionConfirm/SubscriptionConfirmPage'), 'SubscriptionConfirmPage');
const SubscriptionUnsubscribePage = lazyScreen(() => import(/* webpackChunkName: "screen-subscriptionUnsubscribe" */ './pages/SubscriptionUnsubscribe/SubscriptionUnsubscribePage'), 'SubscriptionUnsubscribePage');
const AlertaConfirmPage = lazyScreen(withTexts(() => import(/* webpackChunkName: "screen-alertas" */ './pages/Alertas/AlertaConfirmPage')), 'AlertaConfirmPage');
const AlertasXestionPage = lazyScreen(withTexts(() => import(/* webpackChunkName: "screen-alertas" */ './pages/Alertas/AlertasXestionPage')), 'AlertasXestionPage');
const AlertaBaixaPage = lazyScreen(withTexts(() => import(/* webpackChunkName: "screen-alertas" */ './pages/Alertas/AlertaBaixaPage')), 'AlertaBaixaPage');
const sitePages = withTexts(() => import(/* webpackChunkName: "screen-site" */ './pages/Site/SitePages'));
const AcercaPage = lazyScreen(sitePages, 'AcercaPage');
const AvisoLegalPage = lazyScreen(sitePages, 'AvisoLegalPage');
const PrivacidadePage = lazyScreen(sitePages, 'PrivacidadePage');

// The screens this remote exposes; the shell maps URLs to them (shell/src/routeTable.ts).
registerRuntime({ react: React });

export const screens: RemoteRoutesModule['screens'] = {
  home: HomePage,
  etiquetas: EtiquetasPage,
  bops: BopsPage,
  cobertura: CoberturaPage,
  datosAbertos: DatosAbertosPage,
  oep: OepPage,
  oepOrganismo: OepOrganismoPage,
  offerDetail: OfferDetailPage,
  subscriptionConfirm: SubscriptionConfirmPage,
  subscriptionUnsubscribe: SubscriptionUnsubscribePage,
  alertaConfirm: AlertaConfirmPage,
  alertasXestion: AlertasXestionPage,
  alertaBaixa: AlertaBaixaPage,
  acerca: AcercaPage,
  privacidade: PrivacidadePage,
  avisoLegal: AvisoLegalPage,
};

// Pages whose URL carries a one-time token and whose work is an action on it: the server leaves them to the browser.
export const clientOnly: RemoteRoutesModule['clientOnly'] = ['subscriptionConfirm', 'subscriptionUnsubscribe', 'alertaConfirm', 'alertasXestion', 'alertaBaixa'];

export const routes: RemoteRoutesModule['routes'] = [{"path": "/", "screen": "home"}, {"path": "/home", "screen": "home"}, {"path": "/etiquetas", "screen": "etiquetas"}, {"path": "/bop", "screen": "bops"}, {"path": "/cobertura", "screen": "cobertura"}, {"path": "/datos", "screen": "datosAbertos"}, {"path": "/oep", "screen": "oep"}, {"path": "/oep/:organismo", "screen": "oepOrganismo"}, {"path": "/oposicion/:opo", "screen": "offerDetail"}, {"path": "/acerca", "screen": "acerca"}, {"path": "/privacidade", "screen": "privacidade"}, {"path": "/aviso-legal", "screen": "avisoLegal"}];
