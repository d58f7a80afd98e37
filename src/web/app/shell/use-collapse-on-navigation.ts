import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * The sidebar widens while hovered (shell.module.css). After a navigation it closes again, although the
 * pointer that chose the item is still on it: on a touch screen a tapped element stays hovered until
 * the next tap elsewhere, which would leave the wide menu over the page just opened. So a navigation
 * takes the focus out of the sidebar and marks it collapsed, hover or not, until the mouse leaves it or
 * the next tap (a pointer going down) on the sidebar itself. Keyboard focus still widens it (a Tab after
 * the navigation, for example).
 */
export function useCollapseOnNavigation() {
  const { key, pathname } = useLocation();
  // A screen that keeps its choices in the address replaces the entry (a cascade, a filter, a page given
  // back): that is no navigation of the user's, and a hovered sidebar stays open through it. Another
  // screen is always one, though: a screen's own replace can land in the same render as the user's
  // click (the cascade choosing the only university as the sidebar item is pressed), and the render then
  // sees only the replace.
  const replaced = useNavigationType() === 'REPLACE';
  const navbar = useRef<HTMLDivElement>(null);
  const [collapsed, setCollapsed] = useState(false);
  const last = useRef({ key, pathname });

  useEffect(() => {
    if (key === last.current.key) return;
    const anotherScreen = pathname !== last.current.pathname;
    last.current = { key, pathname };
    if (replaced && !anotherScreen) return;
    setCollapsed(true);
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && navbar.current?.contains(focused)) focused.blur();
  }, [key, pathname, replaced]);

  return {
    ref: navbar,
    'data-collapsed': collapsed || undefined,
    onPointerDown: () => setCollapsed(false),
    // A touch pointer "leaves" at the end of every tap, before the click that navigates: only a mouse's
    // (or pen's) leaving means the pointer has gone elsewhere.
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType !== 'touch') setCollapsed(false);
    },
  };
}
