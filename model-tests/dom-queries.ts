/**
 * Small, fast DOM lookups for screen walks. Testing Library's *ByRole queries compute the whole
 * accessibility tree on every call, which makes hundreds of generated paths slow; these look at
 * explicit roles and a simple accessible name (aria-label, aria-labelledby, else text).
 */

/** The accessible name as our components set it: aria-label, aria-labelledby, or the text. */
export function accessibleName(element: Element): string {
  const label = element.getAttribute('aria-label');
  if (label !== null) return label.trim();
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) {
    return labelledBy
      .split(/\s+/u)
      .map((id) => element.ownerDocument.getElementById(id)?.textContent?.trim() ?? '')
      .filter(Boolean)
      .join(' ');
  }
  return (element.textContent ?? '').trim();
}

/** Elements with an explicit `role` attribute inside `root`. */
export function allWithRole<T extends HTMLElement = HTMLElement>(root: ParentNode, role: string): T[] {
  return [...root.querySelectorAll<T>(`[role="${role}"]`)];
}

/** The one element with `role`, or null; throws when there are several. */
export function oneWithRole<T extends HTMLElement = HTMLElement>(root: ParentNode, role: string): T | null {
  const found = allWithRole<T>(root, role);
  if (found.length > 1) throw new Error(`Found ${found.length} elements with role ${role}`);
  return found[0] ?? null;
}

/** Like oneWithRole, but throws when there is none. */
export function theOneWithRole<T extends HTMLElement = HTMLElement>(root: ParentNode, role: string): T {
  const found = oneWithRole<T>(root, role);
  if (!found) throw new Error(`No element with role ${role}`);
  return found;
}

/** Buttons (native) whose accessible name matches. */
export function buttonsNamed(root: ParentNode, name: string | RegExp): HTMLButtonElement[] {
  return [...root.querySelectorAll('button')].filter((button) => {
    const accessible = accessibleName(button);
    return typeof name === 'string' ? accessible === name : name.test(accessible);
  });
}

/** The one button with that name, or null; throws when there are several. */
export function buttonNamed(root: ParentNode, name: string | RegExp): HTMLButtonElement | null {
  const found = buttonsNamed(root, name);
  if (found.length > 1) throw new Error(`Found ${found.length} buttons named ${String(name)}`);
  return found[0] ?? null;
}

/** Like buttonNamed, but throws when there is none. */
export function theButtonNamed(root: ParentNode, name: string | RegExp): HTMLButtonElement {
  const found = buttonNamed(root, name);
  if (!found) throw new Error(`No button named ${String(name)}`);
  return found;
}
