// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from '../../../shared/ui/Dialog';

// shared/ui/Dialog.tsx (written for the feedback popup): a real modal dialog on <dialog>.showModal().
function Harness({ withDialog = true }: { withDialog?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {withDialog && (
        <Dialog open={open} title="Feedback voor Sem" onClose={() => setOpen(false)}>
          <p>Goed gedaan.</p>
        </Dialog>
      )}
    </>
  );
}

describe('Dialog', () => {
  it('opens modal, named by its title and described by its content, with focus on Sluiten', async () => {
    render(<Harness />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Feedback voor Sem' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAccessibleDescription('Goed gedaan.');
    expect(screen.getByRole('button', { name: 'Sluiten' })).toHaveFocus();
  });

  it('closes on Esc (also through the native cancel event) and gives focus back to the opener', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();

    await user.click(opener);
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes on a click on the backdrop, not on a click inside', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByText('Goed gedaan.'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives focus back when it is removed while open', async () => {
    const { rerender } = render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.setup().click(opener);
    rerender(<Harness withDialog={false} />);
    expect(opener).toHaveFocus();
  });
});
