import { describe, expect, it } from 'vitest';
import { isBotStartLink } from './messenger-control.ts';

describe('the bot start link the panel catches in the phone', () => {
  it("is the app's t.me link with a start token, and nothing else", () => {
    expect(isBotStartLink('https://t.me/dastarkhan_sandbox_bot?start=st_2_519344')).toBe(true);
    expect(isBotStartLink('https://t.me/dastarkhan_sandbox_bot')).toBe(false);
    expect(isBotStartLink('https://t.me/dala_coffee_11')).toBe(false);
    expect(isBotStartLink('https://example.com/?start=st_2')).toBe(false);
  });
});
