/** The words of the documents the customer keeps (receipts, paz y salvo), alike in both areas. */
export const DOCUMENT_TEXTS = {
  receiptsTitle: 'Mis recibos',
  receiptsEmpty: 'Aún no hay pagos registrados en este financiamiento.',
  receiptDownload: 'Descargar recibo',
  receiptDownloadError: 'No se pudo descargar el recibo',
  receiptReversed: 'Anulado',
  releaseLetter: 'Paz y salvo',
  releaseLetterHint:
    'Tu préstamo está pagado. Descarga tu paz y salvo con la liberación del gravamen de tu moto.',
  releaseLetterError: 'No se pudo descargar el paz y salvo',
  statement: 'Estado de cuenta',
  statementError: 'No se pudo descargar el estado de cuenta',
} as const;
