import type en from '../en/faq';

const messages: typeof en = {
  title: 'Perguntas frequentes',
  contents: 'Conteúdo',
  empty: 'Ainda não há perguntas aqui.',
  error: 'Não foi possível carregar as perguntas.',
  showAll: 'Mostrar todas as perguntas',
};
export default messages;
