/** The user's locale as the browser gives it (the server's first frame has none: kilometers). */
export function browserLocale(): string {
  return typeof navigator === 'undefined' ? 'en' : navigator.language || 'en';
}
