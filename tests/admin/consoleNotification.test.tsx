import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, useNotify } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ConsoleNotification } from '../../admin/feedback/ConsoleNotification';

/** A button per toast, so a test raises toasts when it likes, as the console's actions do. */
function Raise({ messages }: { messages: string[] }) {
  const notify = useNotify();
  return (
    <>
      {messages.map((message) => (
        <button key={message} type="button" onClick={() => notify(message, { type: 'success' })}>
          {message}
        </button>
      ))}
    </>
  );
}

function renderToasts(messages: string[]) {
  render(
    <AdminContext>
      <Raise messages={messages} />
      <ConsoleNotification />
    </AdminContext>,
  );
}

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe("the console's toast", () => {
  it("shows a newer action's toast at once, in place of the one showing", async () => {
    const user = userEvent.setup();
    renderToasts(['Order #1 marked as paid.', 'Order #1 refunded.']);
    await user.click(screen.getByRole('button', { name: 'Order #1 marked as paid.' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Order #1 marked as paid.');
    await pause(300);
    await user.click(screen.getByRole('button', { name: 'Order #1 refunded.' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Order #1 refunded.'), {
      timeout: 1000,
    });
  });

  it('shows a toast raised while the one before is closing', async () => {
    const user = userEvent.setup();
    renderToasts(['Order #2 marked as paid.', 'Order #2 refunded.']);
    await user.click(screen.getByRole('button', { name: 'Order #2 marked as paid.' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Order #2 marked as paid.');
    await pause(300);
    // Escape closes the toast; the next one arrives during its closing transition.
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Order #2 refunded.' }));
    await pause(400);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Order #2 refunded.'), {
      timeout: 1000,
    });
  });

  it('shows the toasts of one action one after the other, the second once the first is closed', async () => {
    const user = userEvent.setup();
    renderToasts(['The email has already been taken.', 'The email must be a valid address.']);
    await user.click(screen.getByRole('button', { name: 'The email has already been taken.' }));
    await user.click(screen.getByRole('button', { name: 'The email must be a valid address.' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The email has already been taken.');
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('The email must be a valid address.'),
    );
  });
});
