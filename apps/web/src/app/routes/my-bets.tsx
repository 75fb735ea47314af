import { MyBetsPage } from '@/features/bets';

export function MyBetsRoute() {
  return <MyBetsPage />;
}
