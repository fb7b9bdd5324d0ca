import {
  DOCUMENT_MESSAGES,
  type DocumentCategory,
  type TDocument,
  type TDocumentUploadInput,
} from '@energy/domain/schemas/document';

export const UPLOAD_PATH = '/api/documents/upload';

/** The file's bytes in base64, as the upload payload carries them (spec 001 §3): a data URL without its prefix. */
export function fileAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(new Error(DOCUMENT_MESSAGES.uploadFailed));
    reader.readAsDataURL(file);
  });
}

/** The spec's payload: fileName is a timestamp prefix plus the original name; uploads are never public. */
export async function uploadPayload(
  file: File,
  category: DocumentCategory,
  now = Date.now(),
): Promise<TDocumentUploadInput> {
  return {
    fileName: `${now}_${file.name}`,
    originalName: file.name,
    mimeType: file.type || 'application/octet-stream',
    fileSize: file.size,
    fileData: await fileAsBase64(file),
    isPublic: false,
    category,
  };
}

/**
 * Sends the upload over REST with XMLHttpRequest, the one browser API that reports upload progress
 * (`onProgress` gets 0-100). Resolves with the stored document; rejects with the server's message.
 */
export function sendUpload(payload: TDocumentUploadInput, onProgress: (percent: number) => void): Promise<TDocument> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', UPLOAD_PATH);
    request.setRequestHeader('content-type', 'application/json');
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      if (request.status === 201) {
        onProgress(100);
        resolve(body as TDocument);
        return;
      }
      const message = (body as { error?: string } | null)?.error;
      reject(new Error(message ? `${DOCUMENT_MESSAGES.uploadFailed}: ${message}` : DOCUMENT_MESSAGES.uploadFailed));
    };
    request.onerror = () => reject(new Error(DOCUMENT_MESSAGES.uploadFailed));
    request.send(JSON.stringify(payload));
  });
}
