import type { Catalogue } from '../en';

export const components: Catalogue['components'] = {
  dataTable: {
    all: 'Tous',
    actions: 'Actions',
  },
  filterEmpty: {
    title: 'Aucun résultat',
    description: 'Rien ne correspond à cette recherche ou à ces filtres.',
    clear: 'Effacer les filtres',
  },
  exportCsv: {
    button: 'Exporter en CSV',
    title: 'Télécharger toutes les lignes de cette vue au format CSV (100 000 lignes au maximum)',
  },
  loadMore: {
    button: 'Afficher plus',
    shown: '{shown, number} sur {total, number} affichés',
  },
  fullPageLoader: { loading: 'Chargement de la session' },
  pageError: { title: 'Impossible d’afficher cette page', reload: 'Recharger la page' },
  notReceived: {
    button: 'Non reçu',
    label: 'Signaler {amount} ({contract}) comme non reçu',
    title: 'Paiement non reçu',
    effects:
      '{amount} sur {contract} a été enregistré comme payé (référence {reference}). Le signaler comme non reçu remet le règlement en attente, sans sa référence, pour que le payeur paie ou l’enregistre de nouveau.',
    reason: 'Motif',
    reasonHint: 'Ce que vous avez constaté, par exemple aucun virement avec cette référence',
    submit: 'Signaler comme non reçu',
    reported: 'Signalé comme non reçu',
    reportedText: '{amount} ({contract}) est de nouveau en attente.',
    failed: 'Le signalement n’a pas été envoyé',
    failedFallback: 'Le règlement n’a pas été mis à jour',
  },
  confirm: { cancel: 'Annuler', cannotUndo: 'Cette action est irréversible.' },
  formDialog: {
    discardTitle: 'Abandonner les modifications ?',
    discardText: 'Ce formulaire contient des modifications non enregistrées. Le fermer et les perdre ?',
    keepEditing: 'Continuer la saisie',
    discard: 'Abandonner',
  },
  notice: { close: 'Fermer la notification' },
  keyValueRows: {
    name: 'Nom',
    value: 'Valeur',
    add: 'Ajouter une ligne : {item}',
    remove: 'Supprimer la ligne {n} : {item}',
    rowName: '{label} : nom {n}',
    rowValue: '{label} : valeur {n}',
    nameRequired: 'Saisissez un nom pour cette valeur',
    nameTaken: 'Chaque nom ne peut figurer qu’une fois',
    nameReserved: '« {name} » est défini par le formulaire ci-dessus',
  },
  dateTimeField: {
    openPicker: 'Choisir la date et l’heure : {label}',
    openPickerUnnamed: 'Choisir la date et l’heure',
    setTime: 'Valider la date et l’heure',
    hours: 'Heures',
    minutes: 'Min',
    amPm: 'AM ou PM',
  },
  closeButtons: {
    notice: 'Fermer la notification',
    dialog: 'Fermer la boîte de dialogue',
    date: 'Effacer la date',
    selection: 'Effacer la sélection',
  },
  signaturePad: {
    signatureOf: 'Signature de {name}',
    label: 'Zone de signature',
    hint: 'Dessinez avec une souris, un stylet ou le doigt.',
    clear: 'Effacer',
    strokes: '{count, plural, one {# trait} other {# traits}}',
  },
};
