import { Link } from '../../../src/routing/Link';
import { usePageHead } from '../../lib/usePageHead';
import { breadcrumbList } from '../../seo/structuredData';

export default function AboutPage() {
  usePageHead({
    title: 'About us',
    description:
      'MindWell Academy is an online learning platform for mental health, with courses written by practitioners.',
    path: '/about',
    jsonLd: (origin) => [breadcrumbList(origin, [['About us', '/about']])],
  });
  return (
    <div className="container narrow prose">
      <h1>About MindWell Academy</h1>
      <p>
        MindWell Academy is an online learning platform for mental health. Our courses are written by
        practitioners and help learners understand mental health, recognise when someone is struggling and
        know how to respond, whether at work, at home or in a caring profession.
      </p>

      <h2>How courses work</h2>
      <p>
        Each course is made of short lessons grouped into topics, with videos, reading and reflective
        exercises. You study online at your own pace, and your dashboard shows how far through each course you
        are. You can keep private notes against any topic and come back to them at any time.
      </p>
      <p>
        Quizzes at beginner, intermediate and advanced levels let you check your understanding as you go. They
        are for practice: take them as often as you like.
      </p>

      <h2>How certificates work</h2>
      <p>
        When you finish a course you can sit its final exam. Pass it and you can order a certificate at the
        level the course offers, issued with the awarding body named on the course page. Certificates and
        transcripts are priced in pounds sterling and paid for securely by card.
      </p>

      <h2>Looking after yourself</h2>
      <p>
        Our courses teach about mental health; they are not a substitute for care. If you are in crisis, call
        999 or go to A&amp;E, or call Samaritans free on 116 123, any time.
      </p>

      <p>
        <Link to="/register" className="button">
          Create your free account
        </Link>
      </p>
    </div>
  );
}
