import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';

/** The part of the Shape Detection API this uses (not in TypeScript's DOM types yet). */
interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorConstructor = (new (options: {
  formats: string[];
}) => BarcodeDetectorLike) & {
  getSupportedFormats?: () => Promise<string[]>;
};

function barcodeDetector(): BarcodeDetectorConstructor | undefined {
  return (globalThis as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;
}

/** Whether this browser can read codes from the camera (BarcodeDetector and a camera API). */
export function canScanWithCamera(): boolean {
  return (
    barcodeDetector() !== undefined &&
    typeof navigator !== 'undefined' &&
    Boolean(navigator.mediaDevices?.getUserMedia)
  );
}

/**
 * Whether scanning the given formats can work here: 'checking' at first, then 'yes' or 'no'. Some
 * desktop browsers have a BarcodeDetector that reads no format, and many computers have no camera,
 * so the API's presence alone would offer a scan button that shows nothing.
 */
export function useCameraScanSupport(formats: readonly string[]): 'checking' | 'yes' | 'no' {
  const [support, setSupport] = useState<'checking' | 'yes' | 'no'>(() =>
    canScanWithCamera() ? 'checking' : 'no',
  );
  const wanted = useRef(formats);
  useEffect(() => {
    if (!canScanWithCamera()) return;
    let current = true;
    const readsAFormat = async () => {
      const supported = await barcodeDetector()?.getSupportedFormats?.();
      return supported === undefined || wanted.current.some((format) => supported.includes(format));
    };
    const hasACamera = async () => {
      if (!navigator.mediaDevices.enumerateDevices) return true;
      const devices = await navigator.mediaDevices.enumerateDevices();
      return devices.some((device) => device.kind === 'videoinput');
    };
    Promise.all([readsAFormat(), hasACamera()])
      .then(([reads, camera]) => current && setSupport(reads && camera ? 'yes' : 'no'))
      .catch(() => current && setSupport('no'));
    return () => {
      current = false;
    };
  }, []);
  return support;
}

export interface CameraScannerLabels {
  camera: string;
  cameraFailed: string;
  stop: string;
}

/**
 * Shows the back camera and reports the first code of the given formats it reads (BarcodeDetector
 * names: qr_code, code_128, ean_13, …); the camera stops on unmount.
 */
export function CameraCodeScanner({
  formats,
  labels,
  onCode,
  onStop,
}: {
  formats: readonly string[];
  labels: CameraScannerLabels;
  onCode: (text: string) => void;
  onStop: () => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  // The camera runs once per scanner; a new callback or format list from the parent must not restart it.
  const report = useRef(onCode);
  report.current = onCode;
  const wanted = useRef(formats);

  useEffect(() => {
    const Detector = barcodeDetector();
    if (!Detector) return;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    const detector = new Detector({ formats: [...wanted.current] });
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (media) => {
        stream = media;
        if (stopped || !video.current) return;
        video.current.srcObject = media;
        await video.current.play();
        timer = setInterval(() => {
          if (!video.current) return;
          void detector
            .detect(video.current)
            .then((codes) => {
              const first = codes[0]?.rawValue;
              if (first && !stopped) report.current(first);
            })
            .catch(() => undefined);
        }, 300);
      })
      .catch(() => setFailed(true));
    return () => {
      stopped = true;
      if (timer) clearInterval(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  return (
    <Box>
      {failed ? (
        <Typography color="error" role="alert">
          {labels.cameraFailed}
        </Typography>
      ) : (
        <Box
          component="video"
          ref={video}
          muted
          playsInline
          aria-label={labels.camera}
          sx={{ width: '100%', maxHeight: 360, bgcolor: 'common.black', borderRadius: 2 }}
        />
      )}
      <Button onClick={onStop} sx={{ mt: 1 }}>
        {labels.stop}
      </Button>
    </Box>
  );
}
