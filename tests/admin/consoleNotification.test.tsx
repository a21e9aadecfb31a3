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

/** The console's toast beside a button per message; answers how to raise one, as an action does. */
function renderToasts(messages: string[]) {
  const user = userEvent.setup();
  render(
    <AdminContext>
      <Raise messages={messages} />
      <ConsoleNotification />
    </AdminContext>,
  );
  return (message: string) => user.click(screen.getByRole('button', { name: message }));
}

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
const toastSays = (text: string) => waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));

describe("the console's toast", () => {
  it("shows a newer action's toast at once, in place of the one showing", async () => {
    const raise = renderToasts(['Order #1 marked as paid.', 'Order #1 refunded.']);
    await raise('Order #1 marked as paid.');
    await toastSays('Order #1 marked as paid.');
    await pause(300);
    await raise('Order #1 refunded.');
    await toastSays('Order #1 refunded.');
  });

  it('shows a toast raised while the one before is closing', async () => {
    const raise = renderToasts(['Order #2 marked as paid.', 'Order #2 refunded.']);
    await raise('Order #2 marked as paid.');
    await toastSays('Order #2 marked as paid.');
    await pause(300);
    // Escape closes the toast; the next one arrives during its closing transition.
    await userEvent.keyboard('{Escape}');
    await raise('Order #2 refunded.');
    await toastSays('Order #2 refunded.');
  });

  it('shows the toasts of one action one after the other, the second once the first is closed', async () => {
    const raise = renderToasts(['The email has already been taken.', 'The email must be a valid address.']);
    await raise('The email has already been taken.');
    await raise('The email must be a valid address.');
    await toastSays('The email has already been taken.');
    await userEvent.keyboard('{Escape}');
    await toastSays('The email must be a valid address.');
  });
});
