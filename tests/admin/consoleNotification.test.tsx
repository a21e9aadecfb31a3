import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, useNotify } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ConsoleNotification } from '../../admin/feedback/ConsoleNotification';

/**
 * A button per action, named by its first toast, so a test raises toasts when it likes. An
 * action raises its toasts together, as the console's do (a save refused for two reasons).
 */
function Raise({ actions }: { actions: string[][] }) {
  const notify = useNotify();
  return (
    <>
      {actions.map((messages) => (
        <button
          key={messages[0]}
          type="button"
          onClick={() => messages.forEach((message) => notify(message, { type: 'success' }))}
        >
          {messages[0]}
        </button>
      ))}
    </>
  );
}

/** The console's toast beside a button per action; answers how to raise one by its first toast. */
function renderToasts(...actions: string[][]) {
  const user = userEvent.setup();
  render(
    <AdminContext>
      <Raise actions={actions} />
      <ConsoleNotification />
    </AdminContext>,
  );
  return (message: string) => user.click(screen.getByRole('button', { name: message }));
}

const toastSays = (text: string) => waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));

describe("the console's toast", () => {
  it("shows a newer action's toast at once, in place of the one showing", async () => {
    const raise = renderToasts(['Order #1 marked as paid.'], ['Order #1 refunded.']);
    await raise('Order #1 marked as paid.');
    await toastSays('Order #1 marked as paid.');
    await raise('Order #1 refunded.');
    await toastSays('Order #1 refunded.');
  });

  it('shows a toast raised while the one before is closing', async () => {
    const raise = renderToasts(['Order #2 marked as paid.'], ['Order #2 refunded.']);
    await raise('Order #2 marked as paid.');
    await toastSays('Order #2 marked as paid.');
    // Escape closes the toast; the next one arrives during its closing transition.
    await userEvent.keyboard('{Escape}');
    await raise('Order #2 refunded.');
    await toastSays('Order #2 refunded.');
  });

  it('shows the toasts of one action one after the other, the second once the first is closed', async () => {
    const raise = renderToasts(['The email has already been taken.', 'The email must be a valid address.']);
    await raise('The email has already been taken.');
    await toastSays('The email has already been taken.');
    await userEvent.keyboard('{Escape}');
    await toastSays('The email must be a valid address.');
  });
});
