import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { fetchImageUrl } from '../api';
import { Icon } from '~/web/components/app/Icon';

/** The payment image, fetched with the bearer header into an object URL (revoked when it changes or unmounts). */
function usePrivateImage(path: string) {
  const query = useQuery({
    queryKey: ['admin', 'payment', path],
    queryFn: ({ signal }) => fetchImageUrl(path, signal),
    staleTime: Infinity,
    gcTime: 0,
  });
  const url = query.data;
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return query;
}

const THUMB = { width: 240, height: 320 };

/** A thumbnail of the payment screenshot; activating it opens the image full size in a dialog. */
export function PaymentScreenshot({ path, name }: { path: string; name: string }) {
  const image = usePrivateImage(path);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [size, setSize] = useState(THUMB);
  const alt = `Payment screenshot of ${name}`;

  if (image.isPending)
    return (
      <div className="adm-payment__placeholder" style={THUMB} role="status">
        Loading...
      </div>
    );
  if (image.isError) return <p className="adm-empty">The payment screenshot could not be loaded.</p>;

  return (
    <>
      <button type="button" className="adm-payment" onClick={() => dialog.current?.showModal()}>
        <img
          src={image.data}
          alt={alt}
          width={THUMB.width}
          height={THUMB.height}
          className="adm-payment__thumb"
          onLoad={(e) =>
            setSize({ width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight })
          }
        />
        <span className="adm-payment__hint">View full size</span>
      </button>
      <dialog
        ref={dialog}
        className="adm-viewer"
        aria-labelledby={titleId}
        onClick={(e) => {
          if (e.target === e.currentTarget) e.currentTarget.close();
        }}
      >
        <div className="adm-viewer__bar">
          <h2 id={titleId} className="adm-viewer__title">
            {alt}
          </h2>
          <button
            type="button"
            className="adm-viewer__close"
            onClick={() => dialog.current?.close()}
            autoFocus
          >
            <span className="visually-hidden">Close</span>
            <Icon name="close" size={20} strokeWidth={2.5} />
          </button>
        </div>
        <div className="adm-viewer__body">
          <img
            src={image.data}
            alt={alt}
            width={size.width}
            height={size.height}
            className="adm-viewer__img"
          />
        </div>
      </dialog>
    </>
  );
}
