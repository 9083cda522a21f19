// @vitest-environment happy-dom
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';

const slides = (n: number) =>
  Array.from(
    { length: n },
    (_, i) =>
      `<div class="slide"><figure><img src="/s${i + 1}.svg" alt="Foto ${i + 1}" loading="lazy"><figcaption>Dia-tekst ${i + 1}</figcaption></figure></div>`,
  ).join('');

const page = (attributes: string, n = 4) => `<section aria-labelledby="t"><h2 id="t">Zo ziet een kampdag eruit</h2>
  <sport-slider ${attributes}><div class="slider">${slides(n)}</div></sport-slider></section>`;

beforeAll(async () => {
  await import('../../../widgets/sport-slider/element');
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

async function mount(html: string) {
  document.body.innerHTML = html;
  const host = document.querySelector('sport-slider')!;
  await waitFor(() => expect(host).toHaveClass('sport-slider--ready'));
  const region = host.querySelector<HTMLElement>('[aria-roledescription="carrousel"]')!;
  // named by the section's heading (the section itself is a region with that name too)
  expect(screen.getAllByRole('region', { name: 'Zo ziet een kampdag eruit' })).toContain(region);
  return { host, region };
}

it('is a labelled carousel region with Vorige/Volgende and the server slides as groups "Dia n van m"', async () => {
  const { host, region } = await mount(page('bullets="true" custom-padding="true" autoplay="false"'));
  expect(region).toHaveAttribute('aria-roledescription', 'carrousel');
  expect(within(region).getByRole('button', { name: 'Vorige' })).toHaveAttribute('aria-disabled', 'true');
  expect(within(region).getByRole('button', { name: 'Volgende' })).toBeInTheDocument();
  const groups = await within(region).findAllByRole('group', { name: /^Dia \d van 4$/ });
  expect(groups).toHaveLength(4);
  expect(groups[1]).toHaveAttribute('aria-label', 'Dia 2 van 4');
  expect(groups[1]).toHaveAttribute('aria-roledescription', 'dia');
  // the very same server nodes, not a copy
  expect(host.querySelector('.slider .slide img')!.getAttribute('src')).toBe('/s1.svg');
  // no autoplay: no pause button, and changes are announced politely
  expect(within(region).queryByRole('button', { name: /diavoorstelling/ })).toBeNull();
  expect(host.querySelector('.slider')).toHaveAttribute('aria-live', 'polite');
});

it('shows no bullets with a single slide', async () => {
  const { region } = await mount(page('bullets="true"', 1));
  expect(within(region).queryByRole('group', { name: 'Kies een dia' })).toBeNull();
});

it('autoplay has a visible pause button that switches to play, and does not announce while rotating', async () => {
  const { host, region } = await mount(page('autoplay="true" bullets="true"'));
  const pause = within(region).getByRole('button', { name: 'Pauzeer de automatische diavoorstelling' });
  expect(pause).toHaveTextContent('Pauzeer');
  expect(host.querySelector('.slider')).toHaveAttribute('aria-live', 'off');
  await userEvent.click(pause);
  expect(within(region).getByRole('button', { name: 'Start de automatische diavoorstelling' })).toHaveTextContent('Speel af');
  // focus inside (the click) and paused: changes are announced again
  expect(host.querySelector('.slider')).toHaveAttribute('aria-live', 'polite');
});

it('autoplay="ja": no autoplay, the slides stay, one warning names element and attribute', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { host, region } = await mount(page('autoplay="ja" bullets="true"'));
  expect(within(region).queryByRole('button', { name: /diavoorstelling/ })).toBeNull();
  expect(host.textContent).toContain('Dia-tekst 4');
  expect(warn).toHaveBeenCalledTimes(1);
  expect(String(warn.mock.calls[0]![0])).toMatch(/<sport-slider> attribuut "autoplay": de waarde "ja" is ongeldig/);
});

it('with prefers-reduced-motion autoplay does not start', async () => {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
  );
  const { region } = await mount(page('autoplay="true"'));
  expect(within(region).getByRole('button', { name: 'Start de automatische diavoorstelling' })).toBeInTheDocument();
});

it('an element without a row of slides keeps its content and warns once', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  document.body.innerHTML = '<sport-slider>Alleen tekst</sport-slider>';
  await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
  expect(document.querySelector('sport-slider')!.textContent).toBe('Alleen tekst');
  expect(String(warn.mock.calls[0]![0])).toContain('<sport-slider>');
});

it("takes over the row's own region role and tab stop while it runs, and gives them back when it goes", async () => {
  const withRow = page('bullets="true"').replace(
    '<div class="slider">',
    '<div class="slider" role="region" aria-labelledby="t" tabindex="0">',
  );
  const { host, region } = await mount(withRow);
  const row = host.querySelector<HTMLElement>('.slider')!;
  // one region of that name inside the element, one tab stop: the carousel
  expect(within(host as HTMLElement).getAllByRole('region', { name: 'Zo ziet een kampdag eruit' })).toEqual([region]);
  expect(region).toHaveAttribute('tabindex', '0');
  for (const name of ['tabindex', 'role', 'aria-labelledby']) expect(row).not.toHaveAttribute(name);
  host.remove(); // r2wc unmounts the component: the server's row is put back as it was
  await waitFor(() => expect(row).toHaveAttribute('tabindex', '0'));
  expect(row).toHaveAttribute('role', 'region');
  expect(row).toHaveAttribute('aria-labelledby', 't');
});
