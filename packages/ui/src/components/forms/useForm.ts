import { isLanguage } from '@energy/i18n/languages';
import { localizeMessage } from '@energy/i18n/localize';
import { useForm as useMantineForm, type FormErrors, type UseFormInput } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Mantine's useForm, whose field messages are shown in the user's language. The rules that check a field live in
 * packages/domain (zod schemas shared with the server) and word their messages in English, the spec's texts; the
 * form reads each one back in the page's language (localizeMessage) where it shows it: `errors` and the `error`
 * of getInputProps. Every form imports useForm from here.
 */
function useLocalizedForm(input?: UseFormInput<Record<string, unknown>>) {
  const form = useMantineForm(input);
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  if (language === 'en') return form;
  const say = (error: ReactNode): ReactNode => (typeof error === 'string' ? localizeMessage(error, language) : error);
  const errors: FormErrors = Object.fromEntries(Object.entries(form.errors).map(([path, error]) => [path, say(error)]));
  const getInputProps: typeof form.getInputProps = (path, options) => {
    const props = form.getInputProps(path, options);
    return 'error' in props ? { ...props, error: say(props.error as ReactNode) } : props;
  };
  return { ...form, errors, getInputProps };
}

export const useForm = useLocalizedForm as unknown as typeof useMantineForm;
