import type { CertificateLevel } from '../../../src/contract/catalogueTypes';
import { formatGbp } from '../../../src/ui/formatGbp';
import { useSession } from '../../session/useSession';
import { AddToBasketButton, VisitorBasketNote } from './AddToBasketButton';

/** The certificates on offer with the course: awarding body, level, type and price. */
export function CertificateOffers({ levels, courseId }: { levels: CertificateLevel[]; courseId: number }) {
  const { user, status } = useSession();
  if (levels.length === 0) return null;
  return (
    <section aria-labelledby="certificates-title">
      <h2 id="certificates-title">Certificates</h2>
      <p>On completing the course you can add an accredited certificate.</p>
      {!user && status === 'ready' && <VisitorBasketNote />}
      <ul style={{ listStyle: 'none', padding: 0 }}>
        {levels.map((level) => (
          <li key={level.id} className="certificates__item">
            <span id={`certificate-${level.id}`}>
              <strong>{level.awarding_body}</strong>: {level.level}, {level.certificate_type.toLowerCase()} ·{' '}
              {formatGbp(level.price)}
            </span>
            <AddToBasketButton
              kind="certificate_level"
              id={level.id}
              courseId={courseId}
              describedBy={`certificate-${level.id}`}
              className="button button--ghost"
              noVisitorNote
            >
              {/* Each button names what it adds: several levels share a name, never with the same body and type. */}
              Add {level.level} to basket
              <span className="visually-hidden">
                {' '}
                ({level.certificate_type.toLowerCase()} from {level.awarding_body})
              </span>
            </AddToBasketButton>
          </li>
        ))}
      </ul>
    </section>
  );
}
