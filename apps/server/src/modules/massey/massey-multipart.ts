import type { MultipartFile } from '@fastify/multipart';
import { MASSEY_UPLOAD_MAX_BYTES } from '@arcade/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';

/** The parts of a Massey upload: the text fields and the two files (as text), as sent. */
interface MasseyParts {
  sport: string | undefined;
  file: { name: string; text: string } | undefined;
  teams: { name: string; text: string } | undefined;
}

const MAX_MB = MASSEY_UPLOAD_MAX_BYTES / (1024 * 1024);
const tooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', `The file is larger than ${MAX_MB} MB: upload a smaller export`, {
    reason: 'massey_file_too_large',
  });

/** The multipart options of the upload route: two files of at most MASSEY_UPLOAD_MAX_BYTES, few fields. */
export const MULTIPART_LIMITS = {
  fileSize: MASSEY_UPLOAD_MAX_BYTES,
  files: 2,
  fields: 4,
  fieldSize: 1024,
  parts: 6,
  headerPairs: 50,
};

const decoder = new TextDecoder('utf-8', { fatal: true });

/** A file's bytes as text: refused when they are not UTF-8 text (a spreadsheet, an image). */
function textOf(part: MultipartFile, bytes: Buffer): string {
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    text = '\u0000';
  }
  if (text.includes('\u0000'))
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `${part.filename || part.fieldname} is not a text CSV file`,
      { reason: 'massey_not_csv', details: { file: (part.filename || part.fieldname).slice(0, 80) } },
    );
  return text;
}

function isCsvName(name: string): boolean {
  return /\.csv$/i.test(name.trim());
}

/**
 * Reads the whole multipart body (every part consumed before anything is judged), then checks it:
 * known fields only, `.csv` files of UTF-8 text. Any body the parser cannot read is a 400, one over a
 * limit a 413: never a 5xx.
 */
export async function readMasseyParts(request: FastifyRequest): Promise<MasseyParts> {
  if (!request.isMultipart())
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the upload as multipart/form-data with the fields sport and file',
      { reason: 'massey_not_multipart' },
    );
  const out: MasseyParts = { sport: undefined, file: undefined, teams: undefined };
  const files: { part: MultipartFile; bytes: Buffer }[] = [];
  const unknown: string[] = [];
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'file') files.push({ part, bytes: await part.toBuffer() });
      else if (part.fieldname === 'sport' && typeof part.value === 'string') out.sport = part.value.trim();
      else unknown.push(part.fieldname);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new AppError('PAYLOAD_TOO_LARGE', 'Too many parts: send sport, file and optionally teams', {
        reason: 'massey_too_many_parts',
      });
    throw new AppError('VALIDATION_ERROR', 'The multipart body could not be read', {
      reason: 'massey_bad_multipart',
    });
  }
  for (const { part, bytes } of files) {
    // A form's file input left empty still sends its part: no name, no bytes.
    if (part.filename === '' && bytes.length === 0) continue;
    if (part.fieldname !== 'file' && part.fieldname !== 'teams') unknown.push(part.fieldname);
    else if (out[part.fieldname] !== undefined) unknown.push(`${part.fieldname} (twice)`);
    else {
      if (!isCsvName(part.filename))
        throw new AppError(
          'UNSUPPORTED_MEDIA_TYPE',
          `Only .csv files are accepted (got '${part.filename.slice(0, 80)}')`,
          { reason: 'massey_not_csv', details: { file: part.filename.slice(0, 80) } },
        );
      out[part.fieldname] = { name: part.filename, text: textOf(part, bytes) };
    }
  }
  if (unknown.length > 0)
    throw new AppError(
      'VALIDATION_ERROR',
      `Unknown fields: ${unknown.map((name) => name.slice(0, 40)).join(', ')} (expected sport, file and optionally teams)`,
      { reason: 'massey_unknown_field' },
    );
  return out;
}
