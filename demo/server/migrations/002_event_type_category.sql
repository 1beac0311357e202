-- An event type belongs to an event category (001 §3 Event category), so the calendar can be
-- filtered by category.
ALTER TABLE event_types ADD COLUMN category_id int REFERENCES event_categories(id);
