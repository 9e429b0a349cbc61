/**
 * Two photos side by side, this listing's and another's that it matches (copied photos, issue 32);
 * where the other's file is gone, a word in its place.
 */
export function PhotoPair({
  photo,
  other,
  texts,
}: {
  photo: string;
  other: string | null;
  texts: { photo: string; other: string; gone: string };
}) {
  return (
    <div className="grid grid-cols-2 gap-2">
      <img src={photo} alt={texts.photo} className="aspect-[4/3] w-full rounded object-cover" />
      {other ? (
        <img src={other} alt={texts.other} className="aspect-[4/3] w-full rounded object-cover" />
      ) : (
        <p className="grid aspect-[4/3] place-items-center rounded bg-stone-100 text-center text-sm text-stone-600">
          {texts.gone}
        </p>
      )}
    </div>
  );
}
