// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFields, useSubmit } from '../../shared/form';
import { useStore } from '@nanostores/react';
import { ErrorBox } from '../../shared/ui/MessageBox';
import { $error, $formErrors } from '../../shared/stores/ui';
import { resetStores } from '../support/reset';
import { Checkbox } from '../../shared/ui/Checkbox';
import { Field } from '../../shared/ui/Field';
import { RadioGroup } from '../../shared/ui/RadioGroup';
import { SelectField } from '../../shared/ui/Select';
import { TextAreaField } from '../../shared/ui/TextArea';
import { Toggle } from '../../shared/ui/Toggle';

afterEach(resetStores);

// A form like the gift card's: amount radios, a gift toggle, a message with a maximum.
function KitForm({ onValues }: { onValues: (values: object) => void }) {
  const { values, bind } = useFields({ name: '', amount: '25', gift: false, terms: false, size: 'none', message: '' });
  onValues(values);
  return (
    <form>
      <Field label="Naam" hint="Zoals op de kaart" {...bind('name')} />
      <RadioGroup
        label="Bedrag"
        inline
        options={[
          { value: '25', label: '€ 25' },
          { value: '50', label: '€ 50' },
        ]}
        {...bind('amount')}
      />
      <Toggle label="Dit is een cadeau" {...bind('gift', false)} />
      <Checkbox label="Ik ga akkoord" {...bind('terms')} />
      <SelectField
        label="Maat"
        options={[
          { value: 'none', label: 'Kies een maat' },
          { value: 'M', label: 'M' },
        ]}
        {...bind('size', false)}
      />
      <TextAreaField label="Bericht" maxLength={300} {...bind('message', false)} />
    </form>
  );
}

describe('the form kit (one hook, one frame)', () => {
  it('binds text, radios, a toggle, a checkbox, a select and a text area to the values', async () => {
    const user = userEvent.setup();
    let values: object = {};
    render(<KitForm onValues={(v) => (values = v)} />);
    await user.type(screen.getByRole('textbox', { name: /Naam/ }), 'Sem');
    await user.click(screen.getByRole('radio', { name: '€ 50' }));
    await user.click(screen.getByRole('switch', { name: 'Dit is een cadeau' }));
    await user.click(screen.getByRole('checkbox', { name: /Ik ga akkoord/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Maat' }), 'M');
    await user.type(screen.getByRole('textbox', { name: 'Bericht' }), 'Veel plezier');
    expect(values).toEqual({ name: 'Sem', amount: '50', gift: true, terms: true, size: 'M', message: 'Veel plezier' });
    expect(screen.getByRole('switch', { name: 'Dit is een cadeau' })).toBeChecked();
  });

  it("counts the characters of a text area with a maximum, politely announced ('12 van 300 tekens')", async () => {
    const user = userEvent.setup();
    render(<KitForm onValues={() => {}} />);
    const message = screen.getByRole('textbox', { name: 'Bericht' });
    expect(message).toHaveAttribute('maxLength', '300');
    expect(screen.getByText('0 van 300 tekens')).toHaveAttribute('aria-live', 'polite');
    await user.type(message, 'Veel plezier');
    expect(screen.getByText('12 van 300 tekens')).toBeInTheDocument();
    expect(message).toHaveAccessibleDescription('12 van 300 tekens');
  });

  it('puts the radios in a fieldset whose legend names the group, with required marked', () => {
    render(<KitForm onValues={() => {}} />);
    const group = screen.getByRole('group', { name: /Bedrag/ });
    expect(group.tagName).toBe('FIELDSET');
    expect(screen.getByRole('radio', { name: '€ 25' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '€ 25' })).toBeRequired();
  });

  it("shows the server's errors by each control and marks it invalid (spec §8)", () => {
    $formErrors.set({
      messages: ['Vul een naam in.'],
      fields: { name: ['Vul een naam in.'], amount: ['Kies een bedrag.'], message: ['Het bericht is te lang.'] },
    });
    const { unmount } = render(<KitForm onValues={() => {}} />);
    const name = screen.getByRole('textbox', { name: /Naam/ });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Zoals op de kaart Vul een naam in.');
    expect(screen.getByRole('group', { name: /Bedrag/ })).toHaveAccessibleDescription('Kies een bedrag.');
    expect(screen.getByRole('radio', { name: '€ 50' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Bericht' })).toHaveAccessibleDescription('0 van 300 tekens Het bericht is te lang.');
    unmount();
  });

  it('a submit whose action throws (a bug, a connection lost mid-answer) shows the general error and keeps what was typed (spec §8)', async () => {
    function ThrowingForm() {
      const { values, bind } = useFields({ name: '' });
      const error = useStore($error);
      const { state, submit } = useSubmit(() => {
        if (values.name) throw new TypeError("Cannot read properties of undefined (reading 'uuid')");
        return Promise.resolve(true);
      });
      return (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <ErrorBox messages={error} />
          <Field label="Naam" {...bind('name')} />
          <button type="submit">{state === 'loading' ? 'Bezig' : 'Opslaan'}</button>
        </form>
      );
    }
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(<ThrowingForm />);
    await user.type(screen.getByRole('textbox', { name: /Naam/ }), 'Noor');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Er is iets foutgegaan');
    expect(alert).toHaveTextContent('Er ging iets mis. Probeer het opnieuw.');
    expect(screen.getByRole('textbox', { name: /Naam/ })).toHaveValue('Noor');
    expect(screen.getByRole('button', { name: 'Opslaan' })).toBeEnabled();
    quiet.mockRestore();
  });
});
