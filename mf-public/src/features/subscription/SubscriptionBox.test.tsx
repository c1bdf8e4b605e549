import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, stubFetch } from 'shared/test-utils';
import { SubscriptionBox } from './SubscriptionBox';

const accepted = { estado: 'PENDENTE_CONFIRMACION', descripcion: 'Aviso de notificación creado correctamente. Se o enderezo é correcto, recibirás un correo para confirmar a subscrición.' };

describe('the subscription box (issue 15)', () => {
  it.each([
    ['gl', 'Subscribirme', 'Introduce o teu correo electrónico', 'Revisa o teu correo e confirma a subscrición.', 'Aviso de privacidade'],
    ['es', 'Suscribirme', 'Introduce tu correo electrónico', 'Revisa tu correo y confirma la suscripción.', 'Aviso de privacidad'],
  ] as const)('in %s: after a 2xx keeps SPEC’s success text and asks to confirm from the inbox', async (lang, button, placeholder, confirmar, privacidade) => {
    stubFetch({ 'POST /api/v1/opos/addNotificion': () => ({ body: accepted }) });
    renderWithProviders(<SubscriptionBox uuidProcesoOposicion="p1" />, { preloadedState: { language: { lang } } });
    const box = screen.getByRole('region');
    // The privacy notice is linked under the box, and the e-mail field points to that note.
    const privacy = within(box).getByRole('link', { name: privacidade });
    expect(privacy).toHaveAttribute('href', '/privacidade');
    const input = within(box).getByPlaceholderText(placeholder);
    expect(input).toHaveAccessibleDescription(/^Usamos (o teu|tu) correo (só|solo) para est[eo]s avisos/);
    expect(within(box).queryByText(confirmar)).not.toBeInTheDocument();
    await userEvent.type(input, 'ana@example.org');
    await userEvent.click(within(box).getByRole('button', { name: button }));
    expect(await within(box).findByRole('status')).toHaveTextContent(/^Aviso de notificación creado correctamente$/);
    expect(within(box).getByText(confirmar)).toHaveAttribute('aria-live', 'polite');
  });

  it('says nothing about confirming when the request fails', async () => {
    stubFetch({ 'POST /api/v1/opos/addNotificion': () => ({ status: 400, body: { codigo: 'CORREO_NON_VALIDO', descripcion: 'O enderezo de correo non é válido' } }) });
    renderWithProviders(<SubscriptionBox uuidProcesoOposicion="p1" />);
    await userEvent.type(screen.getByPlaceholderText('Introduce o teu correo electrónico'), 'ana@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribirme' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao crear a notificación: O enderezo de correo non é válido');
    expect(screen.queryByText('Revisa o teu correo e confirma a subscrición.')).not.toBeInTheDocument();
  });
});
