-- The venue's back end as the SDK sees it. Money is numeric(10,2); times are timestamptz.

CREATE TABLE settings (key text PRIMARY KEY, value jsonb NOT NULL);

CREATE TABLE images (
  hash text PRIMARY KEY,
  name text NOT NULL,
  width int NOT NULL,
  height int NOT NULL,
  svg text,                      -- the source picture (generated seed pictures)
  data bytea                     -- or the uploaded file; sized files are rendered from either
);

CREATE TABLE users (
  id serial PRIMARY KEY,
  email text NOT NULL UNIQUE,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  password_hash text,
  is_admin boolean NOT NULL DEFAULT false,
  mobile_phone text,
  date_of_birth date,
  current_address_id int,
  image_hash text REFERENCES images(hash),
  url text UNIQUE,
  profile jsonb NOT NULL DEFAULT '{}',   -- company, licence and emergency-contact fields
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE credits (
  id serial PRIMARY KEY,
  user_id int NOT NULL REFERENCES users(id),
  supplier int NOT NULL DEFAULT 1,
  amount numeric(10,2) NOT NULL,
  note text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE login_codes (
  id serial PRIMARY KEY,
  user_id int NOT NULL REFERENCES users(id),
  purpose text NOT NULL CHECK (purpose IN ('login', 'recover')),
  code text NOT NULL,
  token text NOT NULL UNIQUE,
  fingerprint text,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE refresh_tokens (
  id serial PRIMARY KEY,
  user_id int NOT NULL REFERENCES users(id),
  token_hash text NOT NULL UNIQUE,
  fingerprint text NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);

CREATE TABLE oauth_clients (client_id text PRIMARY KEY, name text NOT NULL, redirect_uris jsonb NOT NULL);

CREATE TABLE oauth_codes (
  code text PRIMARY KEY,
  client_id text NOT NULL REFERENCES oauth_clients(client_id),
  user_id int NOT NULL REFERENCES users(id),
  redirect_uri text NOT NULL,
  nonce text,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE outbox (
  id serial PRIMARY KEY,
  to_email text NOT NULL,
  subject text NOT NULL,
  text text NOT NULL,
  link text,
  code text,
  sent_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE groups (
  id serial PRIMARY KEY,
  name text NOT NULL,
  slug text NOT NULL,
  url text NOT NULL,
  model text NOT NULL,
  namespace text NOT NULL,
  root int,
  lft int NOT NULL DEFAULT 0,
  rgt int NOT NULL DEFAULT 0,
  level int NOT NULL DEFAULT 0,
  image_hash text REFERENCES images(hash),
  content text NOT NULL DEFAULT '',
  enabled boolean NOT NULL DEFAULT true,
  UNIQUE (model, url)
);

CREATE TABLE pages (
  id serial PRIMARY KEY,
  name text NOT NULL,
  slug text NOT NULL UNIQUE,
  title text NOT NULL,
  meta_description text NOT NULL DEFAULT '',
  content jsonb NOT NULL DEFAULT '[]',        -- rich blocks (page content blocks)
  rows jsonb NOT NULL DEFAULT '[]',           -- rows → blocks → widgets
  sitemap_priority int,
  sitemap_model text,
  sitemap_group_model text,
  requires_login boolean NOT NULL DEFAULT false,
  enabled boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE redirects (id serial PRIMARY KEY, from_path text NOT NULL UNIQUE, to_path text NOT NULL);

CREATE TABLE links (id serial PRIMARY KEY, parent text NOT NULL, name text NOT NULL, link text NOT NULL, icon text, sort int NOT NULL DEFAULT 0, enabled boolean NOT NULL DEFAULT true);

CREATE TABLE faqs (id serial PRIMARY KEY, group_id int NOT NULL REFERENCES groups(id), name text NOT NULL, content text NOT NULL, sort int NOT NULL DEFAULT 0, enabled boolean NOT NULL DEFAULT true);

CREATE TABLE articles (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  title text NOT NULL,
  author text NOT NULL,
  blurb text NOT NULL,
  content text NOT NULL,
  meta_description text NOT NULL DEFAULT '',
  image_hash text REFERENCES images(hash),
  group_ids jsonb NOT NULL DEFAULT '[]',
  publish_time timestamptz NOT NULL,
  reading_time int NOT NULL DEFAULT 1,
  rows jsonb NOT NULL DEFAULT '[]',
  enabled boolean NOT NULL DEFAULT true
);

CREATE TABLE photos (id serial PRIMARY KEY, name text NOT NULL, description text NOT NULL DEFAULT '', image_hash text REFERENCES images(hash), enabled boolean NOT NULL DEFAULT true);

CREATE TABLE galleries (id serial PRIMARY KEY, name text NOT NULL, url text NOT NULL UNIQUE, heading text NOT NULL, sub_heading text NOT NULL DEFAULT '', group_id int REFERENCES groups(id), enabled boolean NOT NULL DEFAULT true);

CREATE TABLE slides (
  id serial PRIMARY KEY,
  gallery_id int NOT NULL REFERENCES galleries(id),
  sort int NOT NULL DEFAULT 0,
  heading text NOT NULL DEFAULT '',
  sub_heading text NOT NULL DEFAULT '',
  content text NOT NULL DEFAULT '',
  image_hash text REFERENCES images(hash),
  overlay_color text,
  text_color text,
  image_opacity int,
  image_saturation int,
  link text,
  link_button_text text,
  link_target text,
  enabled boolean NOT NULL DEFAULT true
);

CREATE TABLE testimonials (id serial PRIMARY KEY, name text NOT NULL, title text NOT NULL DEFAULT '', content text NOT NULL, rating int NOT NULL DEFAULT 0, image_hash text REFERENCES images(hash), group_id int REFERENCES groups(id), enabled boolean NOT NULL DEFAULT true);

CREATE TABLE persons (id serial PRIMARY KEY, first_name text NOT NULL, last_name text NOT NULL, title text NOT NULL DEFAULT '', description text NOT NULL DEFAULT '', photo_hash text REFERENCES images(hash), sort int NOT NULL DEFAULT 0, enabled boolean NOT NULL DEFAULT true);

CREATE TABLE videos (id serial PRIMARY KEY, platform text NOT NULL DEFAULT 'youtube', name text NOT NULL, slug text NOT NULL UNIQUE, length int NOT NULL DEFAULT 0, slate_hash text REFERENCES images(hash), file text, enabled boolean NOT NULL DEFAULT true);

CREATE TABLE forms (
  id serial PRIMARY KEY,
  name text NOT NULL,
  url text NOT NULL UNIQUE,
  use_captcha boolean NOT NULL DEFAULT false,
  data jsonb NOT NULL DEFAULT '[]',
  must_be_logged_on boolean NOT NULL DEFAULT false,
  cost numeric(10,2) NOT NULL DEFAULT 0,
  questions jsonb NOT NULL DEFAULT '[]',
  message text NOT NULL DEFAULT '',
  enabled boolean NOT NULL DEFAULT true
);

CREATE TABLE payments (
  id serial PRIMARY KEY,
  token text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('order', 'voucher', 'form')),
  ref_id int NOT NULL,
  amount numeric(10,2) NOT NULL,
  return_url text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'declined')),
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz
);

CREATE TABLE form_submissions (
  id serial PRIMARY KEY,
  form_id int REFERENCES forms(id),
  kind text NOT NULL DEFAULT 'form',           -- form, contact or enquiry
  details jsonb NOT NULL,
  user_id int REFERENCES users(id),
  payment_id int REFERENCES payments(id),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE venues (id serial PRIMARY KEY, name text NOT NULL, visible_to_public boolean NOT NULL DEFAULT true, colour text NOT NULL);

CREATE TABLE event_categories (id serial PRIMARY KEY, name text NOT NULL UNIQUE);

CREATE TABLE event_types (
  id serial PRIMARY KEY,
  name text NOT NULL,
  url text NOT NULL UNIQUE,
  page_content text NOT NULL DEFAULT '',
  faq_group_id int REFERENCES groups(id),
  group_id int REFERENCES groups(id),
  enabled boolean NOT NULL DEFAULT true,
  photo_hash text REFERENCES images(hash)
);

CREATE TABLE events (
  id serial PRIMARY KEY,
  event_type_id int NOT NULL REFERENCES event_types(id),
  venue_id int NOT NULL REFERENCES venues(id),
  name text NOT NULL,
  url text NOT NULL UNIQUE,
  start_time timestamptz NOT NULL,
  end_time timestamptz NOT NULL,
  can_enter_online boolean NOT NULL DEFAULT false,
  racers_event_id int,
  description text NOT NULL DEFAULT '',
  enabled boolean NOT NULL DEFAULT true,
  CHECK (end_time >= start_time)
);
CREATE INDEX events_start ON events (start_time);

CREATE TABLE voucher_themes (id serial PRIMARY KEY, name text NOT NULL, image_hash text REFERENCES images(hash), enabled boolean NOT NULL DEFAULT true);

CREATE TABLE vouchers (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  theme_id int NOT NULL REFERENCES voucher_themes(id),
  amount numeric(10,2) NOT NULL CHECK (amount > 0),
  status text NOT NULL DEFAULT 'unpaid' CHECK (status IN ('unpaid', 'paid', 'redeemed')),
  buyer_id int REFERENCES users(id),
  redeemed_by int REFERENCES users(id),
  redeemed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE products (id serial PRIMARY KEY, name text NOT NULL, url text NOT NULL UNIQUE, description text NOT NULL DEFAULT '', image_hash text REFERENCES images(hash), enabled boolean NOT NULL DEFAULT true);
CREATE TABLE skus (id serial PRIMARY KEY, product_id int NOT NULL REFERENCES products(id), code text NOT NULL UNIQUE, name text NOT NULL, price numeric(10,2) NOT NULL CHECK (price >= 0), stock int NOT NULL DEFAULT 0, enabled boolean NOT NULL DEFAULT true);
CREATE TABLE addons (id serial PRIMARY KEY, product_id int NOT NULL REFERENCES products(id), name text NOT NULL, price numeric(10,2) NOT NULL CHECK (price >= 0));

CREATE TABLE shipping_types (id serial PRIMARY KEY, name text NOT NULL, amount numeric(10,2) NOT NULL, is_pick_up boolean NOT NULL DEFAULT false, countries jsonb NOT NULL DEFAULT '["AU"]', sort int NOT NULL DEFAULT 0);
CREATE TABLE promotions (code text PRIMARY KEY, percent numeric(5,2) NOT NULL DEFAULT 0, amount numeric(10,2) NOT NULL DEFAULT 0, enabled boolean NOT NULL DEFAULT true);

CREATE TABLE carts (session text PRIMARY KEY, user_id int REFERENCES users(id), updated_at timestamptz NOT NULL DEFAULT now());
CREATE TABLE cart_items (
  id serial PRIMARY KEY,
  session text NOT NULL REFERENCES carts(session) ON DELETE CASCADE,
  sku_id int NOT NULL REFERENCES skus(id),
  qty int NOT NULL CHECK (qty > 0),
  addons jsonb NOT NULL DEFAULT '[]'
);

CREATE TABLE addresses (
  id serial PRIMARY KEY,
  user_id int NOT NULL REFERENCES users(id),
  display_name text NOT NULL DEFAULT '',
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  company text NOT NULL DEFAULT '',
  street_address text NOT NULL,
  street_address_1 text NOT NULL DEFAULT '',
  postcode text NOT NULL,
  city text NOT NULL,
  state text NOT NULL DEFAULT '',
  country text NOT NULL DEFAULT 'AU',
  enabled boolean NOT NULL DEFAULT true
);

CREATE TABLE orders (
  id serial PRIMARY KEY,
  user_id int NOT NULL REFERENCES users(id),
  address jsonb NOT NULL,
  shipping_type_id int REFERENCES shipping_types(id),
  payment_gateway text NOT NULL,
  promotion_code text,
  note text NOT NULL DEFAULT '',
  items jsonb NOT NULL,
  subtotal numeric(10,2) NOT NULL,
  discount_amount numeric(10,2) NOT NULL,
  shipping_amount numeric(10,2) NOT NULL,
  total_tax numeric(10,2) NOT NULL,
  total_amount numeric(10,2) NOT NULL,
  status text NOT NULL DEFAULT 'awaiting_payment' CHECK (status IN ('awaiting_payment', 'paid', 'payment_failed')),
  url text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
