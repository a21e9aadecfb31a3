interface AvatarProps {
  name: string;
  src: string | null;
  size?: number;
}

const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

/** Decorative: the name always sits beside it, so it says nothing to a screen reader. */
export function Avatar({ name, src, size = 32 }: AvatarProps) {
  const style = { width: size, height: size, fontSize: size * 0.4 };
  // The size is the style's too: the site's `img { height: auto }` would otherwise let a picture
  // that is not square keep its own proportions, squashing the circle (object-fit crops it).
  if (src)
    return (
      <img
        className="avatar"
        src={src}
        alt=""
        width={size}
        height={size}
        style={{ width: size, height: size }}
      />
    );
  return (
    <span className="avatar avatar--initials" style={style} aria-hidden="true">
      {initialsOf(name) || '?'}
    </span>
  );
}
