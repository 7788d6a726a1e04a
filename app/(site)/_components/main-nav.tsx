'use client';

import {
  ChevronDown as ChevronDownIcon,
  House as HouseIcon,
  Menu as MenuIcon,
  MessageCircle as MessageCircleIcon,
  X as XIcon,
} from '@/components/ui/icons';
import Link from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { isActivePath } from '@/lib/active-path';
import type { NavGroup, NavLink } from '@/lib/routes';

interface MainNavProps {
  groups: NavGroup[];
  links: NavLink[];
  whatsappHref: string;
  /** Slot for the currency widget. */
  widget?: React.ReactNode;
}

// Roomier from 2xl; below it the eight items, the rates and WhatsApp fit on one line from xl
// (1280 px) in the widest common system font (DejaVu Sans), inside the floating buttons' gutter.
const itemBase =
  'inline-flex items-center gap-1 rounded-md px-2.5 py-2 text-sm font-semibold whitespace-nowrap transition-colors 2xl:px-3 2xl:tracking-wide';

function itemClass(active: boolean) {
  return `${itemBase} ${active ? 'bg-white/15 text-white' : 'text-brand-50 hover:bg-white/10 hover:text-white'}`;
}

function Dropdown({ group, pathname }: { group: NavGroup; pathname: string }) {
  const [open, setOpen] = useState(false);
  // How the open menu was opened: a click on a menu the pointer opened by hovering (and a
  // touch, which emulates both) keeps it open; a click on a menu opened by a click closes it.
  const openedBy = useRef<'hover' | 'click'>('click');
  const rootRef = useRef<HTMLLIElement>(null);
  const triggerRef = useRef<HTMLAnchorElement>(null);
  const menuId = useId();
  const active = isActivePath(pathname, group.path) || group.links.some((l) => isActivePath(pathname, l.path));

  const focusItem = (index: number) => {
    const items = rootRef.current?.querySelectorAll<HTMLAnchorElement>('[role="menu"] a');
    if (!items?.length) return;
    items[(index + items.length) % items.length]?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // A chosen link closes the menu (the route changes); adjusted during render.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
  }

  return (
    <li
      ref={rootRef}
      className="relative"
      onMouseEnter={() => {
        if (!open) openedBy.current = 'hover';
        setOpen(true);
      }}
      onMouseLeave={() => setOpen(false)}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.preventDefault();
          setOpen(false);
          triggerRef.current?.focus();
        }
      }}
    >
      <a
        ref={triggerRef}
        href={group.path}
        className={itemClass(active)}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={(event) => {
          event.preventDefault();
          const close = open && openedBy.current === 'click';
          openedBy.current = 'click';
          setOpen(!close);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            flushSync(() => setOpen(true));
            focusItem(0);
          } else if (event.key === ' ') {
            event.preventDefault();
            setOpen((v) => !v);
          }
        }}
      >
        {group.label}
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
      </a>
      <div className={`absolute top-full left-0 z-40 pt-2 ${open ? 'block' : 'hidden'}`}>
        <ul
          id={menuId}
          role="menu"
          aria-label={group.label}
          className="max-h-[70vh] min-w-64 overflow-y-auto rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
          onKeyDown={(event) => {
            const items = Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('[role="menu"] a') ?? []);
            const index = items.indexOf(document.activeElement as HTMLAnchorElement);
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              focusItem(index + 1);
            } else if (event.key === 'ArrowUp') {
              event.preventDefault();
              focusItem(index - 1);
            }
          }}
        >
          {group.links.map((link) => (
            <li key={link.path} role="none">
              <Link
                role="menuitem"
                href={link.path}
                onClick={() => setOpen(false)}
                aria-current={pathname === link.path ? 'page' : undefined}
                className={`block rounded-lg px-3 py-2 text-sm ${
                  pathname === link.path
                    ? 'bg-brand-50 font-semibold text-brand-700'
                    : 'text-slate-700 hover:bg-slate-100'
                }`}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

/**
 * The phone and tablet menu: a <details>, so that without JavaScript the summary still
 * opens it and every section can be reached. With JavaScript it also closes on Escape,
 * on a tap outside it and when a link is chosen.
 */
function MobileMenu({ groups, links, whatsappHref, pathname }: Omit<MainNavProps, 'widget'> & { pathname: string }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => {
    if (ref.current) ref.current.open = false;
  }, []);

  // Another page was reached (a link, the back button): the menu closes.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    close();
  }, [pathname, close]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      ref.current?.querySelector('summary')?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, close]);

  return (
    <details ref={ref} className="group/menu xl:hidden" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary
        className="inline-flex cursor-pointer list-none items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold text-white hover:bg-white/10 [&::-webkit-details-marker]:hidden"
        data-testid="mobile-menu-toggle"
      >
        <MenuIcon className="size-5 group-open/menu:hidden" aria-hidden="true" />
        <XIcon className="hidden size-5 group-open/menu:block" aria-hidden="true" />
        <span>Menü</span>
      </summary>
      <div className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-12rem)] overflow-y-auto border-t border-brand-700 bg-white shadow-xl">
        <nav aria-label="Mobil menü" className="container-page py-4">
          <ul className="space-y-1">
            <li>
              <Link
                href="/"
                onClick={close}
                className="block rounded-lg px-3 py-2.5 font-semibold text-slate-800 hover:bg-slate-100"
              >
                Anasayfa
              </Link>
            </li>
            {groups.map((group) => (
              <li key={group.label}>
                <details className="group rounded-lg">
                  <summary className="flex cursor-pointer list-none items-center justify-between rounded-lg px-3 py-2.5 font-semibold text-slate-800 hover:bg-slate-100">
                    {group.label}
                    <ChevronDownIcon className="size-4 transition-transform group-open:rotate-180" aria-hidden="true" />
                  </summary>
                  <ul className="mb-2 ml-3 border-l border-slate-200 pl-3">
                    {group.links.map((link) => (
                      <li key={link.path}>
                        <Link
                          href={link.path}
                          onClick={close}
                          className="block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100"
                        >
                          {link.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ))}
            {links.map((link) => (
              <li key={link.path}>
                <Link
                  href={link.path}
                  onClick={close}
                  className={`block rounded-lg px-3 py-2.5 font-semibold hover:bg-slate-100 ${
                    isActivePath(pathname, link.path) ? 'text-brand-600' : 'text-slate-800'
                  }`}
                >
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <a
                href={whatsappHref}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-2 flex items-center justify-center gap-2 rounded-lg bg-whatsapp px-3 py-3 font-semibold text-white"
              >
                <MessageCircleIcon className="size-5" aria-hidden="true" />
                WhatsApp ile yazın
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </details>
  );
}

/** Navigation bar: home icon, four dropdowns, three links, WhatsApp, widget slot, mobile menu. */
export function MainNav({ groups, links, whatsappHref, widget }: MainNavProps) {
  const pathname = usePathname() ?? '/';
  return (
    <div className="relative bg-brand-600">
      <div className="container-page flex min-h-14 items-center justify-between gap-2">
        <nav aria-label="Ana menü" className="hidden xl:block">
          <ul className="flex items-center gap-0.5">
            <li>
              <Link
                href="/"
                className={itemClass(pathname === '/')}
                aria-label="Anasayfa"
                aria-current={pathname === '/' ? 'page' : undefined}
              >
                <HouseIcon className="size-5" aria-hidden="true" />
              </Link>
            </li>
            {groups.map((group) => (
              <Dropdown key={group.label} group={group} pathname={pathname} />
            ))}
            {links.map((link) => (
              <li key={link.path}>
                <Link
                  href={link.path}
                  className={itemClass(isActivePath(pathname, link.path))}
                  aria-current={isActivePath(pathname, link.path) ? 'page' : undefined}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <MobileMenu groups={groups} links={links} whatsappHref={whatsappHref} pathname={pathname} />
        <div className="flex items-center gap-2">
          {widget}
          <a
            href={whatsappHref}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 rounded-md bg-whatsapp px-3 py-2 text-sm font-semibold text-white hover:bg-whatsapp-dark"
          >
            <MessageCircleIcon className="size-4" aria-hidden="true" />
            <span className="sr-only sm:not-sr-only xl:sr-only min-[90rem]:not-sr-only">WhatsApp</span>
          </a>
        </div>
      </div>
    </div>
  );
}
