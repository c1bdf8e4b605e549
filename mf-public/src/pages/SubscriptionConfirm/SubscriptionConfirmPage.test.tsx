import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { renderWithProviders, stubFetch } from 'shared/test-utils';
import { SubscriptionConfirmPage } from './SubscriptionConfirmPage';

const route = (token?: string) => ({ route: token ? `/avisos/confirmar?token=${token}` : '/avisos/confirmar', path: '/avisos/confirmar' });

describe('SubscriptionConfirmPage', () => {
  it('sends the link\'s token once and shows the confirmation with a link to the offer (Galician)', async () => {
    const calls = stubFetch({
      'POST /api/v1/opos/confirmarNotificacion': () => ({ body: { estado: 'CONFIRMADA', titulo: 'Auxiliar de Lugo', urlAmigable: 'auxiliar-lugo', etiqueta: null } }),
    });
    renderWithProviders(<SubscriptionConfirmPage />, route('abc.def'));
    expect(screen.getByRole('heading', { level: 1, name: 'Confirmación da subscrición' })).toBeInTheDocument();
    expect(await screen.findByText('Subscrición confirmada')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Subscrición confirmada');
    expect(screen.getByText('Recibirás un correo cada vez que se publique unha nova fase de «Auxiliar de Lugo».')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver o proceso' })).toHaveAttribute('href', '/oposicion/auxiliar-lugo');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(calls[0].url.searchParams.get('token')).toBe('abc.def');
    expect(document.title).toBe('Confirmación da subscrición · Oposicións Galicia');
  });

  it('shows a label subscription confirmed in Spanish', async () => {
    stubFetch({
      'POST /api/v1/opos/confirmarNotificacion': () => ({ body: { estado: 'CONFIRMADA', titulo: 'auxiliar', urlAmigable: null, etiqueta: 'auxiliar' } }),
    });
    renderWithProviders(<SubscriptionConfirmPage />, { ...route('abc.def'), preloadedState: { language: { lang: 'es' } } });
    expect(await screen.findByText('Suscripción confirmada')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Suscripción confirmada');
    expect(screen.getByText('Recibirás un resumen diario de las nuevas oposiciones con la etiqueta «auxiliar».')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver las oposiciones de la etiqueta' })).toHaveAttribute('href', '/?etiquetaBusqueda=auxiliar');
  });

  it('shows the server\'s descripcion when the link is not valid', async () => {
    stubFetch({
      'POST /api/v1/opos/confirmarNotificacion': () => ({ status: 400, body: { codigo: 'LIGAZON_NON_VALIDA', descripcion: 'A ligazón non é válida' } }),
    });
    renderWithProviders(<SubscriptionConfirmPage />, route('tampered'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: A ligazón non é válida');
    expect(screen.queryByText('Subscrición confirmada')).not.toBeInTheDocument();
  });

  it('without a token it calls nothing and says the link is not valid', () => {
    const calls = stubFetch({});
    renderWithProviders(<SubscriptionConfirmPage />, route());
    expect(screen.getByRole('alert')).toHaveTextContent('A ligazón non é válida: ábrea tal e como chegou no correo.');
    expect(calls).toHaveLength(0);
  });
});
