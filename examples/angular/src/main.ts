import { bootstrapApplication } from '@angular/platform-browser';
// Defines <montana-solitaire>. Angular's builder does not emit the solver's worker, which
// the element looks for beside its code (new URL('./solver-worker.js', import.meta.url)):
// angular.json copies it there, to the site's root beside main.js.
import 'montana-solitaire';
import { App } from './app';

bootstrapApplication(App).catch((error) => console.error(error));
