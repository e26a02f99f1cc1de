/**
 * Reads a QR code from the camera's current frame: with the browser's own BarcodeDetector where it
 * reads QR codes, else with jsQR, loaded only the first time it is needed so it never weighs on the
 * shop's other pages.
 */
type Detector = { detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>> };
type DetectorClass = { new (options: { formats: string[] }): Detector; getSupportedFormats?: () => Promise<string[]> };

export type FrameReader = (video: HTMLVideoElement) => Promise<string | undefined>;

async function nativeReader(): Promise<FrameReader | undefined> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Native) return undefined;
  const formats = (await Native.getSupportedFormats?.().catch(() => [])) ?? [];
  if (!formats.includes('qr_code')) return undefined;
  const detector = new Native({ formats: ['qr_code'] });
  return async (video) => (await detector.detect(video).catch(() => []))[0]?.rawValue;
}

async function jsqrReader(): Promise<FrameReader> {
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || !video.videoWidth) return undefined;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data || undefined;
  };
}

export async function frameReader(): Promise<FrameReader> {
  return (await nativeReader()) ?? jsqrReader();
}
