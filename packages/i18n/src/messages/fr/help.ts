import type { Catalogue } from '../en';

export const help: Catalogue['help'] = {
  title: 'Centre d’aide',
  subtitle: 'Guides, réponses aux questions fréquentes, politiques et conditions de la plateforme.',
  search: 'Rechercher dans l’aide',
  loading: 'Chargement des articles...',
  loadFailed: 'Impossible de charger les articles d’aide',
  empty: 'Aucun article pour le moment',
  emptyText: 'Les articles d’aide, la FAQ, les politiques et les conditions publiés apparaîtront ici.',
  type: 'Type',
  articles: 'Articles d’aide',
  article: {
    back: 'Retour au centre d’aide',
    loading: 'Chargement de l’article...',
    unavailable: 'Cet article n’est pas disponible',
  },
  terms: {
    title: 'Conditions d’utilisation',
    back: 'Retour à la connexion',
    loading: 'Chargement des conditions...',
    loadFailed: 'Impossible de charger les conditions',
    none: 'Les conditions n’ont pas encore été publiées.',
  },
};
