import { render } from 'preact';
import { App } from './app.js';
import { takeSignInLink } from './session.js';
import './styles/frame.css';
import './styles/controls.css';
import './styles/content.css';

// Before anything else: a sign-in link's token leaves the address bar at once.
const link = takeSignInLink();
render(<App opened={link} />, document.getElementById('app')!);
