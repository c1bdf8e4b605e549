import { archivoUrl } from '../publicApi';

/** The file name a phase's file is saved under: its title with spaces replaced by underscores, plus `.pdf`. */
export function archivoFileName(titulo: string): string {
  return `${titulo.replace(/ /g, '_')}.pdf`;
}

/** Fetches a phase's file as a blob and saves it (SPEC.md: saved as the title with underscores + .pdf). */
export async function downloadArchivo(uuidArchivo: string, titulo: string): Promise<void> {
  const res = await fetch(archivoUrl(uuidArchivo));
  if (!res.ok) throw new Error(`Error al descargar archivo: ${res.statusText || res.status}`);
  const blob = await res.blob();
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = archivoFileName(titulo);
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
