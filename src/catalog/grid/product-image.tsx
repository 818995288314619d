import { useEffect, useState } from "react";
import { drawnPhotoLoads, drawnPhotos, failedPhotos, initialsOf, tintOf } from "./fallback-tile";

interface ProductImageProps {
  readonly src: string;
  readonly name: string;
  readonly tintKey: string;
  /** Its shape: a card's 4:3 unless told otherwise (a Tailwind aspect class). */
  readonly aspect?: string;
}

/**
 * The tile with the product's initials is always underneath; the photo covers it once it
 * loads and is removed if it fails, so a slow or unreachable host never shows a broken
 * image and the fixed aspect ratio keeps the layout still. The photo's text is transparent:
 * Firefox paints an image's alt text while it loads, which would sit over the tile.
 */
export function ProductImage({ src, name, tintKey, aspect = "aspect-[4/3]" }: ProductImageProps) {
  // "drawn": the card the entry drew here is still loading this photo; its outcome is this
  // one's.
  const [photo, setPhoto] = useState<"shown" | "failed" | "drawn">(() =>
    failedPhotos.has(src) ? "failed" : drawnPhotos.has(src) ? "drawn" : "shown",
  );
  useEffect(() => {
    if (photo !== "drawn") return;
    let mounted = true;
    void drawnPhotoLoads(src).then((loads) => {
      if (mounted) setPhoto(loads ? "shown" : "failed");
    });
    return () => {
      mounted = false;
    };
  }, [src, photo]);
  return (
    <div className={`relative ${aspect} overflow-hidden ${tintOf(tintKey)}`}>
      <span
        aria-hidden="true"
        className="absolute inset-0 flex items-center justify-center text-4xl font-bold tracking-wide"
      >
        {initialsOf(name)}
      </span>
      {photo !== "shown" ? (
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
            failedPhotos.add(src);
            setPhoto("failed");
          }}
          className="absolute inset-0 h-full w-full object-cover text-transparent"
        />
      )}
    </div>
  );
}
