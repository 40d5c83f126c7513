import { imageRules } from '~/shared/images';
import { messages } from '~/shared/messages';
import { ImagePicker } from '~/web/components/app/FilePicker';
import { sizeLimit } from '~/web/components/app/files';
import { Avatar } from '~/web/components/Avatar';

interface PhotoPickerProps {
  name: string;
  /** The current photo URL (or null). */
  current: string | null;
  /** The chosen photo as a data URL ('' for none). */
  value: string;
  onChange: (dataUrl: string) => void;
  error?: string | undefined;
  onError: (message: string | null) => void;
  disabled?: boolean;
}

/** The profile photo: png, jpeg, jpg, webp or avif of at most 300 KB, previewed beside the current one. */
export function PhotoPicker({ name, current, value, ...picker }: PhotoPickerProps) {
  return (
    <ImagePicker
      id="edit-photo"
      label="Photo"
      className="form-field acc-field--full acc-photo"
      preview={
        value ? (
          <img
            className="acc-photo__preview"
            src={value}
            width={96}
            height={96}
            alt="Preview of your new photo"
          />
        ) : (
          <Avatar name={name} photo={current} size={96} className="acc-photo__preview" />
        )
      }
      chooseLabel={value || current ? 'Choose a new photo' : 'Choose a photo'}
      clearLabel="Keep the current photo"
      hint={`PNG, JPEG, WebP or AVIF, ${sizeLimit(imageRules.profilePhotoMaxBytes)}.`}
      maxBytes={imageRules.profilePhotoMaxBytes}
      invalidMessage={messages.profile.invalidPhoto}
      value={value}
      {...picker}
    />
  );
}
