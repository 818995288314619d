import { useState } from "react";
import { useFailedPhotos } from "./failed-photos";
import { initialsOf, tintOf } from "./fallback-tile";

interface ProductImageProps {
  readonly src: string;
  readonly name: string;
  readonly tintKey: string;
  /** Its shape: 4:3 unless told otherwise (Tailwind classes). */
  readonly aspect?: string;
  /** The whole photo, whatever its shape, rather than the frame filled and its edges cut. */
  readonly whole?: boolean;
}

/**
 * The tile with the product's initials is always underneath; the photo covers it once it
 * loads and is removed if it fails, so a slow or unreachable host never shows a broken
 * image and the fixed aspect ratio keeps the layout still. The photo's text is transparent,
 * in forced colours too: Firefox paints an image's alt text while it loads, which would sit
 * over the tile.
 * However flat its shape, the tile is at least as tall as its initials with room around
 * them: a row card at 200 % text can be shorter than they are.
 */
export function ProductImage({
  src,
  name,
  tintKey,
  aspect = "aspect-[4/3]",
  whole = false,
}: ProductImageProps) {
  const failedPhotos = useFailedPhotos();
  const [failed, setFailed] = useState(() => failedPhotos?.has(src) ?? false);
  return (
    <div className={`relative ${aspect} min-h-14 overflow-hidden ${tintOf(tintKey)}`}>
      <span
        aria-hidden="true"
        className="absolute inset-0 flex items-center justify-center text-4xl font-bold tracking-wide"
      >
        {initialsOf(name)}
      </span>
      {failed ? (
        <span role="img" aria-label={name} className="absolute inset-0" />
      ) : (
        <img
          src={src}
          alt={name}
          loading="lazy"
          decoding="async"
          width={512}
          height={512}
          onError={() => {
            failedPhotos?.add(src);
            setFailed(true);
          }}
          className={`absolute inset-0 h-full w-full ${whole ? "object-contain" : "object-cover"} text-transparent forced-colors:forced-color-adjust-none`}
        />
      )}
    </div>
  );
}
