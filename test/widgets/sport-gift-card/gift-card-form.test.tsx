// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $draft, reloadDraft } from '../../../widgets/sport-gift-card/stores/draft';
import { complete, next, openAt, ownGroup, recipientGroup, resetGiftCard, settle, stubNetwork, within } from './setup';

// <sport-gift-card>'s form as a component (spec §2 "Gift card screens", §4 "Gift card"): amounts, own
// and recipient details, the draft kept in sessionStorage; fetch stubbed at the network edge (setup.tsx).

beforeEach(() => stubNetwork());
afterEach(resetGiftCard);

describe('the gift-card form', () => {
  it('shows the header, the CMS amounts and cards, and a disabled Verder with what is missing', async () => {
    await openAt('/cadeaubon');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cadeaubon' })).toBeInTheDocument();
    expect(screen.getByText('Prijs van € 25,00 tot € 100,00')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Een ingepakt cadeau' }).getAttribute('srcset')).toContain('2400w');
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent?.replace(/\s/g, ' '))).toEqual([
      '€ 25,00',
      '€ 50,00',
      '€ 100,00',
    ]);
    expect(screen.getByRole('heading', { name: 'Een jaar geldig' })).toBeInTheDocument();
    expect(next()).toBeDisabled();
    expect(
      screen.getByText('Nog nodig: kies een bedrag, vul je voornaam in, vul je achternaam in, vul je e-mailadres in.'),
    ).toBeInTheDocument();
    expect(next()).toHaveAttribute('aria-describedby', 'sport-gift-card-missing');
  });

  it("a recipient looking for 'Saldo' finds it before the form: the link at the top takes the focus to the code field", async () => {
    await openAt('/cadeaubon');
    const link = await screen.findByRole('link', { name: 'Heb je al een cadeaubon? Saldo van je cadeaubon bekijken' });
    // before the first amount, so on a phone it is on the first screen
    expect(link.compareDocumentPosition(screen.getAllByRole('radio')[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.setup().click(link);
    expect(screen.getByLabelText(/Code van je cadeaubon/)).toHaveFocus();
  });

  it('without gift: amount and own details complete the form; a field says what is wrong once left', async () => {
    await openAt('/cadeaubon');
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /50/ }));
    await user.type(within(ownGroup(), 'Voornaam'), 'Els');
    await user.type(within(ownGroup(), 'Achternaam'), 'Visser');
    await user.type(within(ownGroup(), 'E-mailadres'), 'els');
    await user.tab();
    expect(screen.getAllByText('Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.').length).toBeGreaterThan(0);
    expect(within(ownGroup(), 'E-mailadres')).toHaveAttribute('aria-invalid', 'true');
    expect(next()).toBeDisabled();
    await user.type(within(ownGroup(), 'E-mailadres'), '@example.nl');
    expect(next()).toBeEnabled();
    expect(screen.queryByText(/^Nog nodig/)).not.toBeInTheDocument();
    expect(screen.getByText('Totaal').closest('p')).toHaveTextContent(/€\s50,00/);
  });

  it("with 'Dit is een cadeau' the buyer's own details are still asked, and the summary says from whom and to whom", async () => {
    await openAt('/cadeaubon');
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /25/ }));
    await user.click(screen.getByRole('switch', { name: 'Dit is een cadeau' }));
    expect(
      screen.getByText('Jij krijgt de betaalbevestiging; de ontvanger krijgt alleen de cadeaubon, met jouw naam erbij.'),
    ).toBeInTheDocument();
    expect(within(ownGroup(), 'Voornaam')).toBeRequired();
    expect(within(ownGroup(), 'E-mailadres')).toBeRequired();
    await user.type(within(recipientGroup(), 'Voornaam'), 'Noah');
    await user.type(within(recipientGroup(), 'Achternaam'), 'de Boer');
    await user.type(within(recipientGroup(), 'E-mailadres'), 'noah@example.nl');
    const message = screen.getByLabelText('Persoonlijk bericht (optioneel)');
    await user.type(message, 'Veel plezier!');
    expect(screen.getByText('13 van 300 tekens')).toBeInTheDocument();
    expect(message).toHaveAttribute('maxlength', '300');
    // the recipient alone no longer makes the form complete: the buyer is not the recipient
    expect(next()).toBeDisabled();
    expect(screen.getByText('Nog nodig: vul je voornaam in, vul je achternaam in, vul je e-mailadres in.')).toBeInTheDocument();
    await user.type(within(ownGroup(), 'Voornaam'), 'Oma');
    await user.type(within(ownGroup(), 'Achternaam'), 'Jansen');
    await user.type(within(ownGroup(), 'E-mailadres'), 'noah@example.nl');
    await user.tab();
    // the recipient's address as the buyer's would send the receipt to the recipient
    expect(next()).toBeDisabled();
    expect(screen.getAllByText(/Dit is je eigen e-mailadres/).length).toBeGreaterThan(0);
    await user.clear(within(ownGroup(), 'E-mailadres'));
    await user.type(within(ownGroup(), 'E-mailadres'), 'oma@example.nl');
    expect(next()).toBeEnabled();
    await user.click(next());
    await settle();
    expect(window.location.pathname).toBe('/cadeaubon/summary');
    expect(await screen.findByRole('heading', { name: 'Controleer je bestelling' })).toHaveFocus();
    // the document title follows the screen, as in the other widgets
    expect(document.title).toMatch(/^Controleer je bestelling/);
    const [amount, from, to, text] = screen.getAllByRole('definition');
    expect(amount).toHaveTextContent(/€\s25,00/);
    expect(from).toHaveTextContent('Oma Jansenoma@example.nl');
    expect(to).toHaveTextContent('Noah de Boernoah@example.nl');
    expect(text).toHaveTextContent('Veel plezier!');
    expect(screen.getByRole('button', { name: 'Betalen' })).toBeDisabled();
  });

  it('turning gift off copies the own details to the recipient; the recipient fields are kept for later', async () => {
    $draft.set({ ...$draft.get(), ...complete });
    await openAt('/cadeaubon');
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: 'Dit is een cadeau' }));
    expect(screen.queryByRole('group', { name: 'Gegevens van de ontvanger' })).not.toBeInTheDocument();
    await user.click(next());
    await settle();
    const [, from, to] = screen.getAllByRole('definition');
    expect(from).toHaveTextContent('Els Visserels@example.nl');
    expect(to).toHaveTextContent('Els Visserels@example.nl');
    expect($draft.get().gift_first_name).toBe('Noah');
  });

  it('the details survive a reload (sessionStorage) and are read back into the form', async () => {
    await openAt('/cadeaubon');
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /100/ }));
    await user.type(within(ownGroup(), 'Voornaam'), 'Els');
    expect(JSON.parse(sessionStorage.getItem('sport-gift-card:draft')!)).toMatchObject({ amount: 100, first_name: 'Els' });
    const kept = sessionStorage.getItem('sport-gift-card:draft')!;
    // a new page: its module reads the tab's sessionStorage when it starts
    vi.resetModules();
    const fresh = await import('../../../widgets/sport-gift-card/stores/draft');
    expect(fresh.$draft.get()).toMatchObject({ amount: 100, first_name: 'Els' });
    cleanup();
    $draft.set({ ...$draft.get(), amount: 0, first_name: '' });
    sessionStorage.setItem('sport-gift-card:draft', kept);
    reloadDraft();
    await openAt('/cadeaubon');
    expect(screen.getByRole('radio', { name: /100/ })).toBeChecked();
    expect(within(ownGroup(), 'Voornaam')).toHaveValue('Els');
  });

  it('ignores a stored draft of the wrong shape', async () => {
    sessionStorage.setItem('sport-gift-card:draft', JSON.stringify({ amount: 'veel', first_name: 12, gift: 'ja', email: 'a@b.nl' }));
    reloadDraft();
    expect($draft.get()).toMatchObject({ amount: 0, first_name: '', gift: false, email: 'a@b.nl' });
  });
});
