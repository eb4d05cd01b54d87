/**
 * The pages of a PDF drawn with pdf.js, one canvas each, at the width of the box. Loaded on demand: pdf.js and its
 * worker are a large download only a document preview needs. A document that cannot be fetched or read calls
 * `onError`.
 */
import { useEffect, useRef } from 'react';
import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import type { PdfPagesProps } from './types';

GlobalWorkerOptions.workerSrc = workerUrl;

export default function PdfPages({ url, onError, onLoaded }: PdfPagesProps) {
  const box = useRef<HTMLDivElement>(null);
  const latest = useRef({ onError, onLoaded });
  useEffect(() => {
    latest.current = { onError, onLoaded };
  });

  useEffect(() => {
    let cancelled = false;
    const task = getDocument({ url });
    task.promise
      .then(async (pdf) => {
        const width = box.current?.clientWidth || 800;
        for (let number = 1; number <= pdf.numPages && !cancelled; number++) {
          const page = await pdf.getPage(number);
          const viewport = page.getViewport({ scale: width / page.getViewport({ scale: 1 }).width });
          const canvas = document.createElement('canvas');
          canvas.width = viewport.width;
          canvas.height = viewport.height;
          canvas.setAttribute('data-testid', 'pdf-page');
          canvas.style.display = 'block';
          canvas.style.marginBottom = '8px';
          box.current?.appendChild(canvas);
          await page.render({ canvas, viewport }).promise;
        }
        if (!cancelled) latest.current.onLoaded?.(pdf.numPages);
      })
      .catch(() => !cancelled && latest.current.onError());
    return () => {
      cancelled = true;
      void task.destroy();
    };
  }, [url]);

  return <div ref={box} />;
}
