import '@testing-library/jest-dom';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/test-utils';
import { loadAvaliacionPerfil, type AvaliacionPerfilModulo, type Opo, type Perfil } from 'shared';
import { PerfilBoton } from './PerfilBoton';
import { PerfilLista } from './PerfilLista';
import { filtrarPorPerfil } from './filtroPerfil';
import { CLAVE_PERFIL, gardarPerfil } from './usePerfil';
import { OpoCard } from '../opoCard/OpoCard';

const gardado = () => JSON.parse(window.localStorage.getItem(CLAVE_PERFIL) ?? 'null');
const ESO: Perfil = { titulacion: 'eso', celga: 3, carnes: ['B'], provincias: [], concellos: [], persoal: [], quendas: [], funcionario: false };

const opo = (uuid: string, extra: Partial<Opo>): Opo => ({
  uuid, organizacion: 'Concello de Oleiros', descripcion: 'Bases', urlDetalle: 'https://bop.example/1', bop: 'BOP A Coruña',
  fechaBop: [2026, 11, 19], etiquetas: [], verificado: true, urlAmigableProceso: `p-${uuid}`, tituloProceso: `Posto ${uuid}`, procesoAutomatico: false,
  provincia: 'A Coruña', ...extra,
});
const lido = <T,>(valor: T, cita: string) => ({ valor, cita, edicto: 'e1', confianza: 0.9 });
const AUXILIAR = opo('auxiliar', { requisitos: { titulacion: lido({ nivel: 'eso' as const }, 'Título de ESO.'), galego: lido({ requisito: 'celga' as const, nivel: 3 as const }, 'CELGA 3.') } });
const TECNICO = opo('tecnico', { requisitos: { titulacion: lido({ nivel: 'grao' as const }, 'Título de grao.') } });
const CONDUTOR = opo('condutor', { requisitos: { titulacion: lido({ nivel: 'eso' as const }, 'ESO.'), galego: lido({ requisito: 'exame' as const }, 'Proba de galego.'), carne: lido(['C'], 'Permiso C.') } });
const SEN = opo('sen', {});

beforeEach(() => {
  window.localStorage.clear();
  act(() => gardarPerfil(null));
});

describe('the profile form', () => {
  it('opens from its button, asks for the qualification first, keeps the profile in this browser only and gives the focus back', async () => {
    renderWithProviders(<PerfilBoton />);
    const boton = screen.getByRole('button', { name: 'O meu perfil' });
    fireEvent.click(boton);
    // The form is a chunk of its own, with its texts.
    const dialog = await screen.findByRole('dialog', { name: 'O meu perfil: podo presentarme?' });
    expect(within(dialog).getByText(/gárdase só neste navegador/)).toBeInTheDocument();
    const titulacion = within(dialog).getByLabelText('Titulación máis alta que tes');
    expect(titulacion).toHaveFocus();
    // Without a qualification nothing is saved and the field says why.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gardar o perfil' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Escolle a túa titulación máis alta');
    expect(titulacion).toHaveFocus();
    expect(titulacion).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(titulacion, { target: { value: 'grao' } });
    fireEvent.change(within(dialog).getByLabelText('Título ou familia de FP (se queres)'), { target: { value: ' Traballo Social ' } });
    fireEvent.change(within(dialog).getByLabelText('Galego (CELGA ou equivalente)'), { target: { value: '4' } });
    const carnes = within(dialog).getByRole('group', { name: 'Carnés de conducir que tes' });
    fireEvent.click(within(carnes).getByRole('checkbox', { name: 'B' }));
    fireEvent.click(within(carnes).getByRole('checkbox', { name: 'C1' }));
    fireEvent.click(within(within(dialog).getByRole('group', { name: 'Onde buscas' })).getByRole('checkbox', { name: 'Lugo' }));
    fireEvent.change(within(dialog).getByLabelText('Concellos ou organismos (separados por comas)'), { target: { value: 'Oleiros, , Sada' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Só prazas fixas (non bolsas)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gardar o perfil' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(gardado()).toEqual({
      titulacion: 'grao', titulo: 'Traballo Social', celga: 4, carnes: ['B', 'C1'], provincias: ['Lugo'], concellos: ['Oleiros', 'Sada'],
      persoal: [], quendas: [], funcionario: false, bolsa: false,
    });
    const despois = screen.getByRole('button', { name: 'Cambiar o meu perfil' });
    expect(despois).toHaveFocus();
    expect(screen.getByText('Perfil gardado neste navegador.')).toBeInTheDocument();
  });

  it('offers internal promotion only to a civil servant, refuses an odd age, and deletes the profile', async () => {
    act(() => gardarPerfil(ESO));
    renderWithProviders(<PerfilBoton />, { preloadedState: { language: { lang: 'es' } } });
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar mi perfil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mi perfil: ¿puedo presentarme?' });
    expect(within(dialog).getByLabelText('Titulación más alta que tienes')).toHaveValue('eso');
    const pi = within(dialog).getByRole('checkbox', { name: 'Promoción interna (solo si ya eres funcionario/a)' });
    expect(pi).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Ya soy funcionario\/a de carrera/ }));
    const piAgora = within(dialog).getByRole('checkbox', { name: 'Promoción interna' });
    expect(piAgora).toBeEnabled();
    fireEvent.click(piAgora);
    fireEvent.change(within(dialog).getByLabelText('Edad (si quieres)'), { target: { value: '7' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar el perfil' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Escribe la edad en años, entre 14 y 100');
    expect(within(dialog).getByLabelText('Edad (si quieres)')).toHaveFocus();
    fireEvent.change(within(dialog).getByLabelText('Edad (si quieres)'), { target: { value: '41' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar el perfil' }));
    expect(gardado()).toMatchObject({ funcionario: true, quendas: ['promocion_interna'], idade: 41 });
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar mi perfil' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Borrar el perfil' }));
    expect(gardado()).toBeNull();
    expect(screen.getByRole('button', { name: 'Mi perfil' })).toBeInTheDocument();
  });

  it('Escape or Pechar closes it without saving', async () => {
    renderWithProviders(<PerfilBoton />);
    fireEvent.click(screen.getByRole('button', { name: 'O meu perfil' }));
    await screen.findByRole('dialog');
    fireEvent.change(screen.getByLabelText('Titulación máis alta que tes'), { target: { value: 'eso' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pechar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(gardado()).toBeNull();
    expect(screen.getByRole('button', { name: 'O meu perfil' })).toHaveFocus();
  });
});

describe('the answer of each card', () => {
  it('says nothing without a profile', () => {
    renderWithProviders(<ul><OpoCard opo={AUXILIAR} /></ul>);
    expect(screen.queryByTestId('perfil-resposta')).not.toBeInTheDocument();
  });

  it.each([
    ['gl', 'auxiliar', AUXILIAR, '✓ Podes presentarte', ''],
    ['gl', 'tecnico', TECNICO, '✗ Non cumpres', 'Titulación: pídese grao, diplomatura ou equivalente e tes ESO ou equivalente'],
    ['es', 'tecnico', TECNICO, '✗ No cumples', 'Titulación: se pide grado, diplomatura o equivalente y tienes ESO o equivalente'],
    ['gl', 'condutor', CONDUTOR, '✗ Non cumpres', 'Carné de conducir: pídese o carné C e tes B'],
    ['gl', 'sen', SEN, '? Revisa as bases', 'Titulación: os textos non din que titulación piden'],
    ['es', 'sen', SEN, '? Revisa las bases', 'Titulación: los textos no dicen qué titulación piden'],
  ] as const)('%s, %s', async (lang, _nome, o, resposta, razon) => {
    act(() => gardarPerfil(ESO));
    renderWithProviders(<ul><OpoCard opo={o} /></ul>, { preloadedState: { language: { lang } } });
    const p = await screen.findByTestId('perfil-resposta');
    expect(p.querySelector('.perfil-badge')).toHaveTextContent(resposta);
    expect(p).toHaveTextContent(`${resposta}${razon ? ` ${razon}` : ''}`.replace(/\s+/g, ' ').trim());
  });
});

describe('the "Para o meu perfil" filter of a list', () => {
  const lista = [AUXILIAR, TECNICO, CONDUTOR, SEN];

  let m: AvaliacionPerfilModulo;
  beforeAll(async () => { m = await loadAvaliacionPerfil(); });

  it('keeps what the profile meets or must check, and counts what it left out by requirement', () => {
    const f = filtrarPorPerfil(m, lista, ESO);
    expect(f.kept.map((o) => o.uuid)).toEqual(['auxiliar', 'sen']);
    expect(f.fora).toBe(2);
    expect(f.porRequisito).toEqual([['titulacion', 1], ['carne', 1]]);
  });

  it('says how many it left out and why, with the whole list one click away (gl and es)', async () => {
    act(() => gardarPerfil(ESO));
    const f = filtrarPorPerfil(m, lista, ESO);
    const { unmount } = renderWithProviders(<PerfilLista filtrado={f} />, { route: '/?provincia=Lugo&perfil=1', path: '/' });
    expect(await screen.findByRole('checkbox', { name: 'Para o meu perfil' })).toBeChecked();
    expect(screen.getByText('Mostrando os procesos para o teu perfil: 2 que cumpres ou debes revisar.')).toBeInTheDocument();
    expect(screen.getByText(/2 deixados fóra porque non cumpres algún requisito: 1 por titulación, 1 por carné de conducir\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todos' })).toHaveAttribute('href', '/?provincia=Lugo');
    expect(screen.getByText(/O teu perfil: ESO \/ Graduado escolar · CELGA 3 · B/)).toBeInTheDocument();
    unmount();
    renderWithProviders(<PerfilLista filtrado={f} />, { route: '/?perfil=1', path: '/', preloadedState: { language: { lang: 'es' } } });
    expect(await screen.findByText(/2 dejados fuera porque no cumples algún requisito: 1 por titulación, 1 por carné de conducir\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todos' })).toHaveAttribute('href', '/');
  });

  it('without a profile offers the form, not the filter', () => {
    renderWithProviders(<PerfilLista filtrado={null} />, { route: '/?perfil=1', path: '/' });
    expect(screen.queryByRole('checkbox', { name: 'Para o meu perfil' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'O meu perfil' })).toBeInTheDocument();
    expect(screen.getByText(/dirémosche a que procesos podes presentarte/)).toBeInTheDocument();
  });
});
