import { describe, expect, it } from 'vitest';
import { offlineWorkerUrl } from './offline-worker.ts';

describe("the offline worker's URL", () => {
  it('sits beside the app shell and names the API prefix it may keep answers of', () => {
    expect(offlineWorkerUrl('/app', undefined, 'http://127.0.0.1:4173/app/filials?x=1')).toBe(
      '/app/sw.js?api=%2Fproxy%2F',
    );
    expect(offlineWorkerUrl('/guest/app', '/api/v2', 'https://eats.example.kz/guest/app/')).toBe(
      '/guest/app/sw.js?api=%2Fapi%2Fv2%2F',
    );
  });

  it('keeps no API answers when the API is on another origin', () => {
    expect(offlineWorkerUrl('/app', 'https://api.example.kz/proxy/', 'https://eats.example.kz/app/')).toBe(
      '/app/sw.js',
    );
  });
});
