import { messages } from '~/shared/messages';
import { type TeamImage, teamRules } from '~/shared/schemas/team';
import { StoredImageField } from '~/web/components/app/StoredImageField';
import { uploadTeamPhoto } from './api';

interface PhotoFieldProps {
  id: string;
  /** 'Photo', 'Portrait'... */
  label: string;
  /** The stored image, or null. Its alt text is the `alt` prop (the form's own field). */
  value: TeamImage | null;
  onChange: (image: TeamImage | null) => void;
  alt: string;
  onAltChange: (alt: string) => void;
  /** The form's error of the photo (its alt text, say). */
  error?: string | undefined;
  disabled?: boolean;
}

/** A portrait of the team: the form requires its text alternative with a photo. */
export function PhotoField(props: PhotoFieldProps) {
  return (
    <StoredImageField
      {...props}
      noun="photo"
      altMaxLength={teamRules.alt}
      altRequired
      maxBytes={teamRules.photoMaxBytes}
      hint="Cut to a square around the face. Stored when you save."
      invalidMessage={messages.team.invalidPhoto}
      upload={async (file, onProgress) =>
        (await uploadTeamPhoto({ file, alt: props.alt.trim() }, onProgress)).image
      }
    />
  );
}
