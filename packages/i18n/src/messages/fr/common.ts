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
  /** A calendar's month, year and decade steps (every date picker and calendar). */
  calendar: {
    previousMonth: 'Mois précédent',
    nextMonth: 'Mois suivant',
    previousYear: 'Année précédente',
    nextYear: 'Année suivante',
    previousDecade: 'Décennie précédente',
    nextDecade: 'Décennie suivante',
  },
  language: 'Langue',
  itemCount: '{count, plural, one {# élément} other {# éléments}}',
};
