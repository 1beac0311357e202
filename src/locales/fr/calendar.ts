import type en from '../en/calendar';

const messages: typeof en = {
  navigation: 'Mois',
  previous: 'Mois précédent',
  today: 'Aujourd’hui',
  next: 'Mois suivant',
  legend: 'Lieux',
  empty: 'Aucun événement ce mois-ci',
  error: 'Le calendrier n’a pas pu être chargé.',
  enter_event: 'S’inscrire à l’événement',
  venue: 'Lieu',
  morning: 'matin',
  afternoon: 'après-midi',
  evening: 'soir',
  next_event: 'Prochain événement',
  enter: 'S’inscrire',
  to_be_announced: 'De nouvelles dates seront bientôt annoncées',
  entries_closed: 'Les inscriptions à ce type d’événement sont closes.',
  upcoming: 'Événements à venir',
  no_upcoming: 'Aucun événement à venir',
  not_found: 'Cet événement est introuvable.',
  faq: 'Questions',
};
export default messages;
