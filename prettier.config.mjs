/** Formatting rules; `npm run format` writes them, `npm run lint` checks them. */
export default {
  printWidth: 120,
  singleQuote: true,
  trailingComma: 'all',
  plugins: ['prettier-plugin-tailwindcss'],
  tailwindStylesheet: './app/globals.css',
};
