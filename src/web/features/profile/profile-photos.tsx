import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/avatar';
import { useLanguage } from '../../components/use-language';
import { PHOTO_LIMITS, scalePhoto } from '../../lib/scale-photo';
import { useAuth } from '../../lib/session/use-auth';
import { CoverPhoto } from './cover-photo';
import { fileSize } from './file-size';

interface ProfilePhotosProps {
  /** The avatar to send, scaled; called once it is ready. */
  onAvatar: (file: File) => void;
  onCover: (file: File) => void;
  /** True while a chosen photo is being scaled: the form waits for it before it saves. */
  onPreparing: (preparing: boolean) => void;
}

/**
 * The settings' avatar and cover photo: a preview drawn as the profile draws them, and a picker for
 * each. A chosen photo is scaled on the phone (web/lib/scale-photo.ts) before the form sends it, and
 * the user sees how much lighter it became.
 */
export function ProfilePhotos({ onAvatar, onCover, onPreparing }: ProfilePhotosProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const avatar = usePickedPhoto(onAvatar);
  const cover = usePickedPhoto(onCover);
  const preparing = avatar.preparing || cover.preparing;
  useEffect(() => onPreparing(preparing), [preparing, onPreparing]);

  return (
    <div className="space-y-4">
      {/* A preview for the eyes: the pickers below say the same in words. */}
      <div aria-hidden="true">
        <CoverPhoto
          photo={cover.url ? { url: cover.url } : (user.cover_photo ?? null)}
          alt=""
          className="rounded-xl"
        />
        <Avatar
          user={{ name: user.name, avatar: avatar.url ? { url: avatar.url } : user.avatar }}
          sizes="80px"
          className="relative -mt-10 ml-4 h-20 w-20 text-3xl ring-4 ring-white"
        />
      </div>
      <PhotoPicker label={t('setting.avatar')} picked={avatar} />
      <PhotoPicker label={t('setting.coverPhoto')} picked={cover} />
    </div>
  );
}

interface PickedPhoto {
  name: string | null;
  /** The scaled photo, for the preview. */
  url: string | null;
  preparing: boolean;
  /** The chosen file's size and the size sent, when the photo was made smaller. */
  sizes: { from: number; to: number } | null;
}

function usePickedPhoto(onReady: (file: File) => void) {
  const [picked, setPicked] = useState<PickedPhoto>({ name: null, url: null, preparing: false, sizes: null });
  const latest = useRef(0);
  // The previous preview's memory goes when it is replaced or the screen closes.
  useEffect(() => () => void (picked.url && URL.revokeObjectURL(picked.url)), [picked.url]);

  async function choose(file: File) {
    const turn = ++latest.current;
    setPicked((before) => ({ ...before, name: file.name, preparing: true, sizes: null }));
    const scaled = await scalePhoto(file, PHOTO_LIMITS.profile);
    // Another photo was chosen meanwhile: that one wins.
    if (turn !== latest.current) return;
    onReady(scaled);
    setPicked({
      name: file.name,
      url: URL.createObjectURL(scaled),
      preparing: false,
      sizes: scaled === file ? null : { from: file.size, to: scaled.size },
    });
  }
  return { ...picked, choose };
}

/** A photo picker whose button and file name speak the interface language (the native one does not). */
function PhotoPicker({
  label,
  picked,
}: {
  label: string;
  picked: PickedPhoto & { choose: (file: File) => Promise<void> };
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div>
      <label className="group block">
        <span className="mb-1 block font-semibold text-stone-800">{label}</span>
        <span className="flex items-center gap-3">
          <span className="shrink-0 rounded-full bg-brand-light px-4 py-2 font-semibold text-brand-dark group-has-[:focus-visible]:outline group-has-[:focus-visible]:outline-3 group-has-[:focus-visible]:outline-earth">
            {t('setting.chooseImage')}
          </span>
          <span className="truncate text-stone-700">{picked.name ?? t('setting.noImageChosen')}</span>
        </span>
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            // A closed chooser keeps the photo chosen before.
            if (file) void picked.choose(file);
          }}
        />
      </label>
      <p role="status" className="mt-1 text-sm text-stone-600">
        {picked.preparing
          ? t('accountLook.preparing')
          : picked.sizes &&
            t('accountLook.madeSmaller', {
              from: fileSize(picked.sizes.from, language),
              to: fileSize(picked.sizes.to, language),
            })}
      </p>
    </div>
  );
}
