import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { fetchPrivateImage } from '../api';
import { Icon } from '~/web/components/app/Icon';

/**
 * The payment image, fetched with the bearer header (an <img> cannot send it), shown from an object URL.
 * The query keeps the Blob; each mount makes its own object URL and revokes it when the image changes or
 * the component unmounts, so no URL outlives its component nor is revoked while another one shows it.
 */
function usePrivateImage(path: string) {
  const query = useQuery({
    queryKey: ['admin', 'payment', path],
    queryFn: ({ signal }) => fetchPrivateImage(path, signal),
    staleTime: Infinity,
    gcTime: 0,
  });
  const [url, setUrl] = useState<string | null>(null);
  const blob = query.data;
  useEffect(() => {
    if (!blob) return;
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [blob]);
  return { isError: query.isError, url };
}

const THUMB = { width: 240, height: 320 };

/** A thumbnail of the payment screenshot; activating it opens the image full size in a dialog. */
export function PaymentScreenshot({ path, name }: { path: string; name: string }) {
  const image = usePrivateImage(path);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [size, setSize] = useState(THUMB);
  const alt = `Payment screenshot of ${name}`;

  if (image.isError) return <p className="adm-empty">The payment screenshot could not be loaded.</p>;
  if (!image.url)
    return (
      <div className="adm-payment__placeholder" style={THUMB} role="status">
        Loading...
      </div>
    );

  return (
    <>
      <button type="button" className="adm-payment" onClick={() => dialog.current?.showModal()}>
        <img
          src={image.url}
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
            src={image.url}
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
