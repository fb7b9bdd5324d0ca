import type { Catalogue } from '../en';

export const organizations: Catalogue['organizations'] = {
  title: 'Organisations',
  adminSubtitle: 'Toutes les organisations de la plateforme, avec leur type, leur vérification et leurs membres.',
  memberSubtitle: 'Votre organisation et les organisations avec lesquelles vous travaillez.',
  counterparties: 'Contreparties',
  allOrganizations: 'Toutes les organisations',
  loading: 'Chargement des organisations…',
  loadFailed: 'Échec du chargement des organisations',
  none: 'Aucune organisation trouvée',
  noneText:
    'Les organisations avec lesquelles vous travaillez apparaissent ici dès que vous échangez des demandes de prix, des offres, des contrats, des commandes ou des expéditions.',
  search: 'Rechercher par nom d’organisation',
  edit: 'Modifier',
  editNamed: 'Modifier {name}',
  yours: 'Votre organisation',
  columns: {
    name: 'Nom',
    type: 'Type',
    verification: 'Vérification',
    members: 'Membres',
  },
  form: {
    name: 'Nom',
    type: 'Type',
    verification: 'Vérification',
    cancel: 'Annuler',
    save: 'Enregistrer',
    success: 'Opération réussie',
    error: 'Erreur',
    updated: 'Organisation mise à jour',
    updateFailed: 'Échec de la mise à jour de l’organisation',
  },
};
