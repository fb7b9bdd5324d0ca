import type { Catalogue } from '../en';

export const mail: Catalogue['mail'] = {
  signOff: 'EnergyHub',
  greeting: 'Bonjour {firstName},',
  greetingNoName: 'Bonjour,',
  verification: {
    subject: 'Confirmez votre adresse e-mail',
    body: 'Confirmez que cette adresse est la vôtre avec ce lien (il expire dans {hours} heures) :\n{link}\n\nD’ici là, votre compte peut se connecter mais pas négocier.\n\nSi vous n’avez pas créé de compte EnergyHub, ignorez ce message.',
  },
  signUpAttempt: {
    subject: 'Quelqu’un a tenté de s’inscrire avec votre adresse e-mail',
    body: 'Quelqu’un a tenté de créer un nouveau compte EnergyHub avec cette adresse, qui possède déjà votre compte. Rien n’a été créé et votre compte est inchangé.\n\nSi c’était vous, connectez-vous plutôt : {signIn}\nMot de passe oublié ? {forgot}',
  },
  emailChangeConfirm: {
    subject: 'Confirmez votre nouvelle adresse e-mail',
    body: 'Vous avez demandé à utiliser cette adresse pour votre compte EnergyHub. La modification prend effet lorsque vous suivez ce lien (il expire dans {hours} heures) :\n{link}\n\nSi vous n’avez rien demandé, ignorez ce message.',
  },
  emailChangeAddressInUse: {
    subject: 'Quelqu’un a tenté d’utiliser votre adresse e-mail',
    body: 'Quelqu’un a demandé à transférer un autre compte EnergyHub vers cette adresse, qui possède déjà un compte. Rien n’a changé et vous n’avez rien à faire.',
  },
  emailChangeNotice: {
    subject: 'L’adresse e-mail de votre compte EnergyHub va changer',
    body: 'Une personne connectée à votre compte a demandé à remplacer son adresse e-mail par {newEmail}. La modification prend effet lorsque le lien envoyé à cette adresse est suivi.\n\nSi ce n’était pas vous, suivez ce lien dans les {days} jours : il annule la modification (ou rétablit cette adresse si elle a déjà pris effet) et déconnecte votre compte partout.\n{link}\n\nConnectez-vous ensuite et changez votre mot de passe.',
  },
  passwordReset: {
    subject: 'Réinitialisez votre mot de passe',
    body: 'Réinitialisez votre mot de passe avec ce lien (il expire dans 1 heure) :\n{link}\n\nSi vous n’avez rien demandé, ignorez ce message.',
  },
  invitation: {
    subject: 'Vous êtes invité à rejoindre {organization} sur EnergyHub',
    invited: 'Vous êtes invité à rejoindre {organization} sur EnergyHub en tant que {role}.',
    held: 'Cette adresse appartient déjà à un compte EnergyHub, et un compte n’appartient qu’à une seule organisation : cette invitation ne peut donc pas être utilisée avec elle. Pour rejoindre l’organisation, demandez à la personne qui vous a invité d’utiliser une autre adresse.\n\nSi vous n’attendiez pas ce message, ignorez-le.',
    link: 'Créez votre compte avec ce lien (il expire dans {days} jours) :\n{link}\n\nSi vous n’attendiez pas ce message, ignorez-le.',
  },
};
