import type en from '../en/faq';

const messages: typeof en = {
  title: 'Preguntas frecuentes',
  contents: 'Contenido',
  empty: 'Todavía no hay preguntas aquí.',
  error: 'No se pudieron cargar las preguntas.',
  showAll: 'Mostrar todas las preguntas',
};
export default messages;
