import { LoaderCircle, Trash2, Upload } from 'lucide-react';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { AVATAR_ACCEPTED_TYPES, AVATAR_MAX_BYTES, profileMessages } from '#shared/schemas/profile.ts';
import { Button } from '../../../components/ui/button.tsx';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { useRemoveAvatar } from '../api/remove-avatar.ts';
import { useUploadAvatar } from '../api/upload-avatar.ts';
import { feedback, toastFailure } from '../../../components/ui/mutation-feedback.ts';

const uploadFailed = 'Could not upload the picture.';
const removeFailed = 'Could not remove the picture.';

/**
 * Profile picture with upload and remove (docs/product.md#profile-picture). The server checks the content; this
 * spares a wasted upload.
 */
export function AvatarField({
  avatarUrl,
  firstName,
  lastName,
}: {
  avatarUrl: string | null;
  firstName: string;
  lastName: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const busy = upload.isPending || remove.isPending;

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again must fire change again
    if (!file) return;
    if (file.size > AVATAR_MAX_BYTES) {
      toastFailure({ title: uploadFailed, description: profileMessages.avatarTooLarge });
      return;
    }
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      ...feedback({
        success: 'Profile picture updated.',
        failure: { title: uploadFailed, fallback: profileMessages.avatarWrongType },
      }),
      onSettled: () => setPreview(null),
    });
  };

  const onRemove = () =>
    remove.mutate(
      undefined,
      feedback({ success: 'Profile picture removed.', failure: { title: removeFailed, fallback: removeFailed } }),
    );

  return (
    <div className="flex items-center gap-5">
      <div className="relative shrink-0">
        <UserAvatar
          src={preview ?? avatarUrl}
          firstName={firstName}
          lastName={lastName}
          className="size-20 text-2xl ring-1 ring-gray-200 dark:ring-gray-700"
        />
        {upload.isPending && (
          <span className="absolute inset-0 flex items-center justify-center rounded-full bg-black/40">
            <LoaderCircle className="size-6 animate-spin text-white" aria-label="Uploading" />
          </span>
        )}
      </div>
      <div className="space-y-2">
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => input.current?.click()} disabled={busy}>
            <Upload className="size-4" aria-hidden />
            Upload picture
          </Button>
          {avatarUrl && (
            <Button variant="ghost" size="sm" onClick={onRemove} disabled={busy}>
              <Trash2 className="size-4" aria-hidden />
              Remove
            </Button>
          )}
        </div>
        <p className="text-xs text-gray-500 dark:text-gray-400">PNG, JPEG or WebP, at most 2 MB.</p>
        <input
          ref={input}
          type="file"
          accept={AVATAR_ACCEPTED_TYPES.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-label="Profile picture file"
          onChange={onPick}
        />
      </div>
    </div>
  );
}
