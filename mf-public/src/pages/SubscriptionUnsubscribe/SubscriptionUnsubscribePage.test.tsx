import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { renderWithProviders, stubFetch } from 'shared/test-utils';
import { SubscriptionUnsubscribePage } from './SubscriptionUnsubscribePage';

const route = (token: string) => ({ route: `/avisos/baixa?token=${token}`, path: '/avisos/baixa' });

describe('SubscriptionUnsubscribePage', () => {
  it('unsubscribes with the link\'s token and says so (Galician)', async () => {
    const calls = stubFetch({
      'POST /api/v1/opos/baixaNotificacion': () => ({ body: { estado: 'BAIXA', titulo: 'Auxiliar de Lugo', urlAmigable: 'auxiliar-lugo', etiqueta: null } }),
    });
    renderWithProviders(<SubscriptionUnsubscribePage />, route('tok.en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Baixa dos avisos' })).toBeInTheDocument();
    expect(await screen.findByText('Baixa feita')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Baixa feita');
    expect(screen.getByText('Non recibirás máis avisos de «Auxiliar de Lugo».')).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.url.pathname}?${c.url.search.slice(1)}`)).toEqual(['POST /api/v1/opos/baixaNotificacion?token=tok.en']);
  });

  it('a second visit (already unsubscribed) shows the same outcome, in Spanish', async () => {
    stubFetch({ 'POST /api/v1/opos/baixaNotificacion': () => ({ body: { estado: 'BAIXA', titulo: '', urlAmigable: null, etiqueta: null } }) });
    renderWithProviders(<SubscriptionUnsubscribePage />, { ...route('tok.en'), preloadedState: { language: { lang: 'es' } } });
    expect(await screen.findByText('Baja realizada')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Baja realizada');
    expect(screen.getByText('No recibirás más avisos de esta suscripción.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });

  it('shows the error of an invalid link', async () => {
    stubFetch({ 'POST /api/v1/opos/baixaNotificacion': () => ({ status: 400, body: { codigo: 'LIGAZON_NON_VALIDA', descripcion: 'A ligazón non é válida' } }) });
    renderWithProviders(<SubscriptionUnsubscribePage />, route('bad'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: A ligazón non é válida');
  });
});
