import { mount } from 'svelte';
// Defines <montana-solitaire>; its types in markup come from montana-solitaire/svelte (App.svelte).
import 'montana-solitaire';
import App from './App.svelte';

mount(App, { target: document.getElementById('app')! });
