import { LoaderCircle, Trash2, Upload } from 'lucide-react';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { AVATAR_ACCEPTED_TYPES, AVATAR_MAX_BYTES } from '#shared/schemas/profile.ts';
import { Button } from '@/components/ui/button.tsx';
import { UserAvatar } from '@/components/ui/user-avatar.tsx';
import { useRemoveAvatar } from '../api/remove-avatar.ts';
import { useUploadAvatar } from '../api/upload-avatar.ts';
import { feedback, toastFailure } from '@/components/ui/mutation-feedback.ts';
import { tx } from '@/lib/texts/settings.ts';

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
    const uploadFailed = tx('settings.avatar.uploadFailed');
    if (file.size > AVATAR_MAX_BYTES) {
      toastFailure({ title: uploadFailed, description: tx('settings.avatar.tooLarge') });
      return;
    }
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      ...feedback({
        success: tx('settings.avatar.updated'),
        failure: { title: uploadFailed, fallback: tx('settings.avatar.wrongType') },
      }),
      onSettled: () => setPreview(null),
    });
  };

  const onRemove = () => {
    const removeFailed = tx('settings.avatar.removeFailed');
    remove.mutate(
      undefined,
      feedback({
        success: tx('settings.avatar.removed'),
        failure: { title: removeFailed, fallback: removeFailed },
      }),
    );
  };

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
            <LoaderCircle className="size-6 animate-spin text-white" aria-label={tx('settings.avatar.uploading')} />
          </span>
        )}
      </div>
      <div className="space-y-2">
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => input.current?.click()} disabled={busy}>
            <Upload className="size-4" aria-hidden />
            {tx('settings.avatar.upload')}
          </Button>
          {avatarUrl && (
            <Button variant="ghost" size="sm" onClick={onRemove} disabled={busy}>
              <Trash2 className="size-4" aria-hidden />
              {tx('settings.avatar.remove')}
            </Button>
          )}
        </div>
        <p className="text-xs text-gray-500 dark:text-gray-400">{tx('settings.avatar.formats')}</p>
        <input
          ref={input}
          type="file"
          accept={AVATAR_ACCEPTED_TYPES.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-label={tx('settings.avatar.file')}
          onChange={onPick}
        />
      </div>
    </div>
  );
}
