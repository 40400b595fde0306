import { render } from 'preact';
import { App } from './app.js';
import { speak, startingLocale } from './locales/load.js';
import { takeSignInLink } from './session.js';
import './styles/frame.css';
import './styles/controls.css';
import './styles/content.css';

// Before anything else: a sign-in link's token leaves the address bar at once.
const link = takeSignInLink();
// Then the reader's language (its catalogue, when not en's, is a chunk of its own): the first
// render is already in it, so nothing is redrawn in another language.
const locale = await speak(startingLocale());
render(<App opened={link} locale={locale} />, document.getElementById('app')!);
