import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    // The JavaScript budget of DESIGN.md §6 is checked by scripts/js-budget.mjs after each build.
    chunkSizeWarningLimit: 300,
  },
  server: {
    port: 5173,
    // The API refuses cross-site writes; through the dev proxy the browser's origin is Vite's, so
    // present the request as coming from the API's own origin.
    proxy: {
      '/api': { target: 'http://localhost:3000', headers: { origin: 'http://localhost:3000' } },
      '/uploads': 'http://localhost:3000',
    },
  },
});
