import type { Catalogue } from '../en';

export const mail: Catalogue['mail'] = {
  signOff: 'EnergyHub',
  greeting: 'Guten Tag {firstName},',
  greetingNoName: 'Guten Tag,',
  verification: {
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
    body: 'Bestätigen Sie mit diesem Link, dass diese Adresse Ihnen gehört (er läuft in {hours} Stunden ab):\n{link}\n\nBis dahin kann sich Ihr Konto anmelden, aber nicht handeln.\n\nWenn Sie kein EnergyHub-Konto angelegt haben, ignorieren Sie diese Nachricht.',
  },
  signUpAttempt: {
    subject: 'Jemand hat versucht, sich mit Ihrer E-Mail-Adresse zu registrieren',
    body: 'Jemand hat versucht, mit dieser Adresse, zu der bereits Ihr Konto gehört, ein neues EnergyHub-Konto anzulegen. Es wurde nichts angelegt und Ihr Konto ist unverändert.\n\nWenn Sie es waren, melden Sie sich stattdessen an: {signIn}\nPasswort vergessen? {forgot}',
  },
  emailChangeConfirm: {
    subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse',
    body: 'Sie möchten diese Adresse für Ihr EnergyHub-Konto verwenden. Die Änderung wird wirksam, wenn Sie diesem Link folgen (er läuft in {hours} Stunden ab):\n{link}\n\nWenn Sie das nicht angefordert haben, ignorieren Sie diese Nachricht.',
  },
  emailChangeAddressInUse: {
    subject: 'Jemand hat versucht, Ihre E-Mail-Adresse zu verwenden',
    body: 'Jemand wollte ein anderes EnergyHub-Konto auf diese Adresse umstellen, zu der bereits ein Konto gehört. Es hat sich nichts geändert und Sie müssen nichts tun.',
  },
  emailChangeNotice: {
    subject: 'Die E-Mail-Adresse Ihres EnergyHub-Kontos wird geändert',
    body: 'Jemand, der in Ihrem Konto angemeldet ist, hat beantragt, dessen E-Mail-Adresse in {newEmail} zu ändern. Die Änderung wird wirksam, wenn dem an diese Adresse gesendeten Link gefolgt wird.\n\nWenn Sie das nicht waren, folgen Sie innerhalb von {days} Tagen diesem Link: Er bricht die Änderung ab (oder stellt diese Adresse wieder her, falls sie bereits wirksam ist) und meldet Ihr Konto überall ab.\n{link}\n\nMelden Sie sich dann an und ändern Sie Ihr Passwort.',
  },
  passwordReset: {
    subject: 'Setzen Sie Ihr Passwort zurück',
    body: 'Setzen Sie Ihr Passwort mit diesem Link zurück (er läuft in 1 Stunde ab):\n{link}\n\nWenn Sie das nicht angefordert haben, ignorieren Sie diese Nachricht.',
  },
  invitation: {
    subject: 'Sie sind eingeladen, {organization} auf EnergyHub beizutreten',
    invited: 'Sie sind eingeladen, {organization} auf EnergyHub als {role} beizutreten.',
    held: 'Diese Adresse gehört bereits zu einem EnergyHub-Konto, und ein Konto gehört zu genau einer Organisation; daher kann diese Einladung damit nicht verwendet werden. Um beizutreten, bitten Sie die Person, die Sie eingeladen hat, eine andere Adresse zu verwenden.\n\nWenn Sie diese Nachricht nicht erwartet haben, ignorieren Sie sie.',
    link: 'Legen Sie Ihr Konto mit diesem Link an (er läuft in {days} Tagen ab):\n{link}\n\nWenn Sie diese Nachricht nicht erwartet haben, ignorieren Sie sie.',
  },
};
