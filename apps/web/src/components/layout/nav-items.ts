import type { User } from '@arcade/contracts';

export type NavKey = 'dashboard' | 'admin' | 'laboratory';
export type NavItem = { key: NavKey; to: string };

/** Links for a signed-in user; admin-only pages are listed for admins only. */
export function navItemsFor(user: User): NavItem[] {
  const items: NavItem[] = [{ key: 'dashboard', to: '/dashboard' }];
  if (user.role === 'admin') {
    items.push({ key: 'admin', to: '/admin' }, { key: 'laboratory', to: '/laboratory' });
  }
  return items;
}
