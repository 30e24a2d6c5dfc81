// @vitest-environment jsdom
/**
 * What a sub-user without the section's right sees on an account page: the access-restricted
 * dialog open from the first render, and no screen behind it.
 */
import { fireEvent, screen } from '@testing-library/react';
import { renderUi } from '@/model-tests/render-ui';
import { RestrictedSection } from './restricted-section';

describe('RestrictedSection', () => {
  it('opens the access-restricted dialog at once, closes it, and reopens it from the note', () => {
    renderUi(<RestrictedSection />);
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Acces restricționat');
    fireEvent.click(screen.getByRole('button', { name: 'Am înțeles' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Acces restricționat');
    fireEvent.click(screen.getByRole('button', { name: 'Acces restricționat' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
