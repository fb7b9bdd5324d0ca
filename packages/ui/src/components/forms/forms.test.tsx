import { Button } from '@mantine/core';
import { useForm } from './useForm';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test-utils/render';
import { DATE_TIME_FIELD_TEXTS, DateTimeField } from './DateTimeField';
import { fieldLabel } from './fieldLabel';
import { FORM_DIALOG_TEXTS, FormDialog, useDirtyForm } from './FormDialog';

describe('fieldLabel', () => {
  it("names a path by the form's label, else its last part in words, never the raw path", () => {
    expect(fieldLabel('tender.bidDeadline')).toBe('Bid Deadline');
    expect(fieldLabel('closeDate', { closeDate: 'Close Date' })).toBe('Close Date');
    expect(fieldLabel('deliverySlots.0.startTime')).toBe('Start Time');
    expect(fieldLabel('reason')).toBe('Reason');
  });
});

function TimedFields({ onSaved }: { onSaved: (value: string | null) => void }) {
  const form = useForm<{ deadline: string | null }>({ initialValues: { deadline: null } });
  useDirtyForm(form.isDirty());
  return (
    <form onSubmit={form.onSubmit((values) => onSaved(values.deadline))}>
      <DateTimeField label="Bid Deadline" minDate={dayjs().format('YYYY-MM-DD')} {...form.getInputProps('deadline')} />
      <Button type="submit">Save</Button>
    </form>
  );
}

function TimedForm({ onSaved }: { onSaved: (value: string | null) => void }) {
  const [opened, setOpened] = useState(true);
  return (
    <FormDialog opened={opened} onClose={() => setOpened(false)} title="Timed">
      <TimedFields onSaved={onSaved} />
    </FormDialog>
  );
}

describe('DateTimeField in a FormDialog', () => {
  it('sets a day and a time by clicking: the picker has a time input, and Escape in it closes the picker only', async () => {
    const saved: (string | null)[] = [];
    const { user } = renderScreen(<TimedForm onSaved={(v) => saved.push(v)} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Timed' }));
    await user.click(dialog.getByRole('button', { name: DATE_TIME_FIELD_TEXTS.openPicker('Bid Deadline') }));
    await screen.findByRole('textbox', { name: 'Hours' }).catch(() => screen.findByLabelText('Hours'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByLabelText('Hours')).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Timed' })).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: DATE_TIME_FIELD_TEXTS.openPicker('Bid Deadline') }));
    const tomorrow = dayjs().add(1, 'day');
    if (tomorrow.month() !== dayjs().month()) await user.click(await screen.findByRole('button', { name: /next/i }));
    await user.click(await screen.findByRole('button', { name: tomorrow.format('D MMMM YYYY') }));
    await user.type(screen.getByLabelText('Hours'), '0230');
    await user.selectOptions(screen.getByLabelText('AM or PM'), 'PM');
    await user.click(screen.getByRole('button', { name: DATE_TIME_FIELD_TEXTS.setTime }));
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: 'Bid Deadline' })).toHaveValue(
        `${tomorrow.format('MMMM D, YYYY')} 2:30 PM`,
      ),
    );
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(saved).toEqual([`${tomorrow.format('YYYY-MM-DD')} 14:30:00`]);

    // The form has changes now: Escape asks first.
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: FORM_DIALOG_TEXTS.discardTitle })).toBeInTheDocument();
  }, 60_000);

  it("names the picker's month steps on every day of the month (the last one steps to the next month)", async () => {
    const { user } = renderScreen(<TimedForm onSaved={() => undefined} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Timed' }));
    await user.click(dialog.getByRole('button', { name: DATE_TIME_FIELD_TEXTS.openPicker('Bid Deadline') }));
    expect(await screen.findByRole('button', { name: 'Previous month' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    const next = dayjs().add(1, 'month');
    expect(await screen.findByRole('button', { name: next.endOf('month').format('D MMMM YYYY') })).toBeInTheDocument();
  }, 60_000);
});

describe('DateTimeField in French', () => {
  it('is typed in the French long style on the 24-hour clock, its picker named in French', async () => {
    const saved: (string | null)[] = [];
    const { user } = renderScreen(<TimedFields onSaved={(v) => saved.push(v)} />, { language: 'fr' });
    await user.click(
      await screen.findByRole('button', { name: 'Choisir la date et l’heure : bid deadline' }, { timeout: 10_000 }),
    );
    expect(await screen.findByLabelText('Heures')).toBeInTheDocument();
    // The dates' locale (24-hour clock) loads apart from the catalogue: on a busy machine it lands a moment later.
    await waitFor(() => expect(screen.queryByLabelText('AM ou PM')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Valider la date et l’heure' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mois suivant' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    const tomorrow = dayjs().add(1, 'day');
    const french = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' }).format(
      tomorrow.toDate(),
    );
    const field = screen.getByRole('textbox', { name: 'Bid Deadline' });
    await user.type(field, `${french} 14:30`);
    await user.tab();
    await waitFor(() => expect(field).toHaveValue(`${french} 14:30`));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toEqual([`${tomorrow.format('YYYY-MM-DD')} 14:30:00`]);
  }, 60_000);
});
