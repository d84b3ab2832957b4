import { describe, expect, it } from 'vitest';
import { parseTip, presetTip, REVIEW_TEXT_MAX, reviewProblem, tipProblem } from './feedback.ts';

describe('a review', () => {
  it('needs a rating of 1 to 5 stars', () => {
    expect(reviewProblem(null, 'Tasty')).toBe('ratingRequired');
    expect(reviewProblem(0, '')).toBe('ratingRequired');
    expect(reviewProblem(6, '')).toBe('ratingRequired');
    expect(reviewProblem(4, '')).toBeNull();
  });

  it('keeps its text within the limit, not counting the spaces around it', () => {
    expect(reviewProblem(5, 'x'.repeat(REVIEW_TEXT_MAX))).toBeNull();
    expect(reviewProblem(5, ` ${'x'.repeat(REVIEW_TEXT_MAX)} `)).toBeNull();
    expect(reviewProblem(5, 'x'.repeat(REVIEW_TEXT_MAX + 1))).toBe('tooLong');
  });
});

describe('a tip', () => {
  it('is a rounded percentage of the total for a preset', () => {
    expect(presetTip(11_110, 10)).toBe(1111);
    expect(presetTip(11_115, 5)).toBe(556);
    expect(presetTip(0, 15)).toBe(0);
  });

  it('reads a typed sum with one decimal point, comma or dot, and nothing else', () => {
    expect(parseTip('500')).toBe(500);
    expect(parseTip(' 2,50 ')).toBe(2.5);
    expect(parseTip('1.5.0')).toBeNull();
    expect(parseTip('-5')).toBeNull();
    expect(parseTip('5e3')).toBeNull();
    expect(parseTip('')).toBeNull();
  });

  it('must be above 0 and not above the total', () => {
    expect(tipProblem(null, 1000)).toBe('invalidSum');
    expect(tipProblem(0, 1000)).toBe('invalidSum');
    expect(tipProblem(1001, 1000)).toBe('tooMuch');
    expect(tipProblem(1000, 1000)).toBeNull();
  });
});
