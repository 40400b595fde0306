import { render } from 'preact';
import { App } from './app.js';
import './styles/frame.css';
import './styles/controls.css';
import './styles/content.css';

render(<App />, document.getElementById('app')!);
