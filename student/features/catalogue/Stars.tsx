type Fill = 'full' | 'half' | 'empty';

/** The five stars' fills for a rating, to the nearest half star: 4.5 is four full and a half. */
export function starFills(rating: number): Fill[] {
  const halves = Math.round(Math.min(5, Math.max(0, rating)) * 2);
  return [1, 2, 3, 4, 5].map((star) =>
    halves >= star * 2 ? 'full' : halves === star * 2 - 1 ? 'half' : 'empty',
  );
}

/** A rating out of 5 drawn as stars, named for assistive technology ("Rated 4.5 out of 5"). */
export function Stars({ rating }: { rating: number }) {
  return (
    <span className="stars" role="img" aria-label={`Rated ${Number(rating.toFixed(1))} out of 5`}>
      {starFills(rating).map((fill, index) => (
        <span key={index} className={`stars__star stars__star--${fill}`} data-fill={fill} />
      ))}
    </span>
  );
}
