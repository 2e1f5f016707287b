// Node's Request cannot resolve relative URLs, so tests talk to an absolute API origin.
process.env.API_BASE_URL = 'http://localhost/api';
process.env.SITE_URL = 'https://www.harbourline.example';
// The site's own server takes the forms; absolute for the same reason.
process.env.FORMS_URL = 'http://localhost';
