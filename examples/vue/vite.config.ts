import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [
    vue({
      // <montana-solitaire> is a custom element, not a Vue component to resolve.
      template: { compilerOptions: { isCustomElement: (tag) => tag === 'montana-solitaire' } },
    }),
  ],
});
