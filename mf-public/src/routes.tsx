import * as React from 'react';
import { registerRuntime, type RemoteRoutesModule } from 'shared';
import { HomePage } from './pages/Home/HomePage';
import { EtiquetasPage } from './pages/Etiquetas/EtiquetasPage';
import { BopsPage } from './pages/Bops/BopsPage';
import { OfferDetailPage } from './pages/OfferDetail/OfferDetailPage';
import { SubscriptionConfirmPage } from './pages/SubscriptionConfirm/SubscriptionConfirmPage';
import { SubscriptionUnsubscribePage } from './pages/SubscriptionUnsubscribe/SubscriptionUnsubscribePage';

// The screens this remote exposes; the shell maps URLs to them (shell/src/routeTable.ts).
registerRuntime({ react: React });

export const screens: RemoteRoutesModule['screens'] = {
  home: HomePage,
  etiquetas: EtiquetasPage,
  bops: BopsPage,
  offerDetail: OfferDetailPage,
  subscriptionConfirm: SubscriptionConfirmPage,
  subscriptionUnsubscribe: SubscriptionUnsubscribePage,
};

export const routes: RemoteRoutesModule['routes'] = [{"path": "/", "screen": "home"}, {"path": "/home", "screen": "home"}, {"path": "/etiquetas", "screen": "etiquetas"}, {"path": "/bop", "screen": "bops"}, {"path": "/oposicion/:opo", "screen": "offerDetail"}];
