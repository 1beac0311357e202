import type en from '../en/error';

const messages: typeof en = {
  render: 'Wystąpił błąd podczas wyświetlania tej części strony.',
  network: 'Nie udało się połączyć z serwerem. Sprawdź połączenie i spróbuj ponownie.',
  timeout: 'Serwer zbyt długo nie odpowiadał. Spróbuj ponownie.',
  server: 'Serwer nie mógł wykonać żądania (błąd {{status}}). Spróbuj ponownie.',
  generic: 'coś poszło nie tak',
};
export default messages;
