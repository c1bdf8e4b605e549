// The server build's loader for style sheets: the browser build extracts them; the server only renders HTML.
module.exports = function emptyModule() {
  return 'export {};';
};
