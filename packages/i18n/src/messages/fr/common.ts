import type { Catalogue } from '../en';

export const common: Catalogue['common'] = {
  actions: {
    save: 'Enregistrer',
    cancel: 'Annuler',
    close: 'Fermer',
    submit: 'Envoyer',
    edit: 'Modifier',
    delete: 'Supprimer',
    confirm: 'Confirmer',
    back: 'Retour',
    retry: 'Réessayer',
    search: 'Rechercher',
    export: 'Exporter en CSV',
  },
  states: {
    loading: 'Chargement…',
    noResults: 'Aucun résultat',
  },
  language: 'Langue',
  itemCount: '{count, plural, one {# élément} other {# éléments}}',
};
