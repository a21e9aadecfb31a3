/** The server's message about a failed form, read out as soon as it appears. */
export function FormError({ message }: { message: string | null }) {
  return (
    <div role="alert" className={message ? 'notice notice--error' : undefined}>
      {message}
    </div>
  );
}
