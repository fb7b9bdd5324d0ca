import type { Catalogue } from '../en';

export const help: Catalogue['help'] = {
  title: 'Centro de ayuda',
  subtitle: 'Guías, respuestas a preguntas frecuentes y las políticas y condiciones de la plataforma.',
  search: 'Buscar en la ayuda',
  loading: 'Cargando artículos...',
  loadFailed: 'No se han podido cargar los artículos de ayuda',
  empty: 'Todavía no hay artículos',
  emptyText:
    'Aquí aparecerán los artículos de ayuda, las preguntas frecuentes, las políticas y las condiciones publicados.',
  type: 'Tipo',
  articles: 'Artículos de ayuda',
  article: {
    back: 'Volver al centro de ayuda',
    loading: 'Cargando artículo...',
    unavailable: 'Este artículo no está disponible',
  },
  terms: {
    title: 'Condiciones del servicio',
    back: 'Volver al inicio de sesión',
    loading: 'Cargando condiciones...',
    loadFailed: 'No se han podido cargar las condiciones',
    none: 'Las condiciones aún no se han publicado.',
  },
};
