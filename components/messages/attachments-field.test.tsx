// @vitest-environment jsdom
/**
 * AttachmentsField keeps the keyboard's place: removing a file moves focus to the file now in its
 * place, else the last one, else 'Adaugă fișiere', never to the page's body (which would also drop
 * out of the contact dialog).
 */
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '@/test-support/i18n-test-utils';
import { AttachmentsField } from './attachments-field';

function Owner({ names }: { names: readonly string[] }) {
  const [files, setFiles] = useState(names.map((name) => ({ name, size: 2048 })));
  return (
    <AttachmentsField
      idPrefix="test"
      files={files}
      disabled={false}
      problem={null}
      onAdd={() => undefined}
      onRemove={(index) => setFiles((all) => all.filter((_, at) => at !== index))}
    />
  );
}

const removeButton = (name: string) => screen.getByRole('button', { name: new RegExp(name) });

describe('AttachmentsField', () => {
  it('moves focus to the next file, the previous one, then the picker as files are removed', () => {
    renderWithProviders(<Owner names={['a.jpg', 'b.pdf', 'c.png']} />);
    removeButton('b.pdf').focus();
    fireEvent.click(removeButton('b.pdf'));
    expect(document.activeElement).toBe(removeButton('c.png'));
    fireEvent.click(removeButton('c.png'));
    expect(document.activeElement).toBe(removeButton('a.jpg'));
    fireEvent.click(removeButton('a.jpg'));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Adaugă fișiere' }));
  });
});
