import { fetchFaqs } from '../../api/catalogue';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { SafeHtml } from '../../components/SafeHtml';
import { usePageTitle } from '../../lib/usePageTitle';
import { useRemote } from '../../lib/useRemote';

/** Help: docs/legacy-api.md §2 gives this page no header band, so its title sits in the content. */
export default function FaqPage() {
  usePageTitle('Help');
  const { state, reload } = useRemote('faqs', fetchFaqs);
  return (
    <div className="container narrow faq">
      <h1>Help</h1>
      <p className="lead">Answers to the questions students ask most often.</p>
      {state.status === 'loading' && <Loading />}
      {state.status === 'error' && <ErrorNotice error={state.error} onRetry={reload} />}
      {state.status === 'ready' &&
        (state.data.length === 0 ? (
          <p>There are no questions here yet.</p>
        ) : (
          <div className="faq__list">
            {state.data.map((faq) => (
              <details key={faq.id} className="faq__item">
                <summary>{faq.question}</summary>
                <SafeHtml html={faq.answer} className="prose faq__answer" />
              </details>
            ))}
          </div>
        ))}
    </div>
  );
}
