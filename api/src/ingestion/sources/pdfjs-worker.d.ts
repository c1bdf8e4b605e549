// PDF.js ships no typings for its worker module; it is loaded only to run the parser in this thread.
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
