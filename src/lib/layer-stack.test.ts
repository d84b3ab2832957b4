import { describe, expect, it, vi } from 'vitest';
import { createLayerStack } from './layer-stack.ts';

describe('layer stack', () => {
  it('closes the last opened layer first, and says when none is left', () => {
    const stack = createLayerStack();
    const sheet = vi.fn();
    const modal = vi.fn();
    const removeSheet = stack.push(sheet);
    const removeModal = stack.push(modal);
    expect(stack.closeTop()).toBe(true);
    expect(modal).toHaveBeenCalledOnce();
    expect(sheet).not.toHaveBeenCalled();
    removeModal();
    expect(stack.closeTop()).toBe(true);
    expect(sheet).toHaveBeenCalledOnce();
    removeSheet();
    expect(stack.size).toBe(0);
    expect(stack.closeTop()).toBe(false);
  });

  it('forgets a layer removed out of order', () => {
    const stack = createLayerStack();
    const first = vi.fn();
    const second = vi.fn();
    const removeFirst = stack.push(first);
    stack.push(second);
    removeFirst();
    removeFirst();
    stack.closeTop();
    expect(second).toHaveBeenCalledOnce();
    expect(first).not.toHaveBeenCalled();
  });
});
