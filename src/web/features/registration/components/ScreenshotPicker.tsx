import { imageRules } from '~/shared/images';
import { messages } from '~/shared/messages';
import { ImagePicker } from '~/web/components/app/FilePicker';
import { sizeLimit } from '~/web/components/app/files';
import { Icon } from '~/web/components/app/Icon';

interface ScreenshotPickerProps {
  /** The chosen screenshot as a data URL ('' for none). */
  value: string;
  onChange: (dataUrl: string) => void;
  error?: string | undefined;
  onError: (message: string | null) => void;
  disabled?: boolean;
}

/** The payment screenshot: png, jpeg, jpg, webp or avif of at most 500 KB, previewed in a frame. */
export function ScreenshotPicker({ value, ...picker }: ScreenshotPickerProps) {
  return (
    <ImagePicker
      id="reg-payment"
      label="Payment screenshot"
      className="form-field reg-shot"
      preview={
        <div className="reg-shot__frame">
          {value ? (
            <img
              className="reg-shot__preview"
              src={value}
              width={160}
              height={160}
              alt="Preview of your payment screenshot"
            />
          ) : (
            <Icon className="reg-shot__icon" name="image" size={40} strokeWidth={1.6} />
          )}
        </div>
      }
      chooseLabel={value ? 'Choose another screenshot' : 'Choose the screenshot'}
      clearLabel="Remove"
      hint={`PNG, JPEG, WebP or AVIF, ${sizeLimit(imageRules.paymentMaxBytes)}.`}
      maxBytes={imageRules.paymentMaxBytes}
      invalidMessage={messages.registration.invalidPayment}
      value={value}
      {...picker}
    />
  );
}
