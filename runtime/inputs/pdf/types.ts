/** What a PDF viewer is given: the address, and whom to tell that it failed or how many pages it drew. */
export interface PdfPagesProps {
  url: string;
  onError(): void;
  onLoaded?(pages: number): void;
}
