import type { AdminUser } from '@arcade/contracts';
import { useTranslation } from 'react-i18next';
import { TableFrame, Td, Th, Tr } from '@/components/ui/table-frame';
import type { SubscriptionActions } from '../hooks/use-subscription-actions';
import { StripeStatusBadge } from './stripe-status-badge';
import {
  BreakBadge,
  FreePickBadge,
  PeriodEnd,
  PlanSelect,
  RoleLabel,
  SubscriptionStatusBadge,
  ToggleButton,
} from './user-cells';

type UsersListProps = { users: readonly AdminUser[]; actions: SubscriptionActions };

function UserIdentity({ user }: { user: AdminUser }) {
  return (
    <div className="min-w-0">
      <p className="truncate font-medium text-ink text-sm">{user.email}</p>
      <p className="truncate text-ink-subtle text-xs">{user.name}</p>
    </div>
  );
}

/**
 * Email, role, plan (chosen in place), Stripe's status, status, period end, free pick, the break from
 * gambling the person is on and the active toggle.
 */
export function UsersTable({ users, actions }: UsersListProps) {
  const { t } = useTranslation('users');
  return (
    <TableFrame caption={t('list.caption')} testId="users-table">
      <thead>
        <tr>
          <Th>{t('list.columns.email')}</Th>
          <Th>{t('list.columns.role')}</Th>
          <Th>{t('list.columns.plan')}</Th>
          <Th>{t('list.columns.stripe')}</Th>
          <Th>{t('list.columns.status')}</Th>
          <Th>{t('list.columns.periodEnd')}</Th>
          <Th>{t('list.columns.freePick')}</Th>
          <Th>{t('list.columns.onBreak')}</Th>
          <Th className="text-right">{t('list.columns.actions')}</Th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => (
          <Tr key={user.id} data-testid={`user-row-${user.id}`}>
            <Td className="max-w-72">
              <UserIdentity user={user} />
            </Td>
            <Td>
              <RoleLabel user={user} />
            </Td>
            <Td>
              <PlanSelect user={user} actions={actions} />
            </Td>
            <Td>
              <StripeStatusBadge status={user.stripeStatus} />
            </Td>
            <Td>
              <SubscriptionStatusBadge status={user.status} />
            </Td>
            <Td>
              <PeriodEnd user={user} />
            </Td>
            <Td>
              <FreePickBadge user={user} />
            </Td>
            <Td>
              <BreakBadge onBreak={user.onBreak} />
            </Td>
            <Td className="text-right">
              <ToggleButton user={user} actions={actions} />
            </Td>
          </Tr>
        ))}
      </tbody>
    </TableFrame>
  );
}

/** The same on a phone: one card per account, its controls at the bottom. */
export function UserCards({ users, actions }: UsersListProps) {
  const { t } = useTranslation('users');
  return (
    <ul data-testid="users-cards" aria-label={t('list.caption')} className="grid grid-cols-1 gap-3">
      {users.map((user) => (
        <li
          key={user.id}
          data-testid={`user-card-${user.id}`}
          className="min-w-0 rounded-2xl border border-line bg-surface/60 p-4"
        >
          <div className="flex items-start justify-between gap-3">
            <UserIdentity user={user} />
            <RoleLabel user={user} />
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
            <div className="grid gap-1">
              <dt className="text-ink-subtle text-xs">{t('list.columns.status')}</dt>
              <dd>
                <SubscriptionStatusBadge status={user.status} />
              </dd>
            </div>
            <div className="grid gap-1">
              <dt className="text-ink-subtle text-xs">{t('list.columns.freePick')}</dt>
              <dd>
                <FreePickBadge user={user} />
              </dd>
            </div>
            <div className="grid gap-1">
              <dt className="text-ink-subtle text-xs">{t('list.columns.stripe')}</dt>
              <dd>
                <StripeStatusBadge status={user.stripeStatus} />
              </dd>
            </div>
            <div className="grid gap-1">
              <dt className="text-ink-subtle text-xs">{t('list.columns.periodEnd')}</dt>
              <dd>
                <PeriodEnd user={user} />
              </dd>
            </div>
            <div className="col-span-2 grid gap-1">
              <dt className="text-ink-subtle text-xs">{t('list.columns.onBreak')}</dt>
              <dd>
                <BreakBadge onBreak={user.onBreak} />
              </dd>
            </div>
          </dl>
          <div className="mt-3 flex items-start gap-2 border-line/70 border-t pt-3">
            <div className="min-w-0 flex-1">
              <PlanSelect user={user} actions={actions} />
            </div>
            <ToggleButton user={user} actions={actions} />
          </div>
        </li>
      ))}
    </ul>
  );
}
