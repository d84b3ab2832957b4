import { describe, expect, it } from 'vitest';
import { offersAppDownload } from './GuestPrompts.tsx';

describe('where the app-download prompt may show', () => {
  it('only in a plain browser page of the app’s own', () => {
    expect(offersAppDownload('browser', 'web')).toBe(true);
    expect(offersAppDownload('memory', 'web')).toBe(false);
    for (const host of ['ios', 'android', 'react-native', 'iframe'] as const)
      expect(offersAppDownload('browser', host)).toBe(false);
    expect(offersAppDownload('browser', null)).toBe(false);
  });
});
