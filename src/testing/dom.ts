/** DOM helpers of the screen tests, for reading and driving a mount's shadow root as a person would. */

/** The texts of the elements matching `selector`. */
export function texts(root: ParentNode, selector: string): string[] {
  return [...root.querySelectorAll(selector)].map((node) => node.textContent?.trim() ?? '');
}

/** The element among `selector` whose text is `text` (or matches it). */
export function byText<E extends Element = HTMLElement>(
  root: ParentNode,
  selector: string,
  text: string | RegExp,
): E | undefined {
  return [...root.querySelectorAll<E>(selector)].find((node) =>
    typeof text === 'string' ? node.textContent?.trim() === text : text.test(node.textContent ?? ''),
  );
}

/** Clicks an element found by its visible text among `selector`. */
export function clickText(root: ParentNode, selector: string, text: string | RegExp): void {
  const target = byText(root, selector, text);
  if (!target) throw new Error(`no ${selector} with text ${String(text)}`);
  target.click();
}

/** Types into an input the way React hears it. */
export function typeInto(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The input a visible label names. */
export function field(root: ParentNode, label: string): HTMLInputElement {
  const node = byText<HTMLLabelElement>(root, 'label', label);
  const input = node?.htmlFor ? root.querySelector<HTMLInputElement>(`[id="${node.htmlFor}"]`) : null;
  if (!input) throw new Error(`no field labelled ${label}`);
  return input;
}
