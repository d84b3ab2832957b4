import type { Frame } from './decoder.ts';

export interface FrameSource {
  /** The current picture, or null while the camera has none yet. */
  grab(): Frame | null;
  stop(): void;
}

/** Where frames come from: the device camera in browsers, pictures in tests. */
export interface Camera {
  /** Shows the camera in `video`; rejects with getUserMedia's error (NotAllowedError when denied). */
  start(video: HTMLVideoElement): Promise<FrameSource>;
}

// Decoding cost grows with pixels; 640 px on the long side still reads a receipt-sized EAN-13 at arm's length.
const MAX_SIDE = 640;

export const deviceCamera: Camera = {
  async start(video) {
    const stream = await video.ownerDocument.defaultView!.navigator.mediaDevices.getUserMedia({
      video: { facingMode: 'environment', width: { ideal: 1280 }, height: { ideal: 720 } },
      audio: false,
    });
    video.muted = true;
    video.playsInline = true;
    video.srcObject = stream;
    const stop = () => {
      for (const track of stream.getTracks()) track.stop();
      video.srcObject = null;
    };
    try {
      await video.play();
    } catch (error) {
      stop();
      throw error;
    }
    const canvas = video.ownerDocument.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    return {
      grab() {
        const { videoWidth: width, videoHeight: height } = video;
        if (!context || width === 0 || height === 0) return null;
        const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
        canvas.width = Math.round(width * scale);
        canvas.height = Math.round(height * scale);
        context.drawImage(video, 0, 0, canvas.width, canvas.height);
        return context.getImageData(0, 0, canvas.width, canvas.height);
      },
      stop,
    };
  },
};
