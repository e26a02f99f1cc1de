import { useEffect, useRef, useState } from 'react';
import { useT } from '#app/i18n/use-t.ts';
import { frameReader } from './qr-reader.ts';

/** The same code seen again within this time is the same ticket still in front of the camera, not a new scan. */
const SAME_CODE_MS = 4000;
const FRAME_EVERY_MS = 250;

/**
 * The camera scanner: started by a press (browsers ask for the camera then), it reads a frame a few
 * times a second and hands each new code to `onCode`.
 */
export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<'off' | 'starting' | 'on' | 'failed'>('off');
  const handler = useRef(onCode);
  handler.current = onCode;

  const running = state === 'starting' || state === 'on';

  useEffect(() => {
    if (!running) return;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const last = { code: '', at: 0 };
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        const el = video.current;
        if (stopped || !el) return;
        el.srcObject = stream;
        await el.play();
        const read = await frameReader();
        setState('on');
        const tick = async () => {
          if (stopped) return;
          const code = await read(el);
          const now = Date.now();
          if (code && (code !== last.code || now - last.at > SAME_CODE_MS)) handler.current(code);
          if (code) Object.assign(last, { code, at: now });
          timer = setTimeout(tick, FRAME_EVERY_MS);
        };
        void tick();
      } catch {
        if (!stopped) setState('failed');
      }
    })();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [running]);

  return (
    <div className="camera-scanner">
      {!running ? (
        <button type="button" className="button button--primary button--large" onClick={() => setState('starting')}>
          {t('checkIn.camera.start')}
        </button>
      ) : (
        <button type="button" className="button button--outline" onClick={() => setState('off')}>
          {t('checkIn.camera.stop')}
        </button>
      )}
      {state === 'failed' && <p role="alert">{t('checkIn.camera.failed')}</p>}
      <video ref={video} className="camera-scanner__video" hidden={!running} muted playsInline aria-label={t('checkIn.camera.label')} />
    </div>
  );
}
