import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '../../student/toast/ToastProvider';
import { useToast } from '../../student/toast/useToast';

function SaveTwice() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success('Note added')}>
        Add
      </button>
      <button type="button" onClick={() => toast.error('Something went wrong')}>
        Fail
      </button>
    </>
  );
}

const toasts = () => within(screen.getByRole('status', { name: 'Notifications' }));

describe("the student site's toasts", () => {
  it('never pile up: the newest takes the place of the one showing', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <SaveTwice />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(toasts().getByText('Note added')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    expect(toasts().getByText('Something went wrong')).toBeInTheDocument();
    expect(toasts().queryByText('Note added')).not.toBeInTheDocument();
    expect(toasts().getAllByRole('button', { name: 'Dismiss notification' })).toHaveLength(1);
  });
});
