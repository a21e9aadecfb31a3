interface ErrorNoticeProps {
  error: Error;
  onRetry?: () => void;
}

export function ErrorNotice({ error, onRetry }: ErrorNoticeProps) {
  return (
    <div className="notice notice--error" role="alert">
      <p>{error.message || 'Something went wrong.'}</p>
      {onRetry && (
        <button type="button" className="button button--ghost" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
