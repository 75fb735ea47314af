import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { changeLanguage } from '@/lib/i18n';
import { dismissToast, toast } from '@/lib/use-toast';

describe('toasts', () => {
  afterEach(() => {
    act(() => dismissToast());
  });

  it('shows title and description', async () => {
    await changeLanguage('es');
    render(<Toaster />);
    act(() => {
      toast({ title: 'Bienvenido', description: 'Has iniciado sesión correctamente' });
    });
    expect(screen.getByText('Bienvenido')).toBeTruthy();
    expect(screen.getByText('Has iniciado sesión correctamente')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Notificaciones (F8)' })).toBeTruthy();
  });

  it('keeps at most one toast: a second toast replaces the first', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First toast' });
      toast({ title: 'Second toast', variant: 'destructive', duration: 6000 });
    });
    expect(screen.queryByText('First toast')).toBeNull();
    expect(screen.getByText('Second toast')).toBeTruthy();
  });
});
