import { useEffect, useRef, useState } from 'react';
import { checkinMessages } from '~/shared/desk-messages';
import { ErrorText } from '~/web/components/app/PageFrame';
import { loadDecoder } from '../decoder';

const m = checkinMessages;
/** How often a frame is read (ms). */
const FRAME_INTERVAL = 150;

/**
 * The camera (the back one on a phone) reading QR codes: calls `onCode` with the first code read, then
 * stops. The camera is released when the scanner closes.
 */
export function Scanner({ onCode }: { onCode: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  });

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    (async () => {
      try {
        const [media, decode] = await Promise.all([
          navigator.mediaDevices.getUserMedia({
            video: { facingMode: { ideal: 'environment' } },
            audio: false,
          }),
          loadDecoder(),
        ]);
        stream = media;
        const element = video.current;
        if (stopped || !element) {
          // Closed while the camera was starting: the cleanup ran before there was a stream to stop.
          for (const track of media.getTracks()) track.stop();
          return;
        }
        element.srcObject = media;
        await element.play();
        const read = async () => {
          if (stopped) return;
          const text = element.readyState >= 2 ? await decode(element).catch(() => null) : null;
          if (stopped) return;
          if (text?.trim()) latest.current(text.trim());
          else timer = setTimeout(() => void read(), FRAME_INTERVAL);
        };
        void read();
      } catch (error) {
        console.error('The camera could not be used:', error);
        if (!stopped) setFailed(true);
      }
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  if (failed) return <ErrorText text={m.cameraUnavailable} />;
  return (
    <div className="chk-scanner">
      <video ref={video} className="chk-scanner__video" muted playsInline aria-label={m.scanning} />
      <p className="chk-scanner__hint">{m.scanning}</p>
    </div>
  );
}
