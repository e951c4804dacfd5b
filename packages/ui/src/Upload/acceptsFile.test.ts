import { describe, expect, it } from 'vitest';
import { acceptsFile } from './acceptsFile';

const pdf = { name: 'Report.PDF', type: 'application/pdf' };
const png = { name: 'photo.png', type: 'image/png' };
const unknownType = { name: 'notes.pdf', type: '' };

describe('acceptsFile (accept filter by extension, MIME type or wildcard type)', () => {
  it('accepts everything without a filter or with an empty one', () => {
    expect(acceptsFile(pdf)).toBe(true);
    expect(acceptsFile(pdf, '')).toBe(true);
    expect(acceptsFile(pdf, ' , ')).toBe(true);
  });

  it('filters by extension, ignoring case, and needs a name before the extension', () => {
    expect(acceptsFile(pdf, '.pdf')).toBe(true);
    expect(acceptsFile(unknownType, '.PDF')).toBe(true);
    expect(acceptsFile(png, '.pdf')).toBe(false);
    expect(acceptsFile({ name: '.pdf', type: '' }, '.pdf')).toBe(false);
    expect(acceptsFile({ name: 'archive.pdf.exe', type: '' }, '.pdf')).toBe(false);
  });

  it('filters by exact MIME type, ignoring parameters', () => {
    expect(acceptsFile(pdf, 'application/pdf')).toBe(true);
    expect(acceptsFile(png, 'application/pdf')).toBe(false);
    expect(acceptsFile({ name: 'a.txt', type: 'text/plain; charset=utf-8' }, 'text/plain')).toBe(
      true,
    );
    // A file whose type the OS does not know cannot match a MIME rule.
    expect(acceptsFile(unknownType, 'application/pdf')).toBe(false);
  });

  it('filters by wildcard type (image/*)', () => {
    expect(acceptsFile(png, 'image/*')).toBe(true);
    expect(acceptsFile({ name: 'a.webp', type: 'image/webp' }, 'image/*')).toBe(true);
    expect(acceptsFile(pdf, 'image/*')).toBe(false);
    expect(acceptsFile({ name: 'image.png', type: '' }, 'image/*')).toBe(false);
    // "image/" must be the whole top-level type, not a prefix of another one.
    expect(acceptsFile({ name: 'x', type: 'imagex/png' }, 'image/*')).toBe(false);
  });

  it('accepts a file matching any rule of a comma-separated list', () => {
    const accept = '.pdf, image/*,application/zip';
    expect(acceptsFile(pdf, accept)).toBe(true);
    expect(acceptsFile(png, accept)).toBe(true);
    expect(acceptsFile({ name: 'a.zip', type: 'application/zip' }, accept)).toBe(true);
    expect(acceptsFile({ name: 'a.doc', type: 'application/msword' }, accept)).toBe(false);
  });

  it('treats * and */* as anything', () => {
    expect(acceptsFile(pdf, '*')).toBe(true);
    expect(acceptsFile(unknownType, '*/*')).toBe(true);
  });
});
