import type { Catalogue } from '../en';

export const access: Catalogue['access'] = {
  denial: {
    roles: {
      title: 'Accès restreint',
      message: 'Votre rôle actuel ({role}) ne vous permet pas d’accéder à cette page.',
      detail: 'Rôles requis : {roles}',
    },
    permission: {
      title: 'Autorisations insuffisantes',
      message: 'Vous ne disposez pas des autorisations nécessaires pour accéder à cette ressource.',
      detail: 'Requis : {required}',
    },
    route: {
      title: 'Page non disponible',
      message: 'Cette page n’est pas accessible avec votre rôle actuel.',
      detail: 'Chemin : {route}',
    },
    default: {
      title: 'Accès refusé',
      message: 'Vous n’êtes pas autorisé à accéder à cette page.',
      detail: 'Veuillez contacter votre administrateur pour obtenir l’accès.',
    },
    footer: 'Si vous pensez qu’il s’agit d’une erreur, veuillez contacter votre administrateur',
    goBack: 'Retour',
    returnToDashboard: 'Retour au tableau de bord',
    signOut: 'Se déconnecter',
  },
  notFound: {
    title: '404 Page introuvable',
    text: 'La page que vous recherchez n’existe pas ou a été déplacée.',
    returnToDashboard: 'Retour au tableau de bord',
  },
  comingSoon: {
    fallbackTitle: 'Bientôt disponible',
    title: 'Disponible dans une prochaine version',
    text: 'Cet écran sera disponible dans une prochaine version.',
    figuresLater:
      'Les chiffres de ce tableau de bord arriveront dans une prochaine version. En attendant, vos écrans disponibles :',
    workingScreens: 'Vos écrans disponibles',
  },
};
