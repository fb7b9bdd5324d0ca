import { RFQ_MESSAGES } from '@energy/domain/schemas/rfq';
import { Button, TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test-utils/render';
import { useForm } from './useForm';

/** A form whose rule words its message in English, as the domain's schemas do. */
function TitleForm() {
  const form = useForm({
    initialValues: { title: '' },
    validate: { title: (value: string) => (value.trim() ? null : RFQ_MESSAGES.titleRequired) },
  });
  return (
    <form onSubmit={form.onSubmit(() => undefined)}>
      <TextInput label="Title" {...form.getInputProps('title')} />
      <Button type="submit">Submit</Button>
    </form>
  );
}

describe('useForm', () => {
  it('shows a field message in the page language', async () => {
    const { user } = renderScreen(<TitleForm />, { language: 'fr' });
    await screen.findByRole('button', { name: 'Submit' });
    // The French catalogue is in once the page speaks French.
    await expect.poll(() => document.documentElement.lang).toBe('fr');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Le titre est obligatoire')).toBeInTheDocument();
  });

  it('keeps the spec English text in English', async () => {
    const { user } = renderScreen(<TitleForm />);
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
  });
});
