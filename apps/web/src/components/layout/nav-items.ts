import type { User } from '@arcade/contracts';

export type NavKey = 'dashboard' | 'record' | 'account' | 'admin' | 'laboratory';
export type NavItem = { key: NavKey; to: string };

/**
 * Header links: the public record for everyone, the dashboard and "Mi cuenta" when signed in, admin
 * pages for admins.
 */
export function navItemsFor(user: User | null | undefined): NavItem[] {
  const record: NavItem = { key: 'record', to: '/record' };
  if (!user) return [record];
  const items: NavItem[] = [
    { key: 'dashboard', to: '/dashboard' },
    record,
    { key: 'account', to: '/account' },
  ];
  if (user.role === 'admin') {
    items.push({ key: 'admin', to: '/admin' }, { key: 'laboratory', to: '/laboratory' });
  }
  return items;
}
