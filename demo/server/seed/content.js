// The venue's sample content (001 §2, §3, §9): texts and tables the seed turns into rows.

export const DOMAIN = {
  name: 'Lakeside Park',
  theme_colour: '#c8102e',
  dark_theme_colour: '#7a0a1c',
  seo_title_prefix: '',
  seo_title_suffix: ' | Lakeside Park',
  google_analytics_key: '',
  google_tag_manager: '',
  google_site_verification: '',
  bing_site_verification: '',
  facebook_pixel: '',
  matomo_site_url: '',
  matomo_site_id: '',
  organisation_name: 'Lakeside Park Motorsport',
  organisation_abn: '12 345 678 901',
  organisation_address: '1 Lakeside Drive, Kurwongbah QLD 4503',
  organisation_email: 'office@venue.example',
  organisation_phone: '+61 7 3000 0000',
  social: {
    facebook: 'https://facebook.com/lakesidepark',
    twitter: '',
    instagram: 'https://instagram.com/lakesidepark',
    linkedin: '',
    youtube: 'https://youtube.com/@lakesidepark',
    pinterest: '',
    github: '',
    xing: '',
    skype: '',
  },
  isEcommerce: true,
  payment_to_user_id: 1,
  feature_flags: {
    show_back_to_top: true,
    code_only: false,
    google: false,
    ask_date_of_birth: true,
    edit_name: true,
    edit_date_of_birth: true,
    change_date_of_birth: false,
    edit_drivers_licence: false,
    edit_emergency_contact: true,
    edit_company_name: false,
    edit_company_phone: false,
    edit_trading_name: false,
    edit_abn: false,
    edit_website: false,
    edit_facebook: false,
    edit_club_additional_member: false,
    club_additional_member_label: 'Partner Name',
    manage_addresses: true,
  },
  template_variables: { amounts: '50|100|150|200', allow_custom_amounts: true },
};

export const VENUES = [
  ['Main Track', true, '#c8102e'],
  ['Driver Training Centre', true, '#1f6feb'],
  ['Drag Strip', true, '#f59e0b'],
  ['Function Room', false, '#16a34a'],
  ['Workshop', false, '#6b7280'],
];

export const CATEGORIES = ['Motorcycle', 'Car', 'Drag Racing', 'Driver Training', 'Family', 'Club Day'];

/** The 17 event types of 001 §2: slug, name, category, venue, can enter online. */
export const EVENT_TYPES = [
  ['all-american-day', 'All American Day', 'Car', 'Main Track', true],
  ['all-asian-day', 'All Asian Day', 'Car', 'Main Track', true],
  ['chrome-bar-bonanza', 'Chrome Bar Bonanza', 'Motorcycle', 'Main Track', false],
  ['euro-day', 'Euro Day', 'Car', 'Main Track', true],
  ['family-theme-day', 'Family Theme Day', 'Family', 'Driver Training Centre', false],
  ['gear', 'Gear Swap Meet', 'Club Day', 'Main Track', false],
  ['grass-roots-2-day-race-meeting', 'Grass Roots 2 Day Race Meeting', 'Car', 'Main Track', true],
  ['grass-roots-activity-medley-series', 'Grass Roots Activity Medley Series', 'Car', 'Driver Training Centre', true],
  ['happy-laps', 'Happy Laps', 'Car', 'Main Track', true],
  ['lakeside-off-street-drags', 'Lakeside Off Street Drags', 'Drag Racing', 'Drag Strip', true],
  ['learner-driver-nights', 'Learner Driver Nights', 'Driver Training', 'Driver Training Centre', false],
  ['notta-grand-prix', 'Notta Grand Prix', 'Club Day', 'Main Track', false],
  ['small-wheels', 'Small Wheels', 'Family', 'Driver Training Centre', false],
  ['test-and-tune', 'Test and Tune', 'Drag Racing', 'Drag Strip', true],
  ['the-all-aussie-day', 'The All Aussie Day', 'Car', 'Main Track', true],
  ['track-action-moto-ride-day', 'Track Action Moto Ride Day', 'Motorcycle', 'Main Track', true],
  ['ute-4wd-wanderersday', 'Ute & 4WD Wanderers Day', 'Club Day', 'Main Track', false],
];
/** This type has no future dates, so its page says 'New dates to be announced soon'. */
export const TYPE_WITHOUT_DATES = 'chrome-bar-bonanza';

export const FAQS = {
  faqs: [
    [
      'What do I need to bring to a track day?',
      '<p>A roadworthy vehicle, a helmet that meets AS1698 or ECE 22.05, long pants, long sleeves and closed shoes. Fuel is not sold at the venue.</p>',
    ],
    [
      'Do I need a racing licence?',
      '<p>No. Track days and ride days need a current road licence only. Race meetings need the licence the organising club asks for.</p>',
    ],
    [
      'Can spectators come along?',
      '<p>Yes. Spectators are welcome at most events; entry is free unless the event page says otherwise. Children must be supervised at all times.</p>',
    ],
    [
      'Is there food at the venue?',
      '<p>The canteen is open on every event day from 7:00am. Coffee, breakfast rolls and lunch are available.</p>',
    ],
    [
      'What happens if it rains?',
      '<p>Events run in the wet unless the clerk of course decides the track is unsafe. See our <a href="/what-is-our-cancellation-and-refund-policy">cancellation and refund policy</a>.</p>',
    ],
    [
      'Can I hire the venue?',
      '<p>Yes: the main track, the driver training centre and the function room can be hired. Send us a <a href="/booking-enquiry">booking enquiry</a>.</p>',
    ],
  ],
  'moto-ride-day': [
    [
      'What gear do riders need?',
      '<p>Full leathers (one or two piece, zipped together), an approved helmet, gloves, boots and a back protector.</p>',
    ],
    [
      'How are groups decided?',
      '<p>Riders choose a group by pace when they enter: beginner, intermediate or advanced. Instructors may move riders between groups.</p>',
    ],
    ['Is there a noise limit?', '<p>Yes, 95 dB(A) at 30 metres. Bikes over the limit are asked to leave the track.</p>'],
    ['Can juniors ride?', '<p>Junior riders must be at least 14 years old and have a parent or guardian present all day.</p>'],
    ['When is the riders briefing?', '<p>The riders briefing starts at 8:30 AM sharp. The pit exit opens at 09:00.</p>'],
  ],
};

export const ARTICLES = [
  [
    'photographer-release-clarification',
    'Photographer release clarification',
    'Event photographers and what happens to your photos.',
    'Media team',
  ],
  ['sorry', 'Sorry: the 14th is cancelled', 'Storm damage means we cannot run the event on the 14th.', 'Lakeside Park'],
  ['thank-you', 'Thank you to our volunteers', 'Our events run on the time and effort of volunteers.', 'Events team'],
  ['wrap-up-for-grrs1-23', 'Wrap-up for GRRS round 1', 'A full grid, a wet start and a photo finish in the last race.', 'Race control'],
];

export const GALLERIES = [
  [
    'Track Day',
    'track-day',
    'On track',
    'A day of laps on the main circuit',
    ['Grid', 'Turn One', 'Back Straight', 'Pit Lane', 'Chequered Flag'],
  ],
  [
    'Drag Racing',
    'drag-racing',
    'Off street drags',
    'Quarter-mile passes under lights',
    ['Burnout', 'Christmas Tree', 'Launch', 'Finish Line', 'Time Slips'],
  ],
  [
    'Family Day',
    'family-day',
    'Family day',
    'Small wheels and big smiles',
    ['Karts', 'Face Paint', 'Show and Shine', 'Prize Giving', 'Sunset Laps', 'Picnic'],
  ],
];

export const TESTIMONIALS = [
  ['Sam Patel', 'Track day regular', 'Best organised track day in the state. Plenty of laps and friendly marshals.', 5],
  ['Jordan Lee', 'First-time rider', 'The instructors made my first ride day a joy. I will be back next month.', 5],
  ['Chris Nguyen', 'Drag racer', 'Great surface, quick turnarounds and a canteen that knows coffee.', 4],
  ['Alex Morgan', 'Club secretary', 'We hire the venue every year for our club day; the staff make it easy.', 5],
  ['Riley Brown', 'Parent', 'Small Wheels was the highlight of the school holidays.', 4],
  ['Taylor Smith', 'Learner driver', 'Learner Driver Nights taught me more than months on the road.', 5],
];

export const PERSONS = [
  ['Dana', 'Whitfield', 'General Manager', '<p>Dana has run the venue since 2015 and still drives the course car on race days.</p>'],
  ['Marco', 'Rossi', 'Clerk of Course', '<p>Marco has 25 years of experience in race control across Australia.</p>'],
  ['Priya', 'Shah', 'Driver Training Lead', '<p>Priya runs the driver training centre and its learner programmes.</p>'],
  ['Tom', 'Baker', 'Events Coordinator', '<p>Tom plans the calendar and looks after the clubs that hire the track.</p>'],
  ['Mia', 'Chen', 'Hospitality', '<p>Mia runs the function room and the canteen.</p>'],
];

export const PRODUCTS = [
  [
    'Lakeside Cap',
    'lakeside-cap',
    '<p>Embroidered six-panel cap.</p>',
    [
      ['CAP-RED', 'Red', 30, 25],
      ['CAP-BLK', 'Black', 30, 12],
    ],
    [],
  ],
  [
    'Team T-Shirt',
    'team-t-shirt',
    '<p>Cotton tee with the Lakeside flag on the back.</p>',
    [
      ['TEE-S', 'Small', 35, 10],
      ['TEE-M', 'Medium', 35, 15],
      ['TEE-L', 'Large', 35, 0],
    ],
    [
      ['Name print', 10],
      ['Gift wrap', 5],
    ],
  ],
  [
    'Track Day Pass',
    'track-day-pass',
    '<p>One entry to any open track day this season.</p>',
    [['PASS-1', 'One day', 180, 100]],
    [['Transponder hire', 25]],
  ],
  [
    'JIC Cover',
    'jic-cover',
    '<p>Just-in-case cover: reschedule once with written notice before 8.30am.</p>',
    [['JIC', 'JIC cover', 49.95, 1000]],
    [],
  ],
  ['Sticker Pack', 'sticker-pack', '<p>Five vinyl stickers.</p>', [['STK-5', 'Pack of five', 8, 200]], []],
  ['Drag Strip Poster', 'drag-strip-poster', '<p>A3 poster of the drag strip at night.</p>', [['PST-A3', 'A3', 20, 0]], []],
];

export const POLICY_HTML = `<h2>Cancellation by the venue</h2>
<p>If we must cancel an event we will tell entrants at least 36 hours before the start, and a new date will be notified within 48 hours.</p>
<h2>Refunds</h2>
<ul>
<li>More than 28 days' notice: a full refund.</li>
<li>14 to 28 days' notice: a 50% refund.</li>
<li>Less than 14 days' notice: no refund.</li>
</ul>
<p>When an event is moved, a refund request must arrive at least 28 days before the replacement date, and within one week of the new date being announced.</p>
<h2>Transfers</h2>
<p>An entry can be transferred to another person for a $20 admin fee.</p>
<h2>JIC cover</h2>
<p>Just-in-case (JIC) cover costs $49.95 and allows one reschedule, with written notice before 8.30am on the day.</p>
<h2>On the day</h2>
<p>Junior riders must be at least 14 years old, with a parent or guardian present. The track is cleared by 8:45am, the riders briefing is at 8:30 AM and the pit exit opens at 09:00.</p>`;
